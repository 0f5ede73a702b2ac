import Foundation

/// The ICU functions the measurer calls (UAX #14 line breaking, UAX #9 bidi runs), looked up in
/// `libicuuc` at run time (see ``DynamicLibrary`` for why). ICU appends its major version to its
/// C function names (`ubrk_open_72`); the suffix is found from the library that loads.
struct ICU: @unchecked Sendable {
    typealias Pointer = OpaquePointer
    /// `UBRK_LINE`.
    static let lineBreak: Int32 = 2
    /// `UBRK_DONE`.
    static let done: Int32 = -1
    /// `UBIDI_DEFAULT_LTR`: the paragraph level from the first strong character, left to right when there is none.
    static let defaultLeftToRight: UInt8 = 0xFE
    /// `UBIDI_DEFAULT_RTL`.
    static let defaultRightToLeft: UInt8 = 0xFF

    let breakOpen: @convention(c) (Int32, UnsafePointer<CChar>?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Pointer?
    let breakClose: @convention(c) (Pointer?) -> Void
    let breakSetText: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Void
    let breakFirst: @convention(c) (Pointer?) -> Int32
    let breakNext: @convention(c) (Pointer?) -> Int32
    let bidiOpen: @convention(c) () -> Pointer?
    let bidiClose: @convention(c) (Pointer?) -> Void
    let bidiSetPara: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UInt8, UnsafeMutablePointer<UInt8>?,
                                     UnsafeMutablePointer<Int32>) -> Void
    let bidiGetLogicalRun: @convention(c) (Pointer?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt8>?) -> Void
    let bidiGetParaLevel: @convention(c) (Pointer?) -> UInt8

    /// The library, loaded once per process (or why it could not be).
    static let shared: Result<ICU, FontTextError> = Result { () throws(FontTextError) in
        try ICU(library: open())
    }

    /// Line break iterators for reuse (opening one costs more than breaking a paragraph).
    let lineBreakers: ObjectPool
    /// Bidi paragraph objects for reuse.
    let bidiObjects: ObjectPool

    /// `libicuuc.so` (present with ICU's headers) or a versioned `libicuuc.so.NN`, newest first.
    private static func open() throws(FontTextError) -> DynamicLibrary {
        var candidates = ["libicuuc.so", "libicucore.dylib"]
        candidates += (50...99).reversed().map { "libicuuc.so.\($0)" }
        var library = try DynamicLibrary.open(candidates)
        if library.has("ubrk_open") { return library }
        for version in (50...99).reversed() {
            library.symbolSuffix = "_\(version)"
            if library.has("ubrk_open") { return library }
        }
        library.symbolSuffix = ""
        throw .symbolMissing(library: library.name, symbol: "ubrk_open")
    }

    // One symbol table per C library, each function named on the line that binds it (no name list matched by position).
    // Tried 27 November: one typed loader (each function declared `@CFunction("hb_shape") var shape: …`, a reference
    // wrapper bound by name through `Mirror`) folded the three tables, but cost 3.6 k instructions per paragraph measured
    // (383.8 k → 387.4 k, +0.95 %, callgrind, 400 less 200 paragraphs of `FontTextMeasurer.lines`): the tables are copied
    // out of their owners on every shaping call, retaining each wrapper, and each read passed an exclusivity check. So the
    // lookup alone is shared (`DynamicLibrary.function`); what stays is this
    // library's own names and signatures, which fontconfig's and HarfBuzz's tables repeat in shape only (`duplicates` lists the pairs).
    private init(library l: DynamicLibrary) throws(FontTextError) {
        breakOpen = try l.function("ubrk_open")
        breakClose = try l.function("ubrk_close")
        breakSetText = try l.function("ubrk_setText")
        breakFirst = try l.function("ubrk_first")
        breakNext = try l.function("ubrk_next")
        bidiOpen = try l.function("ubidi_open")
        bidiClose = try l.function("ubidi_close")
        bidiSetPara = try l.function("ubidi_setPara")
        bidiGetLogicalRun = try l.function("ubidi_getLogicalRun")
        bidiGetParaLevel = try l.function("ubidi_getParaLevel")
        let open = breakOpen, close = breakClose, bidiOpen = bidiOpen, bidiClose = bidiClose
        lineBreakers = ObjectPool(make: {
            var status: Int32 = 0
            let iterator = open(ICU.lineBreak, "", nil, 0, &status)
            return status <= 0 ? iterator : nil
        }, destroy: { close($0) })
        bidiObjects = ObjectPool(make: { bidiOpen() }, destroy: { bidiClose($0) })
    }
}
