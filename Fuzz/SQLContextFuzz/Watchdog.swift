import Foundation
import SQLContext

/// Interrupts the running input once it has run longer than a limit, from its own thread.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var handle: SQLInterruptHandle?
    private var started = Date()
    private let limitSeconds: Double

    init(limitSeconds: Double) {
        self.limitSeconds = limitSeconds
        let thread = Thread { [unowned self] in self.watch() }
        thread.start()
    }

    /// Starts the clock for the input that runs on `handle`'s context.
    func arm(_ handle: SQLInterruptHandle) {
        lock.lock()
        self.handle = handle
        started = Date()
        lock.unlock()
    }

    /// Stops the clock.
    func disarm() {
        lock.lock()
        handle = nil
        lock.unlock()
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.05)
            lock.lock()
            if let handle, Date().timeIntervalSince(started) > limitSeconds { handle.interrupt() }
            lock.unlock()
        }
    }
}
