#if !SKIP
/// The busy wait of a connection that has an interrupter: SQLite's own schedule of sleeps (as
/// `sqlite3_busy_timeout` would sleep), each of which a cancellation of the connection cuts short,
/// and then the wait gives up (the statement fails with SQLITE_BUSY; the caller that cancelled
/// knows why).
///
/// SQLite's `sqlite3_busy_timeout` sleeps through an interrupt: a cancelled statement waiting for
/// another connection's lock would otherwise wait out the whole timeout.
final class SQLiteBusyWait {
    let interrupter: SQLiteInterrupter
    /// The total time to wait, in milliseconds.
    let milliseconds: Int32

    init(interrupter: SQLiteInterrupter, milliseconds: Int32) {
        self.interrupter = interrupter
        self.milliseconds = milliseconds
    }

    /// SQLite's sleeps, in milliseconds, and the time slept before each (`sqliteDefaultBusyCallback`).
    private static let delays: [Int32] = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100]
    private static let totals: [Int32] = [0, 1, 3, 8, 18, 33, 53, 78, 103, 128, 178, 228]

    /// Sleeps before try `count` (from 0), as SQLite would; false when the timeout is spent or the
    /// connection is cancelled.
    func retry(_ count: Int32) -> Bool {
        if interrupter.isCancelled { return false }
        let last = Self.delays.count - 1
        var delay = count <= last ? Self.delays[Int(count)] : Self.delays[last]
        let prior = count <= last ? Self.totals[Int(count)] : Self.totals[last] + delay * (count - Int32(last))
        if prior + delay > milliseconds {
            delay = milliseconds - prior
            if delay <= 0 { return false }
        }
        return interrupter.waitWhileBusy(milliseconds: delay)
    }

    /// The `sqlite3_busy_handler` callback.
    static let callback: SQLiteBusyCallback = { context, count in
        guard let context else { return 0 }
        return Unmanaged<SQLiteBusyWait>.fromOpaque(context).takeUnretainedValue().retry(count) ? 1 : 0
    }
}
#endif
