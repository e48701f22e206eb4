#if !SKIP
import Foundation
import SQLFFIShims

// How a C callback of an SQL function finds its Swift box.
//
// SQLite hands a function callback its `sqlite3_context *` and nothing else; the box registered
// with the function comes back only through `sqlite3_user_data`, which must be called in the
// library that made the context. Several SQLite libraries can be loaded side by side, and a C
// callback captures nothing, so each library gets a slot with C callbacks of its own (SQLFFIShims:
// one macro per slot, so that the slot is a constant in each): the callbacks of slot N ask slot
// N's library for the box and hand it to ``FunctionCallbackSlots/entry``, the one Swift function
// behind every callback. Collations, destructors and hooks receive their box pointer directly and
// need no slot.

/// The libraries that have Swift functions registered, each in its slot, and the C callbacks of
/// each slot.
enum FunctionCallbackSlots {
    /// How many libraries of a process can have Swift functions.
    static let capacity = Int(SQLFFI_FUNCTION_SLOTS)

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

        init(slot: Int32) {
            call = unsafeBitCast(sqlffi_slot_callback(slot, 0), to: SQLiteFunctionCallback.self)
            inverse = unsafeBitCast(sqlffi_slot_callback(slot, 1), to: SQLiteFunctionCallback.self)
            value = unsafeBitCast(sqlffi_slot_callback(slot, 2), to: SQLiteFinalCallback.self)
            final = unsafeBitCast(sqlffi_slot_callback(slot, 3), to: SQLiteFinalCallback.self)
        }
    }

    /// The library of each slot taken so far, in slot order. Libraries are never unloaded.
    nonisolated(unsafe) private static var libraries: [SQLiteLibrary] = []
    private static let lock = NSLock()

    /// The callbacks of `library`'s slot, taking a free slot on its first use; nil when every
    /// slot is taken by other libraries.
    static func callbacks(for library: SQLiteLibrary) -> Callbacks? {
        lock.lock()
        defer { lock.unlock() }
        if let slot = libraries.firstIndex(where: { $0 === library }) { return Callbacks(slot: Int32(slot)) }
        guard libraries.count < capacity else { return nil }
        if libraries.isEmpty { sqlffi_set_function_entry(entry) }
        let slot = Int32(libraries.count)
        sqlffi_set_slot_user_data(
            slot,
            unsafeBitCast(
                library.functions.userData,
                to: (@convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?).self))
        libraries.append(library)
        return Callbacks(slot: slot)
    }

    /// The Swift side of every callback: runs the callback `kind` of `box` as a callback of the box's
    /// connection. The box is not retained for the call: SQLite holds it until its destructor
    /// runs, which cannot happen while one of its calls runs.
    private static let entry: sqlffi_function_entry = { box, kind, context, count, values in
        guard let box, let context else { return }
        Unmanaged<FunctionBox>.fromOpaque(box)._withUnsafeGuaranteedRef { box in
            let call = SQLiteFunctionCall(
                context: OpaquePointer(context), count: count,
                values: values.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: OpaquePointer?.self) },
                library: box.library)
            box.connection.runCallback(hook: false) {
                switch kind {
                case 0: box.call(call)
                case 1: box.inverse(call)
                case 2: box.value(call)
                default: box.final(call)
                }
            }
        }
    }
}
#endif
