#if !SKIP
import Foundation
import SQLFFIShims

/// An open SQLite database connection (`sqlite3 *`), owned: it closes when released.
///
/// Not thread-safe: use one connection from one thread at a time, except ``interrupter``, which
/// any thread may use. Statements keep their connection alive; ``close()`` finalizes the ones
/// prepared through it first, after which they report themselves finalized instead of touching
/// freed memory.
@usableFromInline package final class SQLiteConnection {
    /// The library whose functions serve this connection.
    package let library: SQLiteLibrary
    /// The C handle, nil once closed.
    ///
    /// Read by every statement call (the open check). A connection is used from one thread at a
    /// time and the handle is only ever read or assigned whole, so the dynamic exclusivity check
    /// of a class property (a runtime call on each read) protects nothing here and is turned off.
    @exclusivity(unchecked) @usableFromInline package private(set) var raw: OpaquePointer?
    /// Whether the connection is serialized: it has a mutex of its own (`sqlite3_db_mutex`), and
    /// SQLite's documentation then lets only the protected column accessors read its rows
    /// (`sqlite3_column_type`, `sqlite3_column_int64` …), not the `sqlite3_value` that
    /// `sqlite3_column_value` returns; a SQLite built with `SQLITE_DEBUG` asserts it. Never in a
    /// single-threaded SQLite (`sqlite3_threadsafe()` 0); without `sqlite3_db_mutex`, when opened
    /// with `SQLITE_OPEN_FULLMUTEX` (0x10000).
    @usableFromInline package let isSerialized: Bool
    /// Lets other threads interrupt or cancel this connection without racing its close.
    ///
    /// Made on first use, because most connections are never interrupted and an interrupter costs
    /// four allocations (itself, its lock, the lock's mutex and its flag) on every open. Made on
    /// the thread that uses the connection (it installs the cancellable busy wait and the flag
    /// that statements read); then any thread may use it. Making it and the connection's close
    /// exclude each other through one lock shared by all connections, which only these two take.
    package var interrupter: SQLiteInterrupter {
        Self.interrupterLock.lock()
        defer { Self.interrupterLock.unlock() }
        if let existing = interrupterStorage { return existing }
        let made = SQLiteInterrupter(handle: openedHandle, interrupt: library.functions.interrupt)
        if interrupterClosed { made.invalidate() }
        interrupterStorage = made
        cancelFlag = made.cancelFlag
        if let handle = raw {
            if busyTimeoutMilliseconds > 0 { installBusyWait(handle, made) }
            if let progressHandler = library.functions.progressHandler {
                progressHandler(
                    handle, Self.cancellationCheckInterval, sqlffi_cancellation_progress,
                    UnsafeMutableRawPointer(made.cancelFlag))
            }
        }
        return made
    }
    /// How many virtual machine instructions a statement of a connection with an interrupter runs
    /// between two checks of the cancellation flag (`sqlite3_progress_handler`): a few
    /// microseconds of work, so a cancellation that SQLite forgot (see ``SQLiteInterrupter``) still
    /// stops the statement at once, for one C call that loads the flag per thousand instructions.
    static let cancellationCheckInterval: Int32 = 1000
    /// The interrupter's cancellation flag once it is made (see ``SQLiteInterrupter``): read before
    /// every step and prepare, one load and a branch while there is no interrupter.
    @exclusivity(unchecked) @usableFromInline package private(set) var cancelFlag: UnsafeMutablePointer<Int32>?
    /// The busy wait of a connection with an interrupter, which SQLite holds while it is installed.
    private var busyWait: SQLiteBusyWait?
    /// Guards `interrupterStorage` and `interrupterClosed`, of every connection.
    private static let interrupterLock = NSLock()
    /// The interrupter once made.
    private var interrupterStorage: SQLiteInterrupter?
    /// Whether ``close()`` has started: an interrupter made afterwards interrupts nothing.
    private var interrupterClosed = false
    /// The handle `sqlite3_open_v2` returned, for the interrupter only (it never uses it once the
    /// connection closes).
    private let openedHandle: OpaquePointer
    /// The most recently prepared of the statements prepared through this connection and not yet
    /// finalized: the head of their doubly linked list (``SQLiteStatement/previousOpen``,
    /// ``SQLiteStatement/nextOpen``). Not retained: a statement leaves the list when it finalizes
    /// or deinitializes, so every member is alive. A list, not a set, because joining and leaving
    /// it costs two or three stores and no allocation, and a statement is prepared per query.
    /// Only read or assigned whole, from one thread at a time: no dynamic exclusivity check.
    @exclusivity(unchecked) unowned(unsafe) var firstOpenStatement: SQLiteStatement?
    /// How many of the open statements are not kept for reuse (``SQLiteStatement/keep()``):
    /// ``closeUnkept()`` has nothing to do while it is 0.
    var unkeptStatementCount = 0
    /// The registered trace callback, kept alive while SQLite holds its address.
    var traceBox: TraceBox?
    /// The registered authorizer, kept alive while SQLite holds its address.
    var authorizerBox: AuthorizerBox?
    /// The update, commit, rollback and WAL observers, made when the first one is added.
    var observers: ConnectionObservers?
    /// Open blobs, unfinished backups and sessions, which ``close()`` ends first; made on first
    /// use, read and assigned under `SQLiteDependents.lock`.
    var dependents: SQLiteDependents?
    /// The busy timeout last set with ``setBusyTimeout(milliseconds:)``, in milliseconds (0: none).
    package private(set) var busyTimeoutMilliseconds: Int32 = 0
    /// The schemas given a key with ``setKey(_:schema:)``.
    var keyedSchemas: Set<String> = []
    /// Whether ``setExtensionLoading(enabled:)`` last turned loading on.
    var allowsExtensionLoading = false

    // Calls made while SQLite runs a Swift callback of this connection (SQLiteConnection+Reentrancy.swift).

    /// Whether a call on this connection needs more than the open check: a Swift callback is
    /// running, or a close, finalize or reset waits for SQLite to return. Every step reads
    /// it before and after the C call: one load and a branch when nothing is going on.
    @exclusivity(unchecked) @usableFromInline package internal(set) var needsCallCheck = false
    /// The Swift callbacks of this connection running now, nested ones counted each.
    var callbackDepth = 0
    /// Of those, the hooks (observers, trace), during which SQLite forbids using the connection.
    var hookDepth = 0
    /// Whether ``close()`` was called during a callback: the connection closes when SQLite returns.
    var closeRequested = false
    /// The statements whose finalize or reset waits for their step to return.
    var statementsChangedDuringStep = 0
    /// Whether ``close()`` is under way (it finalizes statements, which can run an aggregate's
    /// final callback).
    var isClosing = false

    /// Opens a connection with `sqlite3_open_v2` and turns extended result codes on.
    ///
    /// On failure the handle SQLite returns anyway is closed at once, after its error is read.
    package init(path: String, flags: Int32, library: SQLiteLibrary) throws(SQLiteFailure) {
        var handle: OpaquePointer?
        // withCString: a short path such as ":memory:" is passed from the stack, not copied to the heap.
        let code = path.withCString { library.functions.openV2($0, &handle, flags, nil) }
        guard code == SQLiteConstants.ok, let handle else {
            var failure = SQLiteFailure(extendedCode: code, message: Self.describe(code, library: library))
            if let handle {
                let extended = library.functions.extendedErrcode(handle)
                if extended & 0xff == code & 0xff { failure.extendedCode = extended }
                if let message = library.functions.errmsg(handle) { failure.message = String(cString: message) }
                _ = library.functions.closeV2(handle)
            }
            throw failure
        }
        _ = library.functions.extendedResultCodes(handle, 1)
        // A single-threaded SQLite hands out a mutex that does nothing: no connection is serialized.
        if library.threadSafety == 0 {
            self.isSerialized = false
        } else if let dbMutex = library.functions.dbMutex {
            self.isSerialized = dbMutex(handle) != nil
        } else {
            self.isSerialized = flags & 0x0001_0000 != 0
        }
        self.library = library
        self.raw = handle
        self.openedHandle = handle
    }

    deinit { close() }

    /// Whether the connection is still open: not closed, and no close waits for SQLite to return.
    package var isOpen: Bool { raw != nil && !closeRequested }

    /// Finalizes every statement of the connection, removes the hooks and closes it.
    /// Idempotent; the result code of `sqlite3_close_v2` is returned the first time.
    ///
    /// Called during a Swift callback of this connection, while SQLite is still running the
    /// statement that called it, the connection reports itself closed at once and closes when that
    /// SQLite call returns (see ``requestCloseAfterCall()``); `SQLITE_OK` is returned.
    @discardableResult
    package func close() -> Int32 {
        guard let handle = raw, !isClosing else { return SQLiteConstants.ok }
        invalidateInterrupter()
        if callbackDepth > 0 {
            requestCloseAfterCall()
            return SQLiteConstants.ok
        }
        isClosing = true
        defer { isClosing = false }
        closeRequested = false
        closeDependents()
        // Only the statements prepared here: SQLite's own (an FTS5 table's, say) belong to it, and
        // sqlite3_next_stmt would hand them out too.
        while let statement = firstOpenStatement { statement.finalize() }
        removeHooks()
        raw = nil
        return library.functions.closeV2(handle)
    }

    /// Makes every interrupter of this connection, made or to be made, interrupt nothing.
    private func invalidateInterrupter() {
        Self.interrupterLock.lock()
        interrupterClosed = true
        let madeInterrupter = interrupterStorage
        Self.interrupterLock.unlock()
        madeInterrupter?.invalidate()
    }

    /// Records a statement prepared through this connection, so that ``close()`` finalizes it.
    func register(_ statement: SQLiteStatement) {
        unkeptStatementCount += 1
        statement.previousOpen = nil
        statement.nextOpen = firstOpenStatement
        firstOpenStatement?.previousOpen = statement
        firstOpenStatement = statement
    }

    /// Whether a statement prepared here, other than `statement`, has stepped and neither finished
    /// nor been reset (`sqlite3_stmt_busy`): a row cursor left mid-iteration, which makes a
    /// `DROP TABLE` fail with `SQLITE_LOCKED`.
    package func hasBusyStatement(otherThan statement: SQLiteStatement?) -> Bool {
        var next = firstOpenStatement
        while let current = next {
            if current !== statement && current.isBusy { return true }
            next = current.nextOpen
        }
        return false
    }

    /// Forgets a statement that finalized.
    func unregister(_ statement: SQLiteStatement) {
        if !statement.isKept { unkeptStatementCount -= 1 }
        let previous = statement.previousOpen
        let next = statement.nextOpen
        if let previous {
            previous.nextOpen = next
        } else if firstOpenStatement === statement {
            firstOpenStatement = next
        }
        next?.previousOpen = previous
        statement.previousOpen = nil
        statement.nextOpen = nil
    }

    /// The failure for result code `code`, with the connection's extended code, message and error
    /// offset as they stand right after the failing call.
    @usableFromInline
    package func failure(_ code: Int32) -> SQLiteFailure {
        guard let handle = raw else { return .connectionClosed }
        var extended = code
        let current = library.functions.extendedErrcode(handle)
        if current & 0xff == code & 0xff && code <= 0xff { extended = current }
        let message: String
        if library.functions.errcode(handle) & 0xff == code & 0xff, let text = library.functions.errmsg(handle) {
            message = String(cString: text)
        } else {
            message = Self.describe(code, library: library)
        }
        var offset: Int?
        if let errorOffset = library.functions.errorOffset?(handle), errorOffset >= 0 { offset = Int(errorOffset) }
        return SQLiteFailure(extendedCode: extended, message: message, offset: offset)
    }

    /// SQLite's English text for a result code (`sqlite3_errstr`).
    static func describe(_ code: Int32, library: SQLiteLibrary) -> String {
        library.functions.errstr(code).map { String(cString: $0) } ?? "unknown error"
    }

    /// The failure for an optional C function that the loaded library lacks.
    package func unsupported(_ function: String, since: String) -> SQLiteFailure {
        .unsupported(function, since: since, library: library)
    }

    // MARK: - Statements

    /// Compiles the first statement of `sql`.
    ///
    /// - Returns: the statement (nil when `sql` holds no statement, only white space or comments)
    ///   and whether more statements follow it.
    package func prepare(_ sql: String, persistent: Bool = false) throws(SQLiteFailure)
        -> (statement: SQLiteStatement?, hasMore: Bool)
    {
        try SQLiteScript.compileFirst(sql, on: self, persistent: persistent)
    }

    // MARK: - Connection state

    /// Rows changed by the most recent INSERT, UPDATE or DELETE (`sqlite3_changes64`, or the
    /// 32-bit `sqlite3_changes` on SQLite before 3.37).
    package var changes: Int64 {
        guard let handle = raw else { return 0 }
        if let changes64 = library.functions.changes64 { return changes64(handle) }
        return Int64(library.functions.changes(handle))
    }

    /// Rows changed since the connection opened (`sqlite3_total_changes64`, or the 32-bit call).
    package var totalChanges: Int64 {
        guard let handle = raw else { return 0 }
        if let total64 = library.functions.totalChanges64 { return total64(handle) }
        return Int64(library.functions.totalChanges(handle))
    }

    /// The rowid of the most recent successful INSERT (`sqlite3_last_insert_rowid`).
    package var lastInsertRowID: Int64 {
        guard let handle = raw else { return 0 }
        return library.functions.lastInsertRowid(handle)
    }

    /// Whether no transaction is open (`sqlite3_get_autocommit`); true when closed.
    package var isAutocommit: Bool {
        guard let handle = raw else { return true }
        return library.functions.getAutocommit(handle) != 0
    }

    /// Sets the busy timeout in milliseconds (`sqlite3_busy_timeout`); 0 or less turns it off.
    ///
    /// Once the connection has an interrupter, the wait is SQLFFI's own (`sqlite3_busy_handler`,
    /// with SQLite's schedule of sleeps), which a cancellation ends at once; SQLite's
    /// `PRAGMA busy_timeout` then reads 0.
    package func setBusyTimeout(milliseconds: Int32) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        busyTimeoutMilliseconds = max(milliseconds, 0)
        Self.interrupterLock.lock()
        let made = interrupterStorage
        Self.interrupterLock.unlock()
        if let made, milliseconds > 0 {
            installBusyWait(handle, made)
            return
        }
        busyWait = nil
        let code = library.functions.busyTimeout(handle, milliseconds)
        if code != SQLiteConstants.ok { throw failure(code) }
    }

    /// Replaces SQLite's busy timeout with a wait that the interrupter's cancellation ends.
    private func installBusyWait(_ handle: OpaquePointer, _ interrupter: SQLiteInterrupter) {
        let wait = SQLiteBusyWait(interrupter: interrupter, milliseconds: busyTimeoutMilliseconds)
        _ = library.functions.busyHandler(handle, SQLiteBusyWait.callback, Unmanaged.passUnretained(wait).toOpaque())
        busyWait = wait  // the previous one is released only now that SQLite no longer uses it
    }

    /// Reads a run-time limit and, when `newValue` is not negative, changes it (`sqlite3_limit`).
    /// Returns the value before the call, or -1 when the connection is closed.
    package func limit(_ category: Int32, newValue: Int32 = -1) -> Int32 {
        guard let handle = raw else { return -1 }
        return library.functions.limit(handle, category, newValue)
    }

    /// Changes an on/off `sqlite3_db_config` option (`value` 1 or 0; negative leaves it) and
    /// returns the setting after the call.
    package func configure(option: Int32, value: Int32) throws(SQLiteFailure) -> Bool {
        guard let handle = raw else { throw .connectionClosed }
        var result: Int32 = 0
        let code = sqlffi_db_config_int(
            library.functions.dbConfig.address, UnsafeMutableRawPointer(handle), option, value, &result)
        if code != SQLiteConstants.ok { throw failure(code) }
        return result != 0
    }

    /// The file name of schema `schema` ("main", "temp" or an attached name): empty for in-memory
    /// and temporary databases, nil when there is no such schema.
    package func filename(schema: String) -> String? {
        guard let handle = raw, let name = library.functions.dbFilename(handle, schema) else { return nil }
        return String(cString: name)
    }

    /// Whether schema `schema` is read-only; nil when there is no such schema.
    package func isReadOnly(schema: String) -> Bool? {
        guard let handle = raw else { return nil }
        switch library.functions.dbReadonly(handle, schema) {
        case 1: return true
        case 0: return false
        default: return nil
        }
    }

    /// Turns the loading of extension libraries on or off (`sqlite3_enable_load_extension`).
    package func setExtensionLoading(enabled: Bool) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        guard let enable = library.functions.enableLoadExtension else {
            throw unsupported(
                "sqlite3_enable_load_extension", since: "a SQLite built without SQLITE_OMIT_LOAD_EXTENSION")
        }
        let code = enable(handle, enabled ? 1 : 0)
        if code != SQLiteConstants.ok { throw failure(code) }
        allowsExtensionLoading = enabled
    }
}
#endif
