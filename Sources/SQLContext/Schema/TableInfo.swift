import Foundation

/// One object of the schema table (`sqlite_master`: `type|name|tbl_name|rootpage|sql`), as
/// ``SQLContext/tables(types:inSchema:)`` lists it.
///
/// See [The Schema Table](https://sqlite.org/schematab.html).
public struct TableInfo: SQLCodable, Equatable {
    /// `table`, `index`, `view` or `trigger`.
    public var type: String
    /// The object's name.
    public var name: String
    /// The table it belongs to (its own name for a table).
    public var tbl_name: String
    /// The root page of its b-tree; 0 for views and triggers.
    public var rootpage: Int64
    /// The SQL that created it; NULL for automatic indexes.
    public var sql: String?

    /// The `type` column.
    static let typeColumn = SQLColumn(name: "type", type: .text)
    /// The `name` column.
    static let nameColumn = SQLColumn(name: "name", type: .text)
    /// The `tbl_name` column.
    static let tableNameColumn = SQLColumn(name: "tbl_name", type: .text)
    /// The `rootpage` column.
    static let rootpageColumn = SQLColumn(name: "rootpage", type: .long)
    /// The `sql` column.
    static let sqlColumn = SQLColumn(name: "sql", type: .text)

    /// The schema table.
    public static let table = SQLTable(
        name: "sqlite_master", columns: [typeColumn, nameColumn, tableNameColumn, rootpageColumn, sqlColumn])

    /// An entry of the schema table.
    ///
    /// - Parameters:
    ///   - type: the object type.
    ///   - name: its name.
    ///   - tbl_name: its table.
    ///   - rootpage: its root page.
    ///   - sql: the SQL that created it.
    public init(type: String, name: String, tbl_name: String, rootpage: Int64, sql: String?) {
        self.type = type
        self.name = name
        self.tbl_name = tbl_name
        self.rootpage = rootpage
        self.sql = sql
    }

    /// Reads an entry from a row of the schema table.
    ///
    /// - Parameters:
    ///   - row: the row.
    ///   - context: the context (unused).
    /// - Throws: ``SQLError`` for a missing column or a value of the wrong type.
    public init(row: SQLRow, context: SQLContext) throws {
        self.type = try Self.typeColumn.textValueRequired(in: row)
        self.name = try Self.nameColumn.textValueRequired(in: row)
        self.tbl_name = try Self.tableNameColumn.textValueRequired(in: row)
        self.rootpage = try Self.rootpageColumn.longValueRequired(in: row)
        self.sql = Self.sqlColumn.textValue(in: row)
    }

    /// Writes the entry into a row.
    ///
    /// - Parameter row: the row.
    public func encode(row: inout SQLRow) throws {
        row[Self.typeColumn] = SQLValue(type)
        row[Self.nameColumn] = SQLValue(name)
        row[Self.tableNameColumn] = SQLValue(tbl_name)
        row[Self.rootpageColumn] = SQLValue(rootpage)
        row[Self.sqlColumn] = SQLValue(sql)
    }
}

/// One column of a table, as `PRAGMA table_info` describes it and
/// ``SQLContext/columns(for:in:)`` lists it.
///
/// See [PRAGMA table_info](https://sqlite.org/pragma.html#pragma_table_info).
public struct ColumnInfo: SQLCodable, Equatable {
    /// The column's position, from 0.
    public var cid: Int64
    /// The column name.
    public var name: String
    /// The declared type as written, or empty.
    public var type: String
    /// 1 when the column is `NOT NULL`, else 0.
    public var notnull: Int64
    /// The default value's SQL text, or NULL.
    public var dflt_value: SQLValue
    /// The column's 1-based position in the primary key, or 0.
    public var pk: Int64

    /// The `cid` column.
    static let cidColumn = SQLColumn(name: "cid", type: .long)
    /// The `name` column.
    static let nameColumn = SQLColumn(name: "name", type: .text)
    /// The `type` column.
    static let typeColumn = SQLColumn(name: "type", type: .text)
    /// The `notnull` column.
    static let notnullColumn = SQLColumn(name: "notnull", type: .long)
    /// The `dflt_value` column.
    static let defaultColumn = SQLColumn(name: "dflt_value", type: .text)
    /// The `pk` column.
    static let pkColumn = SQLColumn(name: "pk", type: .long)

    /// The columns of `PRAGMA table_info`, under the name of its table-valued function.
    public static let table = SQLTable(
        name: "pragma_table_info", columns: [cidColumn, nameColumn, typeColumn, notnullColumn, defaultColumn, pkColumn])

    /// A column description.
    ///
    /// - Parameters:
    ///   - cid: the position.
    ///   - name: the name.
    ///   - type: the declared type.
    ///   - notnull: 1 for `NOT NULL`.
    ///   - dflt_value: the default's SQL text.
    ///   - pk: the position in the primary key.
    public init(cid: Int64, name: String, type: String, notnull: Int64, dflt_value: SQLValue, pk: Int64) {
        self.cid = cid
        self.name = name
        self.type = type
        self.notnull = notnull
        self.dflt_value = dflt_value
        self.pk = pk
    }

    /// Reads a description from a row of `PRAGMA table_info`.
    ///
    /// - Parameters:
    ///   - row: the row.
    ///   - context: the context (unused).
    /// - Throws: ``SQLError`` for a missing column or a value of the wrong type.
    public init(row: SQLRow, context: SQLContext) throws {
        self.cid = try Self.cidColumn.longValueRequired(in: row)
        self.name = try Self.nameColumn.textValueRequired(in: row)
        self.type = try Self.typeColumn.textValueRequired(in: row)
        self.notnull = try Self.notnullColumn.longValueRequired(in: row)
        self.dflt_value = try Self.defaultColumn.valueRequired(in: row)
        self.pk = try Self.pkColumn.longValueRequired(in: row)
    }

    /// Writes the description into a row.
    ///
    /// - Parameter row: the row.
    public func encode(row: inout SQLRow) throws {
        row[Self.cidColumn] = SQLValue(cid)
        row[Self.nameColumn] = SQLValue(name)
        row[Self.typeColumn] = SQLValue(type)
        row[Self.notnullColumn] = SQLValue(notnull)
        row[Self.defaultColumn] = dflt_value
        row[Self.pkColumn] = SQLValue(pk)
    }
}
