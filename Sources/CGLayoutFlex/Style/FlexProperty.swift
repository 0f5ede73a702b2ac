import Foundation

/// One CSS property of the flex vocabulary, declared once: its CSS name, its name in the
/// conformance fixtures, where it lives in ``FlexStyle``, what values it takes, its initial value.
///
/// ``FlexProperty/all`` is the one table. The CSS reader (``FlexStyle/init(css:)``), the CSS
/// writer (``FlexStyle/cssText``), the conformance fixtures' reader, the fixture page (through
/// the table's export, `FlexProperty.tableJSON`) and the fuzzer's style generator read it; none
/// lists property names of its own.
package struct FlexProperty: Sendable {
    /// What values a property takes.
    package enum Syntax: Sendable, Equatable {
        /// One of these keywords.
        case keywords([Keyword])
        /// A length: points (`12px`), a percentage (`50%`), and, for sizes, `auto`, `max-content`,
        /// `fit-content` and `stretch`.
        case length(sizing: Bool)
        /// A non-negative number (`flex-grow`, `flex-shrink`).
        case number
        /// `aspect-ratio`: a number, `width / height`, or `auto`.
        case ratio
        /// The `flex` shorthand: a number as Yoga reads it, or grow, shrink and basis.
        case flex
        /// An edge map (`margin`, `padding`, `border`, insets): longhands per edge, and a shorthand of 1 to 4 lengths.
        case edges(EdgeMap)
        /// `gap`: the row gap, then the column gap (one length for both).
        case gap
    }

    /// A keyword: its CSS spelling, the `FlexStyle` case it means, and other spellings read as it.
    package struct Keyword: Sendable, Equatable {
        package let css: String
        package let swift: String
        package let aliases: [String]
    }

    /// The edge maps of a style.
    package enum EdgeMap: String, Sendable, CaseIterable {
        case margin, padding, border, position

        /// The CSS name of one key's longhand (`margin-left`, `border-inline-start-width`, `inset-block`…), or the shorthand for `all`.
        package func cssName(_ key: EdgeKey) -> String {
            switch self {
            case .margin, .padding: return key.css.map { "\(rawValue)-\($0)" } ?? rawValue
            case .border: return key.css.map { "border-\($0)-width" } ?? "border-width"
            case .position:
                switch key {
                case .left, .top, .right, .bottom: return key.rawValue
                default: return key.css.map { "inset-\($0)" } ?? "inset"
                }
            }
        }

        /// Whether the map's values may be negative (margins and insets) and `auto` (margins).
        package var allowsNegative: Bool { self == .margin || self == .position }
        package var allowsAuto: Bool { self == .margin }
    }

    /// The keys of an edge map: the fixtures' names (the raw values), their CSS suffixes and the `FlexEdges` fields.
    package enum EdgeKey: String, Sendable, CaseIterable {
        case left, top, right, bottom, start, end, horizontal, vertical, all

        /// The CSS suffix (`inline-start`, `block`…), `nil` for the shorthand.
        package var css: String? {
            switch self {
            case .left, .top, .right, .bottom: return rawValue
            case .start: return "inline-start"
            case .end: return "inline-end"
            case .horizontal: return "inline"
            case .vertical: return "block"
            case .all: return nil
            }
        }

        /// The field of `FlexEdges`.
        package var path: WritableKeyPath<FlexEdges, FlexValue> {
            switch self {
            case .left: \.left
            case .top: \.top
            case .right: \.right
            case .bottom: \.bottom
            case .start: \.start
            case .end: \.end
            case .horizontal: \.horizontal
            case .vertical: \.vertical
            case .all: \.all
            }
        }
    }

    /// A property's value, as the table's readers and writers exchange it.
    package enum Value: Sendable, Hashable {
        case keyword(String)
        case length(FlexValue)
        case number(CGFloat)
        case ratio(CGFloat?)
        case flex(grow: CGFloat, shrink: CGFloat?, basis: FlexValue?)
        case edges(FlexEdges)
        case gap(row: FlexValue, column: FlexValue)
    }

    /// Which styles the property matters for (the fuzzer gives containers and items different ones).
    package enum Role: Sendable { case container, item, both }

    /// The CSS name (`flex-direction`).
    package let css: String
    /// The key in the conformance fixtures (`flexDirection`).
    package let fixture: String
    /// Where it lives in `FlexStyle` (`flexDirection`), as Swift code reads it.
    package let swift: String
    package let syntax: Syntax
    /// The initial value, as CSS text (Yoga's defaults).
    package let initial: String
    package let role: Role
    /// The property's value in a style (`nil` for a shorthand that is not stored as such).
    package let read: @Sendable (FlexStyle) -> Value?
    /// Sets the property in a style (a value of another syntax is ignored: readers check it first).
    package let write: @Sendable (inout FlexStyle, Value) -> Void
}

