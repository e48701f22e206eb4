import Foundation
import SQLFFI

extension SQLStatement {
    /// The number of parameters: the largest parameter index. An `Int32`, as SkipSQL types it.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_bind_parameter_count`](https://sqlite.org/c3ref/bind_parameter_count.html).
    public var parameterCount: Int32 { sqliteStatement.parameterCount }

    /// The name of each parameter, with its prefix (`":id"`, `"@id"`, `"$id"`, `"?2"`); nil for a
    /// nameless `?`. Element 0 is parameter 1.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_bind_parameter_name`](https://sqlite.org/c3ref/bind_parameter_name.html).
    public var parameterNames: [String?] {
        var names: [String?] = []
        let count = sqliteStatement.parameterCount
        if count > 0 { for index in 1...count { names.append(sqliteStatement.parameterName(at: index)) } }
        return names
    }

    /// Binds `value` to the parameter at `index` (1-based).
    ///
    /// Text is bound by its UTF-8 bytes with their length, so embedded NUL characters are kept;
    /// an empty blob stays an empty blob, not NULL; NaN is stored as NULL, as SQLite documents.
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` for an index outside `1...parameterCount`.
    ///
    /// The corresponding SQLite functions are [`sqlite3_bind_*`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(_ value: SQLValue, at index: Int) throws {
        do {
            switch value {
            case .long(let integer): try sqliteStatement.bind(integer, at: index)
            case .real(let real): try sqliteStatement.bind(real, at: index)
            case .text(let text): try sqliteStatement.bind(text, at: index)
            case .blob(let blob): try sqliteStatement.bind(blob, at: index)
            case .null: try sqliteStatement.bindNull(at: index)
            }
        } catch {
            throw SQLError(error, sql: sql)
        }
    }

    /// Binds a 64-bit integer to the parameter at `index` (1-based), without building a ``SQLValue``.
    ///
    /// The corresponding SQLite function is [`sqlite3_bind_int64`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(integer value: Int64, at index: Int) throws {
        do { try sqliteStatement.bind(value, at: index) } catch { throw SQLError(error, sql: sql) }
    }

    /// Binds a floating-point value to the parameter at `index` (1-based).
    ///
    /// The corresponding SQLite function is [`sqlite3_bind_double`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(real value: Double, at index: Int) throws {
        do { try sqliteStatement.bind(value, at: index) } catch { throw SQLError(error, sql: sql) }
    }

    /// Binds text to the parameter at `index` (1-based); nil binds NULL.
    ///
    /// The corresponding SQLite function is [`sqlite3_bind_text64`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(text value: String?, at index: Int) throws {
        do {
            if let value {
                try sqliteStatement.bind(value, at: index)
            } else {
                try sqliteStatement.bindNull(at: index)
            }
        } catch {
            throw SQLError(error, sql: sql)
        }
    }

    /// Binds bytes to the parameter at `index` (1-based); nil binds NULL, empty `Data` an empty blob.
    ///
    /// The corresponding SQLite function is [`sqlite3_bind_blob64`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(blob value: Data?, at index: Int) throws {
        do {
            if let value {
                try sqliteStatement.bind(value, at: index)
            } else {
                try sqliteStatement.bindNull(at: index)
            }
        } catch {
            throw SQLError(error, sql: sql)
        }
    }

    /// Binds `value` to the parameter named `name`, given with its prefix (`":id"`, `"@id"`,
    /// `"$id"`) or without it (`"id"`).
    ///
    /// The name table is built once per statement, and binding the parameter after the one bound
    /// last by name costs one string comparison.
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` that lists the statement's named parameters when it
    ///   has no parameter called `name`.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_bind_parameter_name`](https://sqlite.org/c3ref/bind_parameter_name.html).
    @inlinable public func bind(_ value: SQLValue, named name: String) throws {
        let index: Int
        do { index = try sqliteStatement.parameterIndex(named: name) } catch { throw SQLError(error, sql: sql) }
        try bind(value, at: index)
    }

    /// Binds each value of `parameters` to the parameter of that name (see ``bind(_:named:)``).
    public func bind(named parameters: [String: SQLValue]) throws {
        for (name, value) in parameters { try bind(value, named: name) }
    }

    /// Binds `parameters` to parameters 1, 2, 3, … in order; their count must equal
    /// ``parameterCount``. An empty array binds nothing, and is accepted for a statement without
    /// parameters only.
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` when the counts differ; nothing is bound then.
    public func bind(parameters: [SQLValue]) throws {
        if isClosed { throw error(sqliteStatement.closedFailure) }
        let expected = parameterCount
        if parameters.count != Int(expected) {
            throw SQLError.range(
                "\(parameters.count) parameter value(s) given, but the statement has \(expected) parameter(s)",
                sql: sql)
        }
        var index = 1
        for value in parameters {
            try bind(value, at: index)
            index += 1
        }
    }

    /// Sets every parameter to NULL.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_clear_bindings`](https://sqlite.org/c3ref/clear_bindings.html).
    public func clearBindings() throws {
        do { try sqliteStatement.clearBindings() } catch { throw self.error(error) }
    }
}
