import Foundation
import SQLContext
import SQLCtxTerminal

/// What Ctrl-C (SIGINT) does to the shell.
///
/// - While a statement or a dot-command runs, it is cancelled (``SQLInterruptHandle/cancel()``:
///   `sqlite3_interrupt`, and every statement it would start fails too), then, at a terminal, the
///   shell says `interrupted` and reads the next line; when standard input is not a terminal,
///   the process ends with status 130 (128 + SIGINT), as a shell command killed by SIGINT does.
/// - At a terminal's prompt, the line being read ends (``WakeUpPipe``) and the statement being
///   typed is dropped.
/// - Elsewhere, outside a terminal, the process ends at once with status 130.
///
/// The signal is handled by ``InterruptSignal`` on a thread of its own; the state it shares with
/// the main thread is behind a lock. A Ctrl-C that comes after a line was read at a terminal and
/// before the work it asks for starts cancels that work (see ``begin(_:)``).
final class InterruptController: @unchecked Sendable {
    /// Guards the state below.
    private let lock = NSLock()
    /// Whether standard input is a terminal that the shell reads.
    let isInteractive: Bool
    /// Ends a read at the prompt; nil outside a terminal.
    let wakeUp: WakeUpPipe?
    /// The handle of the database whose work is running, or nil when none runs.
    private var running: SQLInterruptHandle?
    /// Whether Ctrl-C came while the current work ran.
    private var wasInterrupted = false
    /// Watches SIGINT while the controller lives.
    private var signal: InterruptSignal?

    /// The status of a process that SIGINT ended.
    static let interruptedStatus: Int32 = 130

    /// Starts handling SIGINT.
    init(isInteractive: Bool) {
        self.isInteractive = isInteractive
        wakeUp = isInteractive ? WakeUpPipe() : nil
        signal = InterruptSignal { [weak self] in self?.signalled() }
    }

    /// What SIGINT does, on the signal's thread.
    private func signalled() {
        lock.lock()
        defer { lock.unlock() }
        if let running {
            running.cancel()
            wasInterrupted = true
        } else if let wakeUp {
            wakeUp.wake()
        } else if !isInteractive {
            Terminal.exitImmediately(InterruptController.interruptedStatus)
        }
    }

    /// Marks the start of work on the database of `handle`: Ctrl-C now cancels it.
    ///
    /// At a terminal, a Ctrl-C that came after the line was read and before this call found no
    /// work to cancel and only woke the reader, which no longer waited: its wake-up is still in
    /// the pipe. It is taken here and cancels the work at once, as it was meant to; so it is
    /// neither lost nor left to end the next read.
    func begin(_ handle: SQLInterruptHandle) {
        lock.lock()
        defer { lock.unlock() }
        running = handle
        wasInterrupted = wakeUp?.takeWakeUps() ?? false
        if wasInterrupted { handle.cancel() }
    }

    /// Marks the end of the work, lifts the cancellation, and tells whether Ctrl-C came meanwhile.
    func end() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        running?.clearCancellation()
        running = nil
        let interrupted = wasInterrupted
        wasInterrupted = false
        return interrupted
    }
}
