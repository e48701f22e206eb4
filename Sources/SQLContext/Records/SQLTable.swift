import Foundation

/// A record's table: its name and its columns in order, from which the record methods of
/// ``SQLContext`` write their SQL (``SQLCodable/table``).
///
/// ```swift
/// static let table = SQLTable(name: "book", columns: [id, title, authorID])
/// ```
///
/// The table also keeps the ``SQLColumnMap`` of its column names, built once, so that the rows a
/// record method reads and writes for it share one map.
public struct SQLTable: Hashable, Sendable, CustomStringConvertible {
    /// The table name (quoted by ``quotedName(inSchema:)``).
    public var name: String
    /// The columns, in the order of `CREATE TABLE` and of every `SELECT` the record methods write.
    public var columns: [SQLColumn] {
        didSet {
            columnMap = SQLColumnMap(names: columns.map { $0.name })
            keys = SQLTableKeys(columns)
        }
    }
    /// The column names and the index of each, built when the columns are set.
    public private(set) var columnMap: SQLColumnMap
    /// What an insert needs to know of the primary key and the defaults, worked out once.
    private(set) var keys: SQLTableKeys

    /// A table named `name` with `columns`.
    ///
    /// - Parameters:
    ///   - name: the table name.
    ///   - columns: the columns, in order.
    public init(name: String, columns: [SQLColumn]) {
        self.name = name
        self.columns = columns
        self.columnMap = SQLColumnMap(names: columns.map { $0.name })
        self.keys = SQLTableKeys(columns)
    }

    /// The primary key columns, in column order.
    public var primaryKeyColumns: [SQLColumn] { columns.filter { $0.primaryKey } }

    /// The table name quoted as an identifier, after the quoted schema name when one is given:
    /// `"book"`, `"main"."book"`.
    public func quotedName(inSchema schemaName: String? = nil) -> String {
        if let schemaName { return SQLIdentifier.quote(schema: schemaName, name: name) }
        return SQLIdentifier.quote(name)
    }

    /// The table name.
    public var description: String { name }

    /// Tables are equal when their names and columns are.
    public static func == (left: SQLTable, right: SQLTable) -> Bool {
        left.name == right.name && left.columns == right.columns
    }

