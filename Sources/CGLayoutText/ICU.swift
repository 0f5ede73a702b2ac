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

    @CFunction("ubrk_open") var breakOpen: @convention(c) (Int32, UnsafePointer<CChar>?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Pointer?
    @CFunction("ubrk_close") var breakClose: @convention(c) (Pointer?) -> Void
    @CFunction("ubrk_setText") var breakSetText: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Void
    @CFunction("ubrk_first") var breakFirst: @convention(c) (Pointer?) -> Int32
    @CFunction("ubrk_next") var breakNext: @convention(c) (Pointer?) -> Int32
    @CFunction("ubidi_open") var bidiOpen: @convention(c) () -> Pointer?
    @CFunction("ubidi_close") var bidiClose: @convention(c) (Pointer?) -> Void
    @CFunction("ubidi_setPara") var bidiSetPara: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UInt8, UnsafeMutablePointer<UInt8>?,
                                     UnsafeMutablePointer<Int32>) -> Void
    @CFunction("ubidi_getLogicalRun") var bidiGetLogicalRun: @convention(c) (Pointer?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt8>?) -> Void
    @CFunction("ubidi_getParaLevel") var bidiGetParaLevel: @convention(c) (Pointer?) -> UInt8

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

    private init(library: DynamicLibrary) throws(FontTextError) {
        // The pools hold the functions' declarations, bound below before any iterator or bidi object is made.
        let open = _breakOpen, close = _breakClose, bidiOpen = _bidiOpen, bidiClose = _bidiClose
        lineBreakers = ObjectPool(make: {
            var status: Int32 = 0
            let iterator = open.wrappedValue(ICU.lineBreak, "", nil, 0, &status)
            return status <= 0 ? iterator : nil
        }, destroy: { close.wrappedValue($0) })
        bidiObjects = ObjectPool(make: { bidiOpen.wrappedValue() }, destroy: { bidiClose.wrappedValue($0) })
        try library.bind(self)
    }
}
