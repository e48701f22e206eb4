import SQLFFI

extension SQLContext {
    /// Registers an aggregate SQL function written in Swift, such as a custom `sum` or
    /// `group_concat`, or replaces the one of the same name and argument count.
    ///
    /// ```swift
    /// try context.createAggregate(
    ///     "int_sum", argumentCount: 1,
    ///     start: { Int64(0) },
    ///     step: { sum, arguments in sum + (arguments[0].integerValue ?? 0) },
    ///     result: { sum in .integer(sum) })
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
    public func createAggregate<State>(
        _ name: String, argumentCount: Int? = nil, flags: SQLFunctionFlags = [], start: @escaping () -> State,
        step: @escaping (State, [SQLValue]) throws -> State, result: @escaping (State) throws -> SQLValue
    ) throws {
        let definition = SQLAggregateDefinition(start: start, step: step, inverse: nil, value: result)
        try registerAggregate(name, argumentCount: argumentCount, flags: flags, window: false, definition: definition)
    }

    /// Registers an aggregate window function written in Swift: usable with `OVER (…)` over a
    /// sliding frame, and as a plain aggregate.
    ///
    /// ```swift
    /// try context.createWindowFunction(
    ///     "int_sum", argumentCount: 1,
    ///     start: { Int64(0) },
    ///     step: { sum, arguments in sum + (arguments[0].integerValue ?? 0) },
    ///     inverse: { sum, arguments in sum - (arguments[0].integerValue ?? 0) },
    ///     value: { sum in .integer(sum) })
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
    public func createWindowFunction<State>(
        _ name: String, argumentCount: Int? = nil, flags: SQLFunctionFlags = [], start: @escaping () -> State,
        step: @escaping (State, [SQLValue]) throws -> State, inverse: @escaping (State, [SQLValue]) throws -> State,
        value: @escaping (State) throws -> SQLValue
    ) throws {
        let definition = SQLAggregateDefinition(start: start, step: step, inverse: inverse, value: value)
        try registerAggregate(name, argumentCount: argumentCount, flags: flags, window: true, definition: definition)
    }

    private func registerAggregate<State>(
        _ name: String, argumentCount: Int?, flags: SQLFunctionFlags, window: Bool,
        definition: SQLAggregateDefinition<State>
    ) throws {
        let count = try functionArgumentCount(argumentCount, name: name)
        try checkOpen()
        try flags.check(on: sqliteVersion, function: name)
        do {
            try connection.createAggregate(name, argumentCount: count, flags: flags.rawValue, window: window) {
                SQLAggregateGroup(definition: definition)
            }
        } catch {
            throw functionError(error, "cannot create function '" + name + "'")
        }
    }
}

/// The closures of an aggregate or window function, shared by its groups.
final class SQLAggregateDefinition<State> {
    let start: () -> State
    let step: (State, [SQLValue]) throws -> State
    /// Nil for a plain aggregate, which SQLite never asks to remove a row.
    let inverse: ((State, [SQLValue]) throws -> State)?
    let value: (State) throws -> SQLValue
    /// Reads the arguments of each call, for every group in turn.
    let values = SQLFunctionCallValues()

    init(
        start: @escaping () -> State, step: @escaping (State, [SQLValue]) throws -> State,
        inverse: ((State, [SQLValue]) throws -> State)?, value: @escaping (State) throws -> SQLValue
    ) {
        self.start = start
        self.step = step
        self.inverse = inverse
        self.value = value
    }
}

/// The state of one group of an aggregate or window function, made by SQLFFI on the group's first
/// call and released after its last.
final class SQLAggregateGroup<State>: SQLiteAggregateGroup {
    let definition: SQLAggregateDefinition<State>
    /// The group's state.
    var state: State

    init(definition: SQLAggregateDefinition<State>) {
        self.definition = definition
        self.state = definition.start()
    }

    func step(_ call: SQLiteFunctionCall) throws {
        try update(call, definition.step)
    }

    func inverse(_ call: SQLiteFunctionCall) throws {
        guard let inverse = definition.inverse else { return }
        try update(call, inverse)
    }

    func value(_ call: SQLiteFunctionCall) throws {
        let result: SQLValue
        do {
            result = try definition.value(state)
        } catch {
            throw SQLFunctionCallValues.failure(for: error)
        }
        SQLFunctionCallValues.setResult(result, of: call)
    }

    func finish(_ call: SQLiteFunctionCall) throws {
        try value(call)
    }

    /// Replaces the state with `change(state, arguments)`.
    private func update(_ call: SQLiteFunctionCall, _ change: (State, [SQLValue]) throws -> State) throws {
        do {
            // One access to the stored state for the whole update.
            try applyAggregateChange(change, to: &state, definition.values.arguments(of: call))
        } catch {
            throw SQLFunctionCallValues.failure(for: error)
        }
    }
}

/// `state = change(state, arguments)`: a free function, so that unspecialized generic code calls it
/// without looking up the metadata of a generic type.
func applyAggregateChange<State>(
    _ change: (State, [SQLValue]) throws -> State, to state: inout State, _ arguments: [SQLValue]
) throws {
    state = try change(state, arguments)
}
