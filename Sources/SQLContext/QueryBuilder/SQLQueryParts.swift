import Foundation

/// A table in a query: the table, its alias and its schema.
public struct QualifiedTable {
    /// The table.
    public var table: SQLTable
    /// The alias the query gives it (`AS "b"`), if any.
    public var alias: String?
    /// The schema it is in (`main`, `temp`, an attached database), if given.
    public var schema: String?

    /// A table in a query.
    ///
    /// - Parameters:
    ///   - table: the table.
    ///   - alias: its alias in the query.
    ///   - schema: its schema.
    public init(table: SQLTable, alias: String? = nil, schema: String? = nil) {
        self.table = table
        self.alias = alias
        self.schema = schema
    }

    /// The name its columns are qualified by in a join: the alias, else the table name.
    var qualifier: String { alias ?? table.name }
}

/// The direction of an `ORDER BY` term.
public enum SQLOrder: Sendable {
    /// Smallest first (`ASC`).
    case ascending
    /// Largest first (`DESC`).
    case descending

    /// `ASC` or `DESC`.
    public var orderClause: String {
        switch self {
        case .ascending: return "ASC"
        case .descending: return "DESC"
        }
    }
}

/// The kind of a join between two record tables.
///
/// See [the SELECT statement's join operators](https://sqlite.org/lang_select.html#joins).
public enum SQLJoinType: Sendable {
    /// `LEFT OUTER JOIN`: every row of the left table, the right one's NULL where none matches.
    case left
    /// `RIGHT OUTER JOIN` (SQLite 3.39 and later: ``SQLiteFeature/rightAndFullJoin``).
    case right
    /// `FULL OUTER JOIN` (SQLite 3.39 and later: ``SQLiteFeature/rightAndFullJoin``).
    case full
    /// `INNER JOIN`: only rows that match.
    case inner
    /// `CROSS JOIN`: every pair, in the order written.
    case cross

    /// The SQL of the join operator.
    public var joinClause: String {
        switch self {
        case .left: return "LEFT OUTER JOIN"
        case .right: return "RIGHT OUTER JOIN"
        case .full: return "FULL OUTER JOIN"
        case .inner: return "INNER JOIN"
        case .cross: return "CROSS JOIN"
        }
    }
}

/// What a join's `ON` clause is made from: an ``SQLPredicate``, or a ``SQLColumn`` that holds a
/// foreign key (the join matches it with the column it refers to).
public protocol SQLJoinCondition {
    /// Appends the condition that joins `toTable` to `fromTable`.
    ///
    /// - Parameters:
    ///   - expression: the expression being built.
    ///   - fromTable: the table joined from.
    ///   - toTable: the table joined.
    func applyJoinCondition(to expression: inout SQLExpression, fromTable: QualifiedTable, toTable: QualifiedTable)
}

extension SQLColumn: SQLJoinCondition {
    /// Appends `from.column = to.referred` for a column that holds a foreign key (whichever of the
    /// two tables holds it), else `from.column = to.column` (the column of the same name in both).
    ///
    /// - Parameters:
    ///   - expression: the expression being built.
    ///   - fromTable: the table joined from.
    ///   - toTable: the table joined.
    public func applyJoinCondition(
        to expression: inout SQLExpression, fromTable: QualifiedTable, toTable: QualifiedTable
    ) {
        if let reference = references {
            let holder = fromTable.table.columns.contains(self) ? fromTable : toTable
            let referred = holder.qualifier == fromTable.qualifier ? toTable : fromTable
            alias(holder.qualifier).equals(reference.column.alias(referred.qualifier)).apply(to: &expression)
        } else {
            alias(fromTable.qualifier).equals(alias(toTable.qualifier)).apply(to: &expression)
        }
    }
}

/// One join of a query: its kind and its condition.
struct JoinClause {
    /// The kind of join.
    var kind: SQLJoinType
    /// The `ON` condition, if any.
    var condition: SQLJoinCondition?
}

/// The clauses a query adds after `FROM`: `WHERE`, `ORDER BY`, `LIMIT` and `OFFSET`.
struct QueryClauses {
    /// The conditions, joined by `AND`.
    var predicates: [SQLPredicate] = []
    /// The `ORDER BY` terms, each with its direction.
    var ordering: [SQLExpression] = []
    /// The most rows to return.
    var limit: Int?
    /// The rows to skip.
    var offset: Int?

    /// Appends the clauses to `select`, every number bound as a parameter.
    func apply(to select: inout SQLExpression) {
        if !predicates.isEmpty {
            select.append(" WHERE ")
            SQLPredicate.and(predicates).apply(to: &select)
        }
        if !ordering.isEmpty {
            select.append(" ORDER BY ")
            var first = true
            for term in ordering {
                if !first { select.append(", ") }
                select.append(expression: term)
                first = false
            }
        }
        if let limit {
            select.append(" LIMIT ?", SQLValue(limit))
        } else if offset != nil {
            select.append(" LIMIT -1")
        }
        if let offset { select.append(" OFFSET ?", SQLValue(offset)) }
    }

    /// An `ORDER BY` term of `term` in `order`.
    static func orderTerm(_ term: SQLRepresentable, _ order: SQLOrder) -> SQLExpression {
        var expression = SQLExpression("")
        term.apply(to: &expression)
        expression.append(" " + order.orderClause)
        return expression
    }
}
