import SQLFFI

extension SQLContext {
    /// Registers an SQL function written in Swift, or replaces the one of the same name and
    /// argument count.
    ///
    /// ```swift
    /// try context.createFunction("double_it", argumentCount: 1, flags: .deterministic) { arguments in
    ///     guard let number = arguments[0].longValue else { return .null }
    ///     return .long(number * 2)
    /// }
    /// let rows = try context.query(sql: "SELECT double_it(21)")   // [[.long(42)]]
    /// ```
    ///
    /// The function receives its arguments as ``SQLValue``s of their storage class and returns its
    /// result the same way: text with embedded NUL characters, empty blobs and every `Int64` come
    /// back exactly; a NaN result is NULL. An error it throws fails the statement that called it,
    /// with the error's message and, for an ``SQLError``, its extended code (otherwise
    /// `SQLITE_ERROR`). It runs on the thread that runs the statement and may use the context; the
    /// context keeps the closure until the function is replaced or removed or the context closes,
    /// so a closure that captures its own context keeps it open until ``close()`` is called
    /// (capture it `weak` to let it close when released).
    /// Integer and real arguments and results allocate nothing per call.
    ///
    /// - Parameters:
    ///   - name: the SQL name; SQL calls it case-insensitively.
    ///   - argumentCount: how many arguments it takes; nil for any number. Calling it with another
    ///     count fails when the statement is prepared.
    ///   - flags: what SQLite may assume (``SQLFunctionFlags/deterministic`` lets it be used in
    ///     indexes); a flag the loaded SQLite lacks throws.
    ///   - function: computes the result from the arguments.
    /// - Throws: ``SQLError`` when the context is closed, a flag is not supported by the loaded
    ///   SQLite, or SQLite refuses the registration (`SQLITE_BUSY` while a statement that uses the
    ///   function runs, `SQLITE_MISUSE` for a name over 255 bytes or too many arguments).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_create_function_v2`](https://sqlite.org/c3ref/create_function.html).
    public func createFunction(
        _ name: String, argumentCount: Int? = nil, flags: SQLFunctionFlags = [],
        _ function: @escaping ([SQLValue]) throws -> SQLValue
    ) throws {
        let count = try functionArgumentCount(argumentCount, name: name)
        try checkOpen()
        try flags.check(on: sqliteVersion, function: name)
        let values = SQLFunctionCallValues()
        do {
            try connection.createFunction(name, argumentCount: count, flags: flags.rawValue) { call in
                let arguments = values.take(of: call)
                let result: SQLValue
                do {
                    result = try function(arguments)
                } catch {
                    values.keep(arguments)
                    throw SQLFunctionCallValues.failure(for: error)
                }
                values.keep(arguments)
                SQLFunctionCallValues.setResult(result, of: call)
            }
        } catch {
            throw functionError(error, "cannot create function '" + name + "'")
        }
    }

    /// Removes the SQL function `name` of `argumentCount` arguments (nil: the one that takes any
    /// number) registered on this context, and releases its closure. Removing a function that was
    /// never registered does nothing. Statements prepared with the function fail afterwards with
    /// "no such function".
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_create_function_v2`](https://sqlite.org/c3ref/create_function.html) with no
    /// callbacks.
    public func removeFunction(_ name: String, argumentCount: Int? = nil) throws {
        let count = try functionArgumentCount(argumentCount, name: name)
        try checkOpen()
        do {
            try connection.removeFunction(name, argumentCount: count)
        } catch {
            throw functionError(error, "cannot remove function '" + name + "'")
        }
    }

    /// SQLite's argument count for `argumentCount`: -1 for nil (any number).
    func functionArgumentCount(_ argumentCount: Int?, name: String) throws -> Int32 {
        guard let argumentCount else { return -1 }
        if argumentCount < 0 || argumentCount > Int(Int32.max) {
            throw SQLError.misuse(
                "function '" + name + "' cannot take " + String(argumentCount)
                    + " arguments: the count is nil (any number) or 0 or more")
        }
        return Int32(argumentCount)
    }

    /// The error for a failed registration or removal of a function; `context` says which.
    func functionError(_ failure: any Error, _ context: String) -> SQLError {
        var error = SQLError(failure, sql: nil, context: context)
        if error.code == 21 {
            error.message +=
                " (SQLite takes a name of at most 255 bytes and at most SQLITE_MAX_FUNCTION_ARG arguments)"
        }
        return error
    }
}
