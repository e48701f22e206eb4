import Foundation

// SkipSQL's connection-wide members: the library's version, feature checks, the connection's
// mutex and quoting.
extension SQLContext {
    /// The version of the loaded SQLite library, such as `"3.45.1"`; ``sqliteVersion`` has it as
    /// numbers.
    ///
    /// The corresponding SQLite function is [`sqlite3_libversion`](https://sqlite.org/c3ref/libversion.html).
    public var version: String { library.version }

    /// The version of the loaded SQLite library as one number: 3045001 for 3.45.1.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_libversion_number`](https://sqlite.org/c3ref/libversion.html).
    public var versionNumber: Int32 { library.versionNumber }

    /// Runs `block` as SkipSQL's `mutex(block:)` does, where the connection's mutex keeps other
    /// threads out.
    ///
    /// Here a context is used by one thread at a time (it is not `Sendable`; `SQLQueue` and
    /// `SQLPool` hand each job a connection of its own), so no other thread can be inside the
    /// connection, and `block` simply runs.
    ///
    /// - Parameter block: the work; its result is returned and its error rethrown.
    public func mutex<T>(block: () throws -> T) rethrows -> T {
        try block()
    }

    /// `string` as a SQL string literal: in single quotes, each single quote inside doubled
    /// (`it's` → `'it''s'`). Bind values as parameters where you can.
    ///
    /// - Parameter string: the text.
    public func quoteSingle(_ string: String) -> String {
        "'" + string.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// `string` in double quotes, each double quote inside doubled: SQL's standard quoted
    /// identifier, as SkipSQL writes it. The SQL this package generates quotes names with
    /// ``SQLIdentifier/quote(_:)`` instead (grave accents), which SQLite never reads as a string.
    ///
    /// - Parameter string: the name.
    public func quoteDouble(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

#if !SKIP
extension SQLContext {
    /// SkipSQL's spelling of ``supports(_:)``: whether the loaded SQLite has `feature`, checked
    /// against that build (its version, compile options and a probe), not its version alone.
    ///
    /// Swift only: Kotlin has no argument labels to tell the two apart, and a Kotlin call of
    /// `supports(feature = …)` reaches ``supports(_:)``, whose parameter is named `feature`.
    ///
    /// - Parameter feature: the feature.
    public func supports(feature: SQLiteFeature) -> Bool {
        supports(feature)
    }
}
#endif
