/// The HarfBuzz functions the measurer calls, looked up in `libharfbuzz.so.0` at run time
/// (see ``DynamicLibrary`` for why). The declarations follow HarfBuzz's public C API (`hb.h`),
/// stable since HarfBuzz 2.8.2; pointers to HarfBuzz objects are opaque here.
struct HarfBuzz: @unchecked Sendable {
    typealias Pointer = OpaquePointer

    /// `hb_glyph_info_t` (the functions return it as raw memory: Swift structs are not C types): the glyph, flags (in `mask`) and the cluster (a UTF-16 offset here).
    struct GlyphInfo {
        var codepoint: UInt32, mask: UInt32, cluster: UInt32, var1: UInt32, var2: UInt32
    }
    /// `hb_glyph_position_t`, in font units (the font's scale is its units per em).
    struct GlyphPosition {
        var xAdvance: Int32, yAdvance: Int32, xOffset: Int32, yOffset: Int32, var1: UInt32
    }
    /// `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: breaking before this glyph's cluster changes the shaping.
    static let unsafeToBreak: UInt32 = 1
    /// `HB_DIRECTION_LTR`, `HB_DIRECTION_RTL`.
    static let leftToRight: UInt32 = 4, rightToLeft: UInt32 = 5
    /// `HB_SCRIPT_COMMON`, `HB_SCRIPT_INHERITED`, `HB_SCRIPT_UNKNOWN` ('Zyyy', 'Zinh', 'Zzzz').
    static let common: UInt32 = 0x5A79_7979, inherited: UInt32 = 0x5A69_6E68, unknown: UInt32 = 0x5A7A_7A7A

    let blobCreateFromFileOrFail: @convention(c) (UnsafePointer<CChar>) -> Pointer?
    let blobDestroy: @convention(c) (Pointer?) -> Void
    let faceCount: @convention(c) (Pointer?) -> UInt32
    let faceCreate: @convention(c) (Pointer?, UInt32) -> Pointer?
    let faceDestroy: @convention(c) (Pointer?) -> Void
    let faceGetGlyphCount: @convention(c) (Pointer?) -> UInt32
    let faceGetUpem: @convention(c) (Pointer?) -> UInt32
    let fontCreate: @convention(c) (Pointer?) -> Pointer?
    let fontDestroy: @convention(c) (Pointer?) -> Void
    let fontMakeImmutable: @convention(c) (Pointer?) -> Void
    let otFontSetFuncs: @convention(c) (Pointer?) -> Void
    let fontGetHExtents: @convention(c) (Pointer?, UnsafeMutablePointer<Int32>) -> Int32
    let bufferCreate: @convention(c) () -> Pointer?
    let bufferDestroy: @convention(c) (Pointer?) -> Void
    let bufferClearContents: @convention(c) (Pointer?) -> Void
    let bufferAddUTF16: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UInt32, Int32) -> Void
    let bufferSetDirection: @convention(c) (Pointer?, UInt32) -> Void
    let bufferSetScript: @convention(c) (Pointer?, UInt32) -> Void
    let bufferGuessSegmentProperties: @convention(c) (Pointer?) -> Void
    let bufferGetLength: @convention(c) (Pointer?) -> UInt32
    let bufferGetGlyphInfos: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    let bufferGetGlyphPositions: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    let shape: @convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void
    let unicodeFuncsGetDefault: @convention(c) () -> Pointer?
    let unicodeScript: @convention(c) (Pointer?, UInt32) -> UInt32

    /// Shaping buffers for reuse.
    let buffers: ObjectPool

    /// The library, loaded once per process (or why it could not be).
    static let shared: Result<HarfBuzz, FontTextError> = Result { () throws(FontTextError) in
        try HarfBuzz(library: DynamicLibrary.open(["libharfbuzz.so.0", "libharfbuzz.so", "libharfbuzz.0.dylib"]))
    }

    // One symbol table per C library, each function named on the line that binds it (no name list matched by position).
    // Tried 27 November: one typed loader (each function declared `@CFunction("hb_shape") var shape: …`, a reference
    // wrapper bound by name through `Mirror`) folded the three tables, but cost 3.6 k instructions per paragraph measured
    // (383.8 k → 387.4 k, +0.95 %, callgrind, 400 less 200 paragraphs of `FontTextMeasurer.lines`): the tables are copied
    // out of their owners on every shaping call, retaining each wrapper, and each read passed an exclusivity check. So the
    // lookup alone is shared (`DynamicLibrary.function`); what stays is this
    // library's own names and signatures, which fontconfig's and ICU's tables repeat in shape only (`duplicates` lists the pairs).
    private init(library l: DynamicLibrary) throws(FontTextError) {
        blobCreateFromFileOrFail = try l.function("hb_blob_create_from_file_or_fail")
        blobDestroy = try l.function("hb_blob_destroy")
        faceCount = try l.function("hb_face_count")
        faceCreate = try l.function("hb_face_create")
        faceDestroy = try l.function("hb_face_destroy")
        faceGetGlyphCount = try l.function("hb_face_get_glyph_count")
        faceGetUpem = try l.function("hb_face_get_upem")
        fontCreate = try l.function("hb_font_create")
        fontDestroy = try l.function("hb_font_destroy")
        fontMakeImmutable = try l.function("hb_font_make_immutable")
        otFontSetFuncs = try l.function("hb_ot_font_set_funcs")
        fontGetHExtents = try l.function("hb_font_get_h_extents")
        bufferCreate = try l.function("hb_buffer_create")
        bufferDestroy = try l.function("hb_buffer_destroy")
        bufferClearContents = try l.function("hb_buffer_clear_contents")
        bufferAddUTF16 = try l.function("hb_buffer_add_utf16")
        bufferSetDirection = try l.function("hb_buffer_set_direction")
        bufferSetScript = try l.function("hb_buffer_set_script")
        bufferGuessSegmentProperties = try l.function("hb_buffer_guess_segment_properties")
        bufferGetLength = try l.function("hb_buffer_get_length")
        bufferGetGlyphInfos = try l.function("hb_buffer_get_glyph_infos")
        bufferGetGlyphPositions = try l.function("hb_buffer_get_glyph_positions")
        shape = try l.function("hb_shape")
        unicodeFuncsGetDefault = try l.function("hb_unicode_funcs_get_default")
        unicodeScript = try l.function("hb_unicode_script")
        let create = bufferCreate, destroy = bufferDestroy
        buffers = ObjectPool(make: { create() }, destroy: { destroy($0) })
    }
}