extension FlexProperty {
    /// A keyword property stored at `path`.
    private static func keywords<T: Equatable & Sendable>(_ css: String, _ fixture: String, _ path: WritableKeyPath<FlexStyle, T> & Sendable,
                                                          initial: String, role: Role,
                                                          _ cases: [(css: String, swift: String, value: T, aliases: [String])]) -> FlexProperty {
        let keywords = cases.map { Keyword(css: $0.css, swift: $0.swift, aliases: $0.aliases) }
        let values = cases.map { (css: $0.css, value: $0.value) }
        return FlexProperty(css: css, fixture: fixture, swift: fixture, syntax: .keywords(keywords), initial: initial, role: role,
                            read: { style in values.first { $0.value == style[keyPath: path] }.map { .keyword($0.css) } },
                            write: { style, value in
                                if case .keyword(let word) = value, let match = values.first(where: { $0.css == word }) {
                                    style[keyPath: path] = match.value
                                }
                            })
    }

    /// A length property stored at `path`.
    private static func length(_ css: String, _ fixture: String, _ path: WritableKeyPath<FlexStyle, FlexValue> & Sendable, sizing: Bool,
                               initial: String, role: Role) -> FlexProperty {
        FlexProperty(css: css, fixture: fixture, swift: fixture, syntax: .length(sizing: sizing), initial: initial, role: role,
                     read: { .length($0[keyPath: path]) },
                     write: { style, value in if case .length(let length) = value { style[keyPath: path] = length } })
    }

    /// A number property stored at `path`.
    private static func number(_ css: String, _ fixture: String, _ path: WritableKeyPath<FlexStyle, CGFloat> & Sendable, initial: String,
                               role: Role) -> FlexProperty {
        FlexProperty(css: css, fixture: fixture, swift: fixture, syntax: .number, initial: initial, role: role,
                     read: { .number($0[keyPath: path]) },
                     write: { style, value in if case .number(let number) = value { style[keyPath: path] = number } })
    }

    /// An edge map property stored at `map`'s field.
    private static func edges(_ map: EdgeMap, role: Role) -> FlexProperty {
        let path: WritableKeyPath<FlexStyle, FlexEdges> & Sendable = switch map {
        case .margin: \.margin
        case .padding: \.padding
        case .border: \.border
        case .position: \.position
        }
        return FlexProperty(css: map.cssName(.all), fixture: map.rawValue, swift: map.rawValue, syntax: .edges(map), initial: "0", role: role,
                            read: { .edges($0[keyPath: path]) },
                            write: { style, value in if case .edges(let edges) = value { style[keyPath: path] = edges } })
    }

    /// `align-items`, `align-self`, `align-content`: their keywords among ``FlexAlign``'s cases.
    private static func align(_ names: [String]) -> [(css: String, swift: String, value: FlexAlign, aliases: [String])] {
        let all: [(String, String, FlexAlign)] = [
            ("auto", "auto", .auto), ("flex-start", "flexStart", .flexStart), ("center", "center", .center), ("flex-end", "flexEnd", .flexEnd),
            ("stretch", "stretch", .stretch), ("baseline", "baseline", .baseline), ("space-between", "spaceBetween", .spaceBetween),
            ("space-around", "spaceAround", .spaceAround), ("space-evenly", "spaceEvenly", .spaceEvenly),
        ]
        return all.filter { names.contains($0.0) }.map { ($0.0, $0.1, $0.2, $0.0 == "flex-start" ? ["start"] : $0.0 == "flex-end" ? ["end"] : []) }
    }

