import Foundation

/// A CSS declaration that ``FlexStyle/init(css:)`` cannot read.
public enum FlexCSSError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A declaration that is not `name: value`.
    case malformedDeclaration(String)
    /// A property the flex engine does not have (the declaration quoted).
    case unknownProperty(String, declaration: String)
    /// A value the property does not take (the declaration quoted, and what it takes).
    case invalidValue(declaration: String, expected: String)

    /// The declaration and what is wrong with it.
    public var description: String {
        switch self {
        case .malformedDeclaration(let declaration): return "\"\(declaration)\" is not a declaration (name: value)"
        case .unknownProperty(let name, let declaration): return "\"\(declaration)\": \(name) is not a flexbox property"
        case .invalidValue(let declaration, let expected): return "\"\(declaration)\": expected \(expected)"
        }
    }
}

extension FlexStyle {
    /// A style from CSS declarations, on Yoga's defaults (column, stretch, flex-shrink 0).
    ///
    /// Every property of ``FlexStyle`` has its CSS name: `flex-direction`, `justify-content`,
    /// `align-items`, `align-self`, `align-content`, `flex-wrap`, `flex-grow`, `flex-shrink`,
    /// `flex-basis`, `flex`, `width`, `height`, `min-width`, `min-height`, `max-width`, `max-height`,
    /// `aspect-ratio`, `margin`, `padding`, `border-width`, the insets (`left`, `top`, `right`,
    /// `bottom`, `inset`), `gap`, `column-gap`, `row-gap`, `position`, `display`, `overflow`,
    /// `box-sizing` and `direction`. Edge maps take their shorthand (1 to 4 lengths) and a longhand
    /// per edge: `margin-left`, `margin-inline-start` (the start edge: left in LTR), `margin-inline`
    /// (left and right), `margin-block` (top and bottom); `border-left-width`…; `inset-inline-start`….
    /// Lengths are `px` (points), `%`, `0`, and for sizes `auto`, `max-content`, `fit-content` and
    /// `stretch`; `max-width: none` is no maximum. `flex: 1` is Yoga's (grow 1 from a basis of 0),
    /// `flex: 1 1 0px` sets grow, shrink and basis. Names and keywords are case-insensitive.
    ///
    /// An edge's most specific key wins whatever the order of the declarations (inline-start/end
    /// over left/right over inline/block over the shorthand); a shorthand resets its longhands.
    ///
    /// ```swift
    /// let row = try FlexStyle(css: "flex-direction: row; gap: 8px; padding: 12px; align-items: center")
    /// // the same as FlexStyle().flexDirection(.row).gap(8).padding(12).alignItems(.center)
    /// ```
    ///
    /// - Parameter css: Declarations separated by semicolons.
    /// - Throws: ``FlexCSSError`` naming the first declaration it cannot read: not `name: value`,
    ///   an unknown property, or a value the property does not take.
    public init(css: String) throws(FlexCSSError) {
        self.init()
        for declaration in css.split(separator: ";") {
            let text = declaration.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty { continue }
            guard let colon = text.firstIndex(of: ":") else { throw .malformedDeclaration(text) }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty, !value.isEmpty else { throw .malformedDeclaration(text) }
            guard let (property, edge) = FlexProperty.resolve(css: name) else { throw .unknownProperty(name, declaration: text) }
            try CSSValueReader(declaration: text, property: property, edge: edge).apply(value, to: &self)
        }
    }

