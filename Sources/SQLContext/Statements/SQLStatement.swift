import Foundation
import SQLFFI

/// A compiled SQL statement, reused by binding new values and running it again without re-parsing.
///
/// ```swift
/// let insert = try context.prepare(sql: "INSERT INTO t(a, b) VALUES (?, ?)")
/// for (a, b) in pairs {
///     try insert.update(parameters: [.long(a), .text(b)])
/// }
/// insert.close()
/// ```
///
/// Parameter indexes are 1-based, as in SQLite; column indexes are 0-based. Reading a column that
/// is out of range, or of a statement that is closed, gives NULL, 0 or nil: never a crash.
/// ``close()`` finalizes the statement; releasing it does too.
public final class SQLStatement {
    /// The SQLFFI statement underneath.
    ///
    /// It is public, with no public members of its own, so that the per-row methods of
    /// `SQLStatement` (``next()``, the bind calls and the column reads), which are `@inlinable`,
    /// compile into the caller's code down to the C call.
    public let sqliteStatement: SQLiteStatement
    /// The SQL text of the statement.
    public let sql: String

    /// The array ``rowValues()`` returned last, refilled in place by the next call when the caller
    /// has let it go. Taken out and put back whole, never modified in place.
    var recycledRow: [SQLValue] = []
    /// The column map that ``row()`` shares among the rows of one run; dropped by ``reset()``,
    /// since SQLite may compile the statement again (after a schema change) when it next runs.
    var cachedColumnMap: SQLColumnMap?
    /// The column map that ``bind(row:)`` last matched the parameters against, and for each
    /// parameter (element 0 is parameter 1) the index of its column in rows of that map.
    var boundColumnMap: SQLColumnMap?
    /// See ``boundColumnMap``.
    var boundColumns: [Int] = []

    /// Shared with the statement's context: how a step reaches the context's observations.
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @usableFromInline let commitSignal: SQLCommitSignal
    /// The tables the statement writes (their numbers in the observation center's
    /// ``SQLObservedTables``), when it was compiled while the context had observations; nil
    /// otherwise.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) var writeSet: [Int]?
    /// Whether the observations have seen this run of the statement (since its last rewind).
    // SKIP NOWARN: Kotlin has no @usableFromInline, nor exclusivity checks (the attribute only turns off Swift's dynamic one).
    @usableFromInline @exclusivity(unchecked) var stepNoted = false

    init(handle: SQLiteStatement, sql: String, signal: SQLCommitSignal) {
        self.sqliteStatement = handle
        self.sql = sql
        self.commitSignal = signal
    }

    /// Finalizes the statement. Idempotent; afterwards ``next()`` and the bind calls throw a
    /// misuse error and column reads give NULL.
    ///
    /// The corresponding SQLite function is [`sqlite3_finalize`](https://sqlite.org/c3ref/finalize.html).
    public func close() {
        sqliteStatement.finalize()
        recycledRow = []
    }

    /// Whether the statement is finalized, by ``close()`` or by its context's close.
    public var isClosed: Bool { !sqliteStatement.isLive }

    /// The error for a failure of this statement.
    func error(_ failure: SQLiteFailure) -> SQLError {
        SQLError(failure, sql: sql)
    }

    // MARK: - Running

