import Foundation

/// A Swift type stored as the rows of one table: it names its ``table`` and columns, makes itself
/// from a row and writes itself into one. The record methods of ``SQLContext`` (``SQLContext/insert(_:inSchema:upsert:)``,
/// ``SQLContext/fetchAll(_:inSchema:where:orderBy:order:limit:offset:)``,
/// ``SQLContext/query(_:alias:schema:)`` …) do the rest.
///
/// The protocol is SkipSQL's, so record types written for SkipSQL compile here, and like
/// SkipSQL's it is plain Swift that Skip transpiles:
///
/// ```swift
/// struct Book: SQLCodable, Equatable {
///     var id: Int64
///     static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
///     var title: String
///     static let title = SQLColumn(name: "title", type: .text, nullable: false)
///     var year: Int64?
///     static let year = SQLColumn(name: "year", type: .long)
///
///     static let table = SQLTable(name: "book", columns: [id, title, year])
///
///     init(id: Int64 = 0, title: String, year: Int64? = nil) {
///         self.id = id
///         self.title = title
///         self.year = year
///     }
///
///     init(row: SQLRow, context: SQLContext) throws {
///         self.id = try Self.id.longValueRequired(in: row)
///         self.title = try Self.title.textValueRequired(in: row)
///         self.year = Self.year.longValue(in: row)
///     }
///
///     func encode(row: inout SQLRow) throws {
///         row[Self.id] = SQLValue(id)
///         row[Self.title] = SQLValue(title)
///         row[Self.year] = SQLValue(year)
///     }
/// }
/// ```
public protocol SQLCodable {
    /// The table the type is stored in, and its columns in order.
    static var table: SQLTable { get }

    /// Makes a value from a row of its table.
    ///
    /// - Parameters:
    ///   - row: the row, with the table's columns (by name).
    ///   - context: the context that read it, for records that read related rows.
    init(row: SQLRow, context: SQLContext) throws

    /// Writes the value's fields into `row`, by column.
    ///
    /// - Parameter row: the row to fill; the record methods pass one with the table's columns,
    ///   every value NULL.
    func encode(row: inout SQLRow) throws
}

extension SQLCodable {
    /// The value written into a row of its table's columns (by ``encode(row:)``).
    ///
    /// - Throws: what ``encode(row:)`` throws.
    public func encodedRow() throws -> SQLRow {
        // type(of: self), not Self: in Kotlin a protocol's default method reaches the type's
        // static members through the instance's class (SkipSQL writes it so too).
        var row = SQLRow(table: type(of: self).table)
        try encode(row: &row)
        return row
    }

    /// The table's primary key columns.
    public static var primaryKeyColumns: [SQLColumn] { table.primaryKeyColumns }

    /// The value's primary key values, in the order of ``primaryKeyColumns``.
    ///
    /// - Throws: what ``encode(row:)`` throws.
    public var primaryKeyValues: [SQLValue] {
        get throws {
            let row = try encodedRow()
            return type(of: self).primaryKeyColumns.map { row[$0] ?? SQLValue.null }
        }
    }

    /// Whether the value has no primary key yet (every key NULL, or
    /// ``SQLValue/defaultPrimaryKeyValue``); nil when the table has no primary key.
    ///
    /// - Throws: what ``encode(row:)`` throws.
    public var isNewInstance: Bool? {
        get throws {
            let keys = try primaryKeyValues
            if keys.isEmpty { return nil }
            return keys.allSatisfy { $0.isNull || $0 == SQLValue.defaultPrimaryKeyValue }
        }
    }

    /// Makes a value from `row` (SkipSQL calls the initializer through this on a generic type).
    ///
    /// - Parameters:
    ///   - row: the row.
    ///   - context: the context that read it.
    /// - Throws: what ``init(row:context:)`` throws.
    public static func construct(row: SQLRow, context: SQLContext) throws -> Self {
        // SKIP REPLACE: return init(row = row, context = context)
        try self.init(row: row, context: context)
    }

    /// `SELECT "a", "b", … FROM "table" [AS "alias"]`, the columns in table order.
    ///
    /// - Parameter alias: a table alias to qualify the columns with.
    public static func selectSQL(alias: String? = nil) -> SQLExpression {
        var sql = "SELECT " + table.columns.map { $0.referenceName(alias: alias) }.joined(separator: ", ")
        sql += " FROM " + table.quotedName()
        if let alias { sql += " AS " + SQLIdentifier.quote(alias) }
        return SQLExpression(sql)
    }
}

extension SQLValue {
    /// The primary key value of a record not yet inserted, for an autoincrement key: the
    /// integer 0 (SkipSQL's convention). An insert leaves it out, so SQLite assigns the row id.
    public static let defaultPrimaryKeyValue = SQLValue.long(0)
}
