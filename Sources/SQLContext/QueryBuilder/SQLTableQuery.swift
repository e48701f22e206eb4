import Foundation

/// A query for the records of one type, built step by step and run by ``eval()`` or ``load()``:
///
/// ```swift
/// let titles = try context.query(Book.self)
///     .where(Book.year.greaterThanOrEqual(SQLValue(1900)))
///     .orderBy(Book.year, order: .descending)
///     .limit(10)
///     .load()
/// ```
///
/// Each step returns a new query; values are bound, names quoted. Join another record type with
/// ``join(_:alias:schema:kind:on:)``.
public struct SQLTableQuery<T: SQLCodable> {
    /// The record type.
    let type: T.Type
    /// The table, its alias and schema.
    let qualifiedTable: QualifiedTable
    /// `WHERE`, `ORDER BY`, `LIMIT`, `OFFSET`.
    var clauses: QueryClauses
    /// The context the query runs on.
    public let context: SQLContext

    /// A query for all records of `type`.
    init(type: T.Type, alias: String?, schema: String?, context: SQLContext) {
        self.type = type
        self.qualifiedTable = QualifiedTable(table: type.table, alias: alias, schema: schema)
        self.clauses = QueryClauses()
        self.context = context
    }

    /// The query with `whereClause` added (conditions added one after the other are joined by
    /// `AND`); nil adds nothing.
    ///
    /// - Parameter whereClause: the condition.
    public func `where`(_ whereClause: SQLPredicate?) -> SQLTableQuery<T> {
        guard let whereClause else { return self }
        var query = self
        query.clauses.predicates.append(whereClause)
        return query
    }

    /// The query ordered by `term` after the terms given before.
    ///
    /// - Parameters:
    ///   - term: a column, or any representable.
    ///   - order: the direction.
    public func orderBy(_ term: SQLRepresentable, order: SQLOrder = .ascending) -> SQLTableQuery<T> {
        var query = self
        query.clauses.ordering.append(QueryClauses.orderTerm(term, order))
        return query
    }

    /// The query limited to `limit` records after skipping `offset`.
    ///
    /// - Parameters:
    ///   - limit: the most records to return.
    ///   - offset: how many to skip first.
    public func limit(_ limit: Int, offset: Int? = nil) -> SQLTableQuery<T> {
        var query = self
        query.clauses.limit = limit
        query.clauses.offset = offset
        return query
    }

    /// The query joined with the records of `to`: each result is a pair, either side nil when an
    /// outer join found no row for it.
    ///
    /// - Parameters:
    ///   - to: the record type joined.
    ///   - alias: its table's alias.
    ///   - schema: its table's schema.
    ///   - kind: the join operator.
    ///   - joinCondition: the `ON` condition: a predicate, or a column that holds a foreign key.
    public func join<T2: SQLCodable>(
        _ to: T2.Type, alias: String? = nil, schema: String? = nil, kind: SQLJoinType,
        on joinCondition: SQLJoinCondition?
    ) -> SQLJoin2Query<T, T2> {
        SQLJoin2Query<T, T2>(
            base: self, type: to, table: QualifiedTable(table: to.table, alias: alias, schema: schema),
            join: JoinClause(kind: kind, condition: joinCondition))
    }

    /// The query's SQL and values.
    public var expression: SQLExpression {
        context.selectExpression(tables: [qualifiedTable], joins: [], clauses: clauses)
    }

    /// Runs the query and returns a cursor that makes each record as it is read.
    ///
    /// - Throws: ``SQLError`` when the SQL cannot be prepared (a predicate that names no column of
    ///   the table, for one).
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3` and [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    public func eval() throws -> RowCursor<T> {
        let statement = try context.prepare(expr: expression)
        let map = qualifiedTable.table.columnMap
        let context = self.context
        let type = self.type
        return RowCursor(statement: statement) { statement in
            try type.construct(row: SQLRow(columnMap: map, values: statement.rowValues()), context: context) as T
        }
    }

    /// Runs the query and returns every record, with a compiled statement from the context's
    /// statement cache.
    ///
    /// - Throws: ``SQLError`` from SQLite or from a record's initializer.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3` and [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    public func load() throws -> [T] {
        try context.loadRecords(type, expression, columnMap: qualifiedTable.table.columnMap)
    }
}

/// A query for pairs of records joined (``SQLTableQuery/join(_:alias:schema:kind:on:)``).
public struct SQLJoin2Query<T1: SQLCodable, T2: SQLCodable> {
    /// The query joined from.
    var base: SQLTableQuery<T1>
    /// The record type joined.
    let type: T2.Type
    /// Its table.
    let table: QualifiedTable
    /// The join.
    let join: JoinClause

    /// The context the query runs on.
    public var context: SQLContext { base.context }

    /// The query with `whereClause` added; see ``SQLTableQuery/where(_:)``.
    ///
    /// - Parameter whereClause: the condition.
    public func `where`(_ whereClause: SQLPredicate?) -> SQLJoin2Query<T1, T2> {
        var query = self
        query.base = base.where(whereClause)
        return query
    }

    /// The query ordered by `term` too; see ``SQLTableQuery/orderBy(_:order:)``.
    ///
    /// - Parameters:
    ///   - term: a column (qualify it with ``SQLColumn/alias(_:)`` where both tables have it).
    ///   - order: the direction.
    public func orderBy(_ term: SQLRepresentable, order: SQLOrder = .ascending) -> SQLJoin2Query<T1, T2> {
        var query = self
        query.base = base.orderBy(term, order: order)
        return query
    }

