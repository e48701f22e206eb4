import Foundation

// SkipSQL's pragma properties. A property cannot throw: the getters read a failure (a closed
// context, an I/O error) as the pragma's default, and the setters ignore it, as SkipSQL's do.
// The throwing forms are `readUserVersion()`, `writeUserVersion(_:)`, `readForeignKeysEnabled()`
// and `setForeignKeys(enabled:)`.
extension SQLContext {
    /// The schema version the application keeps in the database header (`PRAGMA user_version`),
    /// which SkipSQL's migrations count with; 0 in a new database, and when the read fails.
    /// Setting a value outside SQLite's 32-bit range, or on a closed context, changes nothing;
    /// ``writeUserVersion(_:)`` throws then.
    ///
    /// See [PRAGMA user_version](https://sqlite.org/pragma.html#pragma_user_version).
    public var userVersion: Int64 {
        get { (try? readUserVersion()) ?? 0 }
        set { try? writeUserVersion(newValue) }
    }

    /// Whether foreign key constraints are enforced (`PRAGMA foreign_keys`); false when the read
    /// fails. SQLite ignores a change inside a transaction; ``setForeignKeys(enabled:)`` throws
    /// then.
    ///
    /// See [PRAGMA foreign_keys](https://sqlite.org/pragma.html#pragma_foreign_keys).
    public var foreignKeysEnabled: Bool {
        get { (try? readForeignKeysEnabled()) ?? false }
        set { try? setForeignKeys(enabled: newValue) }
    }

    /// Whether this connection reads uncommitted changes of connections that share its cache
    /// (`PRAGMA read_uncommitted`); without shared cache, isolation stays serializable.
    ///
    /// See [PRAGMA read_uncommitted](https://sqlite.org/pragma.html#pragma_read_uncommitted).
    public var readUncommitted: Bool {
        get { ((try? pragmaValue("PRAGMA read_uncommitted")) ?? SQLValue.null) == SQLValue.long(1) }
        set { try? exec(sql: "PRAGMA read_uncommitted = " + (newValue ? "ON" : "OFF")) }
    }

    /// The text encoding of the database (`PRAGMA encoding`): `UTF-8`, `UTF-16le` or `UTF-16be`;
    /// nil when the read fails. It can be set (`UTF-8`, `UTF-16`, `UTF-16le`, `UTF-16be`) only
    /// before the database has content; nil sets nothing. (SkipSQL's setter binds the value as a
    /// parameter, which a PRAGMA does not take, so it never sets it; this one does.)
    ///
    /// See [PRAGMA encoding](https://sqlite.org/pragma.html#pragma_encoding).
    public var encoding: String? {
        get { (try? pragmaValue("PRAGMA encoding"))?.textValue }
        set {
            guard let newValue else { return }
            try? exec(sql: "PRAGMA encoding = " + quoteSingle(newValue))
        }
    }

    /// The compile-time options of the loaded SQLite as SkipSQL has them: each option's name
    /// without `SQLITE_` (`ENABLE_FTS5`, `THREADSAFE`), with its value when it has one (`.long(1)`
    /// for `THREADSAFE=1`, `.text("gcc-12.2.0")` for `COMPILER=gcc-12.2.0`), else ``SQLValue/null``.
    /// Empty when the library cannot tell (built with `SQLITE_OMIT_COMPILEOPTION_DIAGS`);
    /// ``compileOptionList`` tells that case apart.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_compileoption_get`](https://sqlite.org/c3ref/compileoption_get.html).
    public var compileOptions: [String: SQLValue] {
        var options: [String: SQLValue] = [:]
        for option in library.compileOptions ?? [] {
            // NAME or NAME=VALUE; the value may hold "=" itself.
            let parts = option.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else {
                options[option] = SQLValue.null
                continue
            }
            let name = parts[0].description
            let value = parts[1].description
            if let number = Int64(value) {
                options[name] = SQLValue.long(number)
            } else {
                options[name] = SQLValue.text(value)
            }
        }
        return options
    }
}
