#if !SKIP
import Foundation
import SQLFFIShims

/// A prepared statement (`sqlite3_stmt *`), owned: it finalizes when released.
///
/// The type is public and its members are not: SQLContext's `SQLStatement` keeps one as a public
/// property so that its per-row methods, `@inlinable` there, compile into the caller's code. The
/// bind, step and column calls are `@inlinable` so that a caller in another module compiles
/// them down to the C call: no allocation, no lock, no dynamic dispatch. Indexes are `Int`, as in
/// Swift; the conversion to SQLite's `int` happens here, where an index that does not fit reads
/// as out of range. Every call checks that
/// the statement and its connection are still open, and answers with a failure or a neutral value
/// (NULL, 0) instead of touching freed memory. The type, integer and real column reads make that
/// check by handing SQLite the handle, nil once finalized: SQLite's column functions answer NULL
/// for a NULL statement as for a column out of range, so those reads compile to the C call alone.
public final class SQLiteStatement {
    /// The C handle, nil once finalized.
    ///
    /// Read by every bind, step and column call. A statement is used from one thread at a time
    /// and the handle is only ever read or assigned whole, never modified in place, so the dynamic
    /// exclusivity check of a class property (a runtime call on each read from inlined code)
    /// protects nothing here and is turned off.
    @exclusivity(unchecked) @usableFromInline package private(set) var raw: OpaquePointer?
    /// The connection, kept alive by its statements.
    @usableFromInline package let connection: SQLiteConnection
    /// The connection's library, whose function table serves every call. Not retained: the
    /// connection, which this statement retains, keeps it alive. A reference rather than a copy of
    /// the table, which is nearly a kilobyte and holds an array: a copy per statement cost a
    /// kilobyte allocation, a memcpy and a retain on every prepare.
    @usableFromInline unowned(unsafe) let library: SQLiteLibrary
    /// Whether the connection is serialized (`SQLiteConnection.isSerialized`): column reads then
    /// go through the accessors that take its mutex.
    @usableFromInline let readsUnderMutex: Bool
    /// The neighbours of this statement in its connection's list of open statements (see
    /// `SQLiteConnection.firstOpenStatement`); not retained, only read or assigned whole.
    @exclusivity(unchecked) unowned(unsafe) var previousOpen: SQLiteStatement?
    @exclusivity(unchecked) unowned(unsafe) var nextOpen: SQLiteStatement?
    /// Whether `sqlite3_step` of this statement is running: a callback it called runs now, and a
    /// finalize or reset must wait for the step to return (SQLiteConnection+Reentrancy.swift).
    @exclusivity(unchecked) @usableFromInline var isStepping = false
    /// Whether a callback finalized or reset this statement during its step.
    @usableFromInline var changedDuringStep = false
    /// The handle of a statement finalized during its own step, finalized when the step returns.
    var finalizeAfterStep: OpaquePointer?
    /// Whether the statement's owner keeps it for reuse from one use of the connection to the
    /// next (see ``keep()``).
    var isKept = false

    // The name tables of the lookups by name (SQLiteStatement+Names.swift), read on every lookup
    // and built on the first. Only read or assigned whole, from the one thread that uses the
    // statement, so their dynamic exclusivity checks are turned off like `raw`'s.

    /// Column names and their lower-case forms, each mapped to the first column that has it.
    @exclusivity(unchecked) @usableFromInline var columnIndexes: [String: Int]?
    /// For each column, its name when a lookup of that exact name finds this column.
    @exclusivity(unchecked) @usableFromInline var columnGuessNames: [String?] = []
    /// The column a lookup by name tries first: the one after the column found last.
    @exclusivity(unchecked) @usableFromInline var nextColumnGuess = 0
    /// Parameter names, with and without their prefix, and their 1-based indexes.
    @exclusivity(unchecked) @usableFromInline var parameterIndexes: [String: Int]?
    /// For each parameter (element 0 is parameter 1), its name with its prefix, and its name
    /// without it, when a lookup of that name finds this parameter.
    @exclusivity(unchecked) @usableFromInline var parameterGuessNames: [String?] = []
    @exclusivity(unchecked) @usableFromInline var parameterGuessBareNames: [String?] = []
    /// The parameter (0-based) that a lookup by name tries first: the one after the one found last.
    @exclusivity(unchecked) @usableFromInline var nextParameterGuess = 0

