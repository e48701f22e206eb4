import SQLFFI

/// A run-time limit of a connection: the longest string or blob, the longest SQL text, the
/// deepest expression, and so on.
///
/// Each connection starts with the limits its SQLite was compiled with; lowering one for a
/// connection that runs untrusted SQL or stores untrusted values bounds the memory and time that
/// input can cost. SQLite never raises a limit above its compile-time maximum: a larger value is
/// cut down to it.
///
/// The corresponding SQLite constants are the
/// [`SQLITE_LIMIT_*` categories](https://sqlite.org/c3ref/c_limit_attached.html).
public enum SQLLimit: Int32, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The largest string or blob, and the largest row, in bytes: `SQLITE_LIMIT_LENGTH`, see
    /// [Maximum length of a string or BLOB](https://sqlite.org/limits.html#max_length).
    case length = 0
    /// The longest SQL statement, in bytes: `SQLITE_LIMIT_SQL_LENGTH`, see
    /// [Maximum length of an SQL statement](https://sqlite.org/limits.html#max_sql_length).
    case sqlLength = 1
    /// The most columns in a table, index or view, result set, or GROUP BY / ORDER BY list:
    /// `SQLITE_LIMIT_COLUMN`, see [Maximum number of columns](https://sqlite.org/limits.html#max_column).
    case columns = 2
    /// The deepest parse tree of an expression: `SQLITE_LIMIT_EXPR_DEPTH`, see
    /// [Maximum depth of an expression tree](https://sqlite.org/limits.html#max_expr_depth).
    case expressionDepth = 3
    /// The most terms in a compound SELECT: `SQLITE_LIMIT_COMPOUND_SELECT`, see
    /// [Maximum number of terms in a compound SELECT](https://sqlite.org/limits.html#max_compound_select).
    case compoundSelect = 4
    /// The most instructions of the virtual machine program of one statement:
    /// [`SQLITE_LIMIT_VDBE_OP`](https://sqlite.org/c3ref/c_limit_attached.html).
    case virtualMachineOperations = 5
    /// The most arguments of a function: `SQLITE_LIMIT_FUNCTION_ARG`, see
    /// [Maximum number of arguments on a function](https://sqlite.org/limits.html#max_function_arg).
    case functionArguments = 6
    /// The most attached databases: `SQLITE_LIMIT_ATTACHED`, see
    /// [Maximum number of attached databases](https://sqlite.org/limits.html#max_attached).
    case attachedDatabases = 7
    /// The longest pattern of a LIKE or GLOB operator, in bytes: `SQLITE_LIMIT_LIKE_PATTERN_LENGTH`,
    /// see [Maximum length of a LIKE or GLOB pattern](https://sqlite.org/limits.html#max_like_pattern_length).
    case likePatternLength = 8
    /// The largest parameter index, `?NNN`: `SQLITE_LIMIT_VARIABLE_NUMBER`, see
    /// [Maximum number of host parameters](https://sqlite.org/limits.html#max_variable_number).
    case variableNumber = 9
    /// The deepest recursion of triggers: `SQLITE_LIMIT_TRIGGER_DEPTH`, see
    /// [Maximum depth of trigger recursion](https://sqlite.org/limits.html#max_trigger_depth).
    case triggerDepth = 10
    /// The most auxiliary worker threads of one statement:
    /// [`SQLITE_LIMIT_WORKER_THREADS`](https://sqlite.org/c3ref/c_limit_attached.html).
    case workerThreads = 11
    /// The deepest nesting of the SQL parser (parentheses, subqueries): `SQLITE_LIMIT_PARSER_DEPTH`,
    /// in recent SQLite only (3.40.1 and 3.50.4 lack it, 3.54 has it); on a SQLite without it,
    /// ``SQLContext/limit(_:)`` and ``SQLContext/setLimit(_:_:)`` throw.
    case parserDepth = 12

    /// The C name of the limit, such as `SQLITE_LIMIT_LENGTH`, as listed in
    /// [Run-Time Limit Categories](https://sqlite.org/c3ref/c_limit_attached.html).
    public var description: String {
        switch self {
        case .length: return "SQLITE_LIMIT_LENGTH"
        case .sqlLength: return "SQLITE_LIMIT_SQL_LENGTH"
        case .columns: return "SQLITE_LIMIT_COLUMN"
        case .expressionDepth: return "SQLITE_LIMIT_EXPR_DEPTH"
        case .compoundSelect: return "SQLITE_LIMIT_COMPOUND_SELECT"
        case .virtualMachineOperations: return "SQLITE_LIMIT_VDBE_OP"
        case .functionArguments: return "SQLITE_LIMIT_FUNCTION_ARG"
        case .attachedDatabases: return "SQLITE_LIMIT_ATTACHED"
        case .likePatternLength: return "SQLITE_LIMIT_LIKE_PATTERN_LENGTH"
        case .variableNumber: return "SQLITE_LIMIT_VARIABLE_NUMBER"
        case .triggerDepth: return "SQLITE_LIMIT_TRIGGER_DEPTH"
        case .workerThreads: return "SQLITE_LIMIT_WORKER_THREADS"
        case .parserDepth: return "SQLITE_LIMIT_PARSER_DEPTH"
        }
    }
}

extension SQLContext {
    /// The current value of a run-time limit of this connection.
    ///
    /// - Throws: a misuse ``SQLError`` when the context is closed; an `SQLITE_RANGE` ``SQLError``
    ///   when the loaded SQLite does not have the limit (it answers -1 for a category it does not
    ///   know, such as ``SQLLimit/parserDepth`` before it existed).
    ///
    /// The corresponding SQLite function is [`sqlite3_limit`](https://sqlite.org/c3ref/limit.html).
    public func limit(_ limit: SQLLimit) throws -> Int {
        try checkOpen()
        let value = connection.limit(limit.rawValue)
        if value < 0 { throw unknownLimit(limit) }
        return Int(value)
    }

    /// The error for a limit category that the loaded SQLite does not know.
    private func unknownLimit(_ limit: SQLLimit) -> SQLError {
        SQLError.range("the loaded SQLite " + library.version + " has no " + limit.description)
    }

    /// Changes a run-time limit of this connection and returns the value it had before.
    ///
    /// SQLite cuts a value above the limit's compile-time maximum down to that maximum, and newer
    /// versions raise a ``SQLLimit/length`` under 30 bytes to 30; read ``limit(_:)`` afterwards for
    /// the value in effect. Lowering ``SQLLimit/length`` makes binding a longer value, and any
    /// statement that builds one, fail with `SQLITE_TOOBIG`.
    ///
    /// - Parameters:
    ///   - limit: the limit to change.
    ///   - value: the new value, 0 or more; values above `Int32.max` count as `Int32.max`.
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` for a negative value (SQLite would read it as "leave
    ///   the limit unchanged") or a limit the loaded SQLite does not have; a misuse ``SQLError`` when
    ///   the context is closed.
    ///
    /// The corresponding SQLite function is [`sqlite3_limit`](https://sqlite.org/c3ref/limit.html).
    @discardableResult
    public func setLimit(_ limit: SQLLimit, _ value: Int) throws -> Int {
        try checkOpen()
        if value < 0 {
            throw SQLError.range(
                "a limit cannot be negative: " + String(value) + " given for " + limit.description)
        }
        let previous = connection.limit(
            limit.rawValue, newValue: Int32(value < Int(Int32.max) ? value : Int(Int32.max)))
        if previous < 0 { throw unknownLimit(limit) }
        return Int(previous)
    }
}
