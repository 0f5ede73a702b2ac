import CGLayout
import Foundation

/// The layout element of a view or a layer: what CGLayout's blocks, constraints and schemes
/// lay out when they name a `UIView`, `UILabel`, `CALayer` or `NSView`.
///
/// Views are main-actor isolated and layout may run in any task, so a view cannot be an element
/// itself (an element is `Sendable`, and Swift refuses a main-actor-isolated conformance to a
/// `Sendable` protocol). Each host gets one element instead (``LayoutHost/layoutElement``), a
/// `Sendable` object that stands for it:
///
/// - **On the main actor** the element reads and writes its host live: `layout()` in `viewDidLayoutSubviews`, `apply(snapshot:)` on the main actor, a
///   snapshot taken on the main actor. Each read also keeps the value it read (a
///   ``LayoutHostState``), and each measurement the size it got.
/// - **In any other task** the element never touches its host: it answers with what it kept,
///   so a snapshot computed there sees the hosts as they were at the last main-actor pass (or
///   the last ``CGLayout/LayoutBlockProtocol/captureHostState(for:direction:)``;
///   ``CGLayout/LayoutBlockProtocol/snapshotInBackground(for:direction:)`` captures, computes and
///   returns in one call). A frame written there (a `layout()` called off the main actor) is kept
///   and written to the host on the main actor, in order; a later write on the main actor wins.
/// - **Reported, not silent**: a frame written off the main actor, and a size answered off it that
///   the host no longer gives when the frame reaches it, are ``layoutIssues`` (a scheme's `issues`
///   lists them), and the host's super host is asked to lay out again.
///
/// ```swift
/// let title = UILabel()
/// view.addSubview(title)
/// let block = title.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .fit))
/// block.layout()                 // on the main actor: measures the label, sets title.frame
/// ```
public final class HostElement: AdjustableLayoutElement, IntrinsicSizeInvalidating, LayoutIssueReporting, CustomStringConvertible,
                                 KeptAnswerChecking, Sendable {
    /// The host's type, for descriptions (`UILabel`, `CALayer`, …).
    public let hostTypeName: String
    /// The host, behind the main actor: the compiler lets only main-actor code reach it.
    private let reference: HostReference
    let storage: Locked<Storage>
    let observers = IntrinsicSizeObservers()

    struct Storage {
        /// Whether the host still exists, readable from any task.
        var liveness: Liveness
        /// What the element last read from its host (or wrote to it).
        var state: LayoutHostState
        /// The element of the host's super host, as last read on the main actor (at first, when this element was made).
        weak var superElement: HostElement?
        /// Sizes the host gave for proposals, newest last (see `HostElement+Measuring`).
        var measurements: [Measurement] = []
        /// Off-main-thread proposals never measured on the main actor.
        var unmeasuredProposals = 0
        /// The sizes answered off the main actor, checked at the next frame write on it.
        var offActorAnswers: [Measurement] = []
        /// What the last passes met (``LayoutIssueReporting``).
        var issues: [LayoutIssue.Kind] = []
        /// Read-only guides of the host's safe area and margins, made on first use.
        var areaGuides: [HostAreaGuide] = []
        /// Writes made off the main actor, waiting for it.
        var pending = PendingWrites()
        var deliveryScheduled = false
        /// Guides added to this element, kept alive by it (as a node keeps its guides).
        var guides: [any LayoutGuideProtocol] = []
    }

    @MainActor
    init(host: any LayoutHost) {
        hostTypeName = String(describing: type(of: host))
        reference = HostReference(host)
        // The super host's element (`HostElementRegistry` makes it first): a snapshot off the main actor before
        // any pass on it finds this element in the tree, as the super host holds it.
        let superElement = host.layoutSuperHost.flatMap(HostElementRegistry.existingElement(for:))
        storage = Locked(Storage(liveness: Liveness(host), state: host.layoutHostState, superElement: superElement))
        SnapshotReadings.noteElementMade()
    }

    deinit {
        // Off the waiting list, which holds its elements weakly: a new element may get this address.
        let id = ObjectIdentifier(self)
        Self.unsettled.withLock { $0.remove(id) }
    }

    /// The element of `host` (the one of the view a backing layer belongs to); made on first use.
    ///
    /// - Parameter host: A view, a layer or another host.
    /// - Returns: Its element: the same object every time while the host lives.
    @MainActor
    public static func element(for host: any LayoutHost) -> HostElement {
        HostElementRegistry.element(for: host)
    }

    /// The host, on the main actor; `nil` once it was deallocated.
    @MainActor
    public var host: (any LayoutHost)? { reference.host }

    /// Whether the host still exists (readable from any task).
    public var hostExists: Bool { storage.withLock { $0.liveness.exists } }

    // MARK: Reading

    /// The host's state: read live on the main actor (and kept), the kept one elsewhere.
    public var state: LayoutHostState {
        MainActorAccess.ifOnMainActor(self) { $0.readState() } ?? storage.withLock { $0.state }
    }

    /// Reads the host's state and keeps it; the kept one when the host is gone.
    @MainActor
    @discardableResult
    func readState() -> LayoutHostState {
        guard let host else { return storage.withLock { $0.state } }
        let state = host.layoutHostState
        storage.withLock { $0.state = state }
        return state
    }

    /// The host's geometry: read live on the main actor (and kept), the kept one elsewhere. A pass
    /// reads it many times; the rest of the state only when asked.
    var geometry: LayoutHostGeometry {
        MainActorAccess.ifOnMainActor(self) { $0.readGeometry() } ?? storage.withLock { $0.state.geometry }
    }

    /// Reads the host's geometry and keeps it; the kept one when the host is gone.
    @MainActor
    private func readGeometry() -> LayoutHostGeometry {
        guard let host else { return storage.withLock { $0.state.geometry } }
        let geometry = host.layoutHostGeometry
        keep(geometry: geometry)
        return geometry
    }

    /// Keeps the geometry read on the main actor (not main-actor code: see ``keep(superElement:)``).
    private func keep(geometry: LayoutHostGeometry) {
        storage.withLock { $0.state.geometry = geometry }
    }

    /// The frame in the super element's space.
    public var frame: CGRect {
        get { geometry.frame }
        set { write(.frame(newValue)) }
    }

    /// The host's own space (a scroll view's bounds start at its content offset).
    public var bounds: CGRect {
        get { geometry.bounds }
        set { write(.bounds(newValue)) }
    }

    /// The space children are laid out in: the bounds, or a scroll view's content space.
    public var layoutBounds: CGRect { geometry.contentBounds }

    /// The layout margins of the host (`UIView.layoutMargins`; zero for an `NSView`, which has none).
    public var layoutMargins: EdgeInsets { state.layoutMargins }

    /// The safe area insets of the host (`UIView.safeAreaInsets`, `NSView.safeAreaInsets`).
    public var safeAreaInsets: EdgeInsets { state.safeAreaInsets }

    /// The host's own reading direction: use it for `layout(direction:)` so the screen follows
    /// the view's `effectiveUserInterfaceLayoutDirection`.
    public var hostDirection: LayoutDirection { state.direction }

    /// Points per pixel of the host's screen, 0 when unknown (the trait collection's `displayScale`,
    /// a layer's `contentsScale`).
    public var displayScale: CGFloat { state.displayScale }

    /// The pixels per point to give a container that rounds frames to the screen's pixel grid: the
    /// host's ``displayScale``, or 1 while it is unknown (a view not yet in a window).
    ///
    /// Flex guides count 0 as "do not round", where ``displayScale`` counts it as "unknown": pass
    /// this value, not the display scale, so an unknown scale rounds to whole points.
    ///
    /// ```swift
    /// let row = FlexLayoutGuide<HostElement>(style: FlexStyle().flexDirection(.row))
    /// view.layoutElement.add(layoutGuide: row)
    /// row.pointScaleFactor = view.layoutElement.pointScaleFactor    // 3 on a 3× screen, 1 when unknown
    /// ```
    public var pointScaleFactor: CGFloat {
        let scale = displayScale
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// The element of the super host, or `nil` for a root, a removed host or a deallocated one.
    public var superElement: (any LayoutElement)? {
        if let live = MainActorAccess.ifOnMainActor(self, { SuperElement(element: $0.readSuperElement()) }) { return live.element }
        return storage.withLock { $0.liveness.exists ? $0.superElement : nil }
    }

    private struct SuperElement: Sendable { let element: HostElement? }

    @MainActor
    private func readSuperElement() -> HostElement? {
        guard let host else { return nil }
        guard let superHost = host.layoutSuperHost else {
            keep(superElement: nil)
            return nil
        }
        // Still under the super host it was under (a pass asks every item on every pass): the element kept, without
        // the registry — a host's element is the only one whose host it is while the host lives.
        if let kept = keptSuperElement, let keptHost = kept.host, keptHost === (superHost.layoutRepresentingHost ?? superHost) {
            return kept
        }
        let element = HostElement.element(for: superHost)
        keep(superElement: element)
        return element
    }

    /// The super element kept (not main-actor code: see ``keep(superElement:)``).
    private var keptSuperElement: HostElement? { storage.withLock { $0.superElement } }

    /// Keeps the super element read on the main actor. Not main-actor code: a closure made on the main actor and
    /// called by the lock would ask the runtime, at every call, whether it runs there.
    private func keep(superElement element: HostElement?) {
        storage.withLock { $0.superElement = element }
    }

    /// Removes the host from its super host (on the main actor; from another task, when the
    /// main actor next runs).
    public func removeFromSuperElement() {
        let removed = MainActorAccess.ifOnMainActor { () -> Bool in
            self.host?.removeFromLayoutSuperHost()
            return true
        }
        if removed == nil { Task { @MainActor in self.host?.removeFromLayoutSuperHost() } }
    }

    // MARK: Guides

    /// Adds `layoutGuide` to this element and keeps it alive, as a node keeps its guides.
    ///
    /// - Parameter layoutGuide: A guide whose frame is in this host's space.
    public func add(layoutGuide: LayoutGuide<HostElement>) {
        layoutGuide.add(to: self)
        storage.withLock { storage in
            if !storage.guides.contains(where: { $0 === layoutGuide }) { storage.guides.append(layoutGuide) }
        }
    }

    /// The guides added to this element, in order.
    public var layoutGuides: [any LayoutGuideProtocol] { storage.withLock { $0.guides } }

    // MARK: Intrinsic size

    /// Starts telling `observer` when the host's fitting size changes (flex guides keep measurements).
    ///
    /// - Parameter observer: Held weakly.
    public func addIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver) { observers.add(observer) }

    /// Stops telling `observer`.
    ///
    /// - Parameter observer: An observer added before.
    public func removeIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver) { observers.remove(observer) }

    /// Says the host's content changed (a label's text): forgets the sizes measured so far and
    /// tells the observers, so containers that keep measurements measure it again.
    ///
    /// The element also finds such a change itself when a measurement on the main actor differs
    /// from the one it kept for the same proposal; a snapshot computed off the main actor from a
    /// stale size is reported when it is applied (``layoutIssues``).
    public func invalidateIntrinsicSize() {
        storage.withLock { $0.measurements.removeAll() }
        observers.notify(self)
    }

    /// `false`: UIKit and AppKit do not say when a view's content changes (a label's new text), so
    /// containers must not trust what they measured before (see ``/CGLayout/IntrinsicSizeInvalidating``).
    public var reportsEveryIntrinsicSizeChange: Bool { false }

    // MARK: Issues

    /// What the last passes met: a frame written off the main actor
    /// (``/CGLayout/LayoutIssue/Kind/laidOutOffItsActor``), a size answered off the main actor that
    /// the host no longer gives (``/CGLayout/LayoutIssue/Kind/staleMeasurement(proposal:used:measured:)``).
    /// A scheme's `issues` lists them under the block of this element, and a stale size also under
    /// every block that measures the element through a constraint (an adjust constraint).
    ///
    /// How long they are listed: a stale size from the moment the snapshot that used it is applied on
    /// the main actor (before the apply's first write, whichever tree the element is in: the snapshot
    /// records every element it asked, those it measures only through a constraint too) — or, for a
    /// size answered outside a snapshot (a `layout()` in another task), from the main actor's next
    /// write of a frame of this host's tree — until a pass on the main actor measures the element
    /// again — the pass that lays out from the live size and so puts the frames right — or the sizes
    /// of a later pass elsewhere are checked; a frame written off the main actor until the next
    /// write of this element's frame on the main actor. An element no pass measures or writes (a view
    /// out of the tree, whose blocks are skipped) keeps its warning.
    public var layoutIssues: [LayoutIssue.Kind] { storage.withLock { $0.issues } }

    // MARK: Description

    /// The host's type, name and frame, e.g. `UILabel "title" (16.0, 16.0, 343.0, 17.0)`.
    public var description: String {
        let state = self.state
        let f = state.frame
        let label = state.name.map { " \"\($0)\"" } ?? ""
        return "\(hostTypeName)\(label) (\(f.origin.x), \(f.origin.y), \(f.size.width), \(f.size.height))"
    }
}

/// A host behind the main actor: a main-actor class is `Sendable`, and its property can only be
/// read on the main actor, so the element's path to its host is checked by the compiler.
@MainActor
final class HostReference {
    weak var host: (any LayoutHost)?
    init(_ host: any LayoutHost) { self.host = host }
}

/// A weak reference to a host asked one question only, from any task: whether the host still
/// exists. Loading a weak reference is thread-safe; nothing of the host is read through it.
struct Liveness: @unchecked Sendable {
    private weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
    var exists: Bool { object != nil }
}
