import Foundation

/// A condition for `WHERE` and `ON`: built from columns and values by the operators below, with
/// every value bound as a parameter.
///
/// ```swift
/// let recent = Book.year.greaterThanOrEqual(SQLValue(2000)).and(Book.title.like(SQLValue("S%")))
/// let books = try context.query(Book.self).where(recent).eval().load()
/// ```
///
/// `equals` and `notEquals` with ``SQLValue/null`` write `IS NULL` and `IS NOT NULL`, since
/// `= NULL` is never true in SQL. See [SQL Language Expressions](https://sqlite.org/lang_expr.html).
public struct SQLPredicate: SQLRepresentable, SQLJoinCondition, Hashable, Sendable, CustomStringConvertible {
    /// The condition's SQL and its values.
    public var expression: SQLExpression

    /// A predicate of `expression`.
    ///
    /// - Parameter expression: the condition's SQL and values.
    public init(expression: SQLExpression) {
        self.expression = expression
    }

    /// A predicate written by `applicator` (SkipSQL's shape), which is run once, now.
    ///
    /// - Parameter applicator: appends the condition to the expression it is given.
    public init(applicator: (inout SQLExpression) -> Void) {
        var expression = SQLExpression("")
        applicator(&expression)
        self.expression = expression
    }

    /// Appends the condition.
    ///
    /// - Parameter expression: the expression being built.
    public func apply(to expression: inout SQLExpression) {
        expression.append(expression: self.expression)
    }

    /// Appends the condition, as an `ON` clause.
    ///
    /// - Parameters:
    ///   - expression: the expression being built.
    ///   - fromTable: the table joined from (unused: the predicate names its columns itself).
    ///   - toTable: the table joined (unused).
    public func applyJoinCondition(
        to expression: inout SQLExpression, fromTable: QualifiedTable, toTable: QualifiedTable
    ) {
        apply(to: &expression)
    }

    /// The SQL, then the values.
    public var description: String { expression.description }

    /// `lhs op rhs`.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - op: the SQL operator, written as given.
    ///   - rhs: the right operand.
    public static func compare(lhs: SQLRepresentable, op: String, rhs: SQLRepresentable) -> SQLPredicate {
        var expression = SQLExpression("")
        appendOperand(lhs, to: &expression)
        expression.append(" " + op + " ")
        appendOperand(rhs, to: &expression)
        return SQLPredicate(expression: expression)
    }

    /// `operand suffix` (for `IS NULL` and the like).
    static func postfix(_ operand: SQLRepresentable, _ suffix: String) -> SQLPredicate {
        var expression = SQLExpression("")
        appendOperand(operand, to: &expression)
        expression.append(" " + suffix)
        return SQLPredicate(expression: expression)
    }

    /// Appends an operand of an operator: a column, a value or a tuple as it is; anything else —
    /// SQL written by hand (``SQLLiteral``), a predicate, a representable of the caller's own — in
    /// parentheses, so that it keeps its own precedence: `age.equals(SQLLiteral("0 OR 1"))` is
    /// `` `age` = (0 OR 1) ``, not `` `age` = 0 OR 1 ``.
    static func appendOperand(_ operand: SQLRepresentable, to expression: inout SQLExpression) {
        if operand is SQLColumn || operand is SQLValue || operand is SQLTuple || operand is SQLAliasedColumn {
            operand.apply(to: &expression)
        } else {
            expression.append("(")
            operand.apply(to: &expression)
            expression.append(")")
        }
    }

    /// Whether `representation` is a NULL value.
    static func isNullValue(_ representation: SQLRepresentable) -> Bool {
        if let value = representation as? SQLValue { return value.isNull }
        return false
    }

    /// `lhs = rhs`, or `lhs IS NULL` when `rhs` is ``SQLValue/null``.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the right operand.
    public static func equals(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        isNullValue(rhs) ? isNull(lhs) : compare(lhs: lhs, op: "=", rhs: rhs)
    }

    /// `lhs <> rhs`, or `lhs IS NOT NULL` when `rhs` is ``SQLValue/null``.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the right operand.
    public static func notEquals(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        isNullValue(rhs) ? isNotNull(lhs) : compare(lhs: lhs, op: "<>", rhs: rhs)
    }

    /// `lhs < rhs`.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the right operand.
    public static func lessThan(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        compare(lhs: lhs, op: "<", rhs: rhs)
    }

    /// `lhs <= rhs`.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the right operand.
    public static func lessThanOrEqual(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        compare(lhs: lhs, op: "<=", rhs: rhs)
    }

    /// `lhs > rhs`.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the right operand.
    public static func greaterThan(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        compare(lhs: lhs, op: ">", rhs: rhs)
    }

    /// `lhs >= rhs`.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the right operand.
    public static func greaterThanOrEqual(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        compare(lhs: lhs, op: ">=", rhs: rhs)
    }

