import SQLFFI

/// The callbacks of one group of an aggregate or window function: what
/// ``SQLContext/createAggregate(_:argumentCount:flags:makeGroup:)`` makes for each group.
///
/// The closures usually share the group's state, captured from the `makeGroup` closure that made
/// them.
public struct SQLAggregateGroupCallbacks {
    /// Adds a row's arguments to the group.
    public var step: ([SQLValue]) throws -> Void
    /// Removes the oldest row from a window function's frame; nil for a plain aggregate.
    public var inverse: (([SQLValue]) throws -> Void)?
    /// The group's value: the result of an aggregate, the current frame's result of a window
    /// function.
    public var value: () throws -> SQLValue

    /// Creates the callbacks of a group.
    public init(
        step: @escaping ([SQLValue]) throws -> Void, inverse: (([SQLValue]) throws -> Void)? = nil,
        value: @escaping () throws -> SQLValue
    ) {
        self.step = step
        self.inverse = inverse
        self.value = value
    }
}

extension SQLContext {
    /// Registers an aggregate SQL function written in Swift, such as a custom `sum` or
    /// `group_concat`, or replaces the one of the same name and argument count.
    ///
    /// ```swift
    /// try context.createAggregate(
    ///     "int_sum", argumentCount: 1,
    ///     start: { Int64(0) },
    ///     step: { sum, arguments in sum + (arguments[0].longValue ?? 0) },
    ///     result: { sum in .long(sum) })
    /// let rows = try context.query(sql: "SELECT k, int_sum(v) FROM t GROUP BY k")
    /// ```
    ///
    /// Each group gets a state of its own from `start`: two groups of a `GROUP BY`, or two
    /// statements running at the same time, never share one. `step` returns the state after a
    /// row; for a state that grows (an array, a dictionary), use a `final class` and return it,
    /// so that it is not copied on every row. `result` gives the group's value; it is also called
    /// for an aggregate over no rows, with a fresh state. The state is released after `result`,
    /// also when a statement is reset or closed part-way. An error that `step` or `result` throws
    /// fails the statement with its message, as for ``createFunction(_:argumentCount:flags:_:)``.
    ///
    /// - Parameters:
    ///   - name: the SQL name.
    ///   - argumentCount: how many arguments `step` takes; nil for any number.
    ///   - flags: what SQLite may assume; a flag the loaded SQLite lacks throws.
    ///   - start: makes the state of a new group.
    ///   - step: adds a row's arguments to the state.
    ///   - result: the group's value.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_create_function_v2`](https://sqlite.org/c3ref/create_function.html) with `xStep`
    /// and `xFinal`.
    ///
    /// `@inlinable`, so that the closures built around the state are compiled for the caller's
    /// `State`: each call then runs without generic indirection.
    @inlinable public func createAggregate<State>(
        _ name: String, argumentCount: Int? = nil, flags: SQLFunctionFlags = [], start: @escaping () -> State,
        step: @escaping (State, [SQLValue]) throws -> State, result: @escaping (State) throws -> SQLValue
    ) throws {
        try createAggregate(name, argumentCount: argumentCount, flags: flags) {
            // The state lives in SQLFFI storage, whose accesses need no dynamic exclusivity check.
            let state = SQLiteCallStorage(start())
            return SQLAggregateGroupCallbacks(
                step: { arguments in state.value = try step(state.value, arguments) },
                value: { try result(state.value) })
        }
    }

    /// Registers an aggregate window function written in Swift: usable with `OVER (…)` over a
    /// sliding frame, and as a plain aggregate.
    ///
    /// ```swift
    /// try context.createWindowFunction(
    ///     "int_sum", argumentCount: 1,
    ///     start: { Int64(0) },
    ///     step: { sum, arguments in sum + (arguments[0].longValue ?? 0) },
    ///     inverse: { sum, arguments in sum - (arguments[0].longValue ?? 0) },
    ///     value: { sum in .long(sum) })
    /// let rows = try context.query(
    ///     sql: "SELECT int_sum(x) OVER (ORDER BY x ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM t")
    /// ```
    ///
    /// As for ``createAggregate(_:argumentCount:flags:start:step:result:)``, each partition gets a
    /// state of its own from `start`. `step` adds a row entering the frame, `inverse` removes the
    /// oldest row leaving it, and `value` gives the result for the current frame (and the final
    /// result). `OVER (…)` needs a SQLite with window functions: see
    /// ``SQLContext/supports(_:)`` with ``SQLiteFeature/windowFunctions``.
    ///
    /// - Throws: ``SQLError`` whose ``SQLError/missingFunction`` is
    ///   `sqlite3_create_window_function` when the loaded SQLite lacks it (before 3.25), naming the
    ///   loaded version; otherwise as for ``createFunction(_:argumentCount:flags:_:)``.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_create_window_function`](https://sqlite.org/c3ref/create_function.html).
    ///
    /// `@inlinable`, so that the closures built around the state are compiled for the caller's
    /// `State`: each call then runs without generic indirection.
    @inlinable public func createWindowFunction<State>(
        _ name: String, argumentCount: Int? = nil, flags: SQLFunctionFlags = [], start: @escaping () -> State,
        step: @escaping (State, [SQLValue]) throws -> State, inverse: @escaping (State, [SQLValue]) throws -> State,
        value: @escaping (State) throws -> SQLValue
    ) throws {
        try createWindowFunction(name, argumentCount: argumentCount, flags: flags) {
            let state = SQLiteCallStorage(start())
            return SQLAggregateGroupCallbacks(
                step: { arguments in state.value = try step(state.value, arguments) },
                inverse: { arguments in state.value = try inverse(state.value, arguments) },
                value: { try value(state.value) })
        }
    }

