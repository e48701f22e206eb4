#if !SKIP
/// Looks up C functions by name in one opened library and types them.
struct SymbolResolver {
    /// The library whose exports are read.
    let library: DynamicLibrary
    /// The file the library was loaded from, for error messages.
    let path: String
    /// The optional functions found missing so far, in lookup order.
    private(set) var missingOptional: [String] = []

    init(library: DynamicLibrary, path: String) {
        self.library = library
        self.path = path
    }

    /// The address of a function the table cannot do without.
    func requiredAddress(_ symbol: String) throws(SQLiteLibraryError) -> UnsafeMutableRawPointer {
        guard let address = library.address(of: symbol) else {
            throw .missingSymbol(symbol: symbol, path: path)
        }
        return address
    }

    /// A function the table cannot do without, typed as `Function` (a `@convention(c)` type).
    func required<Function>(_ symbol: String, as type: Function.Type = Function.self)
        throws(SQLiteLibraryError) -> Function
    {
        unsafeBitCast(try requiredAddress(symbol), to: Function.self)
    }

    /// A function that newer or fuller builds of SQLite have; nil (and noted) when missing.
    mutating func optional<Function>(_ symbol: String, as type: Function.Type = Function.self) -> Function? {
        guard let address = library.address(of: symbol) else {
            missingOptional.append(symbol)
            return nil
        }
        return unsafeBitCast(address, to: Function.self)
    }

    /// A member of an optional family of functions (a sub-table such as ``SessionFunctions``); throws
    /// when it is missing. Not noted in ``missingOptional`` one by one: a family is resolved whole or
    /// not at all, and its absence is what callers report.
    func member<Function>(_ symbol: String, as type: Function.Type = Function.self)
        throws(MissingFamilyMember) -> Function
    {
        guard let address = library.address(of: symbol) else { throw MissingFamilyMember(symbol: symbol) }
        return unsafeBitCast(address, to: Function.self)
    }

    /// Whether the library exports `symbol`.
    func exports(_ symbol: String) -> Bool { library.address(of: symbol) != nil }
}

/// A member of an optional family of functions that the library does not export.
struct MissingFamilyMember: Error {
    /// The C name of the member.
    let symbol: String
}
#endif
