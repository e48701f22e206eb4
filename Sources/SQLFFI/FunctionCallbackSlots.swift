import Foundation

// How a C callback of an SQL function finds its Swift box.
//
// SQLite hands a function callback its `sqlite3_context *` and nothing else; the box registered
// with the function comes back only through `sqlite3_user_data`, which must be called in the
// library that made the context. Several SQLite libraries can be loaded side by side, and a
// `@convention(c)` function captures nothing, so each library gets a slot of its own here with its
// own set of callbacks: the callbacks of slot N call slot N's library. Collations, destructors
// and hooks receive their box pointer directly and need no slot.

/// The libraries that have Swift functions registered, each in its slot, and the C callbacks of
/// each slot.
enum FunctionCallbackSlots {
    /// How many libraries of a process can have Swift functions.
    static let capacity = 16

    /// The C callbacks that reach slot `slot`'s library.
    struct Callbacks {
        /// `xFunc` of a scalar function and `xStep` of an aggregate.
        let call: SQLiteFunctionCallback
        /// `xInverse` of a window function.
        let inverse: SQLiteFunctionCallback
        /// `xValue` of a window function.
        let value: SQLiteFinalCallback
        /// `xFinal` of an aggregate.
        let final: SQLiteFinalCallback
    }

    /// The library of each slot; written once per slot under `lock`, before any callback of the
    /// slot is handed to SQLite.
    nonisolated(unsafe) private static let libraries: UnsafeMutablePointer<Unmanaged<SQLiteLibrary>?> = {
        let slots = UnsafeMutablePointer<Unmanaged<SQLiteLibrary>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    /// How many slots are taken.
    nonisolated(unsafe) private static var used = 0
    private static let lock = NSLock()

    /// The callbacks of `library`'s slot, taking a free slot on its first use; nil when every
    /// slot is taken by other libraries.
    static func callbacks(for library: SQLiteLibrary) -> Callbacks? {
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<used where libraries[slot]?.takeUnretainedValue() === library {
            return all[slot]
        }
        guard used < capacity else { return nil }
        // Libraries are never unloaded, so the slot keeps its library without retaining it again.
        libraries[used] = Unmanaged.passRetained(library)
        used += 1
        return all[used - 1]
    }

    /// Calls `body` with the box registered with the function of `context`, reached through slot
    /// `slot`'s library, and the call. The box is not retained for the call: SQLite holds it until
    /// its destructor runs, which cannot happen while one of its calls runs.
    @inline(__always)
    private static func withBox(
        _ slot: Int, _ context: OpaquePointer?, _ count: Int32, _ values: UnsafeMutablePointer<OpaquePointer?>?,
        _ body: (FunctionBox, SQLiteFunctionCall) -> Void
    ) {
        // Neither the library (kept by its slot) nor the box is retained for the call.
        guard let context, let slotLibrary = libraries[slot] else { return }
        slotLibrary._withUnsafeGuaranteedRef { library in
            guard let data = library.functions.userData(context) else { return }
            let call = SQLiteFunctionCall(context: context, count: count, values: values, library: library)
            Unmanaged<FunctionBox>.fromOpaque(data)._withUnsafeGuaranteedRef { body($0, call) }
        }
    }

    static func call(
        _ slot: Int, _ context: OpaquePointer?, _ count: Int32, _ values: UnsafeMutablePointer<OpaquePointer?>?
    ) {
        withBox(slot, context, count, values) { box, call in box.call(call) }
    }

    static func inverse(
        _ slot: Int, _ context: OpaquePointer?, _ count: Int32, _ values: UnsafeMutablePointer<OpaquePointer?>?
    ) {
        withBox(slot, context, count, values) { box, call in box.inverse(call) }
    }

    static func value(_ slot: Int, _ context: OpaquePointer?) {
        withBox(slot, context, 0, nil) { box, call in box.value(call) }
    }

    static func final(_ slot: Int, _ context: OpaquePointer?) {
        withBox(slot, context, 0, nil) { box, call in box.final(call) }
    }

    /// The callbacks of every slot: each closure names its slot as a constant, so that it captures
    /// nothing and is a C function.
    private static let all: [Callbacks] = [
        Callbacks(
            call: { call(0, $0, $1, $2) }, inverse: { inverse(0, $0, $1, $2) }, value: { value(0, $0) },
            final: { final(0, $0) }),
        Callbacks(
            call: { call(1, $0, $1, $2) }, inverse: { inverse(1, $0, $1, $2) }, value: { value(1, $0) },
            final: { final(1, $0) }),
        Callbacks(
            call: { call(2, $0, $1, $2) }, inverse: { inverse(2, $0, $1, $2) }, value: { value(2, $0) },
            final: { final(2, $0) }),
        Callbacks(
            call: { call(3, $0, $1, $2) }, inverse: { inverse(3, $0, $1, $2) }, value: { value(3, $0) },
            final: { final(3, $0) }),
        Callbacks(
            call: { call(4, $0, $1, $2) }, inverse: { inverse(4, $0, $1, $2) }, value: { value(4, $0) },
            final: { final(4, $0) }),
        Callbacks(
            call: { call(5, $0, $1, $2) }, inverse: { inverse(5, $0, $1, $2) }, value: { value(5, $0) },
            final: { final(5, $0) }),
        Callbacks(
            call: { call(6, $0, $1, $2) }, inverse: { inverse(6, $0, $1, $2) }, value: { value(6, $0) },
            final: { final(6, $0) }),
        Callbacks(
            call: { call(7, $0, $1, $2) }, inverse: { inverse(7, $0, $1, $2) }, value: { value(7, $0) },
            final: { final(7, $0) }),
        Callbacks(
            call: { call(8, $0, $1, $2) }, inverse: { inverse(8, $0, $1, $2) }, value: { value(8, $0) },
            final: { final(8, $0) }),
        Callbacks(
            call: { call(9, $0, $1, $2) }, inverse: { inverse(9, $0, $1, $2) }, value: { value(9, $0) },
            final: { final(9, $0) }),
        Callbacks(
            call: { call(10, $0, $1, $2) }, inverse: { inverse(10, $0, $1, $2) }, value: { value(10, $0) },
            final: { final(10, $0) }),
        Callbacks(
            call: { call(11, $0, $1, $2) }, inverse: { inverse(11, $0, $1, $2) }, value: { value(11, $0) },
            final: { final(11, $0) }),
        Callbacks(
            call: { call(12, $0, $1, $2) }, inverse: { inverse(12, $0, $1, $2) }, value: { value(12, $0) },
            final: { final(12, $0) }),
        Callbacks(
            call: { call(13, $0, $1, $2) }, inverse: { inverse(13, $0, $1, $2) }, value: { value(13, $0) },
            final: { final(13, $0) }),
        Callbacks(
            call: { call(14, $0, $1, $2) }, inverse: { inverse(14, $0, $1, $2) }, value: { value(14, $0) },
            final: { final(14, $0) }),
        Callbacks(
            call: { call(15, $0, $1, $2) }, inverse: { inverse(15, $0, $1, $2) }, value: { value(15, $0) },
            final: { final(15, $0) }),
    ]
}
