import Cassowary

/// The constraint system of kiwi's enaml-like benchmark: a window holding a
/// form of three label–field rows and a control beside the third label, as
/// enaml generates it (37 variables, 111 constraints, the window's width and
/// height edited). The constraints are added in enaml's order, which is part
/// of the workload: it decides the pivots (and, where two variables first
/// appear together, their order decides which is solved for: kiwi numbers
/// variables in the order they were made). Its optimum is not unique (the
/// last field may sit at the top or the bottom at equal cost); written this way
/// the solver lands on kiwi's.
///
/// Timed operations: ``build()`` (variables, constraints and solver from
/// scratch) and one resize, ``Form/resize(width:height:)``.
public enum EnamlLikeWorkload {
    /// One widget's frame.
    public struct Box {
        /// The edges and size.
        public let left, top, width, height: Variable

        init(_ name: String) {
            left = Variable("\(name)left"); height = Variable("\(name)height")
            top = Variable("\(name)top"); width = Variable("\(name)width")
        }
    }

    /// A built form: its solver, the window's edit variables and every variable.
    public struct Form {
        /// The solver holding the 111 constraints.
        public let solver: Solver
        /// The window's edit variables (strong).
        public let width, height: Variable
        /// The 35 other variables, in the order they were created.
        public let variables: [Variable]

        /// Suggests a window size and writes the solution (the timed resize).
        public func resize(width: Double, height: Double) throws(SolverError) {
            try solver.suggestValue(self.width, width)
            try solver.suggestValue(self.height, height)
            solver.updateVariables()
        }
    }

