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

    @CFunction("hb_blob_create_from_file_or_fail") var blobCreateFromFileOrFail: @convention(c) (UnsafePointer<CChar>) -> Pointer?
    @CFunction("hb_blob_destroy") var blobDestroy: @convention(c) (Pointer?) -> Void
    @CFunction("hb_face_count") var faceCount: @convention(c) (Pointer?) -> UInt32
    @CFunction("hb_face_create") var faceCreate: @convention(c) (Pointer?, UInt32) -> Pointer?
    @CFunction("hb_face_destroy") var faceDestroy: @convention(c) (Pointer?) -> Void
    @CFunction("hb_face_get_glyph_count") var faceGetGlyphCount: @convention(c) (Pointer?) -> UInt32
    @CFunction("hb_face_get_upem") var faceGetUpem: @convention(c) (Pointer?) -> UInt32
    @CFunction("hb_font_create") var fontCreate: @convention(c) (Pointer?) -> Pointer?
    @CFunction("hb_font_destroy") var fontDestroy: @convention(c) (Pointer?) -> Void
    @CFunction("hb_font_make_immutable") var fontMakeImmutable: @convention(c) (Pointer?) -> Void
    @CFunction("hb_ot_font_set_funcs") var otFontSetFuncs: @convention(c) (Pointer?) -> Void
    @CFunction("hb_font_get_h_extents") var fontGetHExtents: @convention(c) (Pointer?, UnsafeMutablePointer<Int32>) -> Int32
    @CFunction("hb_buffer_create") var bufferCreate: @convention(c) () -> Pointer?
    @CFunction("hb_buffer_destroy") var bufferDestroy: @convention(c) (Pointer?) -> Void
    @CFunction("hb_buffer_clear_contents") var bufferClearContents: @convention(c) (Pointer?) -> Void
    @CFunction("hb_buffer_add_utf16") var bufferAddUTF16: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UInt32, Int32) -> Void
    @CFunction("hb_buffer_set_direction") var bufferSetDirection: @convention(c) (Pointer?, UInt32) -> Void
    @CFunction("hb_buffer_set_script") var bufferSetScript: @convention(c) (Pointer?, UInt32) -> Void
    @CFunction("hb_buffer_guess_segment_properties") var bufferGuessSegmentProperties: @convention(c) (Pointer?) -> Void
    @CFunction("hb_buffer_get_length") var bufferGetLength: @convention(c) (Pointer?) -> UInt32
    @CFunction("hb_buffer_get_glyph_infos") var bufferGetGlyphInfos: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    @CFunction("hb_buffer_get_glyph_positions") var bufferGetGlyphPositions: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    @CFunction("hb_shape") var shape: @convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void
    @CFunction("hb_unicode_funcs_get_default") var unicodeFuncsGetDefault: @convention(c) () -> Pointer?
    @CFunction("hb_unicode_script") var unicodeScript: @convention(c) (Pointer?, UInt32) -> UInt32

    /// Shaping buffers for reuse.
    let buffers: ObjectPool

    /// The library, loaded once per process (or why it could not be).
    static let shared: Result<HarfBuzz, FontTextError> = Result { () throws(FontTextError) in
        try HarfBuzz(library: DynamicLibrary.open(["libharfbuzz.so.0", "libharfbuzz.so", "libharfbuzz.0.dylib"]))
    }

    private init(library: DynamicLibrary) throws(FontTextError) {
        // The pool holds the functions' declarations, bound below before any buffer is made.
        let create = _bufferCreate, destroy = _bufferDestroy
        buffers = ObjectPool(make: { create.wrappedValue() }, destroy: { destroy.wrappedValue($0) })
        try library.bind(self)
    }
}