    /// The query limited; see ``SQLTableQuery/limit(_:offset:)``.
    ///
    /// - Parameters:
    ///   - limit: the most pairs to return.
    ///   - offset: how many to skip first.
    public func limit(_ limit: Int, offset: Int? = nil) -> SQLJoin2Query<T1, T2> {
        var query = self
        query.base = base.limit(limit, offset: offset)
        return query
    }

    /// The query joined with a third record type; see ``SQLTableQuery/join(_:alias:schema:kind:on:)``.
    ///
    /// - Parameters:
    ///   - to: the record type joined.
    ///   - alias: its table's alias.
    ///   - schema: its table's schema.
    ///   - kind: the join operator.
    ///   - joinCondition: the `ON` condition, joining it to the second table.
    public func join<T3: SQLCodable>(
        _ to: T3.Type, alias: String? = nil, schema: String? = nil, kind: SQLJoinType,
        on joinCondition: SQLJoinCondition?
    ) -> SQLJoin3Query<T1, T2, T3> {
        SQLJoin3Query<T1, T2, T3>(
            base: self, type: to, table: QualifiedTable(table: to.table, alias: alias, schema: schema),
            join: JoinClause(kind: kind, condition: joinCondition))
    }

    /// The query's SQL and values.
    public var expression: SQLExpression {
        context.selectExpression(tables: [base.qualifiedTable, table], joins: [join], clauses: base.clauses)
    }

    /// Runs the query; each pair has nil for a side an outer join found no row for (all its
    /// columns NULL).
    ///
    /// - Throws: ``SQLError`` when the SQL cannot be prepared, or for a `RIGHT` or `FULL` join on
    ///   a SQLite older than 3.39.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3` and [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    public func eval() throws -> RowCursor<(T1?, T2?)> {
        try context.checkJoins([join])
        let statement = try context.prepare(expr: expression)
        let first = base.qualifiedTable.table.columnMap
        let second = table.table.columnMap
        let context = self.context
        let type1 = base.type
        let type2 = type
        return RowCursor(statement: statement) { statement in
            let values = statement.newRowValues()
            let record1 = try context.optionalRecord(type1, first, values, from: 0)
            let record2 = try context.optionalRecord(type2, second, values, from: first.count)
            return (record1, record2)
        }
    }

    /// Runs the query and returns every pair; see ``eval()``.
    ///
    /// - Throws: ``SQLError`` as ``eval()`` does, or from a record's initializer.
    public func load() throws -> [(T1?, T2?)] {
        let cursor = try eval()
        defer { cursor.close() }
        return try cursor.load()
    }
}

/// A query for triples of records joined (``SQLJoin2Query/join(_:alias:schema:kind:on:)``).
public struct SQLJoin3Query<T1: SQLCodable, T2: SQLCodable, T3: SQLCodable> {
    /// The pairs joined from.
    var base: SQLJoin2Query<T1, T2>
    /// The record type joined.
    let type: T3.Type
    /// Its table.
    let table: QualifiedTable
    /// The join.
    let join: JoinClause

    /// The context the query runs on.
    public var context: SQLContext { base.context }

    /// The query with `whereClause` added; see ``SQLTableQuery/where(_:)``.
    ///
    /// - Parameter whereClause: the condition.
    public func `where`(_ whereClause: SQLPredicate?) -> SQLJoin3Query<T1, T2, T3> {
        var query = self
        query.base = base.where(whereClause)
        return query
    }

    /// The query ordered by `term` too; see ``SQLTableQuery/orderBy(_:order:)``.
    ///
    /// - Parameters:
    ///   - term: a column.
    ///   - order: the direction.
    public func orderBy(_ term: SQLRepresentable, order: SQLOrder = .ascending) -> SQLJoin3Query<T1, T2, T3> {
        var query = self
        query.base = base.orderBy(term, order: order)
        return query
    }

    /// The query limited; see ``SQLTableQuery/limit(_:offset:)``.
    ///
    /// - Parameters:
    ///   - limit: the most triples to return.
    ///   - offset: how many to skip first.
    public func limit(_ limit: Int, offset: Int? = nil) -> SQLJoin3Query<T1, T2, T3> {
        var query = self
        query.base = base.limit(limit, offset: offset)
        return query
    }

    /// The query's SQL and values.
    public var expression: SQLExpression {
        context.selectExpression(
            tables: [base.base.qualifiedTable, base.table, table], joins: [base.join, join], clauses: base.base.clauses)
    }

    /// Runs the query; see ``SQLJoin2Query/eval()``.
    ///
    /// - Throws: ``SQLError`` as ``SQLJoin2Query/eval()`` does.
    public func eval() throws -> RowCursor<(T1?, T2?, T3?)> {
        try context.checkJoins([base.join, join])
        let statement = try context.prepare(expr: expression)
        let first = base.base.qualifiedTable.table.columnMap
        let second = base.table.table.columnMap
        let third = table.table.columnMap
        let context = self.context
        let type1 = base.base.type
        let type2 = base.type
        let type3 = type
        return RowCursor(statement: statement) { statement in
            let values = statement.newRowValues()
            let record1 = try context.optionalRecord(type1, first, values, from: 0)
            let record2 = try context.optionalRecord(type2, second, values, from: first.count)
            let record3 = try context.optionalRecord(type3, third, values, from: first.count + second.count)
            return (record1, record2, record3)
        }
    }

    /// Runs the query and returns every triple; see ``eval()``.
    ///
    /// - Throws: ``SQLError`` as ``eval()`` does, or from a record's initializer.
    public func load() throws -> [(T1?, T2?, T3?)] {
        let cursor = try eval()
        defer { cursor.close() }
        return try cursor.load()
    }
}
