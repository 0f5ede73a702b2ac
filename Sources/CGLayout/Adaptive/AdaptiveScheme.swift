import Foundation

/// A scheme that picks one of several layouts by the size it is given, and
/// keeps the snapshot it computed for each size.
///
/// Variants are tried in order; the first whose ``Condition`` holds for the
/// size lays out (the last one when none holds). Conditions are breakpoints
/// on the size, like size classes (``Condition/width(atLeast:)``,
/// ``Condition/landscape``), the content itself, like SwiftUI's `ViewThatFits`
/// (``Condition/fits(_:)``: the variant's frames fit in the size), or any
/// closure over the size; they combine with `&&`. Where SwiftUI keeps the two
/// apart and recomputes on every change, here one ordered list mixes them,
/// every snapshot records the variant that made it (``LayoutSnapshot/layoutName``),
/// and snapshots are cached per size and direction: laying out again at a size
/// seen before (a rotation back) applies the kept snapshot without computing it.
///
/// The container is the element whose layout bounds are the size for
/// `layout()`; the variants' blocks usually lay out its children. Over an area of
/// its owner's space (a guide, the scroll guide's parts, a view's safe area or
/// margins) they lay out the owner's children at the area's place in the owner:
/// its frame (a view's bounds less its insets), so a notch or a status bar above
/// the area is skipped as by a plain scheme laid out in the area; a rect given to
/// `layout(in:)` or `snapshot(for:)` is that place. Elements that
/// only one variant lays out keep their last frames under the others.
///
/// As a block of a ``LayoutScheme`` it lays out in the rect the scheme's pass was
/// given when its container is the scheme's container, and in its container's
/// layout bounds otherwise (a card laid out by an earlier block); its variant reads
/// the frames the pass gave the blocks before it, so a snapshot of the scheme,
/// applied, gives the frames of `layout()`. The rect a variant gets describes the
/// container: the variant's blocks over another element (a relation layout over a
/// card, blocks of the card's children) lay out in that element's space. A kept snapshot is applied as it was
/// computed: where the pass reads frames before they settle (``LayoutScheme/issues``
/// lists them), it may differ from one computed afresh.
///
/// A kept snapshot is never re-applied after its content changed: the scheme
/// observes the intrinsic size of every element it lays out
/// (``IntrinsicSizeInvalidating``) and forgets its snapshots when one changes —
/// a text node's new text, an element that left its tree. Adaptive schemes nest
/// (one the content of an element another lays out): each observes what it lays
/// out itself and the schemes nested in it, so a change drops the kept snapshots
/// of the scheme that measured it and of every scheme above, and no other; the
/// observations grow with the number of schemes, not with its square. A snapshot that lays
/// out an element whose changes nobody reports (a view's element: UIKit does not
/// say when a label's text changes; a custom adjustable element that is not
/// ``IntrinsicSizeInvalidating``) is not kept at all: such a scheme computes at
/// every pass. Call ``invalidate()`` after a change the elements cannot see: a
/// condition's closure that reads other state, a constraint on an element the
/// scheme does not lay out. A kept snapshot whose variant laid out in the space of
/// another element (a card an earlier block sized by its content) is applied only while
/// that space is the same. A kept snapshot that skipped an element off its tree is
/// forgotten when the element joins one, and one that no longer matches its scheme's
/// blocks is computed again, by `layout()` and `snapshot(for:)` alike.
///
/// A scheme's ``LayoutScheme/issues`` look into every variant, whichever is chosen now, and name the
/// variant of each issue found there (``LayoutIssue/variants``).
///
/// ```swift
/// let adaptive = AdaptiveScheme(container: screen, variants: [
///     // list and detail side by side
///     .init("regular", when: .width(atLeast: 600), scheme: sideBySide),
///     // otherwise one above the other
///     .init("compact", scheme: stacked),
/// ])
/// adaptive.layout()                                     // at the screen's size
/// let snapshot = adaptive.snapshot(for: CGRect(x: 0, y: 0, width: 768, height: 1024))
/// snapshot.layoutName                                   // "regular"
/// ```
public struct AdaptiveScheme: LayoutBlockProtocol {
    /// One layout of an adaptive scheme: a name, when it applies, and its blocks.
    public struct Variant: Sendable {
        /// The name recorded in snapshots.
        public let name: String
        /// When the variant lays out.
        public let condition: Condition
        /// Its blocks.
        public let block: any LayoutBlockProtocol

        /// Creates a variant.
        ///
        /// - Parameters:
        ///   - name: The name recorded in snapshots.
        ///   - condition: When it applies; always by default (a fallback).
        ///   - scheme: Its blocks: a scheme, or any block.
        public init(_ name: String, when condition: Condition = .always, scheme: any LayoutBlockProtocol) {
            self.name = name
            self.condition = condition
            self.block = scheme
        }
    }

    /// When a variant applies, for a size (and, for ``fits(_:)``, the variant's content).
    public struct Condition: Sendable {
        enum Test: Sendable {
            case size(@Sendable (CGSize) -> Bool)
            case fits(horizontal: Bool, vertical: Bool)
            case all([Test])
        }
        let test: Test

