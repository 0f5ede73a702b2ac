import Foundation

// Parallel to `RectBasedConstraint` by design: the original CGLayout's two primitive protocols, each with
// its `formX`/`X` pair and direction-aware variants (`duplicates` lists the pair).

/// Places and sizes a rect inside an available space.
///
/// This is one of CGLayout's two primitive behaviours (the other is
/// ``RectBasedConstraint``). Conforming types are values and must be `Sendable`,
/// so layouts can be computed off the main thread.
///
/// Implement ``formLayout(rect:in:)``; implement
/// ``formLayout(rect:in:direction:)`` too when the layout depends on the
/// reading direction.
///
/// ```swift
/// struct Square: RectBasedLayout {
///     func formLayout(rect: inout CGRect, in source: CGRect) {
///         let side = min(source.width, source.height)
///         rect = CGRect(x: source.minX, y: source.minY, width: side, height: side)
///     }
/// }
/// Square().layout(rect: .zero, in: CGRect(x: 0, y: 0, width: 30, height: 20))
/// // (0, 0, 20, 20)
/// ```
public protocol RectBasedLayout: Sendable {
    /// Lays out `rect` inside `source` using the global direction (``CGLConfiguration``).
    ///
    /// - Parameters:
    ///   - rect: The rect to place; on return, its new value.
    ///   - source: The available space.
    func formLayout(rect: inout CGRect, in source: CGRect)

    /// Lays out `rect` inside `source`, resolving `leading`/`trailing` with `direction`.
    ///
    /// The default implementation ignores `direction` and calls ``formLayout(rect:in:)``.
    ///
    /// - Parameters:
    ///   - rect: The rect to place; on return, its new value.
    ///   - source: The available space.
    ///   - direction: The reading direction.
    func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection)
}

extension RectBasedLayout {
    /// Default: direction-independent layouts ignore the direction.
    public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
        formLayout(rect: &rect, in: source)
    }

    /// The non-mutating form of ``RectBasedLayout/formLayout(rect:in:)``.
    ///
    /// - Parameters:
    ///   - rect: The rect to place.
    ///   - source: The available space.
    /// - Returns: The placed rect.
    public func layout(rect: CGRect, in source: CGRect) -> CGRect {
        rect.changed { formLayout(rect: &$0, in: source) }
    }

    /// The non-mutating form of ``RectBasedLayout/formLayout(rect:in:direction:)``.
    ///
    /// - Parameters:
    ///   - rect: The rect to place.
    ///   - source: The available space.
    ///   - direction: The reading direction.
    /// - Returns: The placed rect.
    public func layout(rect: CGRect, in source: CGRect, direction: LayoutDirection) -> CGRect {
        rect.changed { formLayout(rect: &$0, in: source, direction: direction) }
    }
}

/// A layout made from a closure.
///
/// ```swift
/// let half = AnyRectBasedLayout { rect, source in rect.size.width = source.width / 2 }
/// ```
public struct AnyRectBasedLayout: RectBasedLayout {
    private let body: @Sendable (inout CGRect, CGRect) -> Void

    /// Creates a layout that runs `layout`.
    ///
    /// - Parameter layout: Receives the rect to change and the available space.
    public init(_ layout: @escaping @Sendable (inout CGRect, CGRect) -> Void) {
        self.body = layout
    }

    /// Runs the closure.
    public func formLayout(rect: inout CGRect, in source: CGRect) {
        body(&rect, source)
    }
}

/// A type that can wrap any implementation of its base behaviour.
///
/// This is how users add their own cases to CGLayout's typed vocabularies while
/// keeping strongly typed code: `Layout.Alignment.Horizontal.build(MyAlignment())`
/// produces a value that fits wherever a horizontal alignment is expected.
///
/// ```swift
/// struct Third: RectBasedLayout {
///     func formLayout(rect: inout CGRect, in source: CGRect) {
///         rect.origin.x = source.minX + source.width / 3
///     }
/// }
/// let layout = Layout(
///     x: .build(Third()), y: .top(), width: .fixed(10), height: .fixed(10))
/// ```
public protocol Extensible {
    /// The behaviour a custom implementation must have.
    associatedtype Conformed
    /// Wraps `base` as a value of this type.
    ///
    /// - Parameter base: An implementation of the required behaviour.
    /// - Returns: A value that behaves as `base`.
    static func build(_ base: Conformed) -> Self
}

/// A custom layout stored inside one of the built-in layout values.
struct CustomLayout: Sendable, Equatable {
    let base: any RectBasedLayout
    static func == (lhs: CustomLayout, rhs: CustomLayout) -> Bool {
        existentialsEqual(lhs.base, rhs.base)
    }
    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ direction: LayoutDirection) {
        base.formLayout(rect: &rect, in: source, direction: direction)
    }
}