    /// Every property, in the order `cssText` writes them and fixtures are read (a shorthand before its longhands).
    package static let all: [FlexProperty] = [
        keywords("direction", "direction", \.direction, initial: "inherit", role: .both,
                 [("inherit", "inherit", .inherit, []), ("ltr", "ltr", .ltr, []), ("rtl", "rtl", .rtl, [])]),
        keywords("flex-direction", "flexDirection", \.flexDirection, initial: "column", role: .container,
                 [("row", "row", .row, []), ("row-reverse", "rowReverse", .rowReverse, []), ("column", "column", .column, []),
                  ("column-reverse", "columnReverse", .columnReverse, [])]),
        keywords("justify-content", "justifyContent", \.justifyContent, initial: "flex-start", role: .container,
                 [("flex-start", "flexStart", .flexStart, ["start"]), ("center", "center", .center, []), ("flex-end", "flexEnd", .flexEnd, ["end"]),
                  ("space-between", "spaceBetween", .spaceBetween, []), ("space-around", "spaceAround", .spaceAround, []),
                  ("space-evenly", "spaceEvenly", .spaceEvenly, [])]),
        keywords("align-items", "alignItems", \.alignItems, initial: "stretch", role: .container,
                 align(["flex-start", "center", "flex-end", "stretch", "baseline"])),
        keywords("align-self", "alignSelf", \.alignSelf, initial: "auto", role: .item,
                 align(["auto", "flex-start", "center", "flex-end", "stretch", "baseline"])),
        keywords("align-content", "alignContent", \.alignContent, initial: "flex-start", role: .container,
                 align(["flex-start", "center", "flex-end", "stretch", "space-between", "space-around", "space-evenly"])),
        keywords("flex-wrap", "flexWrap", \.flexWrap, initial: "nowrap", role: .container,
                 [("nowrap", "noWrap", .noWrap, ["no-wrap"]), ("wrap", "wrap", .wrap, []), ("wrap-reverse", "wrapReverse", .wrapReverse, [])]),
        FlexProperty(css: "flex", fixture: "flex", swift: "flex", syntax: .flex, initial: "0 0 auto", role: .item, read: { _ in nil },
                     write: { style, value in
                         guard case let .flex(grow, shrink, basis) = value else { return }
                         if let shrink {
                             style.flexGrow = grow
                             style.flexShrink = shrink
                             style.flexBasis = basis ?? .point(0)
                         } else {
                             style = style.flex(grow)   // one number: Yoga's reading
                             if let basis { style.flexBasis = basis }
                         }
                     }),
        number("flex-grow", "flexGrow", \.flexGrow, initial: "0", role: .item),
        number("flex-shrink", "flexShrink", \.flexShrink, initial: "0", role: .item),
        length("flex-basis", "flexBasis", \.flexBasis, sizing: true, initial: "auto", role: .item),
        length("width", "width", \.width, sizing: true, initial: "auto", role: .both),
        length("height", "height", \.height, sizing: true, initial: "auto", role: .both),
        length("min-width", "minWidth", \.minWidth, sizing: true, initial: "auto", role: .both),
        length("min-height", "minHeight", \.minHeight, sizing: true, initial: "auto", role: .both),
        length("max-width", "maxWidth", \.maxWidth, sizing: true, initial: "none", role: .both),
        length("max-height", "maxHeight", \.maxHeight, sizing: true, initial: "none", role: .both),
        FlexProperty(css: "aspect-ratio", fixture: "aspectRatio", swift: "aspectRatio", syntax: .ratio, initial: "auto", role: .both,
                     read: { .ratio($0.aspectRatio) },
                     write: { style, value in if case .ratio(let ratio) = value { style.aspectRatio = ratio } }),
        edges(.margin, role: .item),
        edges(.padding, role: .both),
        edges(.border, role: .both),
        edges(.position, role: .item),
        FlexProperty(css: "gap", fixture: "gap", swift: "gap", syntax: .gap, initial: "0", role: .container, read: { _ in nil },
                     write: { style, value in
                         if case let .gap(row, column) = value { style.rowGap = row; style.columnGap = column }
                     }),
        length("column-gap", "columnGap", \.columnGap, sizing: false, initial: "0", role: .container),
        length("row-gap", "rowGap", \.rowGap, sizing: false, initial: "0", role: .container),
        keywords("position", "positionType", \.positionType, initial: "relative", role: .item,
                 [("relative", "relative", .relative, []), ("absolute", "absolute", .absolute, []), ("static", "static", .static, [])]),
        keywords("display", "display", \.display, initial: "flex", role: .item,
                 [("flex", "flex", .flex, []), ("none", "none", .none, []), ("contents", "contents", .contents, [])]),
        keywords("overflow", "overflow", \.overflow, initial: "visible", role: .item,
                 [("visible", "visible", .visible, []), ("hidden", "hidden", .hidden, []), ("scroll", "scroll", .scroll, [])]),
        keywords("box-sizing", "boxSizing", \.boxSizing, initial: "border-box", role: .both,
                 [("border-box", "borderBox", .borderBox, []), ("content-box", "contentBox", .contentBox, [])]),
    ]

    /// The property whose fixture key is `key`.
    package static func named(fixture key: String) -> FlexProperty? { byFixture[key] }

    private static let byFixture: [String: FlexProperty] = Dictionary(uniqueKeysWithValues: all.map { ($0.fixture, $0) })

    /// What CSS name means: a property, or one key of an edge map (`margin-left`, `inset-inline-start`).
    package static func resolve(css name: String) -> (property: FlexProperty, edge: EdgeKey?)? { byCSS[name] }

    private static let byCSS: [String: (property: FlexProperty, edge: EdgeKey?)] = {
        var names: [String: (property: FlexProperty, edge: EdgeKey?)] = [:]
        for property in all {
            names[property.css] = (property, nil)
            if case .edges(let map) = property.syntax {
                for key in EdgeKey.allCases where key != .all { names[map.cssName(key)] = (property, key) }
            }
        }
        return names
    }()

    /// The keyword `word` means, by its CSS spelling or an alias.
    package func keyword(_ word: String) -> Keyword? {
        guard case .keywords(let keywords) = syntax else { return nil }
        return keywords.first { $0.css == word || $0.aliases.contains(word) }
    }
}
