import Foundation

/// An element that lays out other elements inside itself: a layout guide used
/// as a container (stack, scroll, placeholder).
///
/// The content elements live in the container's super element (guides are
/// not rendered, so what they arrange are their owner's children). A block
/// whose element is a container lays out the container, then its content in
/// ``contentRect(forFrame:)``; a snapshot of that block carries the content
/// snapshot as its only child, and applying it writes both.
///
/// An element block of the content lays out while its element is inside the container's super element (its
/// child, or deeper): one moved under another element — a list's row moved into a header view — or out of the
/// tree is skipped until it comes back. Its frame is left alone (the other view's layout stands), the content's
/// snapshots have it as skipped, and a snapshot taken before the move writes nothing to it when applied.
///
/// ```swift
/// let stack = StackLayoutGuide<LayoutNode>(axis: .horizontal)
/// root.add(layoutGuide: stack)
/// try stack.addArrangedElement(a)
/// try stack.addArrangedElement(b)
/// stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 200, height: 40))
///     .layout()
/// // a.frame == (0, 0, 100, 40), b.frame == (100, 0, 100, 40)
/// ```
public protocol LayoutContainer: LayoutElement {
    /// The block that lays out the content, or `nil` when there is none.
    /// Its source rect is ``contentRect(forFrame:)``, in the super element's space.
    var contentLayout: (any LayoutBlockProtocol)? { get }
    /// The space for the content when the container has `frame`.
    ///
    /// - Parameter frame: The container's frame, in its super element's space.
    /// - Returns: The content's space, in the super element's space.
    func contentRect(forFrame frame: CGRect) -> CGRect
    /// Called after the content was laid out or a snapshot of it applied.
    ///
    /// - Parameter content: The content's frames as written.
    func contentDidLayout(_ content: LayoutSnapshot)

    /// Called with `nil` when a layout or apply of the content starts, and
    /// with ``LayoutTreeError/cycle(child:parent:)`` naming this container and
    /// the one whose content reached it when the container is met inside its
    /// own content (there its content is skipped instead of recursing).
    ///
    /// - Parameter issue: The cycle, or `nil`.
    func recordContentIssue(_ issue: LayoutTreeError?)

    /// The layout bounds the container has with `frame` once its content has the frames of
    /// `content`: what later blocks of a snapshot pass read, where nothing was written and
    /// ``contentDidLayout(_:)`` has not been called (a scroll guide's content size follows
    /// from its content's extent).
    ///
    /// The content was laid out when the container had `contentFrame`; a later writer that runs
    /// no content (a flex container placing its items) may have moved the container to `frame`
    /// since. A live pass calls ``contentDidLayout(_:)`` at the first, and the layout bounds it
    /// reads later follow from what was recorded then: answer the same here.
    ///
    /// - Parameters:
    ///   - frame: The container's frame in the pass.
    ///   - content: The content's frames in the pass.
    ///   - contentFrame: The container's frame when `content` was laid out.
    /// - Returns: The layout bounds, in the container's own coordinates.
    func layoutBounds(forFrame frame: CGRect, content: LayoutSnapshot, laidOutWith contentFrame: CGRect) -> CGRect

    /// Whether ``contentDidLayout(_:)`` is called after a live layout of the content
    /// (it receives the content's snapshot, which costs a walk over the content).
    /// `true` by default; containers that do not use it answer `false`, and then
    /// `contentDidLayout(_:)` is called only when a snapshot is applied.
    var reportsContentLayout: Bool { get }
}

extension LayoutContainer {
    /// Default: nothing.
    public func contentDidLayout(_ content: LayoutSnapshot) {}
    /// Default: `true`.
    public var reportsContentLayout: Bool { true }

    /// Default: nothing.
    public func recordContentIssue(_ issue: LayoutTreeError?) {}

    /// Default: ``LayoutElement/layoutBounds(forFrame:)``, whatever the content.
    public func layoutBounds(forFrame frame: CGRect, content: LayoutSnapshot, laidOutWith contentFrame: CGRect) -> CGRect {
        layoutBounds(forFrame: frame)
    }

