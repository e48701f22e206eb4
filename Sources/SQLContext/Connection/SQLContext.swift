import Foundation
import SQLFFI

/// A connection to a SQLite database: run SQL, prepare statements, group changes in transactions.
///
/// ```swift
/// let context = try SQLContext()   // a private in-memory database
/// try context.exec(sql: "CREATE TABLE t(x INTEGER); INSERT INTO t VALUES (1), (2)")
/// let rows = try context.query(sql: "SELECT sum(x) FROM t")   // [[.long(3)]]
/// ```
///
/// A context is used from one thread at a time (it is not `Sendable`); ``interruptHandle`` is the
/// one part that any thread may use. Open one context per thread for parallel work: SQLite's own
/// locking keeps them consistent. SQLite is found at run time (see `SQLiteLibrary`), so the same
/// code runs on the platform's SQLite, a newer build shipped with the app, or SQLCipher.
public final class SQLContext {
    /// The SQLite connection underneath.
    let connection: SQLiteConnection
    /// The path given at open: `":memory:"` for a private in-memory database.
    public let path: String
    /// The flags the connection was opened with.
    public let flags: OpenFlags
    /// Feature answers computed so far; see ``featureStatus(_:)``.
    var featureCache: [SQLiteFeature: SQLiteFeatureStatus] = [:]
    /// How deep ``transaction(_:block:)`` calls are nested, for savepoint names.
    var transactionDepth = 0
    /// What the observers share with the context (SQLContext+Observers.swift).
    let observerState = SQLObserverState()
    /// Shared with the statements the context compiles: how they reach its observations.
    let commitSignal = SQLCommitSignal()
    /// The live queries (``observe(sql:parameters:removeDuplicates:onError:onChange:)``), while there are any.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var observationCenter: SQLObservationCenter?
    /// The statement cache, made on first use so that a context that never uses it (one opened
    /// for a single query, say) costs no allocation for it.
    var statementCacheStorage: SQLStatementCache?
    /// The statements that ``cachedStatement(sql:)`` and the queries with parameters keep for reuse.
    var statementCache: SQLStatementCache {
        if let cache = statementCacheStorage { return cache }
        let cache = SQLStatementCache()
        statementCacheStorage = cache
        return cache
    }

    /// Opens a database connection.
    ///
    /// - Parameters:
    ///   - path: a file path; nil or `":memory:"` opens a private in-memory database that no other
    ///     context sees. With ``OpenFlags/uri``, `file:` URIs are understood.
    ///   - flags: how to open; the default reads, writes and creates the file. Unless
    ///     ``OpenFlags/fullMutex`` is given, the connection is opened with
    ///     ``OpenFlags/noMutex``: a context is used by one thread at a time, so SQLite's per-call
    ///     mutex would be pure cost. With ``OpenFlags/fullMutex``, rows are read only through the
    ///     column functions that take the connection's mutex, as SQLite's documentation requires
    ///     of a serialized connection (two calls that lock per number read instead of one).
    ///   - library: the SQLite to use; nil loads one by `SQLiteLibrary`'s discovery order.
    /// - Throws: ``SQLError``: with ``SQLError/isLibraryUnavailable`` (and code `SQLITE_CANTOPEN`)
    ///   when `library` is nil and no SQLite library can be loaded, its message the loader's
    ///   report; otherwise when the flags are inconsistent or the database cannot be opened
    ///   (`SQLITE_CANTOPEN`, `SQLITE_NOTADB`, …).
    ///
    /// The corresponding SQLite function is [`sqlite3_open_v2`](https://sqlite.org/c3ref/open.html).
    public init(path: String? = nil, flags: OpenFlags = [.readWrite, .create], library: SQLiteLibrary? = nil)
        throws
    {
        let databasePath = path ?? ":memory:"
        connection = try SQLContext.connect(path: databasePath, flags: flags, library: library)
        self.path = databasePath
        self.flags = flags
    }

    /// A context of a connection opened by ``connect(path:flags:library:)``, for the initializers
    /// that delegate (SkipSQL's, in `SkipSQL/SQLContext+SkipSQLOpening.swift`).
    init(connection: SQLiteConnection, path: String, flags: OpenFlags) {
        self.connection = connection
        self.path = path
        self.flags = flags
    }

