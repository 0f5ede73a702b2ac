import Foundation

extension LayoutSnapshot: CustomStringConvertible {
    /// The snapshot's frames, one per line, indented by depth: each element with the frame the snapshot gives it
    /// (in its super element's space, as `(x, y, width, height)`), a group with the union of its children's, and a
    /// container's content below the container. Deeper than 32 levels the indentation stops and each line says
    /// its level, so a snapshot of any depth describes in text proportional to its size (and without recursion).
    ///
    /// ```swift
    /// print(scheme.snapshot(for: screen.bounds))
    /// // group (0, 0, 375, 120)
    /// //   LayoutNode "header" (0, 0, 375, 120)
    /// ```
    public var description: String {
        var lines: [String] = []
        forEachInPreorder { snapshot, depth, _ in
            lines.append(TreeIndent.prefix(depth) + snapshot.line)
        }
        return lines.joined(separator: "\n")
    }

    /// This snapshot's own line.
    private var line: String {
        let variant = layoutName.map { " [\($0)]" } ?? ""
        switch kind {
        case .element(let element): return "\(ElementName.of(element.reference.object)) \(frame.shortDescription)\(variant)"
        case .skipped(let element): return "skipped: \(ElementName.of(element?.reference.object))\(variant)"
        case .group: return "group \(frame.shortDescription)\(variant)"
        }
    }
}
