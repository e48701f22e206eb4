#if !SKIP
/// The Swift side of an SQL function: the box SQLite holds as the function's user data, retained
/// from registration until SQLite calls the destructor (the function is replaced or removed, the
/// connection closes, or the registration fails).
///
/// The C callbacks call these methods; each catches every Swift error and reports it to SQLite
/// with `sqlite3_result_error`, so nothing unwinds through C.
class FunctionBox {
    /// The library of the connection; kept alive while SQLite can call the function.
    let library: SQLiteLibrary
    /// The connection the function is registered on. Not retained (the connection keeps SQLite,
    /// which keeps the box): SQLite calls the function only while the connection is open.
    unowned(unsafe) let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.library = connection.library
        self.connection = connection
    }

    /// `xFunc` of a scalar function, `xStep` of an aggregate.
    func call(_ call: SQLiteFunctionCall) {}
    /// `xInverse` of a window function.
    func inverse(_ call: SQLiteFunctionCall) {}
    /// `xValue` of a window function.
    func value(_ call: SQLiteFunctionCall) {}
    /// `xFinal` of an aggregate.
    func final(_ call: SQLiteFunctionCall) {}

    /// The destructor SQLite calls with the box: releases it.
    static let destroy: SQLiteDestructor = { pointer in
        guard let pointer else { return }
        Unmanaged<FunctionBox>.fromOpaque(pointer).release()
    }
}

/// A scalar function: one Swift closure per call.
final class ScalarFunctionBox: FunctionBox {
    let body: (SQLiteFunctionCall) throws -> Void

    init(connection: SQLiteConnection, body: @escaping (SQLiteFunctionCall) throws -> Void) {
        self.body = body
        super.init(connection: connection)
    }

    override func call(_ call: SQLiteFunctionCall) {
        do {
            try body(call)
        } catch {
            call.fail(with: error)
        }
    }
}

/// An aggregate or window function: makes a group state on each group's first call, keeps it in
/// the group's aggregate context, and releases it in `xFinal`.
///
/// SQLite calls `xFinal` once for every group that it called anything for, also when the
/// statement is reset or finalized part-way, and for an aggregate over no rows without any step
/// (then a fresh group computes the result and is released at once).
///
/// Generic over the group's type so that the aggregate context holds one retained reference (no
/// existential), which each call uses without retaining it again.
final class AggregateFunctionBox<Group: SQLiteAggregateGroup>: FunctionBox {
    let makeGroup: () -> Group

    init(connection: SQLiteConnection, makeGroup: @escaping () -> Group) {
        self.makeGroup = makeGroup
        super.init(connection: connection)
    }

    /// The aggregate context: the group's retained reference, zero (as SQLite allocates it) until
    /// the group is made.
    private static var contextSize: Int32 { Int32(MemoryLayout<Unmanaged<Group>>.stride) }

    /// The group of the call, made and stored on first use; nil when SQLite cannot allocate.
    @inline(__always)
    private func group(of call: SQLiteFunctionCall) -> Unmanaged<Group>? {
        guard let memory = library.functions.aggregateContext(call.context, Self.contextSize) else { return nil }
        if let stored = memory.load(as: UnsafeMutableRawPointer?.self) {
            return Unmanaged<Group>.fromOpaque(stored)
        }
        let made = Unmanaged.passRetained(makeGroup())
        memory.storeBytes(of: made.toOpaque(), as: UnsafeMutableRawPointer?.self)
        return made
    }

    /// Runs `body` with the call's group, reporting its error to SQLite. The group is not retained
    /// for the call: its context keeps it until `xFinal`, which cannot run during one of its calls.
    @inline(__always)
    private func run(_ call: SQLiteFunctionCall, _ body: (Group) throws -> Void) {
        guard let group = group(of: call) else { return call.setError("out of memory", code: SQLiteConstants.noMemory) }
        group._withUnsafeGuaranteedRef { group in
            do {
                try body(group)
            } catch {
                call.fail(with: error)
            }
        }
    }

    override func call(_ call: SQLiteFunctionCall) { run(call) { try $0.step(call) } }
    override func inverse(_ call: SQLiteFunctionCall) { run(call) { try $0.inverse(call) } }
    override func value(_ call: SQLiteFunctionCall) { run(call) { try $0.value(call) } }

    override func final(_ call: SQLiteFunctionCall) {
        // N = 0: no memory is allocated for a group that was never called.
        let group: Group
        if let memory = library.functions.aggregateContext(call.context, 0),
            let stored = memory.load(as: UnsafeMutableRawPointer?.self)
        {
            group = Unmanaged<Group>.fromOpaque(stored).takeRetainedValue()
            memory.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        } else {
            group = makeGroup()
        }
        do {
            try group.finish(call)
        } catch {
            call.fail(with: error)
        }
    }
}
#endif
