import Foundation

/// A constraint that reads an element, so a trace can name it.
protocol ElementDependentConstraint {
    /// The element read, described; `nil` when it is gone or there is none.
    var dependency: String? { get }
}

extension ElementConstraint: CustomStringConvertible, ElementDependentConstraint {
    /// E.g. `frame of LayoutNode "header" (0.0, 0.0, 375.0, 120.0): [limit top to bottom]`, or
    /// `layout bounds of ScrollLayoutGuide<LayoutNode> "list" (…): [equal to the rect]`.
    public var description: String { "\(Reading.name) of \(ElementName.withFrame(element)): \(describeRules(rules))" }
    var dependency: String? { element.map(ElementName.withFrame) }
}

extension AdjustLayoutConstraint: CustomStringConvertible, ElementDependentConstraint {
    /// E.g. `fitting size of TextNode "title" (…): [width = width, height = height]`.
    public var description: String { "fitting size of \(ElementName.withFrame(element)): \(describeRules(anchors.map(\.rule)))" }
    var dependency: String? { element.map(ElementName.withFrame) }
}

extension AnonymConstraint: CustomStringConvertible {
    /// E.g. `anonymous: [inset (0, 10, 0, 15)]`.
    public var description: String { "anonymous: \(describeRules(rules))" }
}

extension MutableLayoutConstraint: CustomStringConvertible, ElementDependentConstraint {
    /// The wrapped constraint's description, marked when switched off.
    public var description: String {
        (isActive ? "" : "(inactive) ") + String(describing: base)
    }
    var dependency: String? { (base as? any ElementDependentConstraint)?.dependency }
}
