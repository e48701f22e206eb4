#if !SKIP
extension SQLiteConnection {
    /// Registers a scalar SQL function: `body` runs for each call with the call's arguments, and
    /// sets its result or throws (`sqlite3_create_function_v2`).
    ///
    /// - Parameters:
    ///   - name: the SQL name.
    ///   - argumentCount: the number of arguments, or -1 for any number.
    ///   - flags: `SQLiteConstants.deterministic`, `directOnly`, `innocuous` (the text encoding is
    ///     added here).
    ///   - body: sets the result through the call; a thrown error becomes the statement's error.
    package func createFunction(
        _ name: String, argumentCount: Int32, flags: Int32, body: @escaping (SQLiteFunctionCall) throws -> Void
    ) throws(SQLiteFailure) {
        try register(name, argumentCount: argumentCount, flags: flags, kind: .scalar) { connection in
            ScalarFunctionBox(connection: connection, body: body)
        }
    }

    /// Registers an aggregate SQL function, or an aggregate window function when `window` is true
    /// (`sqlite3_create_function_v2`, `sqlite3_create_window_function`); `makeGroup` makes the
    /// state of each group.
    ///
    /// A window function needs `sqlite3_create_window_function` (SQLite 3.25): an unsupported
    /// failure names it when the loaded library lacks it.
    package func createAggregate<Group: SQLiteAggregateGroup>(
        _ name: String, argumentCount: Int32, flags: Int32, window: Bool, makeGroup: @escaping () -> Group
    ) throws(SQLiteFailure) {
        try register(name, argumentCount: argumentCount, flags: flags, kind: window ? .window : .aggregate) {
            connection in AggregateFunctionBox(connection: connection, makeGroup: makeGroup)
        }
    }

    /// Removes the function `name` of `argumentCount` arguments (-1: the one that takes any
    /// number), releasing its Swift code (`sqlite3_create_function_v2` with no callbacks).
    package func removeFunction(_ name: String, argumentCount: Int32) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        let code = library.functions.createFunctionV2(
            handle, name, argumentCount, Int32(SQLiteConstants.utf8), nil, nil, nil, nil, nil)
        if code != SQLiteConstants.ok { throw failure(code) }
    }

    /// What a registration makes: which callbacks SQLite gets.
    private enum FunctionKind { case scalar, aggregate, window }

    private func register(
        _ name: String, argumentCount: Int32, flags: Int32, kind: FunctionKind,
        makeBox: (SQLiteConnection) -> FunctionBox
    ) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        let createWindow = library.functions.createWindowFunction
        if kind == .window && createWindow == nil {
            throw unsupported("sqlite3_create_window_function", since: "SQLite 3.25.0")
        }
        guard let callbacks = FunctionCallbackSlots.callbacks(for: library) else {
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.error,
                message: "Swift functions can be registered on at most \(FunctionCallbackSlots.capacity) SQLite"
                    + " libraries in one process, and \(library.path) would be one more")
        }
        let textRepresentation = flags | Int32(SQLiteConstants.utf8)
        // Retained for SQLite, which releases it through the destructor, also when registering fails.
        let box = Unmanaged.passRetained(makeBox(self)).toOpaque()
        let code: Int32
        switch kind {
        case .scalar:
            code = library.functions.createFunctionV2(
                handle, name, argumentCount, textRepresentation, box, callbacks.call, nil, nil, FunctionBox.destroy)
        case .aggregate:
            code = library.functions.createFunctionV2(
                handle, name, argumentCount, textRepresentation, box, nil, callbacks.call, callbacks.final,
                FunctionBox.destroy)
        case .window:
            // Present: checked above, before the box was made.
            code =
                createWindow?(
                    handle, name, argumentCount, textRepresentation, box, callbacks.call, callbacks.final,
                    callbacks.value, callbacks.inverse, FunctionBox.destroy) ?? SQLiteConstants.misuse
        }
        if code != SQLiteConstants.ok { throw failure(code) }
    }
}
#endif
