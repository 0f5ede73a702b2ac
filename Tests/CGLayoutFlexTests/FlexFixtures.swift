import CGLayoutFlex
import Foundation

/// The browser-computed fixtures of `../shared/fixtures/flex` (see `reference/flex.md`).
enum FlexFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/fixtures/flex").standardizedFileURL
    static var available: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.json").path) }

    struct Case {
        let name: String
        let category: String
        let yogaDisabled: Bool
        let root: [String: Any]
        let passes: [(direction: FlexDirection.Inline, nodes: [(name: String, frame: CGRect)])]
    }

    static func load() throws -> [Case] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("YG") && $0.hasSuffix(".json") }.sorted()
        var cases: [Case] = []
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            for fixture in json["fixtures"] as! [[String: Any]] {
                let passes = (fixture["expected"] as! [[String: Any]]).map { pass in
                    ((pass["direction"] as! String) == "rtl" ? FlexDirection.Inline.rtl : .ltr,
                     (pass["nodes"] as! [[String: Any]]).map { node in
                        (node["name"] as! String, CGRect(x: number(node["left"]), y: number(node["top"]),
                                                         width: number(node["width"]), height: number(node["height"])))
                     })
                }
                cases.append(Case(name: fixture["name"] as! String, category: (fixture["category"] as? String) ?? (json["category"] as! String),
                                  yogaDisabled: fixture["yogaDisabled"] as? Bool ?? false, root: fixture["root"] as! [String: Any],
                                  passes: passes))
            }
        }
        return cases
    }

    static func number(_ value: Any?) -> CGFloat { CGFloat((value as? NSNumber)?.doubleValue ?? 0) }

    static func length(_ value: Any?) -> FlexValue {
        guard let map = value as? [String: Any], let unit = map["unit"] as? String else { return .undefined }
        switch unit {
        case "point": return .point(number(map["value"]))
        case "percent": return .percent(number(map["value"]))
        case "auto": return .auto
        case "max-content": return .maxContent
        case "fit-content": return .fitContent
        case "stretch": return .stretch
        default: return .undefined
        }
    }

    static func edges(_ value: Any?) -> FlexEdges {
        var edges = FlexEdges()
        guard let map = value as? [String: Any] else { return edges }
        for (key, length) in map {
            let parsed = self.length(length)
            switch key {
            case "left": edges.left = parsed
            case "top": edges.top = parsed
            case "right": edges.right = parsed
            case "bottom": edges.bottom = parsed
            case "start": edges.start = parsed
            case "end": edges.end = parsed
            case "horizontal": edges.horizontal = parsed
            case "vertical": edges.vertical = parsed
            case "all": edges.all = parsed
            default: break
            }
        }
        return edges
    }

    static func align(_ value: Any?) -> FlexAlign? {
        switch value as? String {
        case "auto": return .auto
        case "flex-start": return .flexStart
        case "center": return .center
        case "flex-end": return .flexEnd
        case "stretch": return .stretch
        case "baseline": return .baseline
        case "space-between": return .spaceBetween
        case "space-around": return .spaceAround
        case "space-evenly": return .spaceEvenly
        default: return nil
        }
    }

    /// The node tree of a fixture.
    static func node(_ json: [String: Any]) -> FlexNode {
        let styleJSON = json["style"] as? [String: Any] ?? [:]
        var style = FlexStyle()
        for (key, value) in styleJSON {
            switch key {
            case "width": style.width = length(value)
            case "height": style.height = length(value)
            case "minWidth": style.minWidth = length(value)
            case "minHeight": style.minHeight = length(value)
            case "maxWidth": style.maxWidth = length(value)
            case "maxHeight": style.maxHeight = length(value)
            case "flexBasis": style.flexBasis = length(value)
            case "flexGrow": style.flexGrow = number(value)
            case "flexShrink": style.flexShrink = number(value)
            case "flex":
                let flex = number(value)
                if flex > 0 {
                    style.flexGrow = flex
                    if styleJSON["flexBasis"] == nil { style.flexBasis = .point(0) }
                } else if flex < 0 {
                    style.flexShrink = -flex
                }
            case "aspectRatio": style.aspectRatio = number(value)
            case "margin": style.margin = edges(value)
            case "padding": style.padding = edges(value)
            case "border": style.border = edges(value)
            case "position": style.position = edges(value)
            case "gap":
                let map = value as? [String: Any] ?? [:]
                let all = length(map["all"])
                style.columnGap = map["column"] != nil ? length(map["column"]) : all
                style.rowGap = map["row"] != nil ? length(map["row"]) : all
            case "flexDirection":
                style.flexDirection = ["row": .row, "row-reverse": .rowReverse, "column-reverse": .columnReverse][value as! String] ?? .column
            case "justifyContent":
                style.justifyContent = ["center": .center, "flex-end": .flexEnd, "space-between": .spaceBetween,
                                        "space-around": .spaceAround, "space-evenly": .spaceEvenly][value as! String] ?? .flexStart
            case "alignItems": style.alignItems = align(value) ?? .stretch
            case "alignSelf": style.alignSelf = align(value) ?? .auto
            case "alignContent": style.alignContent = align(value) ?? .flexStart
            case "flexWrap": style.flexWrap = ["wrap": .wrap, "wrap-reverse": .wrapReverse][value as! String] ?? .noWrap
            case "positionType": style.positionType = ["absolute": .absolute, "static": .static][value as! String] ?? .relative
            case "display": style.display = ["none": .none, "contents": .contents][value as! String] ?? .flex
            case "overflow": style.overflow = ["hidden": .hidden, "scroll": .scroll][value as! String] ?? .visible
            case "boxSizing": style.boxSizing = (value as! String) == "content-box" ? .contentBox : .borderBox
            case "direction": style.direction = ["ltr": .ltr, "rtl": .rtl][value as! String] ?? .inherit
            default: break
            }
        }
        let node = FlexNode(style: style, children: (json["children"] as? [[String: Any]] ?? []).map(self.node),
                            name: json["name"] as? String)
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
