import Foundation

/// One font face opened with HarfBuzz: its shaping font (immutable, shared by every thread) and metrics.
final class FontFace: @unchecked Sendable {
    let harfBuzz: HarfBuzz
    let path: String
    /// The HarfBuzz font, at its units-per-em scale (advances come back in font units).
    let font: HarfBuzz.Pointer
    private let face: HarfBuzz.Pointer
    /// Font units per em.
    let unitsPerEm: CGFloat
    /// Ascender, descender (positive, below the baseline) and line gap, in font units (the `hhea`/`OS/2` metrics).
    let ascender: CGFloat, descender: CGFloat, lineGap: CGFloat

    /// Opens face `index` of the font file at `path`.
    ///
    /// - Throws: ``FontTextError/faceIndexOutOfRange(path:index:faceCount:)`` when the file has no face
    ///   `index` (HarfBuzz would give face 0's glyphs for any index of a one-face file).
    init(path: String, index: Int = 0) throws(FontTextError) {
        let harfBuzz = try HarfBuzz.shared.get()
        self.harfBuzz = harfBuzz
        let hb = harfBuzz.functions
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              FileManager.default.isReadableFile(atPath: path),
              let blob = hb.hb_blob_create_from_file_or_fail(path) else { throw .fontFileUnreadable(path: path) }
        defer { hb.hb_blob_destroy(blob) }
        let faces = Int(hb.hb_face_count(blob))
        guard faces > 0 else { throw .fontFileCorrupt(path: path) }
        guard (0..<faces).contains(index) else { throw .faceIndexOutOfRange(path: path, index: index, faceCount: faces) }
        guard let face = hb.hb_face_create(blob, UInt32(index)) else { throw .fontFileCorrupt(path: path) }
        // HarfBuzz accepts any bytes and gives an empty face; a font has glyphs and a units-per-em.
        let glyphs = hb.hb_face_get_glyph_count(face), upem = hb.hb_face_get_upem(face)
        guard glyphs > 0, upem >= 16, let font = hb.hb_font_create(face) else {
            hb.hb_face_destroy(face)
            throw .fontFileCorrupt(path: path)
        }
        hb.hb_ot_font_set_funcs(font)
        var extents = [Int32](repeating: 0, count: 12)   // hb_font_extents_t: 3 metrics and 9 reserved
        let getExtents = hb.hb_font_get_h_extents
        _ = extents.withUnsafeMutableBufferPointer { getExtents(font, $0.baseAddress!) }
        hb.hb_font_make_immutable(font)
        self.face = face
        self.font = font
        unitsPerEm = CGFloat(upem)
        ascender = CGFloat(extents[0])
        descender = CGFloat(-extents[1])
        lineGap = CGFloat(max(0, extents[2]))
        guard ascender + descender > 0 else {
            hb.hb_font_destroy(font)
            hb.hb_face_destroy(face)
            throw .fontFileCorrupt(path: path)
        }
    }

    deinit {
        harfBuzz.functions.hb_font_destroy(font)
        harfBuzz.functions.hb_face_destroy(face)
    }
}

extension FontFace {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var opened: [String: FontFace] = [:]

    /// The face of `path` at `index`, opened once per process and shared by every measurer of it.
    static func shared(path: String, index: Int) throws(FontTextError) -> FontFace {
        let key = "\(index):\(path)"
        if let face = lock.withLock({ opened[key] }) { return face }
        let face = try FontFace(path: path, index: index)
        return lock.withLock {
            if let existing = opened[key] { return existing }
            opened[key] = face
            return face
        }
    }
}