    /// Opens the connection of a context: checks the flags, adds ``OpenFlags/noMutex`` unless
    /// ``OpenFlags/fullMutex`` is given, loads a library by discovery when `library` is nil.
    ///
    /// - Throws: ``SQLError`` as ``init(path:flags:library:)`` describes.
    static func connect(path: String, flags: OpenFlags, library: SQLiteLibrary?) throws -> SQLiteConnection {
        try flags.validate()
        var openFlags = flags
        if !flags.contains(.fullMutex) { openFlags.insert(.noMutex) }
        let sqlite: SQLiteLibrary
        if let library {
            sqlite = library
        } else {
            do {
                sqlite = try SQLiteLibrary.load()
            } catch {
                throw SQLError.libraryUnavailable(error)
            }
        }
        do {
            return try SQLiteConnection(path: path, flags: openFlags.rawValue, library: sqlite)
        } catch {
            throw SQLError(error, sql: nil, context: "cannot open '" + path + "'")
        }
    }

    /// The SQLite library this context runs on.
    public var library: SQLiteLibrary { connection.library }

    /// Finalizes every statement this context prepared (the cached ones too), then closes the
    /// connection.
    ///
    /// Idempotent and never throws. Afterwards every call on the context or its statements throws
    /// a misuse ``SQLError`` (or reads NULL), and nothing touches freed memory. A context that is
    /// released without `close()` closes itself once its last statement is released.
    ///
    /// The corresponding SQLite function is [`sqlite3_close_v2`](https://sqlite.org/c3ref/close.html).
    public func close() {
        statementCacheStorage?.removeAll()
        connection.close()
    }

    /// Whether ``close()`` has been called.
    public var isClosed: Bool { !connection.isOpen }

    /// Throws a misuse error when the context is closed.
    func checkOpen(sql: String? = nil) throws {
        if !connection.isOpen { throw SQLError.misuse("the SQLContext is closed", sql: sql) }
    }

    // MARK: - Running SQL

    /// Runs every statement of `sql`, in order, each to completion.
    ///
    /// Statements are compiled one at a time, so a statement may use a table that an earlier one
    /// created. `parameters` are bound to the statement when `sql` holds exactly one; with
    /// parameters and several statements, nothing runs and a misuse error is thrown. A statement
    /// that has parameters is never run with them silently NULL: without `parameters` it throws a
    /// `SQLITE_RANGE` error (statements before it have run). Rows that statements return are
    /// discarded.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3` and `sqlite3_step`.
    public func exec(sql: String, parameters: [SQLValue] = []) throws {
        try checkOpen(sql: sql)
        if !parameters.isEmpty && statementCache.capacity > 0 {
            // One statement with values, the common write: compiled once, from the cache.
            return try withBorrowedStatement(sql: sql, parameters: parameters, caller: Self.execWithParameters) {
                statement in
                do {
                    while try statement.next() {}
                } catch let error as SQLError {
                    throw explainingLock(explainingCommitVeto(error), running: statement)
                }
            }
        }
        let script = SQLiteScript(sql)
        var next = try compile(script, sql: sql)
        if !parameters.isEmpty {
            if script.hasMore {
                next?.close()
                throw SQLError.misuse(
                    Self.execWithParameters
                        + " takes one statement, and this SQL holds several; use exec(sql:) for scripts",
                    sql: sql)
            }
            guard let statement = next else {
                throw SQLError.range(
                    String(parameters.count) + " parameter(s) given, but the SQL holds no statement", sql: sql)
            }
            try statement.bind(parameters: parameters)
        }
        while let statement = next {
            defer { statement.close() }
            if parameters.isEmpty && statement.parameterCount > 0 {
                throw SQLError.range(
                    "0 parameter values given, but the statement has \(statement.parameterCount) parameter(s): "
                        + statement.sql, sql: sql)
            }
            do {
                while try statement.next() {}
            } catch var error as SQLError {
                if error.sql != sql, let offset = error.offset { error.offset = offset + script.statementStart }
                error.sql = sql
                throw explainingLock(explainingCommitVeto(error), running: statement)
            }
            next = try compile(script, sql: sql)
        }
    }

    /// The first statement of `sql`, compiled to be kept, and whether more follow.
    private func compileFirst(_ sql: String) throws -> (
        statement: SQLiteStatement?, hasMore: Bool, writes: [Int]?
    ) {
        beginCompile()
        do {
            let prepared = try connection.prepare(sql, persistent: true)
            return (prepared.statement, prepared.hasMore, endCompile())
        } catch {
            _ = endCompile()
            throw SQLError(error, sql: sql)
        }
    }

