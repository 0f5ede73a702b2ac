/// A variable times a coefficient.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public let variable: Variable
    /// Its coefficient.
    public let coefficient: Double

    /// Creates a term.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: Its coefficient; 1 by default.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// E.g. `2 * width`.
    public var description: String {
        coefficient == 1 ? variable.name : "\(coefficient) * \(variable.name)"
    }
}
