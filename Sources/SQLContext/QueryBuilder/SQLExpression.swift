import Foundation

/// SQL text and the values bound to its `?` parameters, in order: what the record layer's query
/// builder, predicates and schema methods produce, and what ``SQLContext/exec(_:)``,
/// ``SQLContext/prepare(expr:)`` and ``SQLContext/cursor(_:)`` run.
///
/// Values are always bound, never written into the SQL text; names are quoted with
/// ``SQLIdentifier``.
///
/// ```swift
/// var expression = SQLExpression("SELECT title FROM book WHERE year > ?", [.long(1900)])
/// expression.append(" AND author = ?", .text("Austen"))
/// ```
public struct SQLExpression: Hashable, Sendable, CustomStringConvertible {
    /// The SQL text.
    public var sql: String
    /// The values for the `?` parameters of ``sql``, in order.
    public var bindings: [SQLValue]

    /// An expression of `sql` with `bindings` for its `?` parameters.
    ///
    /// - Parameters:
    ///   - sql: the SQL text.
    ///   - bindings: the values of its parameters, in order.
    public init(_ sql: String, _ bindings: [SQLValue] = []) {
        self.sql = sql
        self.bindings = bindings
    }

    /// SkipSQL's name for ``sql``.
    public var template: String { sql }

    /// Appends `sql` to the text and, when given, `binding` to the values (for a `?` in `sql`).
    ///
    /// - Parameters:
    ///   - sql: the text to append.
    ///   - binding: the value of the one parameter `sql` adds, if any.
    public mutating func append(_ sql: String, _ binding: SQLValue? = nil) {
        self.sql += sql
        if let binding { bindings.append(binding) }
    }

    /// Appends another expression: its text and its values.
    ///
    /// - Parameter expression: the expression to append.
    public mutating func append(expression: SQLExpression) {
        sql += expression.sql
        bindings += expression.bindings
    }

    /// The SQL text, then the values: `a = ? [42]`.
    public var description: String {
        bindings.isEmpty ? sql : sql + " " + "[" + bindings.map { $0.literalValue }.joined(separator: ", ") + "]"
    }
}
