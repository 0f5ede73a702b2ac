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

    /// fontconfig's functions, each named as its C symbol (bound by ``DynamicLibrary/load(_:)``).
    struct Functions: CFunctionTable {
        var FcInitLoadConfigAndFonts: @convention(c) () -> Pointer? = unbound()
        var FcNameParse: @convention(c) (UnsafePointer<CChar>?) -> Pointer? = unbound()
        var FcConfigSubstitute: @convention(c) (Pointer?, Pointer?, Int32) -> Int32 = unbound()
        var FcDefaultSubstitute: @convention(c) (Pointer?) -> Void = unbound()
        var FcFontMatch: @convention(c) (Pointer?, Pointer?, UnsafeMutablePointer<Int32>) -> Pointer? = unbound()
        var FcPatternGetString: @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32 = unbound()
        var FcPatternGetInteger: @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>) -> Int32 = unbound()
        var FcPatternDestroy: @convention(c) (Pointer?) -> Void = unbound()
    }
    /// The functions, bound once.
    let functions: Functions
    private let config: Pointer?
    private let lock = NSLock()

    /// The library and its configuration, loaded once per process (or why they could not be).
    static let shared: Result<Fontconfig, FontTextError> = Result { () throws(FontTextError) in
        try Fontconfig(library: DynamicLibrary.open(["libfontconfig.so.1", "libfontconfig.so", "libfontconfig.1.dylib"]))
    }

    private init(library: DynamicLibrary) throws(FontTextError) {
        functions = try library.load(Functions.self)
        config = functions.FcInitLoadConfigAndFonts()
        if config == nil { throw .libraryUnavailable(library: library.name, reason: "fontconfig found no configuration") }
    }

    /// What fontconfig matched for a family: the file, the face index in it, and the face's family names.
    struct Match: Sendable {
        var file: String, index: Int32, families: [String], weight: Int32, slant: Int32
    }

    /// The font the system would use for `name` (a family, optionally with fontconfig's `:style` suffixes).
    func match(_ name: String) -> Match? {
        let fc = functions
        return lock.withLock {
            guard let pattern = fc.FcNameParse(name) else { return nil }
            defer { fc.FcPatternDestroy(pattern) }
            _ = fc.FcConfigSubstitute(config, pattern, Self.matchPattern)
            fc.FcDefaultSubstitute(pattern)
            var result: Int32 = 0
            guard let font = fc.FcFontMatch(config, pattern, &result), result == Self.match else { return nil }
            defer { fc.FcPatternDestroy(font) }
            func string(_ key: String, _ index: Int32) -> String? {
                var value: UnsafeMutablePointer<UInt8>?
                guard fc.FcPatternGetString(font, key, index, &value) == Self.match, let value else { return nil }
                return String(cString: value)
            }
            func integer(_ key: String) -> Int32 {
                var value: Int32 = 0
                return fc.FcPatternGetInteger(font, key, 0, &value) == Self.match ? value : 0
            }
            guard let file = string("file", 0) else { return nil }
            var families: [String] = []
            while let family = string("family", Int32(families.count)) { families.append(family) }
            return Match(file: file, index: integer("index"), families: families, weight: integer("weight"), slant: integer("slant"))
        }
    }
}
