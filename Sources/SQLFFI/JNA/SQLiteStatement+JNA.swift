#if SKIP
import Foundation

/// A prepared statement: the Skip form of `SQLiteStatement` (Statement/SQLiteStatement.swift), over
/// the Kotlin core's `SQLiteJNAStatement`. Every call checks that the statement and its connection
/// are open and answers with a failure or a neutral value (NULL, 0) instead of touching freed
/// memory. Parameter indexes are 1-based, column indexes 0-based.
///
/// There is no deinit: a statement nobody holds any more is finalized by its connection, on the
/// connection's thread, at its next prepare or close (a Kotlin `finalize()` runs on the garbage
/// collector's thread, where SQLite must not be called for a connection another thread may be
/// using). ``finalize()`` is safe for the collector to call: it finalizes only for a caller that
/// holds the statement.
public final class SQLiteStatement {
    /// The Kotlin core's statement.
    let core: SQLiteJNAStatement
    /// The connection, kept alive by its statements.
    let connection: SQLiteConnection

    init(core: SQLiteJNAStatement, connection: SQLiteConnection) {
        self.core = core
        self.connection = connection
        core.adopt(self)
    }

    /// Destroys the statement (`sqlite3_finalize`); idempotent.
    public func finalize() { core.finalizeFromOwner() }

    /// Whether the statement can still run.
    public var isLive: Bool { core.isLive }

    /// Marks the statement as kept for reuse, so that ``SQLiteConnection/closeUnkept()`` leaves it.
    public func keep() { core.keep() }

    /// The failure to report for a finalized statement or a closed connection.
    public var closedFailure: SQLiteFailure { SQLiteFailure(core.closedFailure) }

    /// Runs the statement to its next row (`sqlite3_step`): true when a row is ready.
    public func step() throws(SQLiteFailure) -> Bool { try bridged { try core.step() } }

    /// Resets the statement; its bindings stay (`sqlite3_reset`).
    @discardableResult public func reset() -> Int32 { core.reset() }

    /// Sets every parameter to NULL (`sqlite3_clear_bindings`).
    public func clearBindings() throws(SQLiteFailure) { try bridged { try core.clearBindings() } }

    /// Binds a 64-bit integer (`sqlite3_bind_int64`).
    public func bind(_ value: Int64, at index: Int) throws(SQLiteFailure) {
        try bridged { try core.bind(value, index) }
    }

    /// Binds a floating-point value (`sqlite3_bind_double`).
    public func bind(_ value: Double, at index: Int) throws(SQLiteFailure) {
        try bridged { try core.bind(value, index) }
    }

    /// Binds text by its UTF-8 bytes and their count (`sqlite3_bind_text64`).
    public func bind(_ value: String, at index: Int) throws(SQLiteFailure) {
        try bridged { try core.bind(value, index) }
    }

    /// Binds a blob (`sqlite3_bind_blob64`); an empty blob is a zero-length blob, not NULL.
    public func bind(_ value: Data, at index: Int) throws(SQLiteFailure) {
        try bridged { try core.bind(value.platformValue, index) }
    }

    /// Binds NULL (`sqlite3_bind_null`).
    public func bindNull(at index: Int) throws(SQLiteFailure) { try bridged { try core.bindNull(index) } }

    /// The number of parameters (`sqlite3_bind_parameter_count`).
    public var parameterCount: Int32 { core.parameterCount }

    /// The name of parameter `index` with its prefix; nil for a nameless `?`.
    public func parameterName(at index: Int32) -> String? { core.parameterName(index) }

    /// The 1-based index of the parameter named `name`, with or without its prefix.
    public func parameterIndex(named name: String) throws(SQLiteFailure) -> Int {
        try bridged { try core.parameterIndex(name) }
    }

    /// The number of result columns (`sqlite3_column_count`).
    public var columnCount: Int32 { core.columnCount }

    /// The name of result column `column` (`sqlite3_column_name`).
    public func columnName(at column: Int32) -> String? { core.columnName(column) }

    /// The index of the result column named `name`, compared without regard to case, or nil.
    public func columnIndex(named name: String) -> Int? { core.columnIndex(name) }

    /// The declared type of result column `column`, nil for an expression (`sqlite3_column_decltype`).
    public func declaredType(at column: Int32) -> String? { core.declaredType(column) }

    /// The datatype code of a column of the current row (`sqlite3_column_type`).
    public func type(at column: Int) -> Int32 { core.type(column) }

    /// A column as a 64-bit integer (`sqlite3_column_int64`).
    public func int64(at column: Int) -> Int64 { core.int64(column) }

    /// A column as a floating-point value (`sqlite3_column_double`).
    public func double(at column: Int) -> Double { core.double(column) }

    /// A column as text, read by its byte length; nil for NULL.
    public func text(at column: Int) -> String? { core.text(column) }

    /// A column's bytes: nil for NULL, empty for a zero-length blob.
    public func data(at column: Int) -> Data? {
        guard let bytes = core.data(column) else { return nil }
        return Data(platformValue: bytes)
    }

    /// A column with its datatype code and, for INTEGER and FLOAT, its number.
    public func columnValue(at column: Int) -> SQLiteColumnValue { SQLiteColumnValue(core.columnValue(column)) }

    /// The SQL text the statement was prepared from (`sqlite3_sql`).
    public var sql: String { core.sql }

    /// The SQL text with the current bindings expanded (`sqlite3_expanded_sql`).
    public var expandedSQL: String? { core.expandedSQL }

    /// Whether the statement writes nothing to the database file directly (`sqlite3_stmt_readonly`).
    public var isReadOnly: Bool { core.isReadOnly }

    /// Whether the statement has stepped and not finished or been reset (`sqlite3_stmt_busy`).
    public var isBusy: Bool { core.isBusy }

    /// A performance counter (`sqlite3_stmt_status`); nil when the library predates it.
    public func status(_ counter: Int32, reset: Bool = false) -> Int32? { core.status(counter, reset) }
}

/// A column of the current row, or a function argument: its datatype code and, when it is a number,
/// the number. The Skip form of `SQLiteColumnValue`.
public struct SQLiteColumnValue {
    /// The datatype code: `SQLiteConstants.integerType`, `floatType`, `textType`, `blobType`, `nullType`.
    public let type: Int32
    /// The integer when `type` is `integerType`, else 0.
    public let integer: Int64
    /// The floating-point value when `type` is `floatType`, else 0.0.
    public let real: Double

    init(_ value: SQLiteJNAColumnValue) {
        self.type = value.type
        self.integer = value.integer
        self.real = value.real
    }
}

/// SQL text that holds one or more statements, compiled one statement at a time: the Skip form of
/// `SQLiteScript` (Statement/SQLiteScript.swift).
public final class SQLiteScript {
    /// The Kotlin core's script.
    let core: SQLiteJNAScript

    /// Copies `sql` as UTF-8, embedded NUL characters included.
    public init(_ sql: String) {
        self.core = SQLiteJNAScript(sql)
    }

    /// Compiles the next statement; nil when only white space and comments remain.
    public func next(on connection: SQLiteConnection, persistent: Bool = false) throws(SQLiteFailure)
        -> SQLiteStatement?
    {
        guard let statement = try bridged({ try core.next(connection.core, persistent) }) else { return nil }
        return SQLiteStatement(core: statement, connection: connection)
    }

    /// Whether anything but white space, semicolons and comments follows.
    public var hasMore: Bool { core.hasMore }

    /// The byte offset where the most recently compiled statement starts.
    public var statementStart: Int { core.statementStart }
}
#endif
