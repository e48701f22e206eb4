import Foundation
import SQLFFI

/// A compiled SQL statement, reused by binding new values and running it again without re-parsing.
///
/// ```swift
/// let insert = try context.prepare(sql: "INSERT INTO t(a, b) VALUES (?, ?)")
/// for (a, b) in pairs {
///     try insert.update(parameters: [.integer(a), .text(b)])
/// }
/// insert.close()
/// ```
///
/// Parameter indexes are 1-based, as in SQLite; column indexes are 0-based. Reading a column that
/// is out of range, or of a statement that is closed, gives NULL, 0 or nil: never a crash.
/// ``close()`` finalizes the statement; releasing it does too.
public final class SQLStatement {
    /// The SQLite statement underneath.
    @usableFromInline let handle: SQLiteStatement
    /// The SQL text of the statement.
    public let sql: String
    // The name tables below are read on every lookup by name. A statement is used from one thread
    // at a time and they are only read or assigned whole, so the dynamic exclusivity check of a
    // class property (a runtime call on each access) protects nothing here and is turned off.

    /// Column names and their indexes, built on the first lookup by name.
    @exclusivity(unchecked) @usableFromInline var columnIndexes: [String: Int]?
    /// For each column, its name when a lookup of that exact name finds this column (nil when an
    /// earlier column answers for it); built with `columnIndexes`.
    @exclusivity(unchecked) @usableFromInline var columnGuessNames: [String?] = []
    /// The column a lookup by name tries first: the one after the column found last, because a
    /// row is usually read column after column. A hit costs one string comparison, no hashing.
    @exclusivity(unchecked) @usableFromInline var nextColumnGuess = 0
    /// Parameter names, with and without their prefix, and their indexes, built on first use.
    @exclusivity(unchecked) @usableFromInline var parameterIndexes: [String: Int]?
    /// For each parameter (element 0 is parameter 1), its name with its prefix, and its name
    /// without it when a lookup of that bare name finds this parameter; built with
    /// `parameterIndexes`.
    @exclusivity(unchecked) @usableFromInline var parameterGuessNames: [String?] = []
    @exclusivity(unchecked) @usableFromInline var parameterGuessBareNames: [String?] = []
    /// The parameter (0-based) that a lookup by name tries first: the one after the parameter found
    /// last, because parameters are usually bound in order.
    @exclusivity(unchecked) @usableFromInline var nextParameterGuess = 0

    /// The array ``rowValues()`` returned last, refilled in place by the next call when the caller
    /// has let it go. Taken out and put back whole, never modified in place.
    @exclusivity(unchecked) @usableFromInline var recycledRow: [SQLValue] = []

    init(handle: SQLiteStatement, sql: String) {
        self.handle = handle
        self.sql = sql
    }

    /// Finalizes the statement. Idempotent; afterwards ``next()`` and the bind calls throw a
    /// misuse error and column reads give NULL.
    ///
    /// The corresponding SQLite function is [`sqlite3_finalize`](https://sqlite.org/c3ref/finalize.html).
    public func close() {
        handle.finalize()
        recycledRow = []
    }

    /// Whether the statement is finalized, by ``close()`` or by its context's close.
    public var isClosed: Bool { !handle.isLive }

