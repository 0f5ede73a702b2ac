import Foundation

/// An object told when an element's fitting size (its intrinsic size) changed:
/// a container that caches measurements, such as a flex guide.
///
/// Observers are held weakly. They are called on the thread that changed the
/// element, after the change, with no lock of the element held.
public protocol IntrinsicSizeObserver: AnyObject, Sendable {
    /// The fitting size of `element` may differ from what was measured before.
    ///
    /// - Parameter element: The element whose content changed.
    func intrinsicSizeDidChange(of element: any LayoutElement)
}

/// An element that says when its fitting size changed, so containers that keep
/// measurements lay it out again (UIKit's `invalidateIntrinsicContentSize()`).
///
/// `LayoutNode` conforms: `TextNode` calls ``invalidateIntrinsicSize()`` when its
/// text, line count or measurer changes, and a node subclass whose
/// `sizeThatFits(_:)` depends on its own state calls it when that state changes.
/// A custom element that is not a node conforms by keeping an
/// ``IntrinsicSizeObservers`` list.
///
/// ```swift
/// final class Avatar: LayoutNode, @unchecked Sendable {
///     var diameter: CGFloat = 40 { didSet { invalidateIntrinsicSize() } }
///     override func sizeThatFits(_ size: CGSize) -> CGSize {
///         CGSize(width: diameter, height: diameter)
///     }
/// }
/// ```
public protocol IntrinsicSizeInvalidating: AdjustableLayoutElement {
    /// Starts telling `observer` about changes (once, however often it is added).
    ///
    /// - Parameter observer: Held weakly.
    func addIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver)
    /// Stops telling `observer` about changes.
    ///
    /// - Parameter observer: An observer added before; others are ignored.
    func removeIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver)
    /// Tells every observer that the element's fitting size may have changed.
    func invalidateIntrinsicSize()
    /// Whether the element calls ``invalidateIntrinsicSize()`` on every change of its fitting size,
    /// so that what a container measured stays true until it is told otherwise. `true` by default:
    /// nodes and guides say it (a text node when its text changes). A view's element cannot (UIKit
    /// does not say when a label's text changes): an ``AdaptiveScheme`` then computes its frames at
    /// every pass instead of re-applying the ones it kept.
    var reportsEveryIntrinsicSizeChange: Bool { get }
}

extension IntrinsicSizeInvalidating {
    /// `true`: the element says every change of its fitting size.
    public var reportsEveryIntrinsicSizeChange: Bool { true }
}

/// `object` as an element that says every change of its fitting size, or `nil` when it may change without a word
/// (it is not ``IntrinsicSizeInvalidating``, or ``IntrinsicSizeInvalidating/reportsEveryIntrinsicSizeChange`` is
/// `false`: a view's element). The one test for what a kept measurement may trust: an adaptive scheme keeps only
/// snapshots of elements that pass it (and observes them), a flex container asks again at every pass the items
/// that do not.
package func reportingEveryIntrinsicSizeChange(_ object: AnyObject) -> (any IntrinsicSizeInvalidating)? {
    guard let observed = object as? any IntrinsicSizeInvalidating, observed.reportsEveryIntrinsicSizeChange else { return nil }
    return observed
}

/// A thread-safe list of weakly held intrinsic-size observers, for custom
/// elements that conform to ``IntrinsicSizeInvalidating``.
///
/// ```swift
/// final class Badge: AdjustableLayoutElement, IntrinsicSizeInvalidating,
///     @unchecked Sendable
/// {
///     let observers = IntrinsicSizeObservers()
///     func addIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver) {
///         observers.add(observer)
///     }
///     func removeIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver) {
///         observers.remove(observer)
///     }
///     func invalidateIntrinsicSize() { observers.notify(self) }
///     // frame, bounds, superElement, sizeThatFits …
/// }
/// ```
public final class IntrinsicSizeObservers: @unchecked Sendable {
    private struct Entry {
        weak var observer: (any IntrinsicSizeObserver)?
    }
    private let lock = Lock()
    private var entries: [Entry] = []
    /// The identity of each entry's observer as added (kept apart from `entries`: `notify(_:)` copies
    /// the entries, a title change on a relation layout's item among them).
    private var ids: [ObjectIdentifier] = []
    /// The index in `entries` of each observer added: adding is constant time however many observers an
    /// element has (every flex guide, relation layout and adaptive scheme that measured it; a search of
    /// the list per add made a deep tree's observations quadratic). An entry found here whose observer was
    /// freed, or is another object at a reused address, is taken over by the observer being added.
    private var indices: [ObjectIdentifier: Int] = [:]
    /// Freed observers are dropped when the list reaches this length (amortized constant time per add).
    private var pruneAt = 8

