import Foundation

// fetch(_:id:) with the key as a Swift value: `context.fetch(Todo.self, id: 7)`, where SkipSQL
// writes `id: SQLValue(7)`. Overloads by type, as the comparisons of SQLRepresentable+SwiftValues.
extension SQLContext {
    /// The record of `type` whose one-column primary key is `id`, or nil: SkipSQL's
    /// `fetch(_:id:)` with the key as an `Int`.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - id: the key value.
    /// - Throws: as ``fetch(_:primaryKeys:)`` does.
    ///
    /// Runs a `SELECT … WHERE key = ?`, compiled by
    /// [`sqlite3_prepare_v3`](https://sqlite.org/c3ref/prepare.html).
    public func fetch<T: SQLCodable>(_ type: T.Type, id: Int) throws -> T? {
        try fetch(type, primaryKeys: [SQLValue.long(Int64(id))])
    }

    /// The record of `type` whose one-column primary key is `id`, or nil: SkipSQL's
    /// `fetch(_:id:)` with the key as an `Int64`.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - id: the key value.
    /// - Throws: as ``fetch(_:primaryKeys:)`` does.
    ///
    /// Runs a `SELECT … WHERE key = ?`, compiled by
    /// [`sqlite3_prepare_v3`](https://sqlite.org/c3ref/prepare.html).
    public func fetch<T: SQLCodable>(_ type: T.Type, id: Int64) throws -> T? {
        try fetch(type, primaryKeys: [SQLValue.long(id)])
    }

    /// The record of `type` whose one-column primary key is `id`, or nil: SkipSQL's
    /// `fetch(_:id:)` with the key as a `String` (a UUID's text, a code).
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - id: the key value.
    /// - Throws: as ``fetch(_:primaryKeys:)`` does.
    ///
    /// Runs a `SELECT … WHERE key = ?`, compiled by
    /// [`sqlite3_prepare_v3`](https://sqlite.org/c3ref/prepare.html).
    public func fetch<T: SQLCodable>(_ type: T.Type, id: String) throws -> T? {
        try fetch(type, primaryKeys: [SQLValue.text(id)])
    }
}