    /// Runs the statement to its next row.
    ///
    /// - Returns: true when a row is ready to read, false when the statement has finished.
    /// - Throws: ``SQLError`` from SQLite (constraint, busy, interrupted, …) or for a closed
    ///   statement. After an error, call ``reset()`` before running the statement again.
    ///
    /// The corresponding SQLite function is [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    @inlinable public func next() throws -> Bool {
        do {
            let hasRow = try sqliteStatement.step()
            if commitSignal.isActive { commitSignal.noteStep(self, hasRow: hasRow) }
            return hasRow
        } catch {
            throw SQLError(error, sql: sql)
        }
    }

    /// Binds `parameters`, runs the statement to completion and resets it (bindings cleared, as
    /// ``reset()`` does), ready for the next call.
    ///
    /// With no parameters the current bindings are used. Rows the statement returns are discarded.
    /// The statement is reset even when running it fails.
    public func update(parameters: [SQLValue] = []) throws {
        if !parameters.isEmpty { try bind(parameters: parameters) }
        defer { reset() }
        while try next() {}
    }

    /// Rewinds the statement so that it runs again from the start, and sets every parameter to
    /// NULL (SkipSQL's reset; ``rewind()`` keeps the bindings). The statement lets go of the last
    /// row that ``rowValues()`` returned, and of the column map of ``row()``.
    ///
    /// The corresponding SQLite functions are [`sqlite3_reset`](https://sqlite.org/c3ref/reset.html)
    /// and [`sqlite3_clear_bindings`](https://sqlite.org/c3ref/clear_bindings.html).
    public func reset() {
        rewind()
        // On a closed statement there is nothing to clear.
        try? sqliteStatement.clearBindings()
    }

    /// Rewinds the statement so that it runs again from the start; bindings stay. The statement
    /// lets go of the last row that ``rowValues()`` returned, and of the column map of ``row()``.
    ///
    /// The corresponding SQLite function is [`sqlite3_reset`](https://sqlite.org/c3ref/reset.html).
    public func rewind() {
        sqliteStatement.reset()
        stepNoted = false
        if commitSignal.isActive { commitSignal.noteRewind() }
        if !recycledRow.isEmpty { recycledRow = [] }
        if cachedColumnMap != nil { cachedColumnMap = nil }
    }

    /// Runs the statement from the start and calls `body` for each row, with the statement
    /// positioned on it; nothing is allocated per row but what `body` reads. The statement is
    /// rewound afterwards, its bindings kept, ready to run again.
    public func forEachRow(_ body: (SQLStatement) throws -> Void) throws {
        sqliteStatement.reset()
        defer { rewind() }
        while try next() { try body(self) }
    }

    // MARK: - Description

    /// The number of columns in each result row; 0 for a statement that returns none. An `Int32`,
    /// as SkipSQL types it (and as Kotlin's `Int` is).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_column_count`](https://sqlite.org/c3ref/column_count.html).
    public var columnCount: Int32 { sqliteStatement.columnCount }

    /// The names of the result columns, as SQLite reports them (an `AS` name, else SQLite's choice).
    ///
    /// The corresponding SQLite function is [`sqlite3_column_name`](https://sqlite.org/c3ref/column_name.html).
    public var columnNames: [String] {
        var names: [String] = []
        for column in 0..<sqliteStatement.columnCount { names.append(sqliteStatement.columnName(at: column) ?? "") }
        return names
    }

    /// The declared type of each result column that comes straight from a table column, such as
    /// `"INTEGER"` or `"VARCHAR(20)"`; nil for an expression.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_column_decltype`](https://sqlite.org/c3ref/column_decltype.html).
    public var declaredTypes: [String?] {
        var types: [String?] = []
        for column in 0..<sqliteStatement.columnCount { types.append(sqliteStatement.declaredType(at: column)) }
        return types
    }

    /// The index of the result column named `name` (compared without regard to ASCII case, the
    /// first one when several share it), or nil. The name table is built once per statement, and
    /// a lookup of the column after the one found last costs one string comparison.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_name`](https://sqlite.org/c3ref/column_name.html).
    @inlinable public func columnIndex(named name: String) -> Int? {
        sqliteStatement.columnIndex(named: name)
    }

    /// Whether the statement makes no direct change to the database file (a SELECT, for example).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_stmt_readonly`](https://sqlite.org/c3ref/stmt_readonly.html).
    public var isReadOnly: Bool { sqliteStatement.isReadOnly }

    /// Whether the statement has started running and is not finished or reset.
    ///
    /// The corresponding SQLite function is [`sqlite3_stmt_busy`](https://sqlite.org/c3ref/stmt_busy.html).
    public var isBusy: Bool { sqliteStatement.isBusy }

    /// The SQL with the current parameter values expanded in place, for logs and debugging.
    ///
    /// The corresponding SQLite function is [`sqlite3_expanded_sql`](https://sqlite.org/c3ref/expanded_sql.html).
    public var expandedSQL: String? { sqliteStatement.expandedSQL }

    /// How many times SQLite has compiled this statement again after a schema change
    /// (`SQLITE_STMTSTATUS_REPREPARE`): 0 for a statement parsed once; nil on SQLite before 3.20,
    /// which does not count it, or for a closed statement.
    ///
    /// The corresponding SQLite function is [`sqlite3_stmt_status`](https://sqlite.org/c3ref/stmt_status.html).
    public var reprepareCount: Int? { sqliteStatement.status(5).map { Int($0) } }

    /// How many times the statement has run to completion or been reset since it was prepared
    /// (`SQLITE_STMTSTATUS_RUN`); nil on SQLite before 3.20 or for a closed statement.
    ///
    /// The corresponding SQLite function is [`sqlite3_stmt_status`](https://sqlite.org/c3ref/stmt_status.html).
    public var runCount: Int? { sqliteStatement.status(6).map { Int($0) } }
}

/// An `SQLStatement` is not `Sendable`: it belongs to its context, which one thread uses at a time.
/// Inside `SQLQueue` and `SQLPool` closures, a statement must not outlive the closure.
@available(*, unavailable, message: "an SQLStatement belongs to its SQLContext, which one thread uses at a time")
extension SQLStatement: Sendable {}
