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

    let initLoadConfigAndFonts: @convention(c) () -> Pointer?
    let nameParse: @convention(c) (UnsafePointer<CChar>?) -> Pointer?
    let configSubstitute: @convention(c) (Pointer?, Pointer?, Int32) -> Int32
    let defaultSubstitute: @convention(c) (Pointer?) -> Void
    let fontMatch: @convention(c) (Pointer?, Pointer?, UnsafeMutablePointer<Int32>) -> Pointer?
    let patternGetString: @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32
    let patternGetInteger: @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>) -> Int32
    let patternDestroy: @convention(c) (Pointer?) -> Void
    private let config: Pointer?
    private let lock = NSLock()

    /// The library and its configuration, loaded once per process (or why they could not be).
    static let shared: Result<Fontconfig, FontTextError> = Result { () throws(FontTextError) in
        try Fontconfig(library: DynamicLibrary.open(["libfontconfig.so.1", "libfontconfig.so", "libfontconfig.1.dylib"]))
    }

    // One symbol table per C library, each function named on the line that binds it (no name list matched by position).
    // Tried 27 November: one typed loader (each function declared `@CFunction("hb_shape") var shape: …`, a reference
    // wrapper bound by name through `Mirror`) folded the three tables, but cost 3.6 k instructions per paragraph measured
    // (383.8 k → 387.4 k, +0.95 %, callgrind, 400 less 200 paragraphs of `FontTextMeasurer.lines`): the tables are copied
    // out of their owners on every shaping call, retaining each wrapper, and each read passed an exclusivity check. So the
    // lookup alone is shared (`DynamicLibrary.function`); what stays is this
    // library's own names and signatures, which HarfBuzz's and ICU's tables repeat in shape only (`duplicates` lists the pairs).
    private init(library l: DynamicLibrary) throws(FontTextError) {
        initLoadConfigAndFonts = try l.function("FcInitLoadConfigAndFonts")
        nameParse = try l.function("FcNameParse")
        configSubstitute = try l.function("FcConfigSubstitute")
        defaultSubstitute = try l.function("FcDefaultSubstitute")
        fontMatch = try l.function("FcFontMatch")
        patternGetString = try l.function("FcPatternGetString")
        patternGetInteger = try l.function("FcPatternGetInteger")
        patternDestroy = try l.function("FcPatternDestroy")
        config = initLoadConfigAndFonts()
        if config == nil { throw .libraryUnavailable(library: l.name, reason: "fontconfig found no configuration") }
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