    init(raw: OpaquePointer, connection: SQLiteConnection) {
        self.raw = raw
        self.connection = connection
        self.library = connection.library
        self.readsUnderMutex = connection.isSerialized
        connection.register(self)
    }

    deinit { finalize() }

    /// The handle while the statement is open. The connection's close finalizes its statements and
    /// clears their handles, so one check covers both.
    @inlinable package var live: OpaquePointer? { raw }

    /// Destroys the statement (`sqlite3_finalize`). Idempotent.
    ///
    /// During the statement's own step (a callback it runs asked), the statement reads as finalized
    /// at once and `sqlite3_finalize` waits until the step returns.
    package func finalize() {
        guard let handle = raw else { return }
        raw = nil
        connection.unregister(self)
        if isStepping {
            finalizeAfterStep = handle
            connection.noteChangedDuringStep(self)
            return
        }
        _ = library.functions.finalize(handle)
        // Finalizing a statement part-way through an aggregate runs its final callback, which may
        // have closed the connection.
        if connection.needsCallCheck { connection.finishCallQuietly() }
    }

    /// Whether the statement can still run.
    package var isLive: Bool { live != nil }

    /// Marks the statement as kept for reuse by its connection's owner (a statement cache), so
    /// that ``SQLiteConnection/closeUnkept()`` leaves it open.
    package func keep() {
        guard raw != nil, !isKept else { return }
        isKept = true
        connection.unkeptStatementCount -= 1
    }

    // MARK: - Running

    /// Runs the statement to its next row (`sqlite3_step`): true when a row is ready, false when
    /// the statement has finished.
    @inlinable package func step() throws(SQLiteFailure) -> Bool {
        guard let handle = live else { throw closedFailure }
        if connection.needsCallCheck { try connection.checkCallAllowed() }
        if let flag = connection.cancelFlag, sqlffi_atomic_load(flag) != 0 { throw .cancelled }
        isStepping = true
        let code = library.functions.step(handle)
        isStepping = false
        if connection.needsCallCheck { try finishStep() }
        if code == SQLiteConstants.row { return true }
        if code == SQLiteConstants.done { return false }
        throw connection.failure(code)
    }

    /// Resets the statement so that it can run again; its bindings stay (`sqlite3_reset`).
    /// Returns the code of the failed step when the last step failed, else SQLITE_OK.
    ///
    /// During the statement's own step (a callback it runs asked), the reset waits until the step
    /// returns, and `SQLITE_OK` is returned.
    @inlinable @discardableResult package func reset() -> Int32 {
        guard let handle = live else { return SQLiteConstants.misuse }
        if isStepping { return resetDuringStep() }
        let code = library.functions.reset(handle)
        if connection.needsCallCheck { connection.finishCallQuietly() }
        return code
    }

    /// Has the reset asked for during the statement's own step done when the step returns.
    @usableFromInline func resetDuringStep() -> Int32 {
        connection.noteChangedDuringStep(self)
        return SQLiteConstants.ok
    }

    /// After a step during which a callback ran: finalizes or resets this statement if the callback
    /// asked (it no longer runs, so SQLite may free it), closes the connection if the callback
    /// asked and no other callback is running, and throws when either happened.
    @usableFromInline func finishStep() throws(SQLiteFailure) {
        guard changedDuringStep else { return try connection.finishCall() }
        changedDuringStep = false
        connection.noteStepChangeHandled()
        if let handle = finalizeAfterStep {
            finalizeAfterStep = nil
            _ = library.functions.finalize(handle)
        } else if let handle = live {
            _ = library.functions.reset(handle)
        }
        try connection.finishCall()
        throw .statementChangedDuringStep
    }

    /// Sets every parameter to NULL (`sqlite3_clear_bindings`).
    package func clearBindings() throws(SQLiteFailure) {
        guard let handle = live else { throw closedFailure }
        let code = library.functions.clearBindings(handle)
        if code != SQLiteConstants.ok { throw connection.failure(code) }
    }

    /// The failure to report for a finalized statement or a closed connection.
    @usableFromInline package var closedFailure: SQLiteFailure {
        connection.raw == nil ? .connectionClosed : .statementFinalized
    }

    // MARK: - Binding (parameter indexes are 1-based)

    /// `index` as SQLite's `int`: an index beyond `Int32`'s range becomes one SQLite rejects as
    /// out of range (`SQLITE_RANGE` for a parameter, NULL for a column).
    @inlinable static func position(_ index: Int) -> Int32 { Int32(clamping: index) }

