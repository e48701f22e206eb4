#if !SKIP
import Foundation
import SQLFFIShims

/// Interrupts or cancels a connection from any thread (`sqlite3_interrupt`).
///
/// SQLite forbids calling `sqlite3_interrupt` on a connection that is closed or closing; the lock
/// here makes the call and the connection's close exclude each other. It is taken by those two and
/// by the busy waits of a cancellable connection, never on the statement paths.
///
/// An interrupt stops the statements running at that moment, and SQLite forgets it once none runs:
/// one that comes between two statements of a job is lost. A cancellation stays until
/// ``clearCancellation()``: it interrupts the running statement, every statement step and prepare
/// of the connection checks it first (a relaxed atomic load of ``cancelFlag``) and fails with
/// `SQLITE_INTERRUPT`, and a busy wait of the connection ends at once.
///
/// A step that has passed that check but not yet started its statement when the cancellation
/// comes would run to its end: SQLite clears the interrupt as a statement starts while no other
/// runs. So the connection also checks the flag every thousand virtual machine instructions
/// (`sqlite3_progress_handler`, installed when the interrupter is made), which stops that step.
/// A library built without the progress callback (`SQLITE_OMIT_PROGRESS_CALLBACK`) keeps this
/// gap: there, such a step ends only when its statement does.
package final class SQLiteInterrupter: @unchecked Sendable {
    /// Guards `handle` and wakes the busy waits (``waitWhileBusy(milliseconds:)``) on cancellation.
    private let condition = NSCondition()
    private var handle: OpaquePointer?
    private let function: @convention(c) (OpaquePointer?) -> Void
    /// 1 while cancelled, else 0; written under the lock, read by the connection's thread without it.
    @usableFromInline let cancelFlag: UnsafeMutablePointer<Int32>
    /// How many sleeps the connection's busy waits have begun.
    private var busySleeps = 0

    init(handle: OpaquePointer, interrupt: @escaping @convention(c) (OpaquePointer?) -> Void) {
        self.handle = handle
        self.function = interrupt
        cancelFlag = .allocate(capacity: 1)
        cancelFlag.initialize(to: 0)
    }

    deinit { cancelFlag.deallocate() }

    /// Makes the connection's running statements stop with SQLITE_INTERRUPT; does nothing once the
    /// connection is closed.
    package func interrupt() {
        condition.lock()
        defer { condition.unlock() }
        if let handle { function(handle) }
    }

    /// Interrupts the running statement and makes every later step, prepare and busy wait of the
    /// connection fail with SQLITE_INTERRUPT until ``clearCancellation()``.
    package func cancel() {
        condition.lock()
        defer { condition.unlock() }
        sqlffi_atomic_store(cancelFlag, 1)
        if let handle { function(handle) }
        condition.broadcast()
    }

    /// Ends a cancellation: the connection runs statements again.
    package func clearCancellation() {
        condition.lock()
        sqlffi_atomic_store(cancelFlag, 0)
        condition.unlock()
    }

    /// Whether the connection is cancelled.
    package var isCancelled: Bool { sqlffi_atomic_load(cancelFlag) != 0 }

    /// Sleeps up to `milliseconds` for a busy wait, and returns false at once, or as soon as the
    /// connection is cancelled: the busy wait then ends.
    func waitWhileBusy(milliseconds: Int32) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        busySleeps += 1
        let deadline = Date(timeIntervalSinceNow: Double(milliseconds) / 1000.0)
        while sqlffi_atomic_load(cancelFlag) == 0 {
            if !condition.wait(until: deadline) { return sqlffi_atomic_load(cancelFlag) == 0 }
        }
        return false
    }

    /// How many sleeps the connection's busy waits have begun: proof, for tests, that a statement
    /// met another connection's lock and waited for it.
    package var busySleepCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return busySleeps
    }

    /// Called by the connection before it closes.
    func invalidate() {
        condition.lock()
        handle = nil
        condition.unlock()
    }
}
#endif
