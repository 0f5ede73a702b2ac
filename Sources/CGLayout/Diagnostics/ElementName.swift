import Foundation

/// How every engine names an element in issues, errors and descriptions — one place, so a culprit reads the
/// same whether a scheme, a stack, a flex guide or a relation layout reports it.
///
/// - ``of(_:)``: its type and debug name, `LayoutNode "title"` (the culprit of an issue, an element in a
///   snapshot's description);
/// - ``withFrame(_:)``: the same with its present frame, `LayoutNode "title" (8.0, 8.0, 300.0, 20.0)` — a
///   custom element's own `description` (errors that say which element did not match, traces);
/// - ``short(_:)``: the debug name alone, or the type of an unnamed element (`title`): the terms of a
///   relation's formula, `title.top == 1.0 × root.top + 8.0`.
package enum ElementName {
    /// The type and debug name of `element`, without its frame: `LayoutNode "title"`,
    /// `StackLayoutGuide<LayoutNode> "row"`; a custom element's `description` without a trailing
    /// parenthesised frame; `a deallocated element` for `nil`.
    package static func of(_ element: AnyObject?) -> String {
        let text = withFrame(element)
        guard text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) else { return text }
        return String(text[..<open.lowerBound])
    }

    /// The element's `description` (type, name and present frame for nodes and guides), its type when it
    /// has none, `a deallocated element` for `nil`.
    package static func withFrame(_ element: AnyObject?) -> String {
        guard let element else { return deallocated }
        if let described = element as? CustomStringConvertible { return described.description }
        return String(describing: type(of: element))
    }

    /// The element's debug name, or its type when it has none: a term of a relation's formula.
    package static func short(_ element: AnyObject?) -> String {
        guard let element else { return "nil" }
        return debugName(of: element) ?? "\(type(of: element))"
    }

    /// What names an element that is gone.
    package static let deallocated = "a deallocated element"

    /// The debug name of a node or a guide.
    private static func debugName(of element: AnyObject) -> String? {
        (element as? LayoutNode)?.name ?? (element as? any LayoutGuideProtocol)?.name
    }
}
