import CGLayoutFlex
import Foundation

/// Random flex styles, each with the Swift that makes it.
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

    static func edges(_ fuzz: inout Fuzz, _ name: String, range: ClosedRange<Int>) -> Change {
        let side = fuzz.pick(["left", "top", "right", "bottom", "start", "end", "horizontal", "vertical", "all"])
        let value = value(&fuzz, range)
        let path: WritableKeyPath<FlexStyle, FlexEdges> = name == "margin" ? \.margin : name == "padding" ? \.padding : name == "border" ? \.border : \.position
        let sidePath: WritableKeyPath<FlexEdges, FlexValue> = switch side {
        case "left": \.left
        case "top": \.top
        case "right": \.right
        case "bottom": \.bottom
        case "start": \.start
        case "end": \.end
        case "horizontal": \.horizontal
        case "vertical": \.vertical
        default: \.all
        }
        return ("s.\(name).\(side) = \(value.code)", { $0[keyPath: path][keyPath: sidePath] = value.value })
    }

    /// One random change of a style.
    static func change(_ fuzz: inout Fuzz, container: Bool = true, item: Bool = true) -> Change {
        func pick<T>(_ path: WritableKeyPath<FlexStyle, T>, _ name: String, _ values: [T], _ fuzz: inout Fuzz) -> Change {
            let value = fuzz.pick(values)
            return ("s.\(name) = .\(value)", { $0[keyPath: path] = value })
        }
        func size(_ path: WritableKeyPath<FlexStyle, FlexValue>, _ name: String, _ fuzz: inout Fuzz) -> Change {
            let value = value(&fuzz)
            return ("s.\(name) = \(value.code)", { $0[keyPath: path] = value.value })
        }
        func number(_ path: WritableKeyPath<FlexStyle, CGFloat>, _ name: String, _ fuzz: inout Fuzz) -> Change {
            let value = fuzz.value(0...3)
            return ("s.\(name) = \(literal(value))", { $0[keyPath: path] = value })
        }
        var choices: [Int] = Array(0...9)
        if container { choices += Array(10...17) }
        if item { choices += Array(18...27) }
        switch fuzz.pick(choices) {
        case 0: return size(\.width, "width", &fuzz)
        case 1: return size(\.height, "height", &fuzz)
        case 2: return size(\.minWidth, "minWidth", &fuzz)
        case 3: return size(\.maxWidth, "maxWidth", &fuzz)
        case 4: return size(\.minHeight, "minHeight", &fuzz)
        case 5: return size(\.maxHeight, "maxHeight", &fuzz)
        case 6: return edges(&fuzz, "padding", range: 0...20)
        case 7: return edges(&fuzz, "border", range: 0...5)
        case 8: return pick(\.boxSizing, "boxSizing", [.borderBox, .contentBox], &fuzz)
        case 9:
            let ratio: CGFloat? = fuzz.chance(0.3) ? nil : fuzz.value(0...3)
            return ("s.aspectRatio = \(ratio.map(literal) ?? "nil")", { $0.aspectRatio = ratio })
        case 10: return pick(\.flexDirection, "flexDirection", [.row, .rowReverse, .column, .columnReverse], &fuzz)
        case 11: return pick(\.justifyContent, "justifyContent", [.flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly], &fuzz)
        case 12: return pick(\.alignItems, "alignItems", [.flexStart, .center, .flexEnd, .stretch, .baseline], &fuzz)
        case 13: return pick(\.alignContent, "alignContent", [.flexStart, .center, .flexEnd, .stretch, .spaceBetween, .spaceAround, .spaceEvenly], &fuzz)
        case 14: return pick(\.flexWrap, "flexWrap", [.noWrap, .wrap, .wrapReverse], &fuzz)
        case 15: return size(\.columnGap, "columnGap", &fuzz)
        case 16: return size(\.rowGap, "rowGap", &fuzz)
        case 17: return pick(\.direction, "direction", [.inherit, .ltr, .rtl], &fuzz)
        case 18: return number(\.flexGrow, "flexGrow", &fuzz)
        case 19: return number(\.flexShrink, "flexShrink", &fuzz)
        case 20: return size(\.flexBasis, "flexBasis", &fuzz)
        case 21: return pick(\.alignSelf, "alignSelf", [.auto, .flexStart, .center, .flexEnd, .stretch, .baseline], &fuzz)
        case 22, 23: return edges(&fuzz, "margin", range: -10...20)
        case 24: return edges(&fuzz, "position", range: -20...40)
        case 25: return pick(\.positionType, "positionType", [.relative, .absolute, .static], &fuzz)
        case 26: return pick(\.display, "display", [.flex, .flex, .none, .contents], &fuzz)
        default: return pick(\.overflow, "overflow", [.visible, .hidden, .scroll], &fuzz)
        }
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