    /// The style as CSS declarations: every property that differs from the defaults, in the order
    /// of ``init(css:)``'s list, so that `FlexStyle(css: style.cssText)` gives the style back
    /// (for finite values: CSS has no spelling for NaN or infinity).
    ///
    /// ```swift
    /// FlexStyle().flexDirection(.row).margin(left: 8).cssText   // "flex-direction: row; margin-left: 8px"
    /// ```
    public var cssText: String {
        let defaults = FlexStyle()
        var declarations: [String] = []
        for property in FlexProperty.all {
            guard let value = property.read(self), value != property.read(defaults) else { continue }
            switch value {
            case .keyword(let word): declarations.append("\(property.css): \(word)")
            case .length(let length): declarations.append("\(property.css): \(Self.css(length, property: property))")
            case .number(let number): declarations.append("\(property.css): \(Self.css(number))")
            case .ratio(let ratio): declarations.append("\(property.css): \(ratio.map(Self.css) ?? "auto")")
            case .edges(let edges):
                guard case .edges(let map) = property.syntax else { continue }
                // Least specific first: in CSS a later declaration wins, here the most specific key does.
                for key in [FlexProperty.EdgeKey.all, .horizontal, .vertical, .left, .top, .right, .bottom, .start, .end] {
                    let length = edges[keyPath: key.path]
                    if length != .undefined { declarations.append("\(map.cssName(key)): \(Self.css(length, property: property))") }
                }
            case .flex, .gap: continue
            }
        }
        return declarations.joined(separator: "; ")
    }

    private static func css(_ number: CGFloat) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(Double(number))"
    }

    private static func css(_ length: FlexValue, property: FlexProperty) -> String {
        switch length {
        case .undefined: return property.css.hasPrefix("max-") ? "none" : "auto"
        case .auto: return "auto"
        case .point(let points): return "\(css(points))px"
        case .percent(let percent): return "\(css(percent))%"
        case .maxContent: return "max-content"
        case .fitContent: return "fit-content"
        case .stretch: return "stretch"
        }
    }
}

/// Reads one declaration's value by its property's syntax (``FlexProperty/Syntax``).
private struct CSSValueReader {
    let declaration: String
    let property: FlexProperty
    let edge: FlexProperty.EdgeKey?

    func fail(_ expected: String) -> FlexCSSError { .invalidValue(declaration: declaration, expected: expected) }

    func apply(_ value: String, to style: inout FlexStyle) throws(FlexCSSError) {
        let tokens = value.split(whereSeparator: \.isWhitespace).map(String.init)
        switch property.syntax {
        case .keywords(let keywords):
            guard tokens.count == 1, let keyword = property.keyword(tokens[0]) else {
                throw fail("one of " + keywords.map(\.css).joined(separator: ", "))
            }
            property.write(&style, .keyword(keyword.css))
        case .length(let sizing):
            guard tokens.count == 1 else { throw fail(sizing ? Self.sizeSyntax : Self.lengthSyntax) }
            property.write(&style, .length(try length(tokens[0], sizing: sizing, negative: false, auto: sizing)))
        case .number:
            guard tokens.count == 1, let number = Self.number(tokens[0]), number >= 0 else { throw fail("a non-negative number") }
            property.write(&style, .number(number))
        case .ratio:
            property.write(&style, .ratio(try ratio(tokens)))
        case .flex:
            property.write(&style, try flex(tokens))
        case .gap:
            guard (1...2).contains(tokens.count) else { throw fail("one or two lengths (row, then column)") }
            let row = try length(tokens[0], sizing: false, negative: false, auto: false)
            let column = tokens.count == 2 ? try length(tokens[1], sizing: false, negative: false, auto: false) : row
            property.write(&style, .gap(row: row, column: column))
        case .edges(let map):
            try applyEdges(map, tokens, to: &style)
        }
    }

    static let lengthSyntax = "a length (12px or 0) or a percentage (50%)"
    static let sizeSyntax = "a length (12px or 0), a percentage (50%), auto, max-content, fit-content or stretch"

    static func number(_ token: String) -> CGFloat? {
        guard let value = Double(token), value.isFinite else { return nil }
        return CGFloat(value)
    }

