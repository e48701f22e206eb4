import FaultInjection

/// A fault the sweep injects: the Nth call of one VFS method fails with an I/O error code (or a
/// full disk), or the Nth allocation fails.
enum FaultKind: String, CaseIterable {
    case read, write, sync, truncate, filesize, lock, full, oom

    /// The extended result code that the failing call returns, which the workload's SQLError
    /// must carry: SQLITE_IOERR_READ (266), _WRITE (778), _FSYNC (1034), _TRUNCATE (1546),
    /// _FSTAT (1802), _LOCK (3850), SQLITE_FULL (13), SQLITE_NOMEM (7).
    var code: Int32 {
        switch self {
        case .read: return 266
        case .write: return 778
        case .sync: return 1034
        case .truncate: return 1546
        case .filesize: return 1802
        case .lock: return 3850
        case .full: return 13
        case .oom: return 7
        }
    }

    /// The VFS method the fault hits (nil for an allocation).
    var method: fault_io_kind? {
        switch self {
        case .read: return FAULT_IO_READ
        case .write, .full: return FAULT_IO_WRITE
        case .sync: return FAULT_IO_SYNC
        case .truncate: return FAULT_IO_TRUNCATE
        case .filesize: return FAULT_IO_FILESIZE
        case .lock: return FAULT_IO_LOCK
        case .oom: return nil
        }
    }

    /// Fails the `n`th call from now (0: none, but counts).
    func arm(_ n: Int) {
        if let method {
            fault_vfs_arm(Int32(method.rawValue), n, code, 0)
        } else {
            fault_malloc_arm(n, 0)
        }
    }

    /// Stops failing calls.
    func disarm() {
        fault_vfs_disarm()
        fault_malloc_disarm()
    }

    /// The calls of the fault's kind since ``arm(_:)``.
    var calls: Int {
        if let method { return fault_vfs_calls(Int32(method.rawValue)) }
        return fault_malloc_calls()
    }

    /// The calls failed since ``arm(_:)``.
    var failures: Int {
        method == nil ? fault_malloc_failures() : fault_vfs_failures()
    }
}
