import SQLFFI

extension SQLContext {
    /// Allows or forbids loading SQLite extensions (shared libraries of native code) into this
    /// connection, through the C function and through the SQL function `load_extension()`.
    ///
    /// Loading is off unless turned on here: `SELECT load_extension('…')` then fails with
    /// `SQLITE_ERROR` "not authorized". Turn it on only for as long as a trusted extension loads,
    /// and never on a connection that runs SQL from outside the app: an extension runs arbitrary
    /// native code.
    ///
    /// - Throws: an ``SQLError`` whose ``SQLError/missingFunction`` is `sqlite3_enable_load_extension`
    ///   when the loaded SQLite was built without extension loading (`SQLITE_OMIT_LOAD_EXTENSION`);
    ///   a misuse ``SQLError`` when the context is closed.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_enable_load_extension`](https://sqlite.org/c3ref/enable_load_extension.html).
    public func setExtensionLoading(enabled: Bool) throws {
        try checkOpen()
        do {
            try connection.setExtensionLoading(enabled: enabled)
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Turns defensive mode on or off. In defensive mode, SQL cannot corrupt the database file
    /// on purpose: `PRAGMA writable_schema` edits of the schema, direct writes to shadow tables of
    /// virtual tables and `PRAGMA journal_mode=OFF` are refused, and so on. Off by default.
    ///
    /// Turn it on for a connection that runs SQL an attacker may have written or changed.
    ///
    /// - Throws: a `SQLITE_ERROR` ``SQLError`` saying that SQLite 3.26.0 is needed when the loaded
    ///   SQLite is older; a misuse ``SQLError`` when the context is closed.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_db_config`](https://sqlite.org/c3ref/db_config.html) with
    /// [`SQLITE_DBCONFIG_DEFENSIVE`](https://sqlite.org/c3ref/c_dbconfig_defensive.html).
    public func setDefensive(_ enabled: Bool) throws {
        _ = try configure(SecurityOption.defensive, value: enabled ? 1 : 0)
    }

    /// Whether defensive mode is on; see ``setDefensive(_:)``.
    ///
    /// - Throws: a `SQLITE_ERROR` ``SQLError`` saying that SQLite 3.26.0 is needed when the loaded
    ///   SQLite is older.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_db_config`](https://sqlite.org/c3ref/db_config.html) with
    /// [`SQLITE_DBCONFIG_DEFENSIVE`](https://sqlite.org/c3ref/c_dbconfig_defensive.html).
    public func isDefensive() throws -> Bool {
        try configure(SecurityOption.defensive, value: -1)
    }

    /// Says whether the schema of the databases this connection opens is trusted. When it is not,
    /// SQL functions that could do harm, and virtual tables, may not be used from views, triggers,
    /// CHECK constraints, DEFAULT clauses, generated columns and indexes, where a crafted database
    /// file could hide them. SQLite trusts the schema by default; pass `false` when the app opens
    /// database files it did not create itself (the same as `PRAGMA trusted_schema=OFF`).
    ///
    /// - Throws: a `SQLITE_ERROR` ``SQLError`` saying that SQLite 3.31.0 is needed when the loaded
    ///   SQLite is older; a misuse ``SQLError`` when the context is closed.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_db_config`](https://sqlite.org/c3ref/db_config.html) with
    /// [`SQLITE_DBCONFIG_TRUSTED_SCHEMA`](https://sqlite.org/c3ref/c_dbconfig_defensive.html); see also
    /// [`PRAGMA trusted_schema`](https://sqlite.org/pragma.html#pragma_trusted_schema).
    public func setTrustedSchema(_ enabled: Bool) throws {
        _ = try configure(SecurityOption.trustedSchema, value: enabled ? 1 : 0)
    }

    /// Whether the schema is trusted; see ``setTrustedSchema(_:)``.
    ///
    /// - Throws: a `SQLITE_ERROR` ``SQLError`` saying that SQLite 3.31.0 is needed when the loaded
    ///   SQLite is older.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_db_config`](https://sqlite.org/c3ref/db_config.html) with
    /// [`SQLITE_DBCONFIG_TRUSTED_SCHEMA`](https://sqlite.org/c3ref/c_dbconfig_defensive.html).
    public func isTrustedSchema() throws -> Bool {
        try configure(SecurityOption.trustedSchema, value: -1)
    }

    /// Sets (`value` 1 or 0) or reads (`value` -1) an on/off `sqlite3_db_config` option and returns
    /// the setting afterwards, after checking that the loaded SQLite knows the option.
    private func configure(_ option: SecurityOption, value: Int32) throws -> Bool {
        try checkOpen()
        if sqliteVersion < option.minimumVersion {
            throw SQLError(
                code: 1,
                message: option.constantName + " needs SQLite " + option.minimumVersion.description
                    + " or later; the loaded SQLite is " + sqliteVersion.description + " (" + library.path + ")")
        }
        do {
            return try connection.configure(option: option.rawValue, value: value)
        } catch {
            throw SQLError(error, sql: nil, context: option.constantName)
        }
    }
}

/// The `sqlite3_db_config` options that ``SQLContext`` exposes for security.
enum SecurityOption: Int32 {
    /// `SQLITE_DBCONFIG_DEFENSIVE` (SQLite 3.26).
    case defensive = 1010
    /// `SQLITE_DBCONFIG_TRUSTED_SCHEMA` (SQLite 3.31).
    case trustedSchema = 1017

    /// The C name of the option. (Not `name`: a Kotlin enum class has a final `name` of its own.)
    var constantName: String {
        switch self {
        case .defensive: return "SQLITE_DBCONFIG_DEFENSIVE"
        case .trustedSchema: return "SQLITE_DBCONFIG_TRUSTED_SCHEMA"
        }
    }

    /// The first SQLite version that has the option.
    var minimumVersion: SQLiteVersion {
        switch self {
        case .defensive: return SQLiteVersion(major: 3, minor: 26)
        case .trustedSchema: return SQLiteVersion(major: 3, minor: 31)
        }
    }
}
