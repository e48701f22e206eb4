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
/// The signal's default action is turned off (`signal(SIGINT, SIG_IGN)`; on Linux the signal is
/// also blocked, see below) and a dispatch signal source watches it: the closure runs on an ordinary thread, not in signal context, so it may take
/// locks and call `sqlite3_interrupt`.
public final class InterruptSignal {
    /// The dispatch source that watches SIGINT.
    private let source: DispatchSourceSignal

    /// Starts watching SIGINT; `handler` runs once per signal, on a serial queue.
    public init(handler: @escaping @Sendable () -> Void) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        #if os(Linux)
        // libdispatch reads signals on Linux through a signalfd, which sees a signal only while
        // it is pending: blocked in every thread. Blocked here, on the main thread, before any
        // other thread starts, SIGINT stays pending until the source reads it (an unblocked
        // thread would take it, and with SIG_IGN drop it).
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        #else
        // kqueue sees a signal that is ignored; a process started by a thread that blocks
        // SIGINT inherits the mask, so unblock it.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        #endif
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "sqlctx.sigint"))
        source.setEventHandler(handler: handler)
        source.resume()
    }

    deinit {
        source.cancel()
    }
}
