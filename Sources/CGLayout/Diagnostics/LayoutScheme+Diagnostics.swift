import Foundation

/// What every block of a scheme does, and the scheme's problems: the answer to "why is this frame zero?".
///
/// Built by ``LayoutScheme/diagnostics(direction:)`` from the present frames (lay the scheme out
/// first to see the steps of that layout); printing it lists, per block, its element's frame and the
/// steps that give it — the available space, the space after each constraint, the layout — or why
/// the block is skipped. A block whose steps now give another frame than it has is *not settled*:
/// one of its constraints read a frame from before the pass. A block in a variant of an adaptive scheme
/// that the last pass did not choose says so (`(not chosen now)`): its element's frame was written by
/// another block, so its steps are listed but not compared with it. Nothing is written.
public struct LayoutSchemeDiagnostics: Sendable, CustomStringConvertible {
    /// One block of the scheme.
    public struct Entry: Sendable, Equatable {
        /// The block's index in the scheme, then in nested schemes (and adaptive schemes' variants:
        /// see ``LayoutIssue/blockPath``). Read out when asked, in time proportional to its length.
        public var blockPath: [Int] { DiagnosedPlaces.path(to: place, in: places.places) }
        /// The names of the adaptive schemes' variants the block is in, outermost first (see ``LayoutIssue/variants``).
        /// Read out when asked, in time proportional to the block's depth.
        public var variants: [String] { DiagnosedPlaces.variants(at: place, in: places.places) }
        /// The places of the scheme's blocks, shared by all entries, and this block's among them.
        let places: DiagnosedPlaces
        let place: Int
        /// Whether the block ran in the last pass: `true` outside adaptive schemes and in the variants their last
        /// pass chose, `false` in the other variants (the element's frame is another block's).
        public let isChosen: Bool
        /// The element, described (type and name), or the kind of block when it has no single element.
        public let element: String
        /// The element's present frame (what the last pass wrote), or `nil` when it is skipped or not a `LayoutBlock`.
        public let frame: CGRect?
        /// The steps the block takes from the present frames, or `nil` when it is skipped or not a `LayoutBlock`.
        public let trace: LayoutTrace?
        /// The block's problems.
        public let issues: [LayoutIssue]

