/// A C function of a library opened at run time (``DynamicLibrary``), declared with its C name on the line that
/// gives its Swift name and signature:
///
/// ```swift
/// @CFunction("hb_shape") var shape: @convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void
/// ```
///
/// ``DynamicLibrary/bind(_:)`` looks every such declaration of a symbol table up by that name, so the three C
/// libraries (fontconfig, HarfBuzz, ICU) share one loader, and no list of names is matched to a list of
/// properties by position: two functions of one C type cannot be swapped without it showing on their line.
@propertyWrapper
final class CFunction<Signature>: @unchecked Sendable {
    /// The C name, without the library's suffix (ICU's `_72`).
    let symbol: String
    /// Set once by ``DynamicLibrary/bind(_:)``, before the table that declares it is used (so never read while
    /// written: the table is published only after its binding).
    private var function: Signature?

    /// Declares the function `symbol`.
    ///
    /// - Parameter symbol: Its C name.
    init(_ symbol: String) { self.symbol = symbol }

    /// The function.
    var wrappedValue: Signature {
        guard let function else { fatalError("\(symbol) used before its library was bound") }
        return function
    }
}

/// What ``DynamicLibrary/bind(_:)`` sees of a ``CFunction`` whatever its signature.
private protocol BindableFunction {
    func bind(in library: DynamicLibrary) throws(FontTextError)
}

extension CFunction: BindableFunction {
    fileprivate func bind(in library: DynamicLibrary) throws(FontTextError) {
        function = try library.function(symbol, as: Signature.self)
    }
}

extension DynamicLibrary {
    /// Looks up every ``CFunction`` that `table` declares, in the order they are declared.
    ///
    /// - Parameter table: A symbol table (``Fontconfig``, ``HarfBuzz``, ``ICU``), its other stored properties set.
    /// - Throws: ``FontTextError/symbolMissing(library:symbol:)`` naming the first function the library lacks.
    func bind(_ table: Any) throws(FontTextError) {
        for child in Mirror(reflecting: table).children {
            if let function = child.value as? any BindableFunction { try function.bind(in: self) }
        }
    }
}