    /// The error for a failure of this statement.
    @usableFromInline func error(_ failure: SQLiteFailure) -> SQLError {
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
            return try handle.step()
        } catch {
            throw self.error(error)
        }
    }

    /// Binds `parameters`, runs the statement to completion and resets it, ready for the next call.
    ///
    /// With no parameters the current bindings are used. Rows the statement returns are discarded.
    /// The statement is reset even when running it fails.
    public func update(parameters: [SQLValue] = []) throws {
        if !parameters.isEmpty { try bind(parameters: parameters) }
        defer { handle.reset() }
        while try next() {}
    }

    /// Rewinds the statement so that it runs again from the start; bindings stay. The statement
    /// lets go of the last row that ``rowValues()`` returned.
    ///
    /// The corresponding SQLite function is [`sqlite3_reset`](https://sqlite.org/c3ref/reset.html).
    @inlinable public func reset() {
        handle.reset()
        if !recycledRow.isEmpty { recycledRow = [] }
    }

    /// Runs the statement from the start and calls `body` for each row, with the statement
    /// positioned on it; nothing is allocated per row but what `body` reads. The statement is
    /// reset afterwards, ready to run again.
    public func forEachRow(_ body: (SQLStatement) throws -> Void) throws {
        handle.reset()
        defer { reset() }
        while try next() { try body(self) }
    }

    // MARK: - Description

    /// The number of columns in each result row; 0 for a statement that returns none.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_column_count`](https://sqlite.org/c3ref/column_count.html).
    public var columnCount: Int { Int(handle.columnCount) }

    /// The names of the result columns, as SQLite reports them (an `AS` name, else SQLite's choice).
    ///
    /// The corresponding SQLite function is [`sqlite3_column_name`](https://sqlite.org/c3ref/column_name.html).
    public var columnNames: [String] {
        var names: [String] = []
        for column in 0..<handle.columnCount { names.append(handle.columnName(at: column) ?? "") }
        return names
    }

    /// The declared type of each result column that comes straight from a table column, such as
    /// `"INTEGER"` or `"VARCHAR(20)"`; nil for an expression.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_column_decltype`](https://sqlite.org/c3ref/column_decltype.html).
    public var declaredTypes: [String?] {
        var types: [String?] = []
        for column in 0..<handle.columnCount { types.append(handle.declaredType(at: column)) }
        return types
    }

    /// The index of the result column named `name` (compared without regard to ASCII case, the
    /// first one when several share it), or nil. The name table is built once per statement.
    @inlinable public func columnIndex(named name: String) -> Int? {
        let guess = nextColumnGuess
        let count = columnGuessNames.count
        if guess < count, let candidate = columnGuessNames[guess], candidate == name {
            nextColumnGuess = guess + 1 < count ? guess + 1 : 0
            return guess
        }
        return columnIndexByTable(named: name)
    }

    /// ``columnIndex(named:)`` when the guess misses: the name table, built on first use.
    @usableFromInline func columnIndexByTable(named name: String) -> Int? {
        if columnIndexes == nil { buildColumnIndexes() }
        let count = columnGuessNames.count
        if nextColumnGuess < count, let candidate = columnGuessNames[nextColumnGuess], candidate == name {
            let index = nextColumnGuess
            nextColumnGuess = index + 1 < count ? index + 1 : 0
            return index
        }
        guard let index = columnIndexes?[name] ?? columnIndexes?[name.lowercased()] else { return nil }
        nextColumnGuess = index + 1 < count ? index + 1 : 0
        return index
    }

    /// Builds the name table of ``columnIndex(named:)``: each name and its lower-case form map to
    /// the first column that has it.
    func buildColumnIndexes() {
        let names = columnNames
        var indexes: [String: Int] = [:]
        for (index, columnName) in names.enumerated() {
            if indexes[columnName] == nil { indexes[columnName] = index }
            let folded = columnName.lowercased()
            if indexes[folded] == nil { indexes[folded] = index }
        }
        var guessNames: [String?] = []
        for (index, columnName) in names.enumerated() {
            guessNames.append(indexes[columnName] == index ? columnName : nil)
        }
        columnIndexes = indexes
        columnGuessNames = guessNames
        nextColumnGuess = 0
    }

    /// Whether the statement makes no direct change to the database file (a SELECT, for example).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_stmt_readonly`](https://sqlite.org/c3ref/stmt_readonly.html).
    public var isReadOnly: Bool { handle.isReadOnly }

    /// Whether the statement has started running and is not finished or reset.
    ///
    /// The corresponding SQLite function is [`sqlite3_stmt_busy`](https://sqlite.org/c3ref/stmt_busy.html).
    public var isBusy: Bool { handle.isBusy }

    /// The SQL with the current parameter values expanded in place, for logs and debugging.
    ///
    /// The corresponding SQLite function is [`sqlite3_expanded_sql`](https://sqlite.org/c3ref/expanded_sql.html).
    public var expandedSQL: String? { handle.expandedSQL }

    /// How many times SQLite has compiled this statement again after a schema change
    /// (`SQLITE_STMTSTATUS_REPREPARE`): 0 for a statement parsed once; nil on SQLite before 3.20,
    /// which does not count it, or for a closed statement.
    ///
    /// The corresponding SQLite function is [`sqlite3_stmt_status`](https://sqlite.org/c3ref/stmt_status.html).
    public var reprepareCount: Int? { handle.status(5).map { Int($0) } }

    /// How many times the statement has run to completion or been reset since it was prepared
    /// (`SQLITE_STMTSTATUS_RUN`); nil on SQLite before 3.20 or for a closed statement.
    ///
    /// The corresponding SQLite function is [`sqlite3_stmt_status`](https://sqlite.org/c3ref/stmt_status.html).
    public var runCount: Int? { handle.status(6).map { Int($0) } }
}
