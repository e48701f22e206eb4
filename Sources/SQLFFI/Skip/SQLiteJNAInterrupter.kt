// Interrupting and cancelling a connection from any thread: the Kotlin form of
// Connection/SQLiteInterrupter.swift and Callbacks/SQLiteBusyWait.swift.
package sqlffi.module

import com.sun.jna.Pointer
import java.util.concurrent.TimeUnit
import java.util.concurrent.locks.ReentrantLock

/// Interrupts or cancels a connection from any thread (`sqlite3_interrupt`).
///
/// SQLite forbids `sqlite3_interrupt` on a connection that is closed or closing: the lock makes the
/// call and the connection's close exclude each other. A cancellation stays until
/// `clearCancellation`: it interrupts the running statement, every later step and prepare of the
/// connection fails with `SQLITE_INTERRUPT`, and a busy wait of the connection ends at once.
///
/// SQLite forgets an interrupt that comes before its statement has started (a statement that starts
/// while no other runs clears it): a step that has passed the cancellation check but not yet
/// started its statement would run to its end. So the connection also checks the cancellation
/// every so many virtual machine instructions (`SQLiteJNACancellationCheck`), where the library
/// has `sqlite3_progress_handler`.
class SQLiteJNAInterrupter internal constructor(handle: Pointer) {
    private val lock = ReentrantLock()
    private val cancelled = lock.newCondition()
    private var handle: Pointer? = handle
    @Volatile private var cancelFlag = false
    private var busySleeps = 0

    /// Makes the connection's running statements stop with `SQLITE_INTERRUPT`; nothing once closed.
    fun interrupt() {
        lock.lock()
        try {
            handle?.let { SQLite3.sqlite3_interrupt(it) }
        } finally {
            lock.unlock()
        }
    }

    /// Interrupts the running statement and fails every later step, prepare and busy wait of the
    /// connection with `SQLITE_INTERRUPT` until `clearCancellation`.
    fun cancel() {
        lock.lock()
        try {
            cancelFlag = true
            handle?.let { SQLite3.sqlite3_interrupt(it) }
            cancelled.signalAll()
        } finally {
            lock.unlock()
        }
    }

    /// Ends a cancellation: the connection runs statements again.
    fun clearCancellation() {
        lock.lock()
        try {
            cancelFlag = false
        } finally {
            lock.unlock()
        }
    }

    /// Whether the connection is cancelled.
    val isCancelled: Boolean get() = cancelFlag

    /// How many sleeps the connection's busy waits have begun.
    val busySleepCount: Int
        get() {
            lock.lock()
            try {
                return busySleeps
            } finally {
                lock.unlock()
            }
        }

    /// Sleeps up to `milliseconds` for a busy wait; false at once, or as soon as the connection is
    /// cancelled (the busy wait then ends).
    internal fun waitWhileBusy(milliseconds: Int): Boolean {
        lock.lock()
        try {
            busySleeps += 1
            var remaining = TimeUnit.MILLISECONDS.toNanos(milliseconds.toLong())
            while (!cancelFlag) {
                if (remaining <= 0) return true
                remaining = cancelled.awaitNanos(remaining)
            }
            return false
        } finally {
            lock.unlock()
        }
    }

    /// Called by the connection before it closes.
    internal fun invalidate() {
        lock.lock()
        try {
            handle = null
        } finally {
            lock.unlock()
        }
    }
}

/// The progress callback of a connection with an interrupter (`sqlite3_progress_handler`): stops the
/// running statement with `SQLITE_INTERRUPT` while the connection is cancelled. It reads one
/// volatile field and cannot throw into C.
internal class SQLiteJNACancellationCheck(private val interrupter: SQLiteJNAInterrupter) :
    SQLiteJNAProgressCallback {
    override fun invoke(context: Pointer?): Int = if (interrupter.isCancelled) 1 else 0
}

/// The busy handler of a connection with an interrupter: SQLite's schedule of sleeps, each cut short
/// by a cancellation (SQLite's own `sqlite3_busy_timeout` sleeps through an interrupt).
internal class SQLiteJNABusyWait(private val interrupter: SQLiteJNAInterrupter, private val milliseconds: Int) :
    SQLiteJNABusyCallback {
    override fun invoke(context: Pointer?, count: Int): Int = try {
        if (retry(count)) 1 else 0
    } catch (error: Throwable) {
        0
    }

    /// Sleeps before try `count` (from 0), as `sqliteDefaultBusyCallback` would; false when the
    /// timeout is spent or the connection is cancelled.
    private fun retry(count: Int): Boolean {
        if (interrupter.isCancelled) return false
        val last = DELAYS.size - 1
        var delay = if (count <= last) DELAYS[count] else DELAYS[last]
        val prior = if (count <= last) TOTALS[count] else TOTALS[last] + delay * (count - last)
        if (prior + delay > milliseconds) {
            delay = milliseconds - prior
            if (delay <= 0) return false
        }
        return interrupter.waitWhileBusy(delay)
    }

    private companion object {
        val DELAYS = intArrayOf(1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100)
        val TOTALS = intArrayOf(0, 1, 3, 8, 18, 33, 53, 78, 103, 128, 178, 228)
    }
}