        /// Always.
        public static var always: Condition { Condition(test: .all([])) }
        /// The width is at least `value` (a breakpoint, like a regular size class).
        ///
        /// - Parameter value: The smallest width.
        /// - Returns: The condition.
        public static func width(atLeast value: CGFloat) -> Condition { Condition(test: .size { $0.width >= value }) }
        /// The width is less than `value`.
        ///
        /// - Parameter value: The first width that does not match.
        /// - Returns: The condition.
        public static func width(below value: CGFloat) -> Condition { Condition(test: .size { $0.width < value }) }
        /// The height is at least `value`.
        ///
        /// - Parameter value: The smallest height.
        /// - Returns: The condition.
        public static func height(atLeast value: CGFloat) -> Condition { Condition(test: .size { $0.height >= value }) }
        /// The height is less than `value`.
        ///
        /// - Parameter value: The first height that does not match.
        /// - Returns: The condition.
        public static func height(below value: CGFloat) -> Condition { Condition(test: .size { $0.height < value }) }
        /// Wider than tall.
        public static var landscape: Condition { Condition(test: .size { $0.width > $0.height }) }
        /// At least as tall as wide.
        public static var portrait: Condition { Condition(test: .size { $0.width <= $0.height }) }
        /// Any test over the size.
        ///
        /// - Parameter test: Called with the size (finite, non-negative).
        /// - Returns: The condition.
        public static func matching(_ test: @escaping @Sendable (CGSize) -> Bool) -> Condition { Condition(test: .size(test)) }
        /// The variant's frames fit in the given rect along `axes` (SwiftUI's `ViewThatFits`):
        /// its snapshot is computed, and kept when it is chosen.
        ///
        /// - Parameter axes: The axes that must fit.
        /// - Returns: The condition.
        public static func fits(_ axes: FitAxes = .both) -> Condition {
            Condition(test: .fits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
        }
        /// Both conditions.
        public static func && (lhs: Condition, rhs: Condition) -> Condition { Condition(test: .all([lhs.test, rhs.test])) }
    }

    /// The axes a ``Condition/fits(_:)`` condition checks.
    public struct FitAxes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates axes from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The width must fit.
        public static let horizontal = FitAxes(rawValue: 1)
        /// The height must fit.
        public static let vertical = FitAxes(rawValue: 2)
        /// Both.
        public static let both: FitAxes = [.horizontal, .vertical]
    }

    /// The variants, in the order they are tried.
    public var variants: [Variant] { storedVariants.elements }
    /// Held by a class whose `deinit` checks the stack: adaptive schemes nested 100,000 deep in each other's
    /// variants free level by level on fresh stacks, not by one recursion as deep as the nesting.
    private let storedVariants: DeepReleasedArray<Variant>
    /// The element whose layout bounds are the size of ``layout(direction:)``.
    public var container: (any LayoutElement)? { cache.container }
    let cache: AdaptiveSnapshotCache

    /// Creates an adaptive scheme.
    ///
    /// - Parameters:
    ///   - container: The element whose layout bounds size `layout()` (held weakly).
    ///   - variants: The variants, tried in order; the last is the fallback. An empty list lays out nothing.
    ///   - capacity: How many sizes keep their snapshots (the oldest is dropped first).
    public init(container: any LayoutElement, variants: [Variant], capacity: Int = 8) {
        self.storedVariants = DeepReleasedArray(variants)
        self.cache = AdaptiveSnapshotCache(container: container, capacity: max(1, capacity))
    }

    /// Creates an adaptive scheme that chooses by a closure over the size.
    ///
    /// ```swift
    /// AdaptiveScheme(container: screen, variants: [compact, regular]) { size in
    ///     size.width < 600 ? "compact" : "regular"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - container: The element whose layout bounds size `layout()` (held weakly).
    ///   - variants: The variants (their conditions are not used).
    ///   - capacity: How many sizes keep their snapshots.
    ///   - select: The name of the variant for a size; an unknown name chooses the last variant.
    public init(container: any LayoutElement, variants: [Variant], capacity: Int = 8,
                select: @escaping @Sendable (CGSize) -> String) {
        self.init(container: container, variants: variants.map { variant in
            Variant(variant.name, when: .matching { select($0) == variant.name }, scheme: variant.block)
        }, capacity: capacity)
    }

    /// Forgets every cached snapshot, and those of the adaptive schemes whose kept snapshots contain one
    /// of them (this scheme nested in their content): call it after a change the scheme's elements do
    /// not report (a condition that reads other state, a constraint on an element the scheme does not
    /// lay out). Content changes of its elements forget them by themselves.
    public func invalidate() { cache.removeAll() }

    /// The name of the variant that lays out `size`, or `nil` without variants.
    ///
    /// - Parameters:
    ///   - size: A size.
    ///   - direction: The direction (``Condition/fits(_:)`` conditions compute snapshots).
    /// - Returns: The variant's name.
    public func variantName(for size: CGSize, direction: LayoutDirection = .current) -> String? {
        snapshot(for: CGRect(origin: .zero, size: size), direction: direction).layoutName
    }

    /// The variant that made `snapshot` (by its ``LayoutSnapshot/layoutName``).
    ///
    /// - Parameter snapshot: A snapshot of this scheme.
    /// - Returns: The variant, or `nil` when the name is none of this scheme's.
    public func variant(of snapshot: LayoutSnapshot) -> Variant? {
        variants.first { $0.name == snapshot.layoutName }
    }
}
