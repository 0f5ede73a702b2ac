import CGLayoutFlex
import Foundation

/// Random flex styles, each with the Swift that makes it, drawn from the engine's table of CSS
/// properties (`FlexProperty.all`): a property added to the table is fuzzed without a change here.
extension FlexCase {
    typealias Change = (code: String, apply: (inout FlexStyle) -> Void)

    static func value(_ fuzz: inout Fuzz, _ range: ClosedRange<Int> = 0...300) -> Coded<FlexValue> {
        let v = fuzz.value(range), p = fuzz.value(0...100)
        return fuzz.pick([
            coded(".point(\(literal(v)))", .point(v)), coded(".point(\(literal(v)))", .point(v)), coded(".percent(\(literal(p)))", .percent(p)),
            coded(".auto", .auto), coded(".undefined", .undefined), coded(".maxContent", .maxContent),
            coded(".fitContent", .fitContent), coded(".stretch", .stretch),
        ])
    }

    /// The range of an edge map's lengths: margins and insets may be negative.
    static func range(of map: FlexProperty.EdgeMap) -> ClosedRange<Int> {
        switch map {
        case .margin: -10...20
        case .padding: 0...20
        case .border: 0...5
        case .position: -20...40
        }
    }

    /// One random change of `property`.
    static func change(of property: FlexProperty, _ fuzz: inout Fuzz) -> Change {
        switch property.syntax {
        case .keywords(let keywords):
            // The initial keyword a third of the time more (a tree with most nodes hidden tests little).
            let initial = keywords.first { $0.css == property.initial } ?? keywords[0]
            let keyword = fuzz.chance(0.3) ? initial : fuzz.pick(keywords)
            return ("s.\(property.swift) = .\(keyword.swift)", { property.write(&$0, .keyword(keyword.css)) })
        case .length:
            let value = value(&fuzz)
            return ("s.\(property.swift) = \(value.code)", { property.write(&$0, .length(value.value)) })
        case .number:
            let value = fuzz.value(0...3)
            return ("s.\(property.swift) = \(literal(value))", { property.write(&$0, .number(value)) })
        case .ratio:
            let ratio: CGFloat? = fuzz.chance(0.3) ? nil : fuzz.value(0...3)
            return ("s.\(property.swift) = \(ratio.map(literal) ?? "nil")", { property.write(&$0, .ratio(ratio)) })
        case .flex:
            let value = fuzz.value(-2...3)
            return ("s = s.flex(\(literal(value)))", { property.write(&$0, .flex(grow: value, shrink: nil, basis: nil)) })
        case .gap:
            let value = value(&fuzz, 0...30)
            return ("s = s.gap(\(value.code))", { property.write(&$0, .gap(row: value.value, column: value.value)) })
        case .edges(let map):
            let key = fuzz.pick(FlexProperty.EdgeKey.allCases)
            let value = value(&fuzz, range(of: map))
            return ("s.\(property.swift).\(key.rawValue) = \(value.code)", { style in
                guard case .edges(var edges)? = property.read(style) else { return }
                edges[keyPath: key.path] = value.value
                property.write(&style, .edges(edges))
            })
        }
    }

    /// One random change of a style: of a property for containers, for items, or for both.
    static func change(_ fuzz: inout Fuzz, container: Bool = true, item: Bool = true) -> Change {
        let properties = FlexProperty.all.filter { property in
            switch property.role {
            case .both: true
            case .container: container
            case .item: item
            }
        }
        return change(of: fuzz.pick(properties), &fuzz)
    }

    static func style(_ fuzz: inout Fuzz, changes: Int, container: Bool, item: Bool) -> Coded<FlexStyle> {
        var style = FlexStyle()
        var codes: [String] = []
        for _ in 0..<changes {
            let change = change(&fuzz, container: container, item: item)
            change.apply(&style)
            codes.append(change.code)
        }
        if codes.isEmpty { return coded("FlexStyle()", style) }
        return coded("{ var s = FlexStyle(); \(codes.joined(separator: "; ")); return s }()", style)
    }

    /// A container guide's style.
    static func containerStyle(_ fuzz: inout Fuzz) -> Coded<FlexStyle> {
        style(&fuzz, changes: fuzz.int(0...4), container: true, item: false)
    }

    /// An item's style in a flex guide.
    static func itemStyle(_ fuzz: inout Fuzz) -> Coded<FlexStyle> {
        style(&fuzz, changes: fuzz.int(0...3), container: false, item: true)
    }
}
