#include "SQLCtxSignals.h"

#if !defined(_WIN32)
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

/// The pipe's write end, which the handler writes to; -1 until it is installed.
static volatile sig_atomic_t sqlctx_sigint_write_end = -1;

/// The SIGINT handler: writes one byte to the pipe and leaves `errno` as it found it. `write` is
/// async-signal-safe; a full pipe (`EAGAIN`) drops the byte, since unread bytes already wake the
/// reader.
static void sqlctx_sigint_handler(int signal_number) {
    (void)signal_number;
    int saved = errno;
    int end = sqlctx_sigint_write_end;
    if (end >= 0) {
        unsigned char byte = 1;
        while (write(end, &byte, 1) < 0 && errno == EINTR) {
        }
    }
    errno = saved;
}

/// Adds `flags` to the descriptor flags (`F_SETFD`) or the status flags (`F_SETFL`) of `fd`.
static int sqlctx_add_flags(int fd, int get, int set, int flags) {
    int current = fcntl(fd, get);
    return current < 0 ? -1 : fcntl(fd, set, current | flags);
}

int sqlctx_sigint_pipe_install(void) {
    int ends[2];
    if (pipe(ends) != 0) return -1;
    if (sqlctx_add_flags(ends[0], F_GETFD, F_SETFD, FD_CLOEXEC) != 0
        || sqlctx_add_flags(ends[1], F_GETFD, F_SETFD, FD_CLOEXEC) != 0
        || sqlctx_add_flags(ends[1], F_GETFL, F_SETFL, O_NONBLOCK) != 0) {
        int saved = errno;
        close(ends[0]);
        close(ends[1]);
        errno = saved;
        return -1;
    }
    sqlctx_sigint_write_end = ends[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = sqlctx_sigint_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGINT, &action, NULL) != 0) {
        int saved = errno;
        sqlctx_sigint_write_end = -1;
        close(ends[0]);
        close(ends[1]);
        errno = saved;
        return -1;
    }
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &signals, NULL);
    return ends[0];
}
#endif
