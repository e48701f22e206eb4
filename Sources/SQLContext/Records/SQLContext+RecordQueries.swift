import Foundation

// Reading records: the query builder's entry point, and fetch, fetchAll, count, exists and the
// aggregates (SkipSQL's names and labels). Every read binds its values and runs on a compiled
// statement from the statement cache; rows are made into records with the table's column map,
// built once, never a dictionary per row.
extension SQLContext {
    /// A query for the records of `type`; see ``SQLTableQuery``.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - alias: an alias for its table (for joins and for qualified columns).
    ///   - schema: the schema of its table.
    public func query<T: SQLCodable>(_ type: T.Type, alias: String? = nil, schema: String? = nil) -> SQLTableQuery<T> {
        SQLTableQuery<T>(type: type, alias: alias, schema: schema, context: self)
    }

    /// The records of `type` that match `predicate`, ordered and limited as given.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition; nil for all.
    ///   - orderByColumn: the column (or representable) to order by.
    ///   - order: the direction.
    ///   - limit: the most records to return.
    ///   - offset: how many to skip first.
    /// - Throws: ``SQLError`` from SQLite or from a record's initializer.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3` and [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    public func fetchAll<T: SQLCodable>(
        _ type: T.Type, inSchema schemaName: String? = nil, where predicate: SQLPredicate? = nil,
        orderBy orderByColumn: SQLRepresentable? = nil, order: SQLOrder = .ascending, limit: Int? = nil,
        offset: Int? = nil
    ) throws -> [T] {
        var query = query(type, schema: schemaName).where(predicate)
        if let orderByColumn { query = query.orderBy(orderByColumn, order: order) }
        if let limit {
            query = query.limit(limit, offset: offset)
        } else if let offset {
            query = query.limit(-1, offset: offset)
        }
        return try query.load()
    }

    /// The record of `type` whose primary key is `primaryKeys` (one value per key column, in
    /// column order), or nil.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - primaryKeys: the key values.
    /// - Throws: a `SQLITE_MISUSE` ``SQLError`` when the table has no primary key, `SQLITE_RANGE`
    ///   when the number of values is not the number of key columns; ``SQLError`` from SQLite or
    ///   from the record's initializer.
    public func fetch<T: SQLCodable>(_ type: T.Type, id primaryKeys: SQLValue...) throws -> T? {
        try fetch(type, primaryKeys: primaryKeys)
    }

    /// The record of `type` whose primary key is `primaryKeys`, or nil; see ``fetch(_:id:)-(_,SQLValue...)``.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - primaryKeys: the key values, one per key column in column order.
    /// - Throws: as ``fetch(_:id:)-(_,SQLValue...)`` does.
    public func fetch<T: SQLCodable>(_ type: T.Type, primaryKeys: [SQLValue]) throws -> T? {
        let table = type.table
        let keys = try keyColumns(of: table)
        guard keys.count == primaryKeys.count else {
            throw SQLError.range(
                "\(primaryKeys.count) primary key value(s) given; table '" + table.name
                    + "' has \(keys.count) key column(s)")
        }
        var predicates: [SQLPredicate] = []
        var index = 0
        for column in keys {
            predicates.append(SQLPredicate.equals(column, primaryKeys[index]))
            index += 1
        }
        return try query(type).where(SQLPredicate.and(predicates)).limit(1).load().first
    }

    /// The number of records of `type` that match `predicate` (all when nil).
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: ``SQLError`` from SQLite.
    public func count<T: SQLCodable>(
        _ type: T.Type, inSchema schemaName: String? = nil, where predicate: SQLPredicate? = nil
    )
        throws -> Int64
    {
        var sql = SQLExpression("SELECT count(*) FROM " + type.table.quotedName(inSchema: schemaName))
        appendWhere(predicate, to: &sql)
        return try firstValue(sql).longValue ?? 0
    }

    /// Whether any record of `type` matches `predicate` (any at all when nil).
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: ``SQLError`` from SQLite.
    public func exists<T: SQLCodable>(
        _ type: T.Type, inSchema schemaName: String? = nil, where predicate: SQLPredicate? = nil
    )
        throws -> Bool
    {
        var sql = SQLExpression("SELECT EXISTS (SELECT 1 FROM " + type.table.quotedName(inSchema: schemaName))
        appendWhere(predicate, to: &sql)
        sql.append(")")
        return try firstValue(sql) == SQLValue.long(1)
    }

    /// `function(column)` over the records of `type` that match `predicate`.
    ///
    /// - Parameters:
    ///   - function: the aggregate.
    ///   - column: the column.
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: ``SQLError`` from SQLite.
    public func aggregate<T: SQLCodable>(
        _ function: SQLAggregateFunction, column: SQLColumn, type: T.Type, inSchema schemaName: String? = nil,
        where predicate: SQLPredicate? = nil
    ) throws -> SQLValue {
        try aggregate(function.sqlName, column: column, type: type, inSchema: schemaName, where: predicate)
    }

    /// `function(column)` over the records of `type` that match `predicate`: NULL over no rows
    /// (but `count`, `total`). SkipSQL's form, which names the function as text; prefer
    /// ``aggregate(_:column:type:inSchema:where:)-(SQLAggregateFunction,_,_,_,_)`` for the built-in ones.
    ///
    /// - Parameters:
    ///   - function: an aggregate function's name: a built-in one (`sum`, `avg`, `min`, `max`,
    ///     `count`, `total`, `group_concat`) or one registered with
    ///     ``createAggregate(_:argumentCount:flags:start:step:result:)``. Only a name is accepted
    ///     (letters, digits and `_`, not starting with a digit): the text becomes SQL.
    ///   - column: the column.
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: a `SQLITE_MISUSE` ``SQLError`` when `function` is not a plain name; ``SQLError``
    ///   from SQLite (an unknown function, for one).
    public func aggregate<T: SQLCodable>(
        _ function: String, column: SQLColumn, type: T.Type, inSchema schemaName: String? = nil,
        where predicate: SQLPredicate? = nil
    ) throws -> SQLValue {
        guard SQLIdentifier.isPlainName(function) else {
            throw SQLError.misuse(
                "'" + function + "' is not the name of an aggregate function (letters, digits and _ only)")
        }
        var sql = SQLExpression(
            "SELECT " + function + "(" + column.referenceName() + ") FROM "
                + type.table.quotedName(inSchema: schemaName))
        appendWhere(predicate, to: &sql)
        return try firstValue(sql)
    }

    /// The sum of `column` (`sum`: an integer, or a real once a real is added; NULL over no rows).
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: ``SQLError`` from SQLite (`SQLITE_ERROR` "integer overflow").
    public func sum<T: SQLCodable>(
        column: SQLColumn, of type: T.Type, inSchema schemaName: String? = nil, where predicate: SQLPredicate? = nil
    ) throws -> SQLValue {
        try aggregate("sum", column: column, type: type, inSchema: schemaName, where: predicate)
    }

    /// The average of `column` (a real; NULL over no rows).
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: ``SQLError`` from SQLite.
    public func avg<T: SQLCodable>(
        column: SQLColumn, of type: T.Type, inSchema schemaName: String? = nil, where predicate: SQLPredicate? = nil
    ) throws -> SQLValue {
        try aggregate("avg", column: column, type: type, inSchema: schemaName, where: predicate)
    }

    /// The smallest value of `column` (NULL over no rows).
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: ``SQLError`` from SQLite.
    public func min<T: SQLCodable>(
        column: SQLColumn, of type: T.Type, inSchema schemaName: String? = nil, where predicate: SQLPredicate? = nil
    ) throws -> SQLValue {
        try aggregate("min", column: column, type: type, inSchema: schemaName, where: predicate)
    }

    /// The largest value of `column` (NULL over no rows).
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: ``SQLError`` from SQLite.
    public func max<T: SQLCodable>(
        column: SQLColumn, of type: T.Type, inSchema schemaName: String? = nil, where predicate: SQLPredicate? = nil
    ) throws -> SQLValue {
        try aggregate("max", column: column, type: type, inSchema: schemaName, where: predicate)
    }

    /// Appends ` WHERE predicate` when there is one.
    func appendWhere(_ predicate: SQLPredicate?, to sql: inout SQLExpression) {
        guard let predicate else { return }
        sql.append(" WHERE ")
        predicate.apply(to: &sql)
    }

    /// The primary key columns of `table`.
    ///
    /// - Throws: a `SQLITE_MISUSE` ``SQLError`` when it has none.
    func keyColumns(of table: SQLTable) throws -> [SQLColumn] {
        let keys = table.primaryKeyColumns
        if keys.isEmpty {
            throw SQLError.misuse(
                "table '" + table.name + "' has no primary key column; mark one with primaryKey: true")
        }
        return keys
    }

    /// `SELECT` every column of `tables` (qualified when there are several) `FROM` them, joined,
    /// then `clauses`.
    func selectExpression(tables: [QualifiedTable], joins: [JoinClause], clauses: QueryClauses) -> SQLExpression {
        let qualify = tables.count > 1
        var columns: [String] = []
        for table in tables {
            let qualifier: String? = qualify ? table.qualifier : table.alias
            for column in table.table.columns { columns.append(column.referenceName(alias: qualifier)) }
        }
        var select = SQLExpression("SELECT " + columns.joined(separator: ", ") + " FROM ")
        var index = 0
        for table in tables {
            if index > 0 { select.append(" " + joins[index - 1].kind.joinClause + " ") }
            select.append(table.table.quotedName(inSchema: table.schema))
            if let alias = table.alias { select.append(" AS " + SQLIdentifier.quote(alias)) }
            if index > 0, let condition = joins[index - 1].condition {
                select.append(" ON ")
                condition.applyJoinCondition(to: &select, fromTable: tables[index - 1], toTable: table)
            }
            index += 1
        }
        clauses.apply(to: &select)
        return select
    }

    /// Refuses `RIGHT` and `FULL` joins where the loaded SQLite lacks them.
    ///
    /// - Throws: a `SQLITE_ERROR` ``SQLError`` that names the join, the version it needs and the
    ///   loaded one.
    func checkJoins(_ joins: [JoinClause]) throws {
        for join in joins {
            if (join.kind == .right || join.kind == .full) && !supports(.rightAndFullJoin) {
                throw SQLError(
                    code: 1,
                    message: join.kind.joinClause + " needs SQLite "
                        + SQLiteFeature.rightAndFullJoin.minimumVersion.description + " or later; the loaded SQLite is "
                        + sqliteVersion.description)
            }
        }
    }

    /// The record of `type` made from `map.count` values of `values` from `start`, or nil when
    /// they are all NULL (the missing side of an outer join).
    func optionalRecord<T: SQLCodable>(_ type: T.Type, _ map: SQLColumnMap, _ values: [SQLValue], from start: Int)
        throws -> T?
    {
        let part = Array(values[start..<(start + map.count)])
        if part.allSatisfy({ $0.isNull }) { return nil }
        return try type.construct(row: SQLRow(columnMap: map, values: part), context: self) as T
    }

    /// Runs `expression` and makes a record of `type` from each row (columns named by `map`).
    func loadRecords<T: SQLCodable>(_ type: T.Type, _ expression: SQLExpression, columnMap map: SQLColumnMap) throws
        -> [T]
    {
        try withBorrowedStatement(sql: expression.sql, parameters: expression.bindings) { statement in
            var records: [T] = []
            try records.appendRecords(type, from: statement, columnMap: map, context: self)
            return records
        }
    }
}

extension Array where Element: SQLCodable {
    /// Appends a record of `type` made from each row of `statement` (its columns named by `map`).
    ///
    /// A method of the array, so that the array's type comes in as an argument: in a function
    /// generic only over the record type, each `append` looked the type `[T]` up again (callgrind,
    /// fetch_struct --size small: 330 instructions per record).
    mutating func appendRecords(
        _ type: Element.Type, from statement: SQLStatement, columnMap map: SQLColumnMap, context: SQLContext
    ) throws {
        while try statement.next() {
            let row = SQLRow(columnMap: map, values: statement.rowValues())
            #if SKIP
            append(try type.construct(row: row, context: context) as Element)
            #else
            // The initializer itself, given the row to keep: through `construct`, generic over the
            // type, the row and the context were copied again for it, three more retains and
            // releases a record (callgrind, fetch_struct --size small).
            append(try Element(row: row, context: context))
            #endif
        }
    }
}
