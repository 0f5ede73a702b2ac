import Cassowary

/// The two constraint-solver workloads of the field (`solver-workloads.md`):
/// a feed cell of 60 variables and 72 constraints, and resizes through an edit variable.
public enum SolverWorkloads {
    /// The views of the feed cell, in variable order.
    public static let views = ["C", "A", "N", "H", "T", "M", "B", "P", "R1", "R2", "S1", "S2", "L1", "L2", "D"]

    /// One view's variables.
    public struct View {
        /// Left, top, width and height.
        public let l, t, w, h: Variable
        /// The right edge.
        public var r: Expression { l + w }
        /// The bottom edge.
        public var b: Expression { t + h }
        /// The vertical centre.
        public var cy: Expression { t + 0.5 * h }
    }

    /// The 60 variables, in order: `4 * view + {l, t, w, h}`.
    public static func makeViews() -> [View] {
        views.map { View(l: Variable("\($0).l"), t: Variable("\($0).t"), w: Variable("\($0).w"), h: Variable("\($0).h")) }
    }

    /// The 72 rows in add order (row 2, `C.w == W`, is `nil` when `width` is `nil`).
    public static func constraints(_ v: [View], width: Double?, bodyHeight: Double) -> [Constraint?] {
        let (C, A, N, H, T, M, B, P) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])
        let (R1, R2, S1, S2, L1, L2, D) = (v[8], v[9], v[10], v[11], v[12], v[13], v[14])
        return [
            C.l == 0, C.t == 0, width.map { C.w == $0 }, C.h >= 44, (C.h >= 120) | .weak,
            A.l == C.l + 16, A.t == C.t + 12, A.w == 48, A.h == A.w,
            N.l == A.r + 12, N.t == A.t, N.h == 20, (N.w == 140) | .weak, (N.w >= 140) | .medium,
            H.l == N.r + 4, H.b == N.b, H.h == 18, (H.w == 90) | .weak, H.w >= 0, H.w <= 90,
            T.l >= H.r + 8, T.t == N.t, T.h == 18, (T.w == 36) | .strong, T.r == M.l - 8,
            M.r == C.r - 12, M.t == C.t + 12, M.w == 24, M.h == 24,
            B.l == N.l, B.t == N.b + 4, B.r == C.r - 16, (B.h == bodyHeight) | .strong, B.h >= 17,
            P.l == B.l, P.r == B.r, P.t == B.b + 8, (P.h == 0.5625 * P.w) | .strong, P.h <= 300,
            R1.l == B.l, R1.t == P.b + 8, R1.w == 20, R1.h == 20,
            R2.l == R1.r + 4, R2.cy == R1.cy, R2.h == 16, (R2.w == 24) | .weak,
            (S1.l == R1.l + 100) | .strong, S1.l >= R2.r + 12, S1.t == R1.t, S1.w == 20, S1.h == 20,
            S2.l == S1.r + 4, S2.cy == S1.cy, S2.h == 16, (S2.w == 24) | .weak,
            (L1.l == S1.l + 100) | .medium, L1.l >= S2.r + 12, L1.t == R1.t, L1.w == 20, L1.h == 20,
            L2.l == L1.r + 4, L2.cy == L1.cy, L2.h == 16, (L2.w == 24) | .weak, L2.w >= 0, L2.r <= B.r,
            D.l == B.l, D.r == C.r, D.t == R1.b + 12, D.h == 1, C.b == D.b,
        ]
    }

    /// The width of cell `index`.
    public static func width(ofCell index: Int) -> Double { [320, 375, 390, 414, 428][index % 5] }
    /// The body height of cell `index`.
    public static func bodyHeight(ofCell index: Int) -> Double { [17, 34, 51, 68][index % 4] }

    /// Builds and solves cell `index` from scratch (the timed operation of `feed_cell`).
    ///
    /// - Returns: The views, solved.
    public static func solveCell(_ index: Int) throws(SolverError) -> [View] {
        let solver = Solver()
        let views = makeViews()
        for constraint in constraints(views, width: width(ofCell: index), bodyHeight: bodyHeight(ofCell: index)) {
            if let constraint { try solver.addConstraint(constraint) }
        }
        solver.updateVariables()
        return views
    }

    /// The `feed_resize` setup: the cell with `C.w` an edit variable (strong), suggested 375.
    public static func makeResizable() throws(SolverError) -> (Solver, [View]) {
        let solver = Solver()
        let views = makeViews()
        try solver.addEditVariable(views[0].w, strength: .strong)
        for constraint in constraints(views, width: nil, bodyHeight: 34) {
            if let constraint { try solver.addConstraint(constraint) }
        }
        try solver.suggestValue(views[0].w, 375)
        solver.updateVariables()
        return (solver, views)
    }

    /// The width of resize `k`: 1000 distinct widths 300…799.5 in a scattered order.
    public static func resizeWidth(_ k: Int) -> Double { 300 + Double((k * 389) % 1000) * 0.5 }
}
