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

    // The library of each slot (an `Unmanaged<SQLiteLibrary>`), nil while the slot is free;
    // written once per slot under `lock`, before any callback of the slot is handed to SQLite.
    // One global per slot, each initialized statically to nil: a callback reads its slot with one
    // load, without the lazy-initialization check (`swift_once`) of a global set up at run time,
    // and a write touches only its own slot. Their accesses need no exclusivity check: a slot is
    // written once, before SQLite can call its callbacks.
    @exclusivity(unchecked) nonisolated(unsafe) private static var library0: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library1: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library2: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library3: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library4: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library5: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library6: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library7: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library8: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library9: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library10: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library11: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library12: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library13: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library14: UnsafeMutableRawPointer? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var library15: UnsafeMutableRawPointer? = nil

    /// The library of slot `slot` (nil while the slot is free), after storing `library` there
    /// when it is given. A callback, inlining this with no `library`, makes one load.
    @inline(__always)
    private static func slotLibrary(
        _ slot: Int, storing library: UnsafeMutableRawPointer? = nil
    ) -> UnsafeMutableRawPointer? {
        switch slot {
        case 0:
            if let library { library0 = library }
            return library0
        case 1:
            if let library { library1 = library }
            return library1
        case 2:
            if let library { library2 = library }
            return library2
        case 3:
            if let library { library3 = library }
            return library3
        case 4:
            if let library { library4 = library }
            return library4
        case 5:
            if let library { library5 = library }
            return library5
        case 6:
            if let library { library6 = library }
            return library6
        case 7:
            if let library { library7 = library }
            return library7
        case 8:
            if let library { library8 = library }
            return library8
        case 9:
            if let library { library9 = library }
            return library9
        case 10:
            if let library { library10 = library }
            return library10
        case 11:
            if let library { library11 = library }
            return library11
        case 12:
            if let library { library12 = library }
            return library12
        case 13:
            if let library { library13 = library }
            return library13
        case 14:
            if let library { library14 = library }
            return library14
        case 15:
            if let library { library15 = library }
            return library15
        default: return nil
        }
    }

    /// The library of slot `slot`, nil while the slot is free.
    @inline(__always)
    private static func libraryOfSlot(_ slot: Int) -> Unmanaged<SQLiteLibrary>? {
        slotLibrary(slot).map { Unmanaged.fromOpaque($0) }
    }

    /// How many slots are taken.
    nonisolated(unsafe) private static var used = 0
    private static let lock = NSLock()

    /// The callbacks of `library`'s slot, taking a free slot on its first use; nil when every
    /// slot is taken by other libraries.
    static func callbacks(for library: SQLiteLibrary) -> Callbacks? {
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<used where libraryOfSlot(slot)?.takeUnretainedValue() === library {
            return all[slot]
        }
        guard used < capacity else { return nil }
        // Libraries are never unloaded, so the slot keeps its library without retaining it again.
        _ = slotLibrary(used, storing: Unmanaged.passRetained(library).toOpaque())
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
        guard let context, let slotLibrary = libraryOfSlot(slot) else { return }
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
