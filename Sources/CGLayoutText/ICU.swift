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

    /// ICU's functions the measurer calls, each named as its C symbol without the version suffix (bound by ``DynamicLibrary/load(_:)``).
    struct Functions: CFunctionTable {
        var ubrk_open: @convention(c) (Int32, UnsafePointer<CChar>?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Pointer? = unbound()
        var ubrk_close: @convention(c) (Pointer?) -> Void = unbound()
        var ubrk_setText: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Void = unbound()
        var ubrk_first: @convention(c) (Pointer?) -> Int32 = unbound()
        var ubrk_next: @convention(c) (Pointer?) -> Int32 = unbound()
        var ubidi_open: @convention(c) () -> Pointer? = unbound()
        var ubidi_close: @convention(c) (Pointer?) -> Void = unbound()
        var ubidi_setPara: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UInt8, UnsafeMutablePointer<UInt8>?,
                                           UnsafeMutablePointer<Int32>) -> Void = unbound()
        var ubidi_getLogicalRun: @convention(c) (Pointer?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt8>?) -> Void = unbound()
        var ubidi_getParaLevel: @convention(c) (Pointer?) -> UInt8 = unbound()
    }
    /// The functions, bound once.
    let functions: Functions

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
        functions = try library.load(Functions.self)
        let open = functions.ubrk_open, close = functions.ubrk_close
        let bidiOpen = functions.ubidi_open, bidiClose = functions.ubidi_close
        lineBreakers = ObjectPool(make: {
            var status: Int32 = 0
            let iterator = open(ICU.lineBreak, "", nil, 0, &status)
            return status <= 0 ? iterator : nil
        }, destroy: { close($0) })
        bidiObjects = ObjectPool(make: { bidiOpen() }, destroy: { bidiClose($0) })
    }
}
