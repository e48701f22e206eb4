/// A journal mode: how SQLite makes transactions atomic. See
/// [PRAGMA journal_mode](https://sqlite.org/pragma.html#pragma_journal_mode).
public enum JournalMode: String, CaseIterable, Hashable, Sendable {
    /// A rollback journal, deleted at each commit (SQLite's default for files).
    case delete
    /// A rollback journal, truncated to zero length at each commit.
    case truncate
    /// A rollback journal whose header is zeroed at each commit.
    case persist
    /// The rollback journal is kept in memory (the only mode, besides `off`, of in-memory databases).
    case memory
    /// Write-ahead logging: readers do not block the writer, nor the writer readers.
    case wal
    /// No journal: a crash or ROLLBACK can corrupt the database.
    case off
}

extension SQLContext {
    /// Runs a PRAGMA that returns one value, and returns it.
    func pragmaValue(_ sql: String) throws -> SQLValue {
        let rows = try query(sql: sql)
        return rows.first?.first ?? .null
    }

    /// The schema version that the application keeps in the database header (`PRAGMA user_version`),
    /// 0 in a new database; migrations use it. SkipSQL's ``userVersion`` property reads it too, as
    /// 0 when the read fails.
    public func readUserVersion() throws -> Int64 {
        try pragmaValue("PRAGMA user_version").longValue ?? 0
    }

    /// Sets `PRAGMA user_version`; SQLite keeps it as a signed 32-bit integer, so a value outside
    /// that range throws. (SkipSQL's ``userVersion`` property sets it too, ignoring errors.)
    public func writeUserVersion(_ version: Int64) throws {
        guard version >= -2_147_483_648 && version <= 2_147_483_647 else {
            throw SQLError.range("user_version is a 32-bit integer; \(version) is out of range")
        }
        try exec(sql: "PRAGMA user_version = " + String(version))
    }

    /// Whether foreign key constraints are enforced (`PRAGMA foreign_keys`); off by default in SQLite.
    /// SkipSQL's ``foreignKeysEnabled`` property reads it too, as false when the read fails.
    public func readForeignKeysEnabled() throws -> Bool {
        try pragmaValue("PRAGMA foreign_keys") == SQLValue.long(1)
    }

    /// Turns the enforcement of foreign key constraints on or off (`PRAGMA foreign_keys`).
    ///
    /// SQLite ignores the change inside a transaction; this throws instead.
    public func setForeignKeys(enabled: Bool) throws {
        if isInTransaction {
            throw SQLError.misuse("foreign key enforcement cannot change inside a transaction")
        }
        try exec(sql: "PRAGMA foreign_keys = " + (enabled ? "ON" : "OFF"))
    }

    /// The journal mode of the main database (`PRAGMA journal_mode`).
    public func journalMode() throws -> JournalMode {
        let name = try pragmaValue("PRAGMA journal_mode").textValue ?? ""
        guard let mode = JournalMode(rawValue: name.lowercased()) else {
            throw SQLError(code: 1, message: "unknown journal mode '" + name + "'")
        }
        return mode
    }

    /// Asks for a journal mode and returns the mode in effect afterwards, which can differ: an
    /// in-memory database stays in `memory` mode and refuses `wal`.
    @discardableResult
    public func setJournalMode(_ mode: JournalMode) throws -> JournalMode {
        let name = try pragmaValue("PRAGMA journal_mode = " + mode.rawValue).textValue ?? ""
        guard let actual = JournalMode(rawValue: name.lowercased()) else {
            throw SQLError(code: 1, message: "unknown journal mode '" + name + "'")
        }
        return actual
    }

    /// The compile-time options of the loaded SQLite, without their `SQLITE_` prefix, such as
    /// `ENABLE_FTS5` or `THREADSAFE=1`; nil when that SQLite cannot tell, because it was built with
    /// `SQLITE_OMIT_COMPILEOPTION_DIAGS`.
    ///
    /// The list is not the whole truth about a build: most `SQLITE_OMIT_*` options that remove
    /// syntax never appear in it. Ask ``supports(_:)`` whether a feature works. SkipSQL's
    /// ``compileOptions`` has the same options as a dictionary.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_compileoption_get`](https://sqlite.org/c3ref/compileoption_get.html).
    public var compileOptionList: [String]? { library.compileOptions }

    /// Whether the loaded SQLite was compiled with `option` (with or without its `SQLITE_` prefix);
    /// nil when that SQLite cannot tell (built with `SQLITE_OMIT_COMPILEOPTION_DIAGS`).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_compileoption_used`](https://sqlite.org/c3ref/compileoption_get.html).
    public func isCompileOptionUsed(_ option: String) -> Bool? {
        library.isCompileOptionUsed(option)
    }
}
