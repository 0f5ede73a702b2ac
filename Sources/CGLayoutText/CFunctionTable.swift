// (A loader tried before bound one reference wrapper per function, through `Mirror` too: shaping copied each table out of
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
    /// The properties are read by name through `Mirror` and written in declaration order, the order in which a
    /// struct lays out its stored properties: each is one pointer wide (checked: the table is as wide as their count).
    /// - Throws: ``FontTextError/symbolMissing(library:symbol:)`` for the first function the library lacks.
    func load<Table: CFunctionTable>(_: Table.Type) throws(FontTextError) -> Table {
        var table = Table()
        let properties = Mirror(reflecting: table).children
        let width = MemoryLayout<UnsafeRawPointer>.size
        precondition(MemoryLayout<Table>.size == properties.count * width, "a C function table holds C function pointers only")
        var symbols: [UnsafeRawPointer] = []
        for property in properties {
            symbols.append(try function(property.label ?? "", as: UnsafeRawPointer.self))
        }
        withUnsafeMutableBytes(of: &table) { bytes in
            for (index, symbol) in symbols.enumerated() {
                bytes.storeBytes(of: symbol, toByteOffset: index * width, as: UnsafeRawPointer.self)
            }
        }
        return table
    }
}