    /// Throws the failure of a bind call that returned `code` for parameter `index`.
    @inlinable func check(_ code: Int32, index: Int) throws(SQLiteFailure) {
        if code != SQLiteConstants.ok { throw bindFailure(code, index: index) }
    }

    /// The connection's failure for a bind call, made precise for an index out of range.
    @usableFromInline func bindFailure(_ code: Int32, index: Int) -> SQLiteFailure {
        var failure = connection.failure(code)
        if failure.code == SQLiteConstants.range {
            let count = parameterCount
            failure.message =
                "parameter index \(index) is out of range: the statement has \(count) parameter(s)"
                + (count > 0 ? ", numbered 1...\(count)" : "")
        }
        return failure
    }

    /// Binds a 64-bit integer (`sqlite3_bind_int64`).
    @inlinable package func bind(_ value: Int64, at index: Int) throws(SQLiteFailure) {
        guard let handle = live else { throw closedFailure }
        try check(library.functions.bindInt64(handle, Self.position(index), value), index: index)
    }

    /// Binds a floating-point value (`sqlite3_bind_double`); SQLite stores NaN as NULL.
    @inlinable package func bind(_ value: Double, at index: Int) throws(SQLiteFailure) {
        guard let handle = live else { throw closedFailure }
        try check(library.functions.bindDouble(handle, Self.position(index), value), index: index)
    }

    /// Binds NULL (`sqlite3_bind_null`).
    @inlinable package func bindNull(at index: Int) throws(SQLiteFailure) {
        guard let handle = live else { throw closedFailure }
        try check(library.functions.bindNull(handle, Self.position(index)), index: index)
    }