    /// Lays out the content for the container's present frame (after setting
    /// `frame` by hand; blocks do this themselves).
    ///
    /// - Parameter direction: Resolves leading/trailing; the global direction by default.
    public func layoutContent(direction: LayoutDirection = .current) {
        ContainerContent.layout(self, frame: frame, direction: direction)
    }
}

/// The container steps shared by blocks and scheme passes. A container met
/// again inside its own content (a cycle) has its content skipped there:
/// layout and apply report it to the container, snapshots leave it out, and
/// validation expects it left out.
///
/// This is the one way into a container's content: every block that lays out containers — schemes,
/// stacks, and blocks of the other products of this package (a relation block whose items are
/// containers) — goes through it, so a loop through any mix of them is found where it closes
/// instead of recursing without end. Each step takes the pass's ``ActiveContainers`` (a snapshot's
/// come in its context); `nil` starts a fresh list (see ``FreshContentPasses``).
package enum ContainerContent {
    /// Lays out `container`'s content live for `frame`, inside the content of the containers of
    /// `containers`, in a live pass that keeps the content snapshots handed to containers (`reports`; see
    /// ``LiveContentReports``). A container that reports its content layout starts such reports when the
    /// pass has none, so the containers inside hand it theirs.
    ///
    /// - Returns: `false` when the content was skipped as a cycle.
    @discardableResult
    package static func layout(_ container: any LayoutContainer, frame: CGRect, direction: LayoutDirection,
                               reports: LiveContentReports? = nil, containers: ActiveContainers? = nil) -> Bool {
        guard let content = container.contentLayout else { return true }
        let reports = container.reportsContentLayout ? (reports ?? LiveContentReports()) : reports
        // Every level of nested containers passes here: the guard of deep nesting (see `StackSpace`).
        let result = StackSpace.guarded {
            ActiveContainers.with(container, in: containers, reportsUnwoundLoop: true) { active in
                container.recordContentIssue(nil)
                let rect = container.contentRect(forFrame: frame)
                content.passLayout(in: rect, direction: direction, reports: reports, within: active)
                if container.reportsContentLayout, let reports {
                    reports.report(content.passCurrentSnapshot(reusing: reports, within: active), to: container)
                }
            }
        }
        report(result, to: container)
        if case .failure = result { return false }
        return true
    }

    /// The content snapshot for `frame`; `context` is the enclosing pass,
    /// which must already see `frame` as the container's frame.
    package static func snapshot(_ container: any LayoutContainer, frame: CGRect, context: LayoutContext) -> LayoutSnapshot? {
        guard let content = container.contentLayout else { return nil }
        let rect = container.contentRect(forFrame: frame)
        let result = StackSpace.guarded {
            ActiveContainers.with(container, in: context.containers) { active in content.snapshot(for: rect, context: context.within(active)) }
        }
        guard var content = try? result.get() else { return nil }
        // A content that took its snapshot through its own entry point (a user's block) records into the pass's readings.
        context.readings?.takeOver(from: &content)
        return content
    }

    /// The present frames of `element`'s content, when it is a container.
    package static func currentSnapshot(of element: any LayoutElement, containers: ActiveContainers? = nil) -> [LayoutSnapshot] {
        currentSnapshot(of: element, reusing: nil, containers: containers)
    }

    /// The present frames of `element`'s content, taken from `reports` when its snapshot is kept there
    /// (see ``LiveContentReports``), else built with the kept snapshots of the containers inside.
    package static func currentSnapshot(of element: any LayoutElement, reusing reports: LiveContentReports?,
                                containers: ActiveContainers? = nil) -> [LayoutSnapshot] {
        guard let container = element as? any LayoutContainer, let content = container.contentLayout else { return [] }
        if let kept = reports?.content(of: container) { return [kept] }
        return (try? StackSpace.guarded {
            ActiveContainers.with(container, in: containers) { active in
                [content.passCurrentSnapshot(reusing: reports, within: active)]
            }
        }.get()) ?? []
    }

    /// Checks the content part of a container block's snapshot.
    package static func validate(_ container: (any LayoutContainer)?, snapshot: LayoutSnapshot,
                                 containers: ActiveContainers? = nil) throws(LayoutSnapshotError) {
        guard let container, let content = container.contentLayout else {
            guard snapshot.childSnapshots.isEmpty else {
                throw .structureMismatch(path: [], expected: "no content for \(ElementName.withFrame(container))", found: "\(snapshot.childSnapshots.count) content snapshots")
            }
            return
        }
        // The outermost container checks, once, the containers of its whole snapshot (see below).
        let outermost = containers?.isEmpty ?? true
        let result = try StackSpace.guarded { () throws(LayoutSnapshotError) in
            try ActiveContainers.with(container, in: containers) { (active) throws(LayoutSnapshotError) in
                switch snapshot.childSnapshots.count {
                case 0: throw .structureMismatch(path: [], expected: "the content of \(ElementName.withFrame(container))", found: "none")
                case 1:
                    do throws(LayoutSnapshotError) {
                        try content.passValidate(snapshot: snapshot.childSnapshots[0], within: active)
                    } catch { throw error.prefixed(by: 0) }
                case let count: throw .structureMismatch(path: [], expected: "one content snapshot for \(ElementName.withFrame(container))", found: "\(count)")
                }
            }
        }
        // Inside its own content a container's content is left out.
        if case .failure = result, !snapshot.childSnapshots.isEmpty {
            throw .structureMismatch(path: [], expected: "no content for \(ElementName.withFrame(container)) inside its own content",
                                     found: "\(snapshot.childSnapshots.count) content snapshots")
        }
        if outermost { try refuseSelfLayout(snapshot) }
    }

    /// A content snapshot that gives its container itself a frame (its content lays it out, directly or
    /// through a nested container) stands for no defined layout: it is refused. One walk over the
    /// outermost container's snapshot checks every container in it (a check per container, each over
    /// its own content, was quadratic in the depth of nested containers).
    private static func refuseSelfLayout(_ snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        guard let (path, element) = snapshot.containerLaidOutByItsContent() else { return }
        throw .containerLaidOutByItsContent(path: path, element: ElementName.of(element.reference.object ?? element.reference))
    }

    /// Writes the content part of a validated container block's snapshot.
    package static func write(_ container: (any LayoutContainer)?, snapshot: LayoutSnapshot, containers: ActiveContainers? = nil) {
        guard let container, let content = container.contentLayout else { return }
        guard let child = snapshot.childSnapshots.first else {
            // A validated snapshot leaves a content out only where its container is met inside its own content (a
            // pass that lays out through snapshots, an adaptive scheme's): the container is told, as in a live layout.
            report(ActiveContainers.with(container, in: containers) { _ in }, to: container)
            return
        }
        let result = StackSpace.guarded {
            ActiveContainers.with(container, in: containers, reportsUnwoundLoop: true) { active in
                container.recordContentIssue(nil)
                // Validated with the container's snapshot: the content is not validated again at every level.
                content.passWrite(validated: child, within: active)
                // Its frames are the present ones when no later write in a content moved one (the usual
                // case): its extent then takes no walk of the contents inside.
                container.contentDidLayout(child.markedPresentIfFinal)
            }
        }
        report(result, to: container)
    }

    /// Tells `container` that its content was skipped as a cycle (a content
    /// that runs clears the issue first, so the innermost meeting wins).
    private static func report(_ result: Result<Void, LayoutTreeError>, to container: any LayoutContainer) {
        if case .failure(let issue) = result { container.recordContentIssue(issue) }
    }
}