        /// Whether the two entries are of blocks at the same path, in the same variants, with the same frames, steps
        /// and problems.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.isChosen == rhs.isChosen && lhs.element == rhs.element && lhs.frame == rhs.frame && lhs.trace == rhs.trace
                && lhs.issues == rhs.issues && lhs.blockPath == rhs.blockPath && lhs.variants == rhs.variants
        }
    }

    /// Every block, in the order the scheme runs them.
    public let entries: [Entry]
    /// The direction the steps were computed in.
    public let direction: LayoutDirection

    /// Every problem, in block order.
    public var issues: [LayoutIssue] { entries.flatMap(\.issues) }

    /// One block per paragraph: its steps or why it is skipped, then its problems.
    public var description: String {
        let problems = issues.count
        var lines = ["LayoutScheme: \(entries.count) block\(entries.count == 1 ? "" : "s"), "
                     + "\(problems == 0 ? "no" : String(problems)) problem\(problems == 1 ? "" : "s") "
                     + "(\(direction == .leftToRight ? "left-to-right" : "right-to-left"))"]
        for entry in entries {
            let place = LayoutIssue.place(entry.blockPath, variants: entry.variants) + (entry.isChosen ? "" : " (not chosen now)")
            if let trace = entry.trace, !entry.isChosen {
                // The present frame is another block's: the steps are what this block would do, not compared with it.
                lines.append("  \(place), \(entry.element): steps from the present frames")
                for (index, step) in trace.steps.enumerated() { lines.append("      \(index). \(Self.text(of: step))") }
            } else if let trace = entry.trace {
                let frame = entry.frame ?? trace.finalFrame
                lines.append("  \(place), \(entry.element): frame \(frame.shortDescription)")
                for (index, step) in trace.steps.enumerated() { lines.append("      \(index). \(Self.text(of: step))") }
                if frame != trace.finalFrame {
                    lines.append("      not settled: from the present frames it would get \(trace.finalFrame.shortDescription)")
                }
            } else if let skip = entry.issues.first(where: \.skipsBlock) {
                lines.append("  \(place), \(entry.element): \(skip.explanation)")
            } else {
                lines.append("  \(place), \(entry.element)")
            }
            // A problem about another element than the block's (a relation block's item) names it.
            for issue in entry.issues where !issue.skipsBlock {
                let culprit = issue.element == entry.element ? "" : "\(issue.element): "
                lines.append("      problem: \(culprit)\(issue.explanation)")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func text(of step: LayoutTrace.Step) -> String {
        switch step.kind {
        case .initial: return "available space \(step.rect.shortDescription)"
        case .constraint(let description, _): return "\(description) → \(step.rect.shortDescription)"
        case .layout(let description): return "layout \(description) → frame \(step.rect.shortDescription)"
        }
    }
}

extension LayoutScheme: CustomDebugStringConvertible {
    /// The scheme's problems: skipped blocks (element deallocated, not in a tree, tree released),
    /// ignored constraints, constraints that read frames the pass has not computed yet, cycles.
    ///
    /// An empty array means every block runs and every constraint reads a frame of the same pass.
    /// The walk reads the blocks and the tree; it writes nothing and may run on any task.
    ///
    /// The blocks of every variant of the scheme's ``AdaptiveScheme``s are diagnosed too (nested ones at
    /// any depth), whichever variant is chosen now, and their issues name the variant
    /// (``LayoutIssue/variants``): a content loop or a second writer that only a variant makes shows
    /// before the size that chooses it. Blocks in different variants of one adaptive scheme never run in
    /// the same pass, so they are not each other's second writer.
    ///
    /// ```swift
    /// scheme.layout()
    /// assert(scheme.issues.isEmpty, scheme.debugDescription)
    /// ```
    public var issues: [LayoutIssue] { SchemeDiagnosis(self).issues }

    /// What every block does from the present frames, and the problems, block by block.
    ///
    /// The blocks of every variant of the scheme's adaptive schemes are listed; those of variants the last
    /// pass did not choose say so and are not compared with the present frames, which other blocks wrote.
    ///
    /// Takes time and memory in proportion to the number of blocks, however deep they are nested: an entry's
    /// ``LayoutSchemeDiagnostics/Entry/blockPath`` and ``LayoutSchemeDiagnostics/Entry/variants`` are read out
    /// when asked (in time proportional to the block's depth), and so is the printed text, whose lines name them.
    ///
    /// - Parameter direction: Resolves leading/trailing in the steps; the global direction by default.
    /// - Returns: The diagnostics; print them to read them.
    public func diagnostics(direction: LayoutDirection = .current) -> LayoutSchemeDiagnostics {
        let diagnosis = SchemeDiagnosis(self)
        // Paths from one shared table of places, problems looked up by block: linear in the number of blocks at any depth.
        let places = DiagnosedPlaces(diagnosis.structure.places)
        let issues = diagnosis.issuesByPlace()
        let entries = diagnosis.blocks.map { block in
            LayoutSchemeDiagnostics.Entry(
                places: places, place: block.place,
                isChosen: diagnosis.structure.isChosen(block), element: block.name,
                frame: block.skipped ? nil : (block.element as? any LayoutElement)?.frame,
                trace: block.skipped ? nil : (block.block as? any DiagnosableBlock)?.diagnosedTrace(direction: direction),
                issues: issues[block.place] ?? [])
        }
        return LayoutSchemeDiagnostics(entries: entries, direction: direction)
    }

    /// ``diagnostics(direction:)`` in the global direction, as text: what `print(String(reflecting: scheme))`
    /// and the debugger show.
    public var debugDescription: String { diagnostics().description }
}

/// What the diagnostics read from a block; ``LayoutBlock`` provides it.
protocol DiagnosableBlock {
    /// The block's element, while it exists.
    var diagnosedElement: AnyObject? { get }
    /// The element's super element, while both exist.
    var diagnosedSuperElement: (any LayoutElement)? { get }
    /// The block's constraints, in order.
    var diagnosedConstraints: [any LayoutConstraintProtocol] { get }
    /// The block's steps from the present frames.
    func diagnosedTrace(direction: LayoutDirection) -> LayoutTrace?
}

extension LayoutBlock: DiagnosableBlock {
    var diagnosedElement: AnyObject? { element }
    var diagnosedSuperElement: (any LayoutElement)? { element?.superElement }
    var diagnosedConstraints: [any LayoutConstraintProtocol] { constraints }
    func diagnosedTrace(direction: LayoutDirection) -> LayoutTrace? { trace(direction: direction) }
}

/// A content that runs blocks of its own, which the diagnostics read through it: a scheme's blocks, the
/// content a scroll guide wraps.
protocol DiagnosableContent {
    /// The blocks it runs, in order.
    var diagnosedBlocks: [any LayoutBlockProtocol] { get }
}

extension LayoutScheme: DiagnosableContent {
    var diagnosedBlocks: [any LayoutBlockProtocol] { blocks }
}

extension ScrollContent: DiagnosableContent {
    var diagnosedBlocks: [any LayoutBlockProtocol] { [content] }
}
