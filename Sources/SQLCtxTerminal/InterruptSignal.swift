import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT (Ctrl-C) into a call of a Swift closure on a dispatch queue of its own, instead of
/// the end of the process.
///
/// The signal's default action is turned off (`signal(SIGINT, SIG_IGN)`) and a dispatch signal
/// source watches it: the closure runs on an ordinary thread, not in signal context, so it may take
/// locks and call `sqlite3_interrupt`.
public final class InterruptSignal {
    /// The dispatch source that watches SIGINT.
    private let source: DispatchSourceSignal

    /// Starts watching SIGINT; `handler` runs once per signal, on a serial queue.
    public init(handler: @escaping @Sendable () -> Void) {
        // A process started by a thread that blocks SIGINT (a dispatch worker, a test runner's)
        // inherits the mask, and the signal would never arrive: unblock it here, on the main
        // thread, before the source starts.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "sqlctx.sigint"))
        source.setEventHandler(handler: handler)
        source.resume()
    }

    deinit {
        source.cancel()
    }
}
