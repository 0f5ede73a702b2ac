/// An unknown of the system: a name for messages and the value the solver
/// found for it (written by ``Solver/updateVariables()``).
///
/// Variables are compared by identity. A solver is not thread-safe: use one
/// per task (solvers and their variables are cheap).
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(width >= 100)
/// solver.updateVariables()
/// width.value // 100
/// ```
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    /// The name, for messages and ``Solver/dump()``.
    public let name: String
    /// The solved value; 0 until the solver updates it (settable, e.g. to evaluate expressions).
    @exclusivity(unchecked) public var value: Double = 0
    /// The last solver that used this variable (its identity), and the variable's indices there:
    /// saves a hash lookup per term and per suggested value. Not thread-safe, like the solver.
    @exclusivity(unchecked) var cachedSolver: UInt64 = 0
    @exclusivity(unchecked) var cachedIndex: Int32 = -1
    @exclusivity(unchecked) var cachedEdit: Int32 = -1

    /// Creates a variable.
    ///
    /// - Parameter name: A name for messages.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name and the value, e.g. `width = 100`.
    public var description: String { "\(name.isEmpty ? "variable" : name) = \(value)" }
}
