import Foundation
import SQLContext

extension SQLContext {
    /// Runs one statement and decodes every row as `T`, as ``SQLRow/decode(_:)`` reads a row: each
    /// key from the column of that name, resolved once for the run.
    ///
    /// ```swift
    /// let members = try context.query(Member.self, sql: "SELECT * FROM member WHERE active = ?", parameters: [SQLValue(true)])
    /// ```
    /// With parameters, the statement comes from ``SQLContext/cachedStatement(sql:)`` and is given
    /// back reset with its bindings cleared; without, it is prepared and finalized.
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - sql: one SQL statement.
    ///   - parameters: the values of its parameters 1, 2, 3, ….
    /// - Throws: ``SQLError`` from SQLite, or as ``SQLRow/decode(_:)`` does.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_column_value`.
    public func query<T: Decodable>(_ type: T.Type, sql: String, parameters: [SQLValue] = []) throws -> [T] {
        try withDecodingStatement(sql: sql, parameters: parameters) { statement in
            try statement.decodeRemainingRows(type, limit: Int.max)
        }
    }

    /// Runs one statement and decodes its first row as `T` (see ``query(_:sql:parameters:)``), or
    /// returns nil when it returns no row; the statement stops after that row.
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - sql: one SQL statement.
    ///   - parameters: the values of its parameters 1, 2, 3, ….
    /// - Throws: ``SQLError`` from SQLite, or as ``SQLRow/decode(_:)`` does.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_column_value`.
    public func fetchOne<T: Decodable>(_ type: T.Type, sql: String, parameters: [SQLValue] = []) throws -> T? {
        try withDecodingStatement(sql: sql, parameters: parameters) { statement in
            try statement.decodeRemainingRows(type, limit: 1).first
        }
    }

    /// Runs one statement with its named parameters (`:name`, `@name`, `$name`) bound to the
    /// fields of `value` of those names (see ``SQLStatement/bind(fieldsOf:)``), through the
    /// statement cache.
    ///
    /// ```swift
    /// try context.exec(sql: "INSERT INTO member(id, name, joined) VALUES (:id, :name, :joined)", fieldsOf: member)
    /// ```
    /// - Parameters:
    ///   - sql: one SQL statement.
    ///   - value: a struct, a class or a `[String: …]` dictionary.
    /// - Throws: ``SQLError`` from SQLite, or as ``SQLStatement/bind(fieldsOf:)`` does.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, `sqlite3_bind_*`,
    /// [`sqlite3_step`](https://sqlite.org/c3ref/step.html) and `sqlite3_reset`.
    public func exec<T: Encodable>(sql: String, fieldsOf value: T) throws {
        try withCachedStatement(sql: sql) { try $0.update(fieldsOf: value) }
    }

    /// Runs one statement with the fields of `value`, in the order it encodes them, bound to its
    /// parameters 1, 2, 3, … (see ``SQLStatement/bind(fieldsInOrderOf:)``), through the statement
    /// cache.
    ///
    /// - Parameters:
    ///   - sql: one SQL statement.
    ///   - value: a struct, a class or a `[String: …]` dictionary.
    /// - Throws: ``SQLError`` from SQLite, or as ``SQLStatement/bind(fieldsInOrderOf:)`` does.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, `sqlite3_bind_*`,
    /// [`sqlite3_step`](https://sqlite.org/c3ref/step.html) and `sqlite3_reset`.
    public func exec<T: Encodable>(sql: String, fieldsInOrderOf value: T) throws {
        try withCachedStatement(sql: sql) { try $0.update(fieldsInOrderOf: value) }
    }

    /// Runs `body` on a statement for `sql` with `parameters` bound: a cached one when there are
    /// parameters, as SQLContext's own queries do, else one prepared and finalized for the call.
    func withDecodingStatement<R>(sql: String, parameters: [SQLValue], _ body: (SQLStatement) throws -> R)
        throws -> R
    {
        if parameters.isEmpty {
            let statement = try prepare(sql: sql)
            defer { statement.close() }
            try statement.bind(parameters: parameters)
            return try body(statement)
        }
        return try withCachedStatement(sql: sql) { statement in
            try statement.bind(parameters: parameters)
            return try body(statement)
        }
    }

    /// Runs `body` on ``SQLContext/cachedStatement(sql:)``'s statement, then resets it and clears
    /// its bindings (so that it holds no value of the caller's), or finalizes it when the cache is
    /// off and the statement is the caller's.
    func withCachedStatement<R>(sql: String, _ body: (SQLStatement) throws -> R) throws -> R {
        let statement = try cachedStatement(sql: sql)
        let owned = statementCacheCapacity == 0
        defer {
            if owned {
                statement.close()
            } else {
                statement.reset()
            }
        }
        return try body(statement)
    }
}