    /// An empty list.
    public init() {}

    /// Adds `observer` (once); observers that were freed are dropped.
    ///
    /// - Parameter observer: Held weakly.
    public func add(_ observer: any IntrinsicSizeObserver) {
        let id = ObjectIdentifier(observer)
        lock.withLock {
            if let index = indices[id] {
                if entries[index].observer !== observer { entries[index].observer = observer }
                return
            }
            indices[id] = entries.count
            entries.append(Entry(observer: observer))
            ids.append(id)
            if entries.count >= pruneAt { prune() }
        }
    }

    /// Removes `observer`.
    ///
    /// - Parameter observer: An observer added before.
    public func remove(_ observer: any IntrinsicSizeObserver) {
        lock.withLock {
            guard let index = indices[ObjectIdentifier(observer)], entries[index].observer === observer else { return }
            entries[index].observer = nil
            prune()
        }
    }

    /// Drops the entries whose observers were freed or removed (under the lock).
    private func prune() {
        var kept = 0
        indices.removeAll(keepingCapacity: true)
        for index in entries.indices where entries[index].observer != nil {
            entries.swapAt(kept, index)
            ids.swapAt(kept, index)
            indices[ids[kept]] = kept
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        ids.removeLast(ids.count - kept)
        pruneAt = max(8, 2 * entries.count)
    }

    /// Whether no live observer is listed.
    public var isEmpty: Bool { lock.withLock { !entries.contains { $0.observer != nil } } }

    /// Calls every live observer with `element`, outside the list's lock.
    ///
    /// - Parameter element: The element whose fitting size changed.
    public func notify(_ element: any LayoutElement) {
        let observers = lock.withLock { entries.compactMap(\.observer) }
        for observer in observers { observer.intrinsicSizeDidChange(of: element) }
    }
}

/// An element that keeps its observers in an ``IntrinsicSizeObservers`` list: a node
/// (which creates the list when the first observer comes) or a guide. Its
/// ``IntrinsicSizeInvalidating`` witnesses are written once here.
protocol IntrinsicSizeObserverList: IntrinsicSizeInvalidating {
    /// The list, created when first needed.
    var intrinsicSizeObservers: IntrinsicSizeObservers { get }
    /// The list when it exists: telling nobody creates nothing.
    var existingIntrinsicSizeObservers: IntrinsicSizeObservers? { get }
}

extension IntrinsicSizeObserverList {
    /// Starts telling `observer` when this element's fitting size changes.
    ///
    /// - Parameter observer: Held weakly.
    public func addIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver) {
        intrinsicSizeObservers.add(observer)
    }

    /// Stops telling `observer`.
    ///
    /// - Parameter observer: An observer added before.
    public func removeIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver) {
        intrinsicSizeObservers.remove(observer)
    }

    /// Tells the observers (flex guides and flex container nodes that hold this element) that
    /// its fitting size may have changed; they measure it again on their next pass.
    /// Every node and guide calls it when it joins or leaves a parent or owner (so containers
    /// notice items that left the tree), and `TextNode` when its text changes; call it from a
    /// node subclass whose `sizeThatFits(_:)` changed, or when the content of a custom guide changed.
    public func invalidateIntrinsicSize() {
        existingIntrinsicSizeObservers?.notify(self)
    }
}

extension LayoutNode: IntrinsicSizeObserverList {}

extension LayoutGuide: IntrinsicSizeObserverList {
    var existingIntrinsicSizeObservers: IntrinsicSizeObservers? { intrinsicSizeObservers }
}