    /// The window sizes the benchmark suggests, in its order.
    public static let sizes: [(width: Double, height: Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    /// Builds the form from nothing: 37 variables, two edit variables, 111 constraints.
    public static func build() throws(SolverError) -> Form {
        let solver = Solver()
        let width = Variable("width"), height = Variable("height")
        let left = Variable("left"), top = Variable("top")
        let contentsTop = Variable("contents_top"), contentsBottom = Variable("contents_bottom")
        let contentsLeft = Variable("contents_left"), contentsRight = Variable("contents_right")
        let midline = Variable("midline")
        let ct = Box("ct"), lb1 = Box("lb1"), lb2 = Box("lb2"), lb3 = Box("lb3")
        let fl1 = Box("fl1"), fl2 = Box("fl2"), fl3 = Box("fl3")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        // enaml's own strengths: a medium and a quarter for layout helpers, a hundred mediums for the control's size.
        let helper = Strength(strong: 0, medium: 1, weak: 0, weight: 1.25)
        let control = Strength(strong: 0, medium: 100, weak: 0)
        let rows: [Constraint] = [
            left >= 0, (height == 0) | .medium, top >= 0, width >= 0, height >= 0,
            contentsTop == top + 10,
            (lb3.height == 16) | .strong, (lb3.height >= 16) | .strong,
            ct.left >= 0, ct.top >= 0, ct.width >= 0, ct.height >= 0, fl3.left >= 0,
            (ct.height >= 24) | control, (ct.width <= 16_777_200) | control, (ct.height <= 24) | control,
            fl3.top >= 0, fl3.width >= 0, fl3.height >= 0,
            (lb1.width == 67) | .weak, lb2.width >= 0, lb2.height >= 0, fl2.height >= 0, lb3.left >= 0,
            (fl2.width >= 125) | .strong, (fl2.height == 21) | .strong, (fl2.height >= 21) | .strong,
            lb3.top >= 0, lb3.width >= 0, fl1.left >= 0, fl1.width >= 0,
            (lb1.width >= 67) | .strong, fl2.left >= 0,
            (lb2.width == 66) | .weak, (lb2.width >= 66) | .strong, (lb2.height == 16) | .strong,
            fl1.height >= 0, fl1.top >= 0, lb2.top >= 0,
            // Rows stacked 10 apart, the last field at the bottom of the contents.
            (lb3.top == lb2.top + lb2.height + 10) | helper,
            fl3.top >= lb3.top + lb3.height + 10, (fl3.top == lb3.top + lb3.height + 10) | helper,
            (contentsBottom == fl3.top + fl3.height) | helper,
            fl1.top >= contentsTop, (fl1.top == contentsTop) | helper,
            contentsBottom >= fl3.top + fl3.height,
            // The contents inset 10 from the window.
            contentsRight == left + width - 10, contentsBottom == top + height - 10, contentsLeft == left + 10,
            (lb3.left == contentsLeft) | helper,
            // Fields and the control start at the midline; labels centred on their fields.
            (fl1.left == midline) | .strong, (fl2.left == midline) | .strong, (ct.left == midline) | .strong,
            (fl1.top + 0.5 * fl1.height == 0.5 * lb1.height + lb1.top) | .strong,   // lb1's height first, as kiwi numbers them
            lb1.left >= contentsLeft, (lb1.left == contentsLeft) | helper,
            fl1.left >= lb1.left + lb1.width + 10, (fl1.left == lb1.left + lb1.width + 10) | helper,
            contentsRight >= fl1.left + fl1.width,
            (width == 0) | .medium,
            fl2.top >= fl1.top + fl1.height + 10, (fl2.top == fl1.top + fl1.height + 10) | helper,
            ct.top >= fl2.top + fl2.height + 10, fl3.top >= ct.top + ct.height + 10,
            contentsBottom >= fl3.top + fl3.height,
            (ct.top == fl2.top + fl2.height + 10) | helper, (contentsRight == fl1.left + fl1.width) | helper,
            (fl2.top + 0.5 * fl2.height == lb2.top + 0.5 * lb2.height) | .strong,
            lb2.left >= contentsLeft, (lb2.left == contentsLeft) | helper,
            fl2.left >= lb2.width + lb2.left + 10,
            (fl3.top == ct.height + ct.top + 10) | helper, (contentsBottom == fl3.top + fl3.height) | helper,
            lb1.top >= 0, lb1.width >= 0, lb1.height >= 0,
            (fl2.left == lb2.width + lb2.left + 10) | helper,
            (contentsRight == fl2.left + fl2.width) | helper, contentsRight >= fl2.left + fl2.width,
            lb3.left >= contentsLeft, lb1.left >= 0,
            (ct.top + 0.5 * ct.height == lb3.top + 0.5 * lb3.height) | .strong,
            ct.left >= lb3.left + lb3.width + 10, contentsRight >= ct.left + ct.width,
            (ct.left == lb3.left + lb3.width + 10) | helper,
            fl3.left >= contentsLeft, (fl3.left == contentsLeft) | helper,
            (contentsRight == ct.left + ct.width) | helper, (contentsRight == fl3.left + fl3.width) | helper,
            lb1.top >= contentsTop, (lb1.top == contentsTop) | helper,
            contentsRight >= fl3.left + fl3.width,
            lb2.top >= lb1.top + lb1.height + 10, lb3.top >= lb2.top + lb2.height + 10,
            (lb2.top == lb1.top + lb1.height + 10) | helper,
            // Preferred sizes: strong hugging and compression resistance, weak labels.
            (fl1.height == 21) | .strong, (fl1.height >= 21) | .strong, lb2.left >= 0, (lb2.height >= 16) | .strong,
            fl2.top >= 0, fl2.width >= 0, (lb1.height >= 16) | .strong, (lb1.height == 16) | .strong,
            (fl3.width >= 125) | .strong, (fl3.height == 21) | .strong, (fl3.height >= 21) | .strong, lb3.height >= 0,
            (ct.width >= 119) | control, (lb3.width == 24) | .weak, (lb3.width >= 24) | .strong, (fl1.width >= 125) | .strong,
        ]
        for row in rows { try solver.addConstraint(row) }
        var variables = [left, top, contentsTop, contentsBottom, contentsLeft, contentsRight, midline]
        for box in [ct, lb1, lb2, lb3, fl1, fl2, fl3] { variables += [box.left, box.height, box.top, box.width] }
        return Form(solver: solver, width: width, height: height, variables: variables)
    }
}
