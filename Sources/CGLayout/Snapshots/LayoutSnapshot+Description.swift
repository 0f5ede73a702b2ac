import Foundation

extension LayoutSnapshot: CustomStringConvertible {
    /// The snapshot as an indented list, one line per block: each element with its frame, skipped
    /// blocks, and groups (schemes, contents) with the union of their frames and the layout name an
    /// adaptive scheme chose. Deeper than 32 levels the indentation stops and each line says its
    /// level, so a snapshot of any depth describes in text proportional to its size.
    ///
    /// ```text
    /// group (0, 0, 320, 64)
    ///   LayoutNode "header" (0, 0, 320, 44)
    ///   skipped LayoutNode "badge"
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
        func name(_ taken: SnapshotElement?) -> String {
            guard let taken else { return "a block of no element" }
            return taken.reference.object.map(SchemeDiagnosis.name) ?? "a deallocated element"
        }
        switch kind {
        case .element(let taken): return "\(name(taken)) \(frame.shortDescription)"
        case .skipped(let taken): return "skipped \(name(taken))"
        case .group: return "group" + (layoutName.map { " \"\($0)\"" } ?? "") + " \(frame.shortDescription)"
        }
    }
}