/// A block that takes the state of the pass it runs in, in every step that may reach a container's
/// content: the pass's ``ActiveContainers`` (its re-entrance guard) and, in a live layout, its
/// ``LiveContentReports`` (the content snapshots handed to nested containers, kept for their enclosing
/// ones). Schemes, element blocks, stack and scroll contents, adaptive schemes and relation layouts
/// conform, so a loop through any mix of them is found where it closes; a block of your own, which
/// cannot, is run through its public methods (and a container it reaches starts a fresh list, see
/// ``FreshContentPasses``).
///
/// One protocol and one dispatch (the `pass…` methods below) for both: `nil` starts a fresh list where
/// one is needed and keeps no reports, which is what the public methods of these blocks hand on.
package protocol PassBlock: LayoutBlockProtocol {
    /// Lays out live in `sourceRect` (in the super element's layout bounds when `nil`) in `direction`,
    /// handing `reports` on to the containers inside (a block that keeps none ignores them).
    func layout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports?, within containers: ActiveContainers?)
    /// The present frames, with the content snapshots kept in `reports` taken from there where the block can.
    func currentSnapshot(reusing reports: LiveContentReports?, within containers: ActiveContainers?) -> LayoutSnapshot
    /// Checks `snapshot` as ``LayoutBlockProtocol/validate(snapshot:)`` does.
    func validate(snapshot: LayoutSnapshot, within containers: ActiveContainers?) throws(LayoutSnapshotError)
    /// Writes `snapshot`, which ``validate(snapshot:within:)`` accepted: a container nested in containers is
    /// validated once, with the outermost one's snapshot, not once per level above it (quadratic in the depth).
    func write(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?)
}