    /// How `exec` with parameters is named in its errors.
    static let execWithParameters = "exec(sql:parameters:) with parameters"

    /// Compiles the next statement of a script, reporting failures against the whole script.
    private func compile(_ script: SQLiteScript, sql: String) throws -> SQLStatement? {
        let statement: SQLiteStatement?
        beginCompile()
        do {
            statement = try script.next(on: connection)
        } catch {
            _ = endCompile()
            throw SQLError(error, sql: sql)
        }
        let writes = endCompile()
        guard let statement else { return nil }
        return tracked(SQLStatement(handle: statement, sql: statement.sql, signal: commitSignal), writes: writes)
    }

    /// Runs one statement and returns all its rows, each an array of column values.
    ///
    /// For large results, ``forEachRow(sql:parameters:_:)`` reads row by row without building the
    /// array; ``rows(sql:parameters:)`` returns rows readable by column name. With parameters, the
    /// compiled statement is kept in the statement cache for the next call (see
    /// ``statementCacheCapacity``).
    public func query(sql: String, parameters: [SQLValue] = []) throws -> [[SQLValue]] {
        try withStatement(sql: sql, parameters: parameters, caller: "query(sql:)") { statement in
            var rows: [[SQLValue]] = []
            while try statement.next() { rows.append(statement.newRowValues()) }
            return rows
        }
    }

    /// Runs one statement and calls `body` for each row, with the statement positioned on it.
    ///
    /// Nothing is built per row: read only the columns you need with ``SQLStatement/long(at:)-(Int)``,
    /// ``SQLStatement/text(at:)-(Int)`` and the like. The statement is valid only inside `body`. An error
    /// thrown by `body` stops the iteration and is rethrown. With parameters, the compiled statement
    /// is kept in the statement cache for the next call (see ``statementCacheCapacity``).
    public func forEachRow(sql: String, parameters: [SQLValue] = [], _ body: (SQLStatement) throws -> Void)
        throws
    {
        try withStatement(sql: sql, parameters: parameters, caller: "forEachRow(sql:)") { statement in
            while try statement.next() { try body(statement) }
        }
    }

    /// Compiles one SQL statement for repeated use: bind, step, reset, bind again.
    ///
    /// Throws when `sql` holds no statement, or more than one (use ``exec(sql:parameters:)`` for
    /// scripts). The statement belongs to this context: ``close()`` finalizes it.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_prepare_v3`](https://sqlite.org/c3ref/prepare.html) with
    /// `SQLITE_PREPARE_PERSISTENT`, or `sqlite3_prepare_v2` on SQLite before 3.20.
    public func prepare(sql: String) throws -> SQLStatement {
        try prepareOne(sql: sql, caller: "prepare(sql:)")
    }

    /// Compiles the one statement of `sql` for `caller` (named in the error when `sql` holds
    /// several statements, or none); `givenParameters` values are to be bound to it (none to
    /// bind them to is then a `SQLITE_RANGE` error).
    func prepareOne(sql: String, caller: String, givenParameters: Int = 0) throws -> SQLStatement {
        try checkOpen(sql: sql)
        let prepared = try compileFirst(sql)
        let hasMore = prepared.hasMore
        guard let compiled = prepared.statement else {
            if givenParameters > 0 {
                throw SQLError.range(
                    String(givenParameters) + " parameter(s) given, but the SQL holds no statement", sql: sql)
            }
            throw SQLError.misuse(caller + " takes one statement, and the SQL holds no statement", sql: sql)
        }
        let statement = tracked(SQLStatement(handle: compiled, sql: sql, signal: commitSignal), writes: prepared.writes)
        if hasMore {
            statement.close()
            throw SQLError.misuse(
                caller + " takes one statement, and this SQL holds several; use exec(sql:) for scripts", sql: sql)
        }
        return statement
    }

    // MARK: - Connection state

    /// The rowid of the most recent successful INSERT on this connection; 0 when none.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_last_insert_rowid`](https://sqlite.org/c3ref/last_insert_rowid.html).
    public var lastInsertRowID: Int64 { connection.lastInsertRowID }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE, as SkipSQL types it: an `Int32`,
    /// `Int32.max` for a count beyond it (``changes64`` has the exact count).
    ///
    /// The corresponding SQLite function is [`sqlite3_changes64`](https://sqlite.org/c3ref/changes.html),
    /// or the 32-bit `sqlite3_changes` on SQLite before 3.37.
    public var changes: Int32 { SQLContext.saturated(connection.changes) }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE, exact to 64 bits.
    ///
    /// The corresponding SQLite function is [`sqlite3_changes64`](https://sqlite.org/c3ref/changes.html),
    /// or the 32-bit `sqlite3_changes` on SQLite before 3.37.
    public var changes64: Int64 { connection.changes }

