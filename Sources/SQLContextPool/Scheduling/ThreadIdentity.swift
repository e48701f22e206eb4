#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Bionic)
import Bionic
#elseif canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#endif

/// Identifies the calling thread among the threads alive now: the key under which a scheduler
/// remembers which connection a thread holds. A system call that reads a register, where
/// Foundation's `Thread.current` would look up (or create) an object.
struct ThreadIdentity: Hashable {
    /// The platform's thread id as an integer.
    let value: UInt

    /// The calling thread.
    static var current: ThreadIdentity {
        #if os(Windows)
        return ThreadIdentity(value: UInt(GetCurrentThreadId()))
        #elseif canImport(Glibc)
        return ThreadIdentity(value: UInt(pthread_self()))  // pthread_t is an unsigned long
        #else
        // Android: a long; Musl and Darwin: a pointer.
        return ThreadIdentity(value: UInt(bitPattern: pthread_self()))
        #endif
    }
}
