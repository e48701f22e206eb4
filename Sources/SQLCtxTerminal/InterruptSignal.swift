import Foundation
import SQLCtxSignals

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT (Ctrl-C) into a call of a Swift closure on a thread of its own, instead of the
/// end of the process.
///
/// A C signal handler (`sqlctx_sigint_pipe_install`, the self-pipe trick) writes one byte to a
/// pipe per signal; a thread of this class reads the pipe and calls the closure, in no signal
/// context, so that it may take locks and call `sqlite3_interrupt`. No signal is blocked or
/// ignored, and no dispatch signal source is used: whichever thread the kernel hands SIGINT to,
/// whatever the signal masks of the process's threads, the byte is written. The handler is
/// installed with `SA_RESTART`, so a `read` or `write` it interrupts goes on; a `poll` it
/// interrupts fails with `EINTR`, and the readers wait again (``WakeUpPipe/waitForInput(on:)``).
///
/// SIGINT is handled for the rest of the process's life: make one. When the system refuses a
/// pipe, SIGINT keeps its default action (it ends the process).
public final class InterruptSignal: Sendable {
    /// Starts handling SIGINT; `handler` runs once for one or more signals that came together, on
    /// the thread that reads the pipe, one call at a time.
    public init(handler: @escaping @Sendable () -> Void) {
        let readEnd = sqlctx_sigint_pipe_install()
        guard readEnd >= 0 else { return }
        let thread = Thread { InterruptSignal.readSignals(from: readEnd, handler: handler) }
        thread.name = "sqlctx.sigint"
        thread.start()
    }

    /// Reads the pipe that the signal handler writes to until it ends, calling `handler` after
    /// each read.
    private static func readSignals(from readEnd: Int32, handler: @Sendable () -> Void) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &bytes, bytes.count)
            if count > 0 {
                handler()
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
