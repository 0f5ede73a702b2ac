import Foundation

/// Sees the steps of a pass as the interpreter runs them (``SchemePlan/Pass``): where each block
/// starts, the space after each of its constraints, the frame its layout chose.
///
/// Ordinary passes use ``NoPassRecording``, whose empty methods are inlined away in the
/// interpreter specialised for it, so recording costs them nothing; a trace uses
/// ``BlockTraceRecording`` to turn the same steps into a ``LayoutTrace``.
protocol PassRecording {
    /// A block starts from `space`, the available space.
    mutating func begin(_ space: CGRect)
    /// The block's next constraint ran, leaving `space`; `active` is `false` for an inactive
    /// constraint (it left the space as it was, and a trace shows no step for it). Evaluated only by
    /// recorders that keep steps, so asking costs ordinary passes nothing.
    mutating func constraint(_ space: CGRect, active: @autoclosure () -> Bool)
    /// The block's layout chose `frame` in `space`.
    mutating func layout(_ frame: CGRect, in space: CGRect)
}

/// Records nothing: the recorder of every pass that is not a trace.
struct NoPassRecording: PassRecording {
    @inline(__always) mutating func begin(_ space: CGRect) {}
    @inline(__always) mutating func constraint(_ space: CGRect, active: @autoclosure () -> Bool) {}
    @inline(__always) mutating func layout(_ frame: CGRect, in space: CGRect) {}
}

extension SchemePlan {
    /// Runs a pass that writes nothing, as a snapshot for `sourceRect` (or, when `nil`, in the
    /// super elements' present layout bounds), showing every step to `recorder`.
    func record<Recorder: PassRecording>(sourceRect: CGRect?, direction: LayoutDirection, into recorder: inout Recorder) {
        runPass(sourceRect: sourceRect, direction: direction, snapshot: true, outer: nil, recorder: &recorder) { _ in () }
    }
}
