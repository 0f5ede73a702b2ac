@testable import CGLayoutFlex
import Foundation
import Testing

/// Browser-computed flexbox fixtures: the repository's own (`BrowserFixtures/`, made by
/// `Scripts/generate-flex-fixtures.sh`) and the shared set beside the clone (`../shared/fixtures/flex`,
/// see its `reference/flex.md`). Both use one format; styles are read through the table of CSS
/// properties (`FlexProperty.all`), so a key the table does not know fails the case.
enum FlexFixtures {
    /// A fixture that cannot be read.
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    struct Case {
        let name: String
        let category: String
        let yogaDisabled: Bool
        let root: [String: Any]
        let passes: [(direction: FlexDirection.Inline, nodes: [(name: String, frame: CGRect)])]
        /// The pixel grid the expected frames are on (the shared set: 1, whole points; the repository's own: 0, unrounded).
        let pointScaleFactor: CGFloat
    }

    /// The folder of the repository's own fixtures.
    static let ownFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BrowserFixtures")

    /// Where the shared set is looked for, and whether it must be there.
    enum SharedLocation {
        /// Check the set in this folder; a missing or unreadable folder fails the test.
        case required(URL)
        /// Not checked, and why (said in the test's skip reason).
        case skipped(String)
    }

    /// `CGLAYOUT_SHARED_FIXTURES` names the folder (then it must be there) or says `skip`. Unset: the
    /// folder beside the clone, required when the clone has the team's `shared/` folder beside it (as CI
    /// and every developer checkout do), skipped with that reason in a clone that has none.
    static var sharedLocation: SharedLocation {
        let variable = ProcessInfo.processInfo.environment["CGLAYOUT_SHARED_FIXTURES"]
        if variable == "skip" { return .skipped("CGLAYOUT_SHARED_FIXTURES=skip") }
        if let variable, !variable.isEmpty { return .required(URL(fileURLWithPath: variable)) }
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared").standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: shared.path, isDirectory: &isFolder), isFolder.boolValue else {
            return .skipped("this clone has no shared/ folder beside it (\(shared.path)); the repository's own fixtures ran. "
                            + "Set CGLAYOUT_SHARED_FIXTURES=path to check a copy of the shared set")
        }
        return .required(shared.appendingPathComponent("fixtures/flex"))
    }

    static var sharedIsChecked: Bool {
        if case .required = sharedLocation { return true }
        return false
    }

    static var sharedSkipReason: Comment {
        if case .skipped(let reason) = sharedLocation { return Comment(rawValue: reason) }
        return ""
    }

    /// The cases of every `*.json` file with `fixtures` in `folder`.
    static func load(_ folder: URL, prefix: String = "") throws -> [Case] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") && $0 != "index.json" }.sorted()
        var cases: [Case] = []
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let fixtures = json["fixtures"] as? [[String: Any]] else { continue }
            for fixture in fixtures {
                guard let name = fixture["name"] as? String, let root = fixture["root"] as? [String: Any],
                      let expected = fixture["expected"] as? [[String: Any]] else { throw FormatError(description: "\(file): a fixture without name, root or expected") }
                let passes = expected.map { pass in
                    ((pass["direction"] as? String) == "rtl" ? FlexDirection.Inline.rtl : .ltr,
                     (pass["nodes"] as? [[String: Any]] ?? []).map { node in
                        (node["name"] as? String ?? "?", CGRect(x: number(node["left"]), y: number(node["top"]),
                                                               width: number(node["width"]), height: number(node["height"])))
                     })
                }
                let config = fixture["config"] as? [String: Any]
                cases.append(Case(name: name, category: (fixture["category"] as? String) ?? (json["category"] as? String) ?? file,
                                  yogaDisabled: fixture["yogaDisabled"] as? Bool ?? false, root: root, passes: passes,
                                  pointScaleFactor: config.map { number($0["pointScaleFactor"]) } ?? 1))
            }
        }
        return cases
    }

    static func number(_ value: Any?) -> CGFloat { CGFloat((value as? NSNumber)?.doubleValue ?? 0) }

    static func length(_ value: Any?, _ context: String) throws -> FlexValue {
        guard let map = value as? [String: Any], let unit = map["unit"] as? String else { throw FormatError(description: "\(context): not a length") }
        switch unit {
        case "point": return .point(number(map["value"]))
        case "percent": return .percent(number(map["value"]))
        case "auto": return .auto
        case "max-content": return .maxContent
        case "fit-content": return .fitContent
        case "stretch": return .stretch
        case "undefined": return .undefined
        default: throw FormatError(description: "\(context): unknown unit \(unit)")
        }
    }

    /// One style key's value, read by its property's syntax.
    static func value(of property: FlexProperty, _ json: Any, node: String) throws -> FlexProperty.Value {
        let context = "\(node).\(property.fixture)"
        switch property.syntax {
        case .keywords:
            guard let word = json as? String, let keyword = property.keyword(word) else {
                throw FormatError(description: "\(context): unknown keyword \(json)")
            }
            return .keyword(keyword.css)
        case .length: return .length(try length(json, context))
        case .number: return .number(number(json))
        case .ratio: return .ratio(number(json))
        case .flex: return .flex(grow: number(json), shrink: nil, basis: nil)
        case .edges:
            guard let map = json as? [String: Any] else { throw FormatError(description: "\(context): not an edge map") }
            var edges = FlexEdges()
            for (key, length) in map {
                guard let edge = FlexProperty.EdgeKey(rawValue: key) else { throw FormatError(description: "\(context): unknown edge \(key)") }
                edges[keyPath: edge.path] = try self.length(length, "\(context).\(key)")
            }
            return .edges(edges)
        case .gap:
            guard let map = json as? [String: Any] else { throw FormatError(description: "\(context): not a gap map") }
            if let unknown = map.keys.first(where: { !["all", "row", "column"].contains($0) }) {
                throw FormatError(description: "\(context): unknown gap key \(unknown)")
            }
            let all = try map["all"].map { try length($0, context) } ?? .undefined
            return .gap(row: try map["row"].map { try length($0, context) } ?? all, column: try map["column"].map { try length($0, context) } ?? all)
        }
    }

    /// The style of a fixture node: every key through the table, in the table's order (shorthands first).
    static func style(_ json: [String: Any], node: String) throws -> FlexStyle {
        if let unknown = json.keys.first(where: { FlexProperty.named(fixture: $0) == nil }) {
            throw FormatError(description: "\(node): unknown style key \(unknown)")
        }
        var style = FlexStyle()
        for property in FlexProperty.all {
            guard let value = json[property.fixture] else { continue }
            property.write(&style, try self.value(of: property, value, node: node))
        }
        return style
    }

    /// The node tree of a fixture.
    static func node(_ json: [String: Any]) throws -> FlexNode {
        let name = json["name"] as? String ?? "?"
        let style = try style(json["style"] as? [String: Any] ?? [:], node: name)
        let node = FlexNode(style: style, children: try (json["children"] as? [[String: Any]] ?? []).map(self.node), name: name)
        if let measure = json["measure"] as? [String: Any], let text = measure["text"] as? String {
            let column = style.flexDirection == .column || style.flexDirection == .columnReverse
            node.measure = { width, widthMode, height, heightMode in intrinsicText(text, column: column, width, widthMode, height, heightMode) }
        }
        return node
    }

    /// The fixtures' text measure (flex.md): 10 pt per character and per line.
    static func intrinsicText(_ text: String, column: Bool, _ width: CGFloat, _ widthMode: MeasureMode,
                              _ height: CGFloat, _ heightMode: MeasureMode) -> CGSize {
        let count = CGFloat(text.count)
        let measuredWidth: CGFloat = widthMode == .exactly ? width : widthMode == .atMost ? min(count * 10, width) : count * 10
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        let longest = CGFloat(words.map(\.count).max() ?? 0) * 10
        let wrap = column ? measuredWidth : max(longest, measuredWidth)
        func lines(_ available: CGFloat) -> CGFloat {
            if count * 10 <= available { return 1 }
            var lines: CGFloat = 1, current: CGFloat = 0
            for word in words {
                let wordWidth = CGFloat(word.count) * 10
                if wordWidth > available {
                    if current > 0 { lines += 1 }
                    lines += 1
                    current = 0
                } else if current + wordWidth <= available {
                    current += wordWidth + 10
                } else {
                    lines += 1
                    current = wordWidth + 10
                }
            }
            return current == 0 ? lines - 1 : lines
        }
        let natural = lines(wrap) * 10
        let measuredHeight: CGFloat = heightMode == .exactly ? height : heightMode == .atMost ? min(natural, height) : natural
        return CGSize(width: measuredWidth, height: measuredHeight)
    }
}
