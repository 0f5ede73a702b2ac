@testable import CGLayoutText
import CGLayout
import Foundation
import Testing

@Suite("Font text measurer: bad input")
struct FontTextBadInputTests {
    @Test("A missing, unreadable or corrupt font file is a typed error naming the file")
    func badFiles() throws {
        #expect(throws: FontTextError.fontFileUnreadable(path: "/no/such/font.ttf")) {
            try FontTextMeasurer(fontFile: "/no/such/font.ttf", size: 12)
        }
        #expect(throws: FontTextError.fontFileUnreadable(path: "/tmp")) { try FontTextMeasurer(fontFile: "/tmp", size: 12) }
        var random = SystemRandomNumberGenerator()
        let garbage = try TestFonts.temporaryFile((0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }, name: "garbage.ttf")
        #expect(throws: FontTextError.fontFileCorrupt(path: garbage)) { try FontTextMeasurer(fontFile: garbage, size: 12) }
        let empty = try TestFonts.temporaryFile([], name: "empty.ttf")
        #expect(throws: FontTextError.fontFileCorrupt(path: empty)) { try FontTextMeasurer(fontFile: empty, size: 12) }
        // A real font cut short: the tables it points to are missing.
        let real = try Data(contentsOf: URL(fileURLWithPath: TestFonts.regularFile))
        let truncated = try TestFonts.temporaryFile(Array(real.prefix(200)), name: "truncated.ttf")
        #expect(throws: FontTextError.fontFileCorrupt(path: truncated)) { try FontTextMeasurer(fontFile: truncated, size: 12) }
    }

    /// HarfBuzz opens face 0 for any index of a one-face file: `faceIndex: 7` was accepted and measured face 0.
    @Test("A face index the file does not have is a typed error naming the file, the index and the faces it has")
    func faceIndexOutOfRange() throws {
        for index in [7, 1, -1, Int.max] {
            #expect(throws: FontTextError.faceIndexOutOfRange(path: TestFonts.regularFile, index: index, faceCount: 1)) {
                try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 12, faceIndex: index)
            }
        }
        #expect(FontTextError.faceIndexOutOfRange(path: "/f.ttf", index: 7, faceCount: 1).description
                == "the font file /f.ttf has no face 7: it holds 1 face (0…0)")
        let first = try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 12, faceIndex: 0)
        #expect(first.advance(of: "Ada") > 0)
    }

    @Test("A family no installed font has is a typed error naming it")
    func unknownFamily() {
        #expect(throws: FontTextError.unknownFamily("No Such Family 4711")) { try FontTextMeasurer(family: "No Such Family 4711", size: 12) }
        #expect(throws: FontTextError.unknownFamily("")) { try FontTextMeasurer(family: "", size: 12) }
        #expect(FontTextError.unknownFamily("X").description.contains("\"X\""))
    }

    @Test("NaN, infinite, zero and negative sizes and line heights are typed errors naming the value")
    func badSizes() {
        for size in [CGFloat.nan, .infinity, -.infinity, 0, -3] {
            #expect(throws: FontTextError.self) { try FontTextMeasurer(fontFile: TestFonts.regularFile, size: size) }
            #expect(throws: FontTextError.self) { try FontTextMeasurer(family: "DejaVu Sans", size: size) }
        }
        #expect(throws: FontTextError.invalidSize(-3)) { try FontTextMeasurer(family: "DejaVu Sans", size: -3) }
        #expect(throws: FontTextError.invalidLineHeight(-1)) { try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 12, lineHeight: -1) }
        #expect(throws: FontTextError.self) { try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 12, lineHeight: .nan) }
    }

    @Test("Empty text measures zero with no lines; text the font does not cover is measured with its fallback glyph")
    func emptyAndUncovered() throws {
        let sans = try TestFonts.sans()
        #expect(sans.size(of: "", fitting: 100, numberOfLines: 0) == .zero)
        #expect(sans.measuredLines(of: "", fitting: 100, numberOfLines: 0).isEmpty)
        // DejaVu Sans has no CJK ideographs (nor most astral-plane letters): each is one .notdef box, the same width.
        let one = sans.advance(of: "漢")
        #expect(one > 0)
        #expect(abs(sans.advance(of: "漢字") - 2 * one) < 1e-9)
        #expect(abs(sans.advance(of: "\u{20000}") - one) < 1e-9)
        #expect(sans.size(of: "漢字漢", fitting: one * 1.5, numberOfLines: 0).height == 60)
    }

    @Test("Invalid UTF-8 and unpaired surrogates arrive as U+FFFD and are measured as it")
    func invalidEncodings() throws {
        let sans = try TestFonts.sans()
        let file = try TestFonts.temporaryFile([0x41, 0xFF, 0xFE, 0x42], name: "invalid.txt")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        let decoded = String(decoding: bytes, as: UTF8.self)
        #expect(decoded == "A\u{FFFD}\u{FFFD}B")
        #expect(sans.size(of: decoded, fitting: 0, numberOfLines: 0) == sans.size(of: "A\u{FFFD}\u{FFFD}B", fitting: 0, numberOfLines: 0))
        let surrogates = String(decoding: [0xD800, 0x41, 0xDC00] as [UInt16], as: UTF16.self)
        #expect(sans.advance(of: surrogates) == sans.advance(of: "\u{FFFD}A\u{FFFD}"))
        #expect(sans.advance(of: "\u{FFFD}") > 0)
    }

    @Test("A missing system library or function is a typed error naming it")
    func missingLibrary() throws {
        #expect(throws: FontTextError.self) { try DynamicLibrary.open(["libcglayout-no-such-library.so.7"]) }
        do {
            _ = try DynamicLibrary.open(["libcglayout-no-such-library.so.7"])
        } catch {
            guard case let .libraryUnavailable(library, _) = error else { Issue.record("\(error)"); return }
            #expect(library == "libcglayout-no-such-library.so.7")
        }
        let harfBuzz = try DynamicLibrary.open(["libharfbuzz.so.0"])
        #expect(throws: FontTextError.symbolMissing(library: "libharfbuzz.so.0", symbol: "hb_no_such_function")) {
            let _: @convention(c) () -> Void = try harfBuzz.function("hb_no_such_function")
        }
    }

    @Test("A function table binds each function to the symbol its property names, and names the first one missing")
    func functionTable() throws {
        struct Buffers: CFunctionTable {
            var hb_buffer_create: @convention(c) () -> OpaquePointer? = unbound()
            var hb_buffer_get_length: @convention(c) (OpaquePointer?) -> UInt32 = unbound()
            var hb_buffer_destroy: @convention(c) (OpaquePointer?) -> Void = unbound()
        }
        struct Missing: CFunctionTable {
            var hb_buffer_create: @convention(c) () -> OpaquePointer? = unbound()
            var hb_no_such_function: @convention(c) () -> Void = unbound()
        }
        let harfBuzz = try DynamicLibrary.open(["libharfbuzz.so.0"])
        let table = try harfBuzz.load(Buffers.self)
        func address<Function>(_ function: Function) -> UnsafeRawPointer { unsafeBitCast(function, to: UnsafeRawPointer.self) }
        let symbols = try ["hb_buffer_create", "hb_buffer_get_length", "hb_buffer_destroy"].map {
            try harfBuzz.function($0, as: UnsafeRawPointer.self)
        }
        #expect([address(table.hb_buffer_create), address(table.hb_buffer_get_length), address(table.hb_buffer_destroy)] == symbols)
        let buffer = table.hb_buffer_create()
        #expect(buffer != nil)
        #expect(table.hb_buffer_get_length(buffer) == 0)
        table.hb_buffer_destroy(buffer)
        #expect(throws: FontTextError.symbolMissing(library: "libharfbuzz.so.0", symbol: "hb_no_such_function")) {
            _ = try harfBuzz.load(Missing.self)
        }
    }
}
