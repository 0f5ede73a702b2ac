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

    /// HarfBuzz's functions the measurer calls, each named as its C symbol (bound by ``DynamicLibrary/load(_:)``).
    struct Functions: CFunctionTable {
        var hb_blob_create_from_file_or_fail: @convention(c) (UnsafePointer<CChar>) -> Pointer? = unbound()
        var hb_blob_destroy: @convention(c) (Pointer?) -> Void = unbound()
        var hb_face_count: @convention(c) (Pointer?) -> UInt32 = unbound()
        var hb_face_create: @convention(c) (Pointer?, UInt32) -> Pointer? = unbound()
        var hb_face_destroy: @convention(c) (Pointer?) -> Void = unbound()
        var hb_face_get_glyph_count: @convention(c) (Pointer?) -> UInt32 = unbound()
        var hb_face_get_upem: @convention(c) (Pointer?) -> UInt32 = unbound()
        var hb_font_create: @convention(c) (Pointer?) -> Pointer? = unbound()
        var hb_font_destroy: @convention(c) (Pointer?) -> Void = unbound()
        var hb_font_make_immutable: @convention(c) (Pointer?) -> Void = unbound()
        var hb_ot_font_set_funcs: @convention(c) (Pointer?) -> Void = unbound()
        var hb_font_get_h_extents: @convention(c) (Pointer?, UnsafeMutablePointer<Int32>) -> Int32 = unbound()
        var hb_buffer_create: @convention(c) () -> Pointer? = unbound()
        var hb_buffer_destroy: @convention(c) (Pointer?) -> Void = unbound()
        var hb_buffer_clear_contents: @convention(c) (Pointer?) -> Void = unbound()
        var hb_buffer_add_utf16: @convention(c) (Pointer?, UnsafePointer<UInt16>?, Int32, UInt32, Int32) -> Void = unbound()
        var hb_buffer_set_direction: @convention(c) (Pointer?, UInt32) -> Void = unbound()
        var hb_buffer_set_script: @convention(c) (Pointer?, UInt32) -> Void = unbound()
        var hb_buffer_guess_segment_properties: @convention(c) (Pointer?) -> Void = unbound()
        var hb_buffer_get_length: @convention(c) (Pointer?) -> UInt32 = unbound()
        var hb_buffer_get_glyph_infos: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer? = unbound()
        var hb_buffer_get_glyph_positions: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer? = unbound()
        var hb_shape: @convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void = unbound()
        var hb_unicode_funcs_get_default: @convention(c) () -> Pointer? = unbound()
        var hb_unicode_script: @convention(c) (Pointer?, UInt32) -> UInt32 = unbound()
    }
    /// The functions, bound once.
    let functions: Functions

    /// Shaping buffers for reuse.
    let buffers: ObjectPool

    /// The library, loaded once per process (or why it could not be).
    static let shared: Result<HarfBuzz, FontTextError> = Result { () throws(FontTextError) in
        try HarfBuzz(library: DynamicLibrary.open(["libharfbuzz.so.0", "libharfbuzz.so", "libharfbuzz.0.dylib"]))
    }

    private init(library: DynamicLibrary) throws(FontTextError) {
        functions = try library.load(Functions.self)
        let create = functions.hb_buffer_create, destroy = functions.hb_buffer_destroy
        buffers = ObjectPool(make: { create() }, destroy: { destroy($0) })
    }
}
