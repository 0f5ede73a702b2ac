import Foundation

/// The fontconfig functions that find a font file by family, looked up in `libfontconfig.so.1`
/// at run time (see ``DynamicLibrary`` for why). Calls go through one lock: fontconfig's
/// configuration is not safe to use from several threads at once in older versions.
struct Fontconfig: @unchecked Sendable {
    typealias Pointer = OpaquePointer
    /// `FcResultMatch`.
    static let match: Int32 = 0
    /// `FcMatchPattern`.
    static let matchPattern: Int32 = 0
    /// Families every fontconfig setup maps to an installed font (CSS generic families).
    static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui",
                                                "cursive", "fantasy", "emoji", "math"]

    @CFunction("FcInitLoadConfigAndFonts") var initLoadConfigAndFonts: @convention(c) () -> Pointer?
    @CFunction("FcNameParse") var nameParse: @convention(c) (UnsafePointer<CChar>?) -> Pointer?
    @CFunction("FcConfigSubstitute") var configSubstitute: @convention(c) (Pointer?, Pointer?, Int32) -> Int32
    @CFunction("FcDefaultSubstitute") var defaultSubstitute: @convention(c) (Pointer?) -> Void
    @CFunction("FcFontMatch") var fontMatch: @convention(c) (Pointer?, Pointer?, UnsafeMutablePointer<Int32>) -> Pointer?
    @CFunction("FcPatternGetString") var patternGetString: @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32
    @CFunction("FcPatternGetInteger") var patternGetInteger: @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>) -> Int32
    @CFunction("FcPatternDestroy") var patternDestroy: @convention(c) (Pointer?) -> Void
    /// Fontconfig's configuration, loaded once the functions are bound.
    private var config: Pointer?
    private let lock = NSLock()

    /// The library and its configuration, loaded once per process (or why they could not be).
    static let shared: Result<Fontconfig, FontTextError> = Result { () throws(FontTextError) in
        try Fontconfig(library: DynamicLibrary.open(["libfontconfig.so.1", "libfontconfig.so", "libfontconfig.1.dylib"]))
    }

    private init(library: DynamicLibrary) throws(FontTextError) {
        try library.bind(self)
        config = initLoadConfigAndFonts()
        if config == nil { throw .libraryUnavailable(library: library.name, reason: "fontconfig found no configuration") }
    }

    /// What fontconfig matched for a family: the file, the face index in it, and the face's family names.
    struct Match: Sendable {
        var file: String, index: Int32, families: [String], weight: Int32, slant: Int32
    }

    /// The font the system would use for `name` (a family, optionally with fontconfig's `:style` suffixes).
    func match(_ name: String) -> Match? {
        lock.withLock {
            guard let pattern = nameParse(name) else { return nil }
            defer { patternDestroy(pattern) }
            _ = configSubstitute(config, pattern, Self.matchPattern)
            defaultSubstitute(pattern)
            var result: Int32 = 0
            guard let font = fontMatch(config, pattern, &result), result == Self.match else { return nil }
            defer { patternDestroy(font) }
            func string(_ key: String, _ index: Int32) -> String? {
                var value: UnsafeMutablePointer<UInt8>?
                guard patternGetString(font, key, index, &value) == Self.match, let value else { return nil }
                return String(cString: value)
            }
            func integer(_ key: String) -> Int32 {
                var value: Int32 = 0
                return patternGetInteger(font, key, 0, &value) == Self.match ? value : 0
            }
            guard let file = string("file", 0) else { return nil }
            var families: [String] = []
            while let family = string("family", Int32(families.count)) { families.append(family) }
            return Match(file: file, index: integer("index"), families: families, weight: integer("weight"), slant: integer("slant"))
        }
    }
}