    /// Rows changed by INSERT, UPDATE and DELETE since the connection opened, as SkipSQL types it:
    /// an `Int32`, `Int32.max` for a count beyond it (``totalChanges64`` has the exact count).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_total_changes64`](https://sqlite.org/c3ref/total_changes.html), or the 32-bit
    /// `sqlite3_total_changes` on SQLite before 3.37.
    public var totalChanges: Int32 { SQLContext.saturated(connection.totalChanges) }

    /// Rows changed by INSERT, UPDATE and DELETE since the connection opened, exact to 64 bits.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_total_changes64`](https://sqlite.org/c3ref/total_changes.html), or the 32-bit
    /// `sqlite3_total_changes` on SQLite before 3.37.
    public var totalChanges64: Int64 { connection.totalChanges }

    /// `count` as an `Int32`, `Int32.max` when it is larger (a count is never negative).
    static func saturated(_ count: Int64) -> Int32 {
        count > Int64(Int32.max) ? Int32.max : Int32(count)
    }

    /// Whether a transaction is open (the connection is not in autocommit mode).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_get_autocommit`](https://sqlite.org/c3ref/get_autocommit.html).
    public var isInTransaction: Bool { !connection.isAutocommit }

    /// The version of the SQLite library this context runs on.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_libversion_number`](https://sqlite.org/c3ref/libversion.html).
    public var sqliteVersion: SQLiteVersion { SQLiteVersion(number: Int(connection.library.versionNumber)) }

    /// Makes the statements running on this connection stop with `SQLITE_INTERRUPT` at the earliest
    /// opportunity. From another thread, use ``interruptHandle``.
    ///
    /// The corresponding SQLite function is [`sqlite3_interrupt`](https://sqlite.org/c3ref/interrupt.html).
    public func interrupt() {
        connection.interrupter.interrupt()
    }

    /// A handle that any thread may use to interrupt or cancel this context's statements, safely
    /// even while the context closes.
    ///
    /// Once a context has made its handle, its busy timeout (``setBusyTimeout(milliseconds:)``)
    /// is a wait of SQLContext's own with SQLite's schedule, which ``SQLInterruptHandle/cancel()``
    /// ends at once (SQLite's own wait sleeps through an interrupt); `PRAGMA busy_timeout` then
    /// reads 0.
    public var interruptHandle: SQLInterruptHandle { SQLInterruptHandle(connection.interrupter) }

    /// Sets how long a statement waits for another connection's lock before failing with
    /// `SQLITE_BUSY`; 0 fails at once (the default).
    ///
    /// Once the context has made its ``interruptHandle`` (an `SQLQueue` or `SQLPool` connection
    /// always has), the wait is SQLContext's own, with SQLite's schedule of sleeps, so that
    /// ``SQLInterruptHandle/cancel()`` ends it at once; `PRAGMA busy_timeout` then reads 0, and
    /// ``busyTimeoutMilliseconds`` tells the timeout.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_busy_timeout`](https://sqlite.org/c3ref/busy_timeout.html).
    public func setBusyTimeout(milliseconds: Int) throws {
        try checkOpen()
        do {
            // 0 or less turns the timeout off; more than Int32.max milliseconds (24 days) waits that long.
            let clamped = milliseconds < 0 ? 0 : (milliseconds > Int(Int32.max) ? Int(Int32.max) : milliseconds)
            try connection.setBusyTimeout(milliseconds: Int32(clamped))
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// The busy timeout last set with ``setBusyTimeout(milliseconds:)``, in milliseconds; 0 when
    /// none was set.
    public var busyTimeoutMilliseconds: Int { Int(connection.busyTimeoutMilliseconds) }
}

/// An `SQLContext` is not `Sendable`: it is used by one thread at a time. To share one database
/// between threads and tasks, give each its own context, or use `SQLQueue` or `SQLPool` of the
/// SQLContextPool module, which own their contexts and are `Sendable`. This unavailable conformance
/// makes the compiler say so where a context is sent across threads.
@available(
    *, unavailable, message: "one thread at a time: use SQLQueue or SQLPool (SQLContextPool), or a context per thread"
)
extension SQLContext: Sendable {}
