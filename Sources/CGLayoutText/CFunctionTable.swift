@_spi(Reflection) import Swift

// (A loader tried before bound one reference wrapper per function, through `Mirror`: shaping copied each table out of
// its face and retained every wrapper, +3.6 k instructions a paragraph. Here the binding writes the pointers themselves.)
/// A table of one C library's functions: a struct whose stored properties are all C function pointers
/// (`@convention(c)`), each named exactly as the symbol it binds (`hb_shape`, `FcNameParse`, `ubrk_open`) and
/// initialized to ``unbound()``. Each function is so declared once, by its name and its signature, and
/// ``DynamicLibrary/load(_:)`` binds them all by name, once per process.
///
/// A table holds nothing but function pointers: copying it out of its owner copies bits and retains nothing.
protocol CFunctionTable {
    /// A table whose functions are not bound yet.
    init()
}

/// The value of a table's function before ``DynamicLibrary/load(_:)`` binds it: a function that stops the process if
/// it is ever called (no table is handed out before each of its functions is bound).
func unbound<Function>() -> Function {
    let stop: @convention(c) () -> Void = { fatalError("a C function of a table that was not loaded was called") }
    return unsafeBitCast(stop, to: Function.self)
}

extension DynamicLibrary {
    /// `Table` with each function bound to the symbol its property names (with ``symbolSuffix``).
    ///
    /// The properties' names and offsets come from the type's reflection metadata (`_forEachField`, which reads them
    /// without boxing a value, as `Mirror` would: a third of its cost, once per table).
    /// - Throws: ``FontTextError/symbolMissing(library:symbol:)`` for the first function the library lacks.
    func load<Table: CFunctionTable>(_: Table.Type) throws(FontTextError) -> Table {
        var properties: [(name: String, offset: Int)] = []
        var onlyFunctions = true
        _ = _forEachField(of: Table.self, options: []) { name, offset, _, kind in
            onlyFunctions = onlyFunctions && kind == .function
            properties.append((String(cString: name), offset))
            return true
        }
        let width = MemoryLayout<UnsafeRawPointer>.size
        precondition(onlyFunctions && MemoryLayout<Table>.size == properties.count * width,
                     "a C function table holds C function pointers only")
        var table = Table()
        for property in properties {
            let symbol = try function(property.name, as: UnsafeRawPointer.self)
            withUnsafeMutableBytes(of: &table) { $0.storeBytes(of: symbol, toByteOffset: property.offset, as: UnsafeRawPointer.self) }
        }
        return table
    }
}
