import Foundation

extension LayoutSnapshot: CustomStringConvertible {
    /// The snapshot's frames, one per line, indented by depth: each element with the frame the snapshot gives it
    /// (in its super element's space, as `(x, y, width, height)`), a group with the union of its children's.
    ///
    /// ```swift
    /// print(scheme.snapshot(for: screen.bounds))
    /// // group (0, 0, 375, 120)
    /// //   LayoutNode "header" (0, 0, 375, 120)
    /// ```
    public var description: String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        let variant = layoutName.map { " [\($0)]" } ?? ""
        switch kind {
        case .element(let element):
            lines.append("\(indent)\(Self.name(of: element.reference.object)) \(frame.shortDescription)\(variant)")
        case .skipped(let element):
            lines.append("\(indent)skipped: \(Self.name(of: element?.reference.object))\(variant)")
        case .group:
            lines.append("\(indent)group \(frame.shortDescription)\(variant)")
            for child in childSnapshots { child.describe(into: &lines, depth: depth + 1) }
        }
    }

    /// The element's type and name, without its present frame (the snapshot's frame is the one that matters).
    private static func name(of element: AnyObject?) -> String {
        guard let element else { return "a deallocated element" }
        let name = (element as? LayoutNode)?.name ?? (element as? any LayoutGuideProtocol)?.name
        return "\(type(of: element))" + (name.map { " \"\($0)\"" } ?? "")
    }
}