    /// Registers an aggregate SQL function whose groups are made by `makeGroup`: the lower-level
    /// form of ``createAggregate(_:argumentCount:flags:start:step:result:)``, for a state kept in
    /// objects of your own.
    ///
    /// ```swift
    /// final class Names { var list: [String] = [] }
    /// try context.createAggregate("names", argumentCount: 1) {
    ///     let names = Names()
    ///     return SQLAggregateGroupCallbacks(
    ///         step: { arguments in names.list.append(arguments[0].textValue ?? "") },
    ///         value: { .text(names.list.joined(separator: ", ")) })
    /// }
    /// ```
    ///
    /// `makeGroup` runs on a group's first call (and for an aggregate over no rows); the group's
    /// callbacks are released after its `value` gives the result.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_create_function_v2`](https://sqlite.org/c3ref/create_function.html) with `xStep`
    /// and `xFinal`.
    public func createAggregate(
        _ name: String, argumentCount: Int? = nil, flags: SQLFunctionFlags = [],
        makeGroup: @escaping () -> SQLAggregateGroupCallbacks
    ) throws {
        try registerAggregate(name, argumentCount: argumentCount, flags: flags, window: false, makeGroup: makeGroup)
    }

    /// Registers an aggregate window function whose groups are made by `makeGroup`, which must
    /// give each group an `inverse`: the lower-level form of
    /// ``createWindowFunction(_:argumentCount:flags:start:step:inverse:value:)``.
    ///
    /// - Throws: ``SQLError`` whose ``SQLError/missingFunction`` is
    ///   `sqlite3_create_window_function` when the loaded SQLite lacks it (before 3.25).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_create_window_function`](https://sqlite.org/c3ref/create_function.html).
    public func createWindowFunction(
        _ name: String, argumentCount: Int? = nil, flags: SQLFunctionFlags = [],
        makeGroup: @escaping () -> SQLAggregateGroupCallbacks
    ) throws {
        try registerAggregate(name, argumentCount: argumentCount, flags: flags, window: true, makeGroup: makeGroup)
    }

    private func registerAggregate(
        _ name: String, argumentCount: Int?, flags: SQLFunctionFlags, window: Bool,
        makeGroup: @escaping () -> SQLAggregateGroupCallbacks
    ) throws {
        let count = try functionArgumentCount(argumentCount, name: name)
        try checkOpen()
        try flags.check(on: sqliteVersion, function: name)
        // Reads the arguments of each call, for every group in turn.
        let values = SQLFunctionCallValues()
        do {
            try connection.createAggregate(name, argumentCount: count, flags: flags.rawValue, window: window) {
                SQLAggregateGroup(callbacks: makeGroup(), values: values, name: name)
            }
        } catch {
            throw functionError(error, "cannot create function '" + name + "'")
        }
    }
}

/// One group of an aggregate or window function, made by SQLFFI on the group's first call and
/// released after its last.
final class SQLAggregateGroup: SQLiteAggregateGroup {
    let callbacks: SQLAggregateGroupCallbacks
    let values: SQLFunctionCallValues
    let name: String

    init(callbacks: SQLAggregateGroupCallbacks, values: SQLFunctionCallValues, name: String) {
        self.callbacks = callbacks
        self.values = values
        self.name = name
    }

    func step(_ call: SQLiteFunctionCall) throws {
        let arguments = values.take(of: call)
        do {
            try callbacks.step(arguments)
        } catch {
            values.keep(arguments)
            throw SQLFunctionCallValues.failure(for: error)
        }
        values.keep(arguments)
    }

    func inverse(_ call: SQLiteFunctionCall) throws {
        guard let inverse = callbacks.inverse else {
            throw SQLiteFailure(
                extendedCode: 1, message: "window function '" + name + "' has no inverse callback for this group")
        }
        let arguments = values.take(of: call)
        do {
            try inverse(arguments)
        } catch {
            values.keep(arguments)
            throw SQLFunctionCallValues.failure(for: error)
        }
        values.keep(arguments)
    }

    func value(_ call: SQLiteFunctionCall) throws {
        let result: SQLValue
        do {
            result = try callbacks.value()
        } catch {
            throw SQLFunctionCallValues.failure(for: error)
        }
        SQLFunctionCallValues.setResult(result, of: call)
    }

    func finish(_ call: SQLiteFunctionCall) throws {
        try value(call)
    }
}