extension LayoutBlockProtocol {
    /// Lays out with the pass's state when the block takes it, through the public method otherwise.
    package func passLayout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports? = nil,
                            within containers: ActiveContainers?) {
        if let block = self as? any PassBlock {
            block.layout(in: sourceRect, direction: direction, reports: reports, within: containers)
        } else if let sourceRect {
            layout(in: sourceRect, direction: direction)
        } else {
            layout(direction: direction)
        }
    }

    /// The present frames, with the pass's state when the block takes it.
    package func passCurrentSnapshot(reusing reports: LiveContentReports? = nil, within containers: ActiveContainers?) -> LayoutSnapshot {
        (self as? any PassBlock)?.currentSnapshot(reusing: reports, within: containers) ?? currentSnapshot
    }

    /// Validates with the pass's containers when the block takes them.
    package func passValidate(snapshot: LayoutSnapshot, within containers: ActiveContainers?) throws(LayoutSnapshotError) {
        if let block = self as? any PassBlock {
            try block.validate(snapshot: snapshot, within: containers)
        } else {
            try validate(snapshot: snapshot)
        }
    }

    /// Writes a validated snapshot with the pass's containers when the block takes them; applies it otherwise.
    package func passWrite(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?) {
        if let block = self as? any PassBlock {
            block.write(validated: snapshot, within: containers)
        } else {
            try? apply(snapshot: snapshot)
        }
    }
}

/// A block that takes its snapshot inside an enclosing pass, seeing the frames that pass computed.
///
/// Every block does now: ``LayoutBlockProtocol/snapshot(for:context:)`` is a requirement of
/// ``LayoutBlockProtocol``, with a default, so a block written against this protocol compiles
/// unchanged and is a layout block.
@available(*, deprecated, renamed: "LayoutBlockProtocol", message: "snapshot(for:context:) is a requirement of LayoutBlockProtocol: conform to it alone")
public typealias ContextualLayoutBlock = LayoutBlockProtocol

/// Contexts for passes that are not schemes (a stack's content, a snapshot being read).
package enum PassFrames {
    /// A context that sees the frames in `snapshot` first, then what `context` sees.
    package static func context(seeing snapshot: LayoutSnapshot, inside context: LayoutContext) -> LayoutContext {
        let contents = ContainerContents()
        contents.record(snapshot, at: -1)
        let overrides = FrameOverrides(pass: nil, contents: contents, outer: context.frames.overrides.map { OuterFrames($0) })
        return LayoutContext(direction: context.direction, frames: FrameSource(overrides: overrides), containers: context.containers,
                             readings: context.readings, adaptive: context.adaptive)
    }
}