    /// A length token; `auto` where the property takes it (sizes, margins).
    func length(_ token: String, sizing: Bool, negative: Bool, auto: Bool) throws(FlexCSSError) -> FlexValue {
        let expected = sizing ? Self.sizeSyntax : auto ? "a length (12px or 0), a percentage (50%) or auto" : Self.lengthSyntax
        switch token {
        case "auto" where auto: return property.css.hasPrefix("min-") ? .undefined : .auto
        case "none" where property.css.hasPrefix("max-"): return .undefined
        case "max-content" where sizing: return .maxContent
        case "fit-content" where sizing: return .fitContent
        case "stretch" where sizing: return .stretch
        default: break
        }
        let value: FlexValue
        if token.hasSuffix("px"), let number = Self.number(String(token.dropLast(2))) {
            value = .point(number)
        } else if token.hasSuffix("%"), let number = Self.number(String(token.dropLast())) {
            value = .percent(number)
        } else if let number = Self.number(token), number == 0 {
            value = .point(0)
        } else {
            throw fail(expected)
        }
        if !negative, case .point(let number) = value, number < 0 { throw fail("a non-negative length") }
        if !negative, case .percent(let number) = value, number < 0 { throw fail("a non-negative length") }
        return value
    }

    func ratio(_ tokens: [String]) throws(FlexCSSError) -> CGFloat? {
        let expected = "a positive number, width / height, or auto"
        if tokens == ["auto"] { return nil }
        let parts = tokens.joined().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), let width = Self.number(parts[0]), width > 0 else { throw fail(expected) }
        guard parts.count == 2 else { return width }
        guard let height = Self.number(parts[1]), height > 0 else { throw fail(expected) }
        return width / height
    }

    func flex(_ tokens: [String]) throws(FlexCSSError) -> FlexProperty.Value {
        let expected = "a number (Yoga's flex), grow shrink basis, none or auto"
        if tokens == ["none"] { return .flex(grow: 0, shrink: 0, basis: .auto) }
        if tokens == ["auto"] { return .flex(grow: 1, shrink: 1, basis: .auto) }
        guard (1...3).contains(tokens.count) else { throw fail(expected) }
        var numbers: [CGFloat] = [], basis: FlexValue?
        for token in tokens {
            if basis == nil, numbers.count < 2, let number = Self.number(token) {
                numbers.append(number)
            } else if basis == nil {
                do { basis = try length(token, sizing: true, negative: false, auto: true) } catch { throw fail(expected) }
            } else {
                throw fail(expected)
            }
        }
        guard let grow = numbers.first else { throw fail(expected) }
        if numbers.count == 1, tokens.count == 1 { return .flex(grow: grow, shrink: nil, basis: nil) }
        guard grow >= 0, numbers.count < 2 || numbers[1] >= 0 else { throw fail(expected) }
        return .flex(grow: grow, shrink: numbers.count == 2 ? numbers[1] : 1, basis: basis ?? .point(0))
    }

    func applyEdges(_ map: FlexProperty.EdgeMap, _ tokens: [String], to style: inout FlexStyle) throws(FlexCSSError) {
        var lengths: [FlexValue] = []
        for token in tokens { lengths.append(try length(token, sizing: false, negative: map.allowsNegative, auto: map.allowsAuto)) }
        guard case .edges(var edges)? = property.read(style) else { return }
        if let edge {
            // A longhand: one key (inline and block longhands take two values, start then end; both the same here when they match).
            guard lengths.count == 1 || (lengths.count == 2 && (edge == .horizontal || edge == .vertical)) else {
                throw fail("one length")
            }
            if lengths.count == 2, lengths[0] != lengths[1] {
                if edge == .horizontal { edges.start = lengths[0]; edges.end = lengths[1] } else { edges.top = lengths[0]; edges.bottom = lengths[1] }
            } else {
                edges[keyPath: edge.path] = lengths[0]
            }
        } else {
            // The shorthand resets every key: 1 value all edges; 2 vertical, horizontal; 3 top, horizontal, bottom; 4 top, right, bottom, left.
            edges = FlexEdges()
            switch lengths.count {
            case 1: edges.all = lengths[0]
            case 2: edges.vertical = lengths[0]; edges.horizontal = lengths[1]
            case 3: edges.top = lengths[0]; edges.horizontal = lengths[1]; edges.bottom = lengths[2]
            case 4: edges.top = lengths[0]; edges.right = lengths[1]; edges.bottom = lengths[2]; edges.left = lengths[3]
            default: throw fail("one to four lengths")
            }
        }
        property.write(&style, .edges(edges))
    }
}