    /// `lhs LIKE rhs`: `%` and `_` are wildcards; ASCII letters match without regard to case,
    /// unless the loaded SQLite was compiled with `SQLITE_CASE_SENSITIVE_LIKE` or its `like()`
    /// function was replaced (an ICU build's, say): then as that SQLite decides.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the pattern.
    public static func like(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        compare(lhs: lhs, op: "LIKE", rhs: rhs)
    }

    /// `lhs NOT LIKE rhs`.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the pattern.
    public static func notLike(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        compare(lhs: lhs, op: "NOT LIKE", rhs: rhs)
    }

    /// `lhs GLOB rhs`: Unix wildcards `*`, `?`, `[…]`, with regard to case.
    ///
    /// - Parameters:
    ///   - lhs: the left operand.
    ///   - rhs: the pattern.
    public static func glob(_ lhs: SQLRepresentable, _ rhs: SQLRepresentable) -> SQLPredicate {
        compare(lhs: lhs, op: "GLOB", rhs: rhs)
    }

    /// `operand IS NULL`.
    ///
    /// - Parameter operand: the operand.
    public static func isNull(_ operand: SQLRepresentable) -> SQLPredicate {
        postfix(operand, "IS NULL")
    }

    /// `operand IS NOT NULL`.
    ///
    /// - Parameter operand: the operand.
    public static func isNotNull(_ operand: SQLRepresentable) -> SQLPredicate {
        postfix(operand, "IS NOT NULL")
    }

    /// `operand BETWEEN min AND max` (both ends included).
    ///
    /// - Parameters:
    ///   - operand: the operand.
    ///   - min: the lower end.
    ///   - max: the upper end.
    public static func between(_ operand: SQLRepresentable, min: SQLRepresentable, max: SQLRepresentable)
        -> SQLPredicate
    {
        range(operand, "BETWEEN", min, max)
    }

    /// `operand NOT BETWEEN min AND max`.
    ///
    /// - Parameters:
    ///   - operand: the operand.
    ///   - min: the lower end.
    ///   - max: the upper end.
    public static func notBetween(_ operand: SQLRepresentable, min: SQLRepresentable, max: SQLRepresentable)
        -> SQLPredicate
    {
        range(operand, "NOT BETWEEN", min, max)
    }

    /// `operand op min AND max`.
    static func range(_ operand: SQLRepresentable, _ op: String, _ min: SQLRepresentable, _ max: SQLRepresentable)
        -> SQLPredicate
    {
        var expression = SQLExpression("")
        appendOperand(operand, to: &expression)
        expression.append(" " + op + " ")
        appendOperand(min, to: &expression)
        expression.append(" AND ")
        appendOperand(max, to: &expression)
        return SQLPredicate(expression: expression)
    }

    /// `operand IN (value, …)`; false for an empty list.
    ///
    /// - Parameters:
    ///   - operand: the operand (a ``SQLTuple`` of columns for a row value).
    ///   - values: the list.
    public static func `in`(_ operand: SQLRepresentable, _ values: [SQLRepresentable]) -> SQLPredicate {
        membership(operand, "IN", values)
    }

    /// `operand NOT IN (value, …)`; true for an empty list.
    ///
    /// - Parameters:
    ///   - operand: the operand.
    ///   - values: the list.
    public static func notIn(_ operand: SQLRepresentable, _ values: [SQLRepresentable]) -> SQLPredicate {
        membership(operand, "NOT IN", values)
    }

    /// `operand op (value, …)`.
    static func membership(_ operand: SQLRepresentable, _ op: String, _ values: [SQLRepresentable]) -> SQLPredicate {
        var expression = SQLExpression("")
        appendOperand(operand, to: &expression)
        expression.append(" " + op + " ")
        SQLTuple(values).apply(to: &expression)
        return SQLPredicate(expression: expression)
    }

    /// All of `predicates`, parenthesised: `(a AND b)`; true (`1`) when there are none.
    ///
    /// - Parameter predicates: the conditions.
    public static func and(_ predicates: [SQLPredicate]) -> SQLPredicate {
        compound("AND", predicates, empty: "1")
    }

    /// Any of `predicates`, parenthesised: `(a OR b)`; false (`0`) when there are none.
    ///
    /// - Parameter predicates: the conditions.
    public static func or(_ predicates: [SQLPredicate]) -> SQLPredicate {
        compound("OR", predicates, empty: "0")
    }

    /// `predicates` joined by `conjunction`.
    static func compound(_ conjunction: String, _ predicates: [SQLPredicate], empty: String) -> SQLPredicate {
        if predicates.isEmpty { return SQLPredicate(expression: SQLExpression(empty)) }
        if predicates.count == 1 { return predicates[0] }
        var expression = SQLExpression("(")
        var first = true
        for predicate in predicates {
            if !first { expression.append(" " + conjunction + " ") }
            expression.append("(")
            predicate.apply(to: &expression)
            expression.append(")")
            first = false
        }
        expression.append(")")
        return SQLPredicate(expression: expression)
    }

