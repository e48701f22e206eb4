import Foundation

/// Interrupts a connection from any thread (`sqlite3_interrupt`).
///
/// SQLite forbids calling `sqlite3_interrupt` on a connection that is closed or closing; the lock
/// here makes the call and the connection's close exclude each other. It is taken only by those
/// two, never on the statement paths.
package final class SQLiteInterrupter: @unchecked Sendable {
    private let lock = NSLock()
    private var handle: OpaquePointer?
    private let function: @convention(c) (OpaquePointer?) -> Void

    init(handle: OpaquePointer, interrupt: @escaping @convention(c) (OpaquePointer?) -> Void) {
        self.handle = handle
        self.function = interrupt
    }

    /// Makes the connection's running statements stop with SQLITE_INTERRUPT; does nothing once the
    /// connection is closed.
    package func interrupt() {
        lock.lock()
        defer { lock.unlock() }
        if let handle { function(handle) }
    }

    /// Called by the connection before it closes.
    func invalidate() {
        lock.lock()
        handle = nil
        lock.unlock()
    }
}
