/// The Swift side of an SQL function: the box SQLite holds as the function's user data, retained
/// from registration until SQLite calls the destructor (the function is replaced or removed, the
/// connection closes, or the registration fails).
///
/// The C callbacks call these methods; each catches every Swift error and reports it to SQLite
/// with `sqlite3_result_error`, so nothing unwinds through C.
class FunctionBox {
    /// The library of the connection; kept alive while SQLite can call the function.
    let library: SQLiteLibrary

    init(library: SQLiteLibrary) { self.library = library }

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

    init(library: SQLiteLibrary, body: @escaping (SQLiteFunctionCall) throws -> Void) {
        self.body = body
        super.init(library: library)
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
final class AggregateFunctionBox: FunctionBox {
    let makeGroup: () -> any SQLiteAggregateGroup

    init(library: SQLiteLibrary, makeGroup: @escaping () -> any SQLiteAggregateGroup) {
        self.makeGroup = makeGroup
        super.init(library: library)
    }

    /// The aggregate context: a word that is 1 once the group is stored, then the group.
    private static let contextSize = Int32(MemoryLayout<Int>.stride + MemoryLayout<any SQLiteAggregateGroup>.stride)
    private static let groupOffset = MemoryLayout<Int>.stride

    /// Where the group of the call is stored, the group made and stored there on first use; nil
    /// when SQLite cannot allocate.
    private func group(of call: SQLiteFunctionCall) -> UnsafeMutablePointer<any SQLiteAggregateGroup>? {
        guard let memory = library.functions.aggregateContext(call.context, Self.contextSize) else { return nil }
        let slot = memory + Self.groupOffset
        if memory.load(as: Int.self) == 0 {
            slot.bindMemory(to: (any SQLiteAggregateGroup).self, capacity: 1).initialize(to: makeGroup())
            memory.storeBytes(of: 1, as: Int.self)
        }
        return slot.assumingMemoryBound(to: (any SQLiteAggregateGroup).self)
    }

    /// Runs `body` with where the call's group is stored, reporting its error to SQLite.
    @inline(__always)
    private func run(
        _ call: SQLiteFunctionCall, _ body: (UnsafeMutablePointer<any SQLiteAggregateGroup>) throws -> Void
    ) {
        guard let group = group(of: call) else { return call.setError("out of memory", code: SQLiteConstants.noMemory) }
        do {
            try body(group)
        } catch {
            call.fail(with: error)
        }
    }

    override func call(_ call: SQLiteFunctionCall) { run(call) { try $0.pointee.step(call) } }
    override func inverse(_ call: SQLiteFunctionCall) { run(call) { try $0.pointee.inverse(call) } }
    override func value(_ call: SQLiteFunctionCall) { run(call) { try $0.pointee.value(call) } }

    override func final(_ call: SQLiteFunctionCall) {
        // N = 0: no memory is allocated for a group that was never called.
        let group: any SQLiteAggregateGroup
        if let memory = library.functions.aggregateContext(call.context, 0), memory.load(as: Int.self) != 0 {
            group = (memory + Self.groupOffset).assumingMemoryBound(to: (any SQLiteAggregateGroup).self).move()
            memory.storeBytes(of: 0, as: Int.self)
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
