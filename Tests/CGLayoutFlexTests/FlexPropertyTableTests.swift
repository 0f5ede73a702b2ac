@testable import CGLayoutFlex
import CGLayoutTestSupport
import Foundation
import Testing

/// The table of CSS properties and what it drives: the CSS reader and writer, and the fixture page's copy of it.
@Suite("Flexbox CSS properties")
struct FlexPropertyTableTests {
    static let pageTable = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Scripts/flex-fixtures/properties.js").standardizedFileURL

    /// The table as the fixture page reads it: per fixture key, its CSS name, its syntax, and its keywords or edge longhands.
    static func pageScript() throws -> String {
        var entries: [String] = []
        for property in FlexProperty.all {
            var entry: [String: Any] = ["css": property.css]
            switch property.syntax {
            case .keywords(let keywords):
                entry["syntax"] = "keywords"
                var spellings: [String: String] = [:]
                for keyword in keywords { for word in [keyword.css] + keyword.aliases { spellings[word] = keyword.css } }
                entry["keywords"] = spellings
            case .length(let sizing): entry["syntax"] = sizing ? "size" : "length"
            case .number: entry["syntax"] = "number"
            case .ratio: entry["syntax"] = "ratio"
            case .flex: entry["syntax"] = "flex"
            case .gap: entry["syntax"] = "gap"
            case .edges(let map):
                entry["syntax"] = "edges"
                // Least specific first: the page sets them in this order, so the most specific key wins as in the engine.
                entry["edges"] = [FlexProperty.EdgeKey.all, .horizontal, .vertical, .left, .top, .right, .bottom, .start, .end]
                    .map { [$0.rawValue, map.cssName($0)] }
            }
            let data = try JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys])
            entries.append("  \(property.fixture.debugDescription): \(String(decoding: data, as: UTF8.self))")
        }
        return "// Generated from the flex engine's table of CSS properties (FlexProperty.all) by\n"
            + "// `CGLAYOUT_WRITE_PROPERTY_TABLE=1 swift test --filter FlexPropertyTableTests`; a test checks it is current.\n"
            + "'use strict';\nconst flexProperties = {\n" + entries.joined(separator: ",\n") + ",\n};\n"
    }

    @Test("The fixture page's copy of the table is the table")
    func pageTableIsCurrent() throws {
        let script = try Self.pageScript()
        if ProcessInfo.processInfo.environment["CGLAYOUT_WRITE_PROPERTY_TABLE"] == "1" {
            try script.write(to: Self.pageTable, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: Self.pageTable, encoding: .utf8) == script,
                "Scripts/flex-fixtures/properties.js is out of date: CGLAYOUT_WRITE_PROPERTY_TABLE=1 swift test --filter FlexPropertyTableTests")
    }

    @Test("Every property is declared once, under one CSS name and one fixture key")
    func declaredOnce() {
        #expect(Set(FlexProperty.all.map(\.css)).count == FlexProperty.all.count)
        #expect(Set(FlexProperty.all.map(\.fixture)).count == FlexProperty.all.count)
        for property in FlexProperty.all { #expect(FlexProperty.resolve(css: property.css)?.property.css == property.css) }
    }

    @Test("CSS declarations give the same style as the chained modifiers")
    func cssReader() throws {
        let css = try FlexStyle(css: "flex-direction: row; gap: 8px; padding: 12px; align-items: center; flex-wrap: wrap")
        #expect(css == FlexStyle().flexDirection(.row).gap(8).padding(12).alignItems(.center).flexWrap(.wrap))
        let item = try FlexStyle(css: "FLEX: 1; margin-inline-start: 4px; margin-block: 2px; max-width: 50%; aspect-ratio: 16 / 9; position: absolute; inset-inline-end: 3px")
        #expect(item == FlexStyle().flex(1).margin(start: 4, vertical: 2).maxWidth(.percent(50)).aspectRatio(16.0 / 9)
                    .positionType(.absolute).position(end: 3))
        #expect(try FlexStyle(css: "margin: 1px 2px 3px 4px") == FlexStyle().margin(left: 4, top: 1, right: 2, bottom: 3))
        #expect(try FlexStyle(css: "margin: 1px 2px") == FlexStyle().margin(horizontal: 2, vertical: 1))
        #expect(try FlexStyle(css: "flex: 2 3 10px") == FlexStyle().flexGrow(2).flexShrink(3).flexBasis(10))
        #expect(try FlexStyle(css: "width: fit-content; min-width: auto; max-height: none; border-left-width: 2px") ==
                FlexStyle().width(.fitContent).border(left: 2))
        #expect(try FlexStyle(css: " ; ") == FlexStyle())
    }

    @Test("A declaration the reader cannot read is a typed error that quotes it", arguments: [
        ("flex-direction row", FlexCSSError.malformedDeclaration("flex-direction row")),
        ("float: left", .unknownProperty("float", declaration: "float: left")),
        ("flex-direction: sideways", .invalidValue(declaration: "flex-direction: sideways", expected: "one of row, row-reverse, column, column-reverse")),
        ("width: 12", .invalidValue(declaration: "width: 12", expected: "a length (12px or 0), a percentage (50%), auto, max-content, fit-content or stretch")),
        ("padding: -1px", .invalidValue(declaration: "padding: -1px", expected: "a non-negative length")),
        ("flex-grow: -1", .invalidValue(declaration: "flex-grow: -1", expected: "a non-negative number")),
        ("aspect-ratio: 0", .invalidValue(declaration: "aspect-ratio: 0", expected: "a positive number, width / height, or auto")),
        ("gap: 1px 2px 3px", .invalidValue(declaration: "gap: 1px 2px 3px", expected: "one or two lengths (row, then column)")),
        ("width: nanpx", .invalidValue(declaration: "width: nanpx", expected: "a length (12px or 0), a percentage (50%), auto, max-content, fit-content or stretch")),
    ])
    func cssErrors(css: String, error: FlexCSSError) {
        #expect(throws: error) { try FlexStyle(css: "display: flex; \(css)") }
        #expect(error.description.contains(css))
    }

    @Test("cssText reads back as the same style, for random styles (seeded)")
    func roundTrip() throws {
        var generator = SplitMix64(seed: propertySeed("cssTextRoundTrip", default: 2811))
        let lengths: [FlexValue] = [.point(12), .percent(50), .point(0), .point(2.5)]
        for _ in 0..<500 {
            var style = FlexStyle()
            for property in FlexProperty.all where Bool.random(using: &generator) {
                switch property.syntax {
                case .keywords(let keywords): property.write(&style, .keyword(keywords.randomElement(using: &generator)!.css))
                case .length(let sizing):
                    let choices = sizing ? lengths + [.auto, .maxContent, .fitContent, .stretch] : lengths
                    property.write(&style, .length(choices.randomElement(using: &generator)!))
                case .number: property.write(&style, .number(CGFloat(Int.random(in: 0...3, using: &generator))))
                case .ratio: property.write(&style, .ratio(Bool.random(using: &generator) ? 1.5 : nil))
                case .edges:
                    var edges = FlexEdges()
                    for key in FlexProperty.EdgeKey.allCases where Int.random(in: 0..<4, using: &generator) == 0 {
                        edges[keyPath: key.path] = lengths.randomElement(using: &generator)!
                    }
                    property.write(&style, .edges(edges))
                case .flex, .gap: continue
                }
            }
            // (min-width: auto reads as no minimum, the same layout as the engine's `.auto` there.)
            if style.minWidth == .auto { style.minWidth = .undefined }
            if style.minHeight == .auto { style.minHeight = .undefined }
            #expect(try FlexStyle(css: style.cssText) == style, "\(style.cssText)")
        }
    }
}
