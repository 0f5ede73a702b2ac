import Foundation

/// The motion of a scroll offset after a flick: friction inside the content,
/// a spring back (a bounce) when the offset is beyond it.
///
/// It is a value driven by explicit steps, so the same steps always give the
/// same offsets; ``ScrollLayoutGuide`` runs one with
/// ``ScrollLayoutGuide/stepDeceleration(by:)``. It always ends by itself:
/// friction and a critically damped spring bring the velocity to rest inside
/// the allowed offsets, and after ``maximumDuration`` of simulated time the
/// offset is put at rest at the nearest allowed value.
///
/// ```swift
/// var motion = ScrollDeceleration(offset: .zero, velocity: CGPoint(x: 0, y: 1200),
///                                 maximumOffset: CGPoint(x: 0, y: 500))
/// while !motion.isFinished { motion.step() }
/// motion.offset // (0, 500): it ran past the end, bounced, and came to rest there
/// ```
public struct ScrollDeceleration: Sendable, Hashable {
    /// The present offset.
    public private(set) var offset: CGPoint
    /// The present velocity, in points per second (positive increases the offset).
    public private(set) var velocity: CGPoint
    /// The largest allowed offset on each axis (the smallest is 0).
    public let maximumOffset: CGPoint
    /// Whether the offset may run past the allowed range and spring back.
    public let bounces: Bool
    /// The fraction of velocity kept per millisecond inside the content (0.998, as `UIScrollView`'s normal rate).
    public let decelerationRate: CGFloat
    /// Simulated time since the start, in seconds.
    public private(set) var elapsed: TimeInterval = 0
    /// `true` once the offset is at rest inside the allowed range.
    public private(set) var isFinished = false

    /// The simulated time after which the motion is ended at the nearest allowed offset.
    public static let maximumDuration: TimeInterval = 30
    /// Below this speed (points per second) an axis is at rest.
    public static let restingSpeed: CGFloat = 1
    // A critically damped spring (ω = 12 rad/s) pulls an overscrolled offset back.
    private static let stiffness: CGFloat = 144
    private static let damping: CGFloat = 24

    /// Creates a motion.
    ///
    /// - Parameters:
    ///   - offset: The starting offset (may be beyond the range: it springs back).
    ///   - velocity: The starting velocity in points per second.
    ///   - maximumOffset: The largest allowed offset per axis; negative counts as 0.
    ///   - bounces: Whether the offset may run past the range; without, it stops at the edge.
    ///   - decelerationRate: Velocity kept per millisecond, clamped to `0...0.9999`.
    /// Non-finite values count as 0.
    public init(offset: CGPoint, velocity: CGPoint, maximumOffset: CGPoint, bounces: Bool = true,
                decelerationRate: CGFloat = 0.998) {
        self.offset = CGPoint(x: offset.x.finiteOrZero, y: offset.y.finiteOrZero)
        self.velocity = CGPoint(x: velocity.x.finiteOrZero, y: velocity.y.finiteOrZero)
        self.maximumOffset = CGPoint(x: maximumOffset.x.finiteLength, y: maximumOffset.y.finiteLength)
        self.bounces = bounces
        self.decelerationRate = decelerationRate.isFinite ? min(max(decelerationRate, 0), 0.9999) : 0.998
        if !bounces {
            self.offset = confined(self.offset)
        }
        isFinished = atRest
    }

    /// The nearest allowed offset to `point`.
    ///
    /// - Parameter point: Any offset.
    /// - Returns: `point` clamped to `0...maximumOffset` on each axis.
    public func confined(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), maximumOffset.x), y: min(max(point.y, 0), maximumOffset.y))
    }

    /// Advances the motion by `interval` seconds (one frame by default).
    ///
    /// - Parameter interval: Simulated seconds; non-finite or negative values do nothing.
    public mutating func step(by interval: TimeInterval = 1.0 / 60) {
        guard !isFinished, interval.isFinite, interval > 0 else { return }
        let dt = CGFloat(interval)
        advance(&offset.x, &velocity.x, limit: maximumOffset.x, dt: dt)
        advance(&offset.y, &velocity.y, limit: maximumOffset.y, dt: dt)
        elapsed += interval
        if elapsed >= Self.maximumDuration {
            offset = confined(offset)
            velocity = .zero
        }
        isFinished = atRest
    }

    private var atRest: Bool {
        abs(velocity.x) < Self.restingSpeed && abs(velocity.y) < Self.restingSpeed && confined(offset) == offset
    }

    private func advance(_ x: inout CGFloat, _ v: inout CGFloat, limit: CGFloat, dt: CGFloat) {
        let target = min(max(x, 0), limit)
        if x == target {
            // Inside: friction, then stop at the edge or run past it.
            v *= pow(decelerationRate, dt * 1000)
            if abs(v) < Self.restingSpeed { v = 0 }
            x += v * dt
            if !bounces, x != min(max(x, 0), limit) {
                x = min(max(x, 0), limit)
                v = 0
            }
        } else {
            // Beyond: a critically damped spring towards the edge; crossing it ends the bounce.
            let acceleration = -Self.stiffness * (x - target) - Self.damping * v
            v += acceleration * dt
            let next = x + v * dt
            if (x - target) * (next - target) <= 0 || (abs(next - target) < 0.5 && abs(v) < 10) {
                x = target
                v = 0
            } else {
                x = next
            }
        }
    }
}
