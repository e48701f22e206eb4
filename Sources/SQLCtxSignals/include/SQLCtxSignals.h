// The C of sqlctx's SIGINT handling: a signal handler that writes a byte to a pipe, the self-pipe
// trick. Only C can be trusted to run in signal context (Swift's runtime is not async-signal-safe);
// everything else, reading the pipe and what Ctrl-C does, is Swift (SQLCtxTerminal's
// InterruptSignal), on a thread of its own.

#ifndef SQLCTX_SIGNALS_H
#define SQLCTX_SIGNALS_H

#if !defined(_WIN32)
/// Makes each SIGINT write one byte to a pipe, and returns the pipe's read end, for a thread to
/// read: a `sigaction` handler (`SA_RESTART`) that does nothing but an async-signal-safe `write`
/// to the pipe's write end, which does not block (a full pipe already says that SIGINT came). No
/// signal is blocked or ignored: SIGINT is unblocked in the calling thread, so that at least one
/// thread takes it whatever mask the process inherited, and any other thread that does not block
/// it may take it too. Both ends are close-on-exec. Call it once in a process.
///
/// - Returns: the read end (blocking), or -1 with `errno` set when no pipe could be made or the
///   handler could not be installed (SIGINT then keeps its disposition).
int sqlctx_sigint_pipe_install(void);
#endif

#endif