    /// `NOT (predicate)`.
    ///
    /// - Parameter predicate: the condition.
    public static func not(_ predicate: SQLPredicate) -> SQLPredicate {
        var expression = SQLExpression("NOT (")
        predicate.apply(to: &expression)
        expression.append(")")
        return SQLPredicate(expression: expression)
    }

    /// A condition written by hand, with its values: `.custom(sql: "length(title) > ?", bindings:
    /// [.long(10)])`. The text is used as it is: never build it from input.
    ///
    /// - Parameters:
    ///   - sql: the SQL text; nil for none.
    ///   - bindings: the values of its `?` parameters, in order.
    public static func custom(sql: String?, bindings: [SQLValue] = []) -> SQLPredicate {
        SQLPredicate(expression: SQLExpression(sql ?? "", bindings))
    }

    /// This and `predicates`: `(self AND …)`.
    ///
    /// - Parameter predicates: the other conditions.
    public func and(_ predicates: SQLPredicate...) -> SQLPredicate {
        .and([self] + predicates)
    }

    /// This or `predicates`: `(self OR …)`.
    ///
    /// - Parameter predicates: the other conditions.
    public func or(_ predicates: SQLPredicate...) -> SQLPredicate {
        .or([self] + predicates)
    }
}

// The operators as methods of their left operand: `Book.year.greaterThan(SQLValue(2000))`.
extension SQLRepresentable {
    /// `self = rhs` (`IS NULL` for a NULL value); see ``SQLPredicate/equals(_:_:)``.
    ///
    /// - Parameter rhs: the right operand.
    public func equals(_ rhs: SQLRepresentable) -> SQLPredicate { .equals(self, rhs) }

    /// `self <> rhs` (`IS NOT NULL` for a NULL value).
    ///
    /// - Parameter rhs: the right operand.
    public func notEquals(_ rhs: SQLRepresentable) -> SQLPredicate { .notEquals(self, rhs) }

    /// `self < rhs`.
    ///
    /// - Parameter rhs: the right operand.
    public func lessThan(_ rhs: SQLRepresentable) -> SQLPredicate { .lessThan(self, rhs) }

    /// `self <= rhs`.
    ///
    /// - Parameter rhs: the right operand.
    public func lessThanOrEqual(_ rhs: SQLRepresentable) -> SQLPredicate { .lessThanOrEqual(self, rhs) }

    /// `self > rhs`.
    ///
    /// - Parameter rhs: the right operand.
    public func greaterThan(_ rhs: SQLRepresentable) -> SQLPredicate { .greaterThan(self, rhs) }

    /// `self >= rhs`.
    ///
    /// - Parameter rhs: the right operand.
    public func greaterThanOrEqual(_ rhs: SQLRepresentable) -> SQLPredicate { .greaterThanOrEqual(self, rhs) }

    /// `self LIKE rhs`.
    ///
    /// - Parameter rhs: the pattern.
    public func like(_ rhs: SQLRepresentable) -> SQLPredicate { .like(self, rhs) }

    /// `self NOT LIKE rhs`.
    ///
    /// - Parameter rhs: the pattern.
    public func notLike(_ rhs: SQLRepresentable) -> SQLPredicate { .notLike(self, rhs) }

    /// `self GLOB rhs`.
    ///
    /// - Parameter rhs: the pattern.
    public func glob(_ rhs: SQLRepresentable) -> SQLPredicate { .glob(self, rhs) }

    /// `self IS NULL`.
    public func isNull() -> SQLPredicate { .isNull(self) }

    /// `self IS NOT NULL`.
    public func isNotNull() -> SQLPredicate { .isNotNull(self) }

    /// `self BETWEEN min AND max`.
    ///
    /// - Parameters:
    ///   - min: the lower end.
    ///   - max: the upper end.
    public func between(min: SQLRepresentable, max: SQLRepresentable) -> SQLPredicate {
        .between(self, min: min, max: max)
    }

    /// `self NOT BETWEEN min AND max`.
    ///
    /// - Parameters:
    ///   - min: the lower end.
    ///   - max: the upper end.
    public func notBetween(min: SQLRepresentable, max: SQLRepresentable) -> SQLPredicate {
        .notBetween(self, min: min, max: max)
    }

    /// `self IN (…)`.
    ///
    /// - Parameter values: the list.
    public func `in`(_ values: [SQLRepresentable]) -> SQLPredicate { .in(self, values) }

    /// `self NOT IN (…)`.
    ///
    /// - Parameter values: the list.
    public func notIn(_ values: [SQLRepresentable]) -> SQLPredicate { .notIn(self, values) }
}
