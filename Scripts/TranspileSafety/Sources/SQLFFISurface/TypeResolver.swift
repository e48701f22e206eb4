/// Maps a type name as written to the qualified name of a visible SQLFFI type.
struct TypeResolver {
    /// The SQLFFI module's name, which may qualify a type: `SQLFFI.SQLiteLibrary`.
    var moduleName: String
    /// The qualified names of SQLFFI's visible types.
    var visibleTypes: Set<String>

    /// The qualified name of the SQLFFI type `written` names inside `owner` (a qualified SQLFFI
    /// type name, or empty outside SQLFFI's types): nested types of the owner and its parents
    /// first, then top-level types.
    func resolve(_ written: String, from owner: String) -> String? {
        var name = written
        if name.hasPrefix(moduleName + ".") { name.removeFirst(moduleName.count + 1) }
        if name == "Self" { return visibleTypes.contains(owner) ? owner : nil }
        var scope = owner
        while !scope.isEmpty {
            if visibleTypes.contains(scope + "." + name) { return scope + "." + name }
            scope = scope.lastIndex(of: ".").map { String(scope[..<$0]) } ?? ""
        }
        return visibleTypes.contains(name) ? name : nil
    }
}
