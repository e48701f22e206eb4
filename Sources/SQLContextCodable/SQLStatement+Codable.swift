import Foundation
import SQLContext

extension SQLStatement {
    /// The current row (after ``SQLStatement/next()`` returned true) as a `Decodable` type, as
    /// ``SQLRow/decode(_:)`` reads it: each key from the column of that name, through the
    /// statement's shared ``SQLStatement/columnMap``. Reads only the columns the type asks for.
    ///
    /// To decode every row, ``decodeRows(_:)`` resolves each key to its column once per run.
    /// - Parameter type: the type to decode.
    /// - Throws: ``SQLError`` as ``SQLRow/decode(_:)`` does.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_value`](https://sqlite.org/c3ref/column_blob.html).
    public func decodeRow<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = RowDecoder(statement: self, map: columnMap)
        defer { decoder.finish() }
        return try decoder.decode(type)
    }

    /// Runs the statement from the start with its current bindings and decodes every row as
    /// ``decodeRow(_:)`` does; the statement is reset afterwards, even when decoding fails, with
    /// its bindings kept.
    ///
    /// Each key is resolved to its column once for the run, not once per row.
    /// - Parameter type: the type to decode.
    /// - Throws: ``SQLError`` from SQLite, or as ``SQLRow/decode(_:)`` does.
    ///
    /// The corresponding SQLite functions are [`sqlite3_step`](https://sqlite.org/c3ref/step.html),
    /// `sqlite3_column_value` and `sqlite3_reset`.
    public func decodeRows<T: Decodable>(_ type: T.Type) throws -> [T] {
        rewind()
        defer { rewind() }
        return try decodeRemainingRows(type, limit: Int.max)
    }

    /// Decodes up to `limit` rows from the statement's current position, with one decoder: each key
    /// is resolved to its column on the first row.
    func decodeRemainingRows<T: Decodable>(_ type: T.Type, limit: Int) throws -> [T] {
        var decoded: [T] = []
        guard limit > 0, try next() else { return decoded }
        // The column map after the first step: SQLite may have compiled the statement again.
        let decoder = RowDecoder(statement: self, map: columnMap)
        defer { decoder.finish() }
        repeat {
            decoded.append(try decoder.decode(type))
        } while try decoded.count < limit && next()
        return decoded
    }

    /// Binds each named parameter (`:name`, `@name`, `$name`) to the field of `value` of that name,
    /// as ``SQLStatement/bind(row:)`` binds a row made with ``SQLRow/init(encoding:)``. Fields that
    /// no parameter names are ignored; nil is NULL.
    ///
    /// ```swift
    /// try statement.bind(fieldsOf: member)   // INSERT … VALUES (:id, :name, :joined)
    /// ```
    /// - Parameter value: a struct, a class or a `[String: …]` dictionary.
    /// - Throws: ``SQLError``: `SQLITE_RANGE` naming a parameter that no field has, or a nameless
    ///   parameter; the errors of ``SQLRow/init(encoding:)``. Nothing is bound then.
    ///
    /// The corresponding SQLite functions are
    /// [`sqlite3_bind_parameter_name`](https://sqlite.org/c3ref/bind_parameter_name.html) and
    /// [`sqlite3_bind_*`](https://sqlite.org/c3ref/bind_blob.html).
    public func bind<T: Encodable>(fieldsOf value: T) throws {
        try bind(row: SQLRow(encoding: value))
    }

    /// Binds the fields of `value`, in the order it encodes them (its declaration order, for a
    /// synthesized `Encodable`), to parameters 1, 2, 3, …, converted as ``SQLRow/init(encoding:)``
    /// converts them.
    ///
    /// ```swift
    /// try statement.bind(fieldsInOrderOf: member)   // INSERT … VALUES (?, ?, ?)
    /// ```
    /// - Parameter value: a struct, a class or a `[String: …]` dictionary.
    /// - Throws: ``SQLError``: `SQLITE_RANGE` when the number of fields is not
    ///   ``SQLStatement/parameterCount``; the errors of ``SQLRow/init(encoding:)``. Nothing is bound then.
    ///
    /// The corresponding SQLite functions are [`sqlite3_bind_*`](https://sqlite.org/c3ref/bind_blob.html).
    public func bind<T: Encodable>(fieldsInOrderOf value: T) throws {
        try bind(parameters: RowEncoder.fields(of: value).values)
    }

    /// Binds `value` with ``bind(fieldsOf:)``, runs the statement to completion and resets it,
    /// ready for the next value. The statement is reset even when running it fails.
    ///
    /// - Parameter value: a struct, a class or a `[String: …]` dictionary.
    /// - Throws: ``SQLError`` as ``bind(fieldsOf:)`` does, or from SQLite.
    ///
    /// The corresponding SQLite functions are `sqlite3_bind_*`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_reset`.
    public func update<T: Encodable>(fieldsOf value: T) throws {
        try bind(fieldsOf: value)
        try update()
    }

    /// Binds `value` with ``bind(fieldsInOrderOf:)``, runs the statement to completion and resets
    /// it, ready for the next value. The statement is reset even when running it fails.
    ///
    /// - Parameter value: a struct, a class or a `[String: …]` dictionary.
    /// - Throws: ``SQLError`` as ``bind(fieldsInOrderOf:)`` does, or from SQLite.
    ///
    /// The corresponding SQLite functions are `sqlite3_bind_*`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and `sqlite3_reset`.
    public func update<T: Encodable>(fieldsInOrderOf value: T) throws {
        try bind(fieldsInOrderOf: value)
        try update()
    }
}