    /// Hashes the name and the columns.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(columns)
    }

    /// `DROP TABLE [IF EXISTS] "name"`.
    ///
    /// - Parameters:
    ///   - schemaName: the schema (`main`, `temp`, an attached database), or nil for the first
    ///     that has the table.
    ///   - ifExists: whether a missing table is not an error.
    ///
    /// See [DROP TABLE](https://sqlite.org/lang_droptable.html).
    public func dropTableSQL(inSchema schemaName: String? = nil, ifExists: Bool = false) -> SQLExpression {
        SQLExpression("DROP TABLE " + (ifExists ? "IF EXISTS " : "") + quotedName(inSchema: schemaName))
    }

    /// The statements that create the table: `CREATE TABLE`, then a `CREATE INDEX` for each
    /// column that has an ``SQLColumn/index`` (when `withIndexes`).
    ///
    /// One primary key column gets `PRIMARY KEY` in its definition (so an `INTEGER` one is the row
    /// id); several get a `PRIMARY KEY (…)` table constraint. Each ``SQLColumn/references`` becomes
    /// a `FOREIGN KEY` table constraint.
    ///
    /// - Parameters:
    ///   - schemaName: the schema to create it in, or nil for `main`.
    ///   - ifNotExists: whether an existing table (or index) of the name is left as it is.
    ///   - withIndexes: whether to add the `CREATE INDEX` statements.
    ///   - columns: the columns to create, when not ``columns``.
    ///   - additionalClauses: table constraints to add at the end (`CHECK (…)`, `UNIQUE (a, b)`).
    ///
    /// See [CREATE TABLE](https://sqlite.org/lang_createtable.html).
    public func createTableSQL(
        inSchema schemaName: String? = nil, ifNotExists: Bool = false, withIndexes: Bool = true,
        columns: [SQLColumn]? = nil, additionalClauses: [String] = []
    ) -> [SQLExpression] {
        let created = columns ?? self.columns
        let keys = created.filter { $0.primaryKey }
        var parts: [String] = created.map { $0.definition(withPrimaryKey: keys.count == 1) }
        if keys.count > 1 {
            parts.append("PRIMARY KEY (" + keys.map { $0.quotedName() }.joined(separator: ", ") + ")")
        }
        for column in created {
            if let reference = column.references {
                parts.append(
                    "FOREIGN KEY (" + column.quotedName() + ") REFERENCES " + reference.referencesClause())
            }
        }
        parts += additionalClauses
        var sql = "CREATE TABLE " + (ifNotExists ? "IF NOT EXISTS " : "") + quotedName(inSchema: schemaName)
        sql += " (" + parts.joined(separator: ", ") + ")"
        var statements = [SQLExpression(sql)]
        if withIndexes {
            statements += createIndexSQL(inSchema: schemaName, ifNotExists: ifNotExists, columns: created)
        }
        return statements
    }

    /// `ALTER TABLE … ADD COLUMN`, then the column's `CREATE INDEX` when it has an index and
    /// `withIndexes`. SQLite adds no `PRIMARY KEY` or `UNIQUE` column this way.
    ///
    /// - Parameters:
    ///   - column: the column to add.
    ///   - schemaName: the schema of the table.
    ///   - withIndexes: whether to add the `CREATE INDEX` statement.
    ///
    /// See [ALTER TABLE](https://sqlite.org/lang_altertable.html).
    public func addColumnSQL(column: SQLColumn, inSchema schemaName: String? = nil, withIndexes: Bool = true)
        -> [SQLExpression]
    {
        var statements = [
            SQLExpression(
                "ALTER TABLE " + quotedName(inSchema: schemaName) + " ADD COLUMN "
                    + column.definition(withPrimaryKey: false))
        ]
        if withIndexes { statements += createIndexSQL(inSchema: schemaName, columns: [column]) }
        return statements
    }

    /// `ALTER TABLE … DROP COLUMN` (SQLite 3.35 and later: ``SQLiteFeature/dropColumn``).
    ///
    /// - Parameters:
    ///   - column: the column to drop.
    ///   - schemaName: the schema of the table.
    ///
    /// See [ALTER TABLE](https://sqlite.org/lang_altertable.html).
    public func dropColumnSQL(column: SQLColumn, inSchema schemaName: String? = nil) -> SQLExpression {
        SQLExpression("ALTER TABLE " + quotedName(inSchema: schemaName) + " DROP COLUMN " + column.quotedName())
    }

    /// A `CREATE [UNIQUE] INDEX` for each of `columns` (all columns when nil) that has an
    /// ``SQLColumn/index``.
    ///
    /// - Parameters:
    ///   - schemaName: the schema; it qualifies the index name, as SQLite's grammar wants.
    ///   - ifNotExists: whether an existing index of the name is left as it is.
    ///   - columns: the columns to index, when not ``columns``.
    ///
    /// See [CREATE INDEX](https://sqlite.org/lang_createindex.html).
    public func createIndexSQL(
        inSchema schemaName: String? = nil, ifNotExists: Bool = false, columns: [SQLColumn]? = nil
    )
        -> [SQLExpression]
    {
        var statements: [SQLExpression] = []
        for column in columns ?? self.columns {
            guard let index = column.index else { continue }
            var sql = "CREATE " + (index.unique ? "UNIQUE " : "") + "INDEX " + (ifNotExists ? "IF NOT EXISTS " : "")
            if let schemaName {
                sql += SQLIdentifier.quote(schema: schemaName, name: index.name)
            } else {
                sql += SQLIdentifier.quote(index.name)
            }
            sql += " ON " + quotedName() + " (" + column.quotedName() + ")"
            statements.append(SQLExpression(sql))
        }
        return statements
    }
}

/// The primary key of a table's columns, as an insert reads it for every record.
struct SQLTableKeys: Sendable {
    /// The index of the one primary key column, or -1 when the table has none or several.
    let singleKeyIndex: Int
    /// Whether that column is `AUTOINCREMENT`.
    let autoincrement: Bool

    /// The keys of `columns`.
    init(_ columns: [SQLColumn]) {
        var keyIndex = -1
        var keyCount = 0
        var autoincrement = false
        var index = 0
        for column in columns {
            if column.primaryKey {
                keyCount += 1
                keyIndex = index
                autoincrement = column.autoincrement
            }
            index += 1
        }
        self.singleKeyIndex = keyCount == 1 ? keyIndex : -1
        self.autoincrement = keyCount == 1 && autoincrement
    }
}