    /// Binds text by its UTF-8 bytes and their explicit length (`sqlite3_bind_text64`), so an
    /// embedded NUL is kept; SQLite copies the bytes (`SQLITE_TRANSIENT`).
    @inlinable package func bind(_ value: String, at index: Int) throws(SQLiteFailure) {
        guard let handle = live else { throw closedFailure }
        var text = value
        let code = text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                library.functions.bindText64(
                    handle, Self.position(index), chars.baseAddress ?? SQLiteStatement.emptyText, UInt64(chars.count),
                    SQLiteStatement.transient, SQLiteConstants.utf8)
            }
        }
        try check(code, index: index)
    }

    /// Binds a blob (`sqlite3_bind_blob64`); an empty blob is bound as a zero-length blob, not NULL.
    @inlinable package func bind(_ value: Data, at index: Int) throws(SQLiteFailure) {
        guard let handle = live else { throw closedFailure }
        let code: Int32
        if value.isEmpty {
            code = library.functions.bindZeroblob(handle, Self.position(index), 0)
        } else {
            code = value.withUnsafeBytes { bytes in
                library.functions.bindBlob64(
                    handle, Self.position(index), bytes.baseAddress, UInt64(bytes.count), SQLiteStatement.transient)
            }
        }
        try check(code, index: index)
    }

    /// Binds a blob of `count` zero bytes (`sqlite3_bind_zeroblob64`).
    package func bindZeroBlob(count: Int64, at index: Int) throws(SQLiteFailure) {
        guard let handle = live else { throw closedFailure }
        try check(library.functions.bindZeroblob64(handle, Self.position(index), UInt64(max(0, count))), index: index)
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the value before the bind call returns.
    @usableFromInline static let transient = unsafeBitCast(-1 as Int, to: SQLiteDestructor.self)

    /// A NUL byte that outlives every call: the text pointer for an empty string, which must not be
    /// NULL (a NULL pointer would bind NULL instead of "").
    @usableFromInline nonisolated(unsafe) static let emptyText: UnsafePointer<CChar> = {
        let byte = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        byte.initialize(to: 0)
        return UnsafePointer(byte)
    }()

    /// The number of parameters: the largest index (`sqlite3_bind_parameter_count`).
    package var parameterCount: Int32 {
        guard let handle = live else { return 0 }
        return library.functions.bindParameterCount(handle)
    }

    /// The name of parameter `index` with its prefix (":id", "@id", "$id", "?2"), nil for a nameless
    /// `?` (`sqlite3_bind_parameter_name`).
    package func parameterName(at index: Int32) -> String? {
        guard let handle = live, let name = library.functions.bindParameterName(handle, index) else { return nil }
        return String(cString: name)
    }

    // MARK: - Reading columns (column indexes are 0-based)

    /// The number of result columns (`sqlite3_column_count`).
    @usableFromInline package var columnCount: Int32 {
        guard let handle = live else { return 0 }
        return library.functions.columnCount(handle)
    }

    /// The name of result column `column` (`sqlite3_column_name`).
    package func columnName(at column: Int32) -> String? {
        guard let handle = live, let name = library.functions.columnName(handle, column) else { return nil }
        return String(cString: name)
    }

    /// The declared type of result column `column`, nil for an expression (`sqlite3_column_decltype`)
    /// and in a library built without declared types (`SQLITE_OMIT_DECLTYPE`).
    package func declaredType(at column: Int32) -> String? {
        guard let handle = live, let decltype = library.functions.columnDecltype,
            let type = decltype(handle, column)
        else { return nil }
        return String(cString: type)
    }

    /// The datatype code of a column of the current row (`sqlite3_column_type`); SQLITE_NULL when no
    /// row is ready, the index is out of range or the statement is finalized (its nil handle
    /// reaches SQLite, which answers NULL).
    @inlinable package func type(at column: Int) -> Int32 {
        library.functions.columnType(live, Self.position(column))
    }

    /// A column as a 64-bit integer (`sqlite3_column_int64`); 0 for NULL or out of range, and for a
    /// finalized statement (its nil handle reaches SQLite, which answers NULL).
    @inlinable package func int64(at column: Int) -> Int64 {
        library.functions.columnInt64(live, Self.position(column))
    }

    /// A column as a floating-point value (`sqlite3_column_double`); 0.0 for NULL or out of range,
    /// and for a finalized statement (its nil handle reaches SQLite, which answers NULL).
    @inlinable package func double(at column: Int) -> Double {
        library.functions.columnDouble(live, Self.position(column))
    }

    /// A column as text, read by its byte length (`sqlite3_column_text` then `sqlite3_column_bytes`),
    /// so embedded NUL characters stay; invalid UTF-8 becomes U+FFFD. Nil for NULL.
    @inlinable package func text(at column: Int) -> String? {
        let index = Self.position(column)
        guard let handle = live, let text = library.functions.columnText(handle, index) else { return nil }
        let count = Int(library.functions.columnBytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// A column's bytes (`sqlite3_column_blob` then `sqlite3_column_bytes`): nil for NULL, empty
    /// `Data` for a zero-length blob or text, the exact bytes of text otherwise.
    @inlinable package func data(at column: Int) -> Data? {
        let index = Self.position(column)
        guard let handle = live else { return nil }
        if library.functions.columnType(handle, index) == SQLiteConstants.nullType { return nil }
        guard let bytes = library.functions.columnBlob(handle, index) else { return Data() }
        return Data(bytes: bytes, count: Int(library.functions.columnBytes(handle, index)))
    }

    // MARK: - Description

    /// The SQL text the statement was prepared from (`sqlite3_sql`).
    package var sql: String {
        guard let handle = live, let text = library.functions.sql(handle) else { return "" }
        return String(cString: text)
    }

    /// The SQL text with the current bindings expanded (`sqlite3_expanded_sql`).
    package var expandedSQL: String? {
        guard let handle = live, let text = library.functions.expandedSQL(handle) else { return nil }
        defer { library.functions.free(text) }
        return String(cString: text)
    }

    /// Whether the statement writes nothing to the database file directly (`sqlite3_stmt_readonly`).
    package var isReadOnly: Bool {
        guard let handle = live else { return true }
        return library.functions.stmtReadonly(handle) != 0
    }

    /// Whether the statement has stepped and not finished or been reset (`sqlite3_stmt_busy`).
    package var isBusy: Bool {
        guard let handle = live else { return false }
        return library.functions.stmtBusy(handle) != 0
    }

    /// A performance counter (`sqlite3_stmt_status`), e.g. SQLITE_STMTSTATUS_REPREPARE (5); nil when
    /// the loaded SQLite predates the counter (REPREPARE, RUN and MEMUSED appeared in 3.20.0,
    /// FILTER_MISS and FILTER_HIT in 3.35.0): older libraries would read past their counter array.
    package func status(_ counter: Int32, reset: Bool = false) -> Int32? {
        guard let handle = live else { return nil }
        let version = connection.library.versionNumber
        switch counter {
        case 1...4: break
        case 5, 6, 99: if version < 3_020_000 { return nil }
        case 7, 8: if version < 3_035_000 { return nil }
        default: return nil
        }
        return library.functions.stmtStatus(handle, counter, reset ? 1 : 0)
    }
}
#endif
