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
/// A bounce never carries the offset more than ``overscrollLimit`` beyond the
/// allowed range, however fast the flick (a scroll guide allows half its visible
/// length), and every value stays finite: offsets, maximum offsets and speeds
/// count as at most ``maximumMagnitude`` either way.
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
    /// How far beyond the allowed range a bounce may carry the offset, per axis.
    public let overscrollLimit: CGPoint
    /// Simulated time since the start, in seconds.
    public private(set) var elapsed: TimeInterval = 0
    /// `true` once the offset is at rest inside the allowed range.
    public private(set) var isFinished = false

    /// The simulated time after which the motion is ended at the nearest allowed offset.
    public static let maximumDuration: TimeInterval = 30
    /// Below this speed (points per second) an axis is at rest.
    public static let restingSpeed: CGFloat = 1
    /// The largest offset, maximum offset and speed (points, points per second) a motion takes:
    /// larger values count as this (ten million, as flex lengths), so the arithmetic stays finite.
    public static let maximumMagnitude: CGFloat = 10_000_000
    /// The longest simulated time one integration step covers: a longer `step(by:)` runs several,
    /// so any interval gives the motion a step of that length would (and stays stable).
    static let longestStep: CGFloat = 1.0 / 60
    // A critically damped spring (ω = 12 rad/s) pulls an overscrolled offset back.
    private static let omega: CGFloat = 12
    private static let stiffness: CGFloat = omega * omega
    private static let damping: CGFloat = 2 * omega

    /// Creates a motion.
    ///
    /// - Parameters:
    ///   - offset: The starting offset (may be beyond the range: it springs back; at most
    ///     `overscrollLimit` beyond it, a farther one starts there).
    ///   - velocity: The starting velocity in points per second.
    ///   - maximumOffset: The largest allowed offset per axis; negative counts as 0.
    ///   - bounces: Whether the offset may run past the range; without, it stops at the edge.
    ///   - decelerationRate: Velocity kept per millisecond, clamped to `0...0.9999`.
    ///   - overscrollLimit: How far beyond the range a bounce may go per axis; 120 points by default
    ///     (``ScrollLayoutGuide`` passes half its visible length). Negative counts as 0.
    /// Non-finite values count as 0; values beyond ``maximumMagnitude`` as that.
    public init(offset: CGPoint, velocity: CGPoint, maximumOffset: CGPoint, bounces: Bool = true,
                decelerationRate: CGFloat = 0.998, overscrollLimit: CGPoint = CGPoint(x: 120, y: 120)) {
        func magnitude(_ value: CGFloat) -> CGFloat { min(max(value.finiteOrZero, -Self.maximumMagnitude), Self.maximumMagnitude) }
        self.maximumOffset = CGPoint(x: magnitude(maximumOffset.x.finiteLength), y: magnitude(maximumOffset.y.finiteLength))
        self.overscrollLimit = CGPoint(x: magnitude(overscrollLimit.x.finiteLength), y: magnitude(overscrollLimit.y.finiteLength))
        self.velocity = CGPoint(x: magnitude(velocity.x), y: magnitude(velocity.y))
        self.bounces = bounces
        self.decelerationRate = decelerationRate.isFinite ? min(max(decelerationRate, 0), 0.9999) : 0.998
        let start = CGPoint(x: magnitude(offset.x), y: magnitude(offset.y))
        // A start farther beyond the range than a bounce may go starts at that limit.
        self.offset = CGPoint(x: min(max(start.x, -self.overscrollLimit.x), self.maximumOffset.x + self.overscrollLimit.x),
                              y: min(max(start.y, -self.overscrollLimit.y), self.maximumOffset.y + self.overscrollLimit.y))
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
    /// - Parameter interval: Simulated seconds; non-finite or negative values do nothing. An interval
    ///   longer than a frame is run as several steps of at most a frame (and at most to ``maximumDuration``).
    public mutating func step(by interval: TimeInterval = 1.0 / 60) {
        guard !isFinished, interval.isFinite, interval > 0 else { return }
        var remaining = CGFloat(min(interval, Self.maximumDuration - elapsed + Double(Self.longestStep)))
        while remaining > 0, !isFinished {
            let dt = min(remaining, Self.longestStep)
            remaining -= dt
            advance(&offset.x, &velocity.x, limit: maximumOffset.x, overscroll: overscrollLimit.x, dt: dt)
            advance(&offset.y, &velocity.y, limit: maximumOffset.y, overscroll: overscrollLimit.y, dt: dt)
            elapsed += TimeInterval(dt)
            if elapsed >= Self.maximumDuration {
                offset = confined(offset)
                velocity = .zero
            }
            isFinished = atRest
        }
    }

    private var atRest: Bool {
        abs(velocity.x) < Self.restingSpeed && abs(velocity.y) < Self.restingSpeed && confined(offset) == offset
    }

    private func advance(_ x: inout CGFloat, _ v: inout CGFloat, limit: CGFloat, overscroll: CGFloat, dt: CGFloat) {
        let target = min(max(x, 0), limit)
        if x == target {
            // Inside: friction, then stop at the edge or run past it.
            v *= pow(decelerationRate, dt * 1000)
            if abs(v) < Self.restingSpeed { v = 0 }
            x += v * dt
            let edge = min(max(x, 0), limit)
            guard x != edge else { return }
            if !bounces {
                x = edge
                v = 0
                return
            }
            // Past the edge: from there the spring's highest overshoot is v / (ω e) (a critically damped
            // spring leaving its rest point at speed v), so a speed of at most limit · ω · e keeps it
            // within the overscroll limit, however fast the flick.
            let fastest = overscroll * Self.omega * CGFloat(M_E)
            v = v < 0 ? max(v, -fastest) : min(v, fastest)
            x = edge + min(max(x - edge, -abs(v) * dt), abs(v) * dt)
        } else {
            // Beyond: a critically damped spring towards the edge; crossing it ends the bounce.
            let acceleration = -Self.stiffness * (x - target) - Self.damping * v
            v += acceleration * dt
            var next = x + v * dt
            // The integration may overshoot the spring a little: never beyond the limit (nor beyond
            // where the offset was, when it started farther out).
            let farthest = max(overscroll, abs(x - target))
            if abs(next - target) > farthest {
                next = target + (next > target ? farthest : -farthest)
                v = 0
            }
            if (x - target) * (next - target) <= 0 || (abs(next - target) < 0.5 && abs(v) < 10) {
                x = target
                v = 0
            } else {
                x = next
            }
        }
    }
}
