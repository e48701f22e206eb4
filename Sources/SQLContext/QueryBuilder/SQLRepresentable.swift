import Foundation

/// Something that writes itself into an ``SQLExpression``: a column (its quoted name), a value
/// (a `?` and its binding), a tuple, an aliased column or a predicate. The operands of
/// ``SQLPredicate`` and of `ORDER BY` are representables.
public protocol SQLRepresentable {
    /// Appends this to `expression`.
    ///
    /// - Parameter expression: the expression being built.
    func apply(to expression: inout SQLExpression)
}

extension SQLColumn: SQLRepresentable {
    /// Appends the column name, quoted as an identifier that cannot be read as a string (see
    /// ``quotedName(alias:)``), in grave accents.
    ///
    /// - Parameter expression: the expression being built.
    public func apply(to expression: inout SQLExpression) {
        expression.append(referenceName())
    }

    /// This column qualified by a table alias, as in a join: `b."title"`.
    ///
    /// - Parameter aliasName: the table alias.
    public func alias(_ aliasName: String) -> SQLAliasedColumn {
        SQLAliasedColumn(column: self, alias: aliasName)
    }
}

extension SQLValue: SQLRepresentable {
    /// Appends a `?` parameter bound to this value.
    ///
    /// - Parameter expression: the expression being built.
    public func apply(to expression: inout SQLExpression) {
        expression.append("?", self)
    }
}

/// A parenthesised list, for row values and `IN`: `("a", "b")`, `(?, ?)`.
///
/// See [Row Values](https://sqlite.org/rowvalue.html) (SQLite 3.15 and later).
public struct SQLTuple: SQLRepresentable {
    /// The members, in order.
    public var representations: [SQLRepresentable]

    /// A tuple of `representations`.
    ///
    /// - Parameter representations: the members.
    public init(_ representations: [SQLRepresentable]) {
        self.representations = representations
    }

    /// A tuple of columns.
    ///
    /// - Parameter columns: the columns.
    public init(columns: [SQLColumn]) {
        self.representations = columns.map { $0 as SQLRepresentable }
    }

    /// A tuple of values, each bound.
    ///
    /// - Parameter values: the values.
    public init(values: [SQLValue]) {
        self.representations = values.map { $0 as SQLRepresentable }
    }

    /// Appends `(member, member, …)`.
    ///
    /// - Parameter expression: the expression being built.
    public func apply(to expression: inout SQLExpression) {
        expression.append("(")
        var first = true
        for representation in representations {
            if !first { expression.append(", ") }
            representation.apply(to: &expression)
            first = false
        }
        expression.append(")")
    }
}

/// A column qualified by a table alias: `b."title"`.
public struct SQLAliasedColumn: SQLRepresentable {
    /// The column.
    public var column: SQLColumn
    /// The table alias.
    public var alias: String

    /// `column` qualified by `alias`.
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - alias: the table alias.
    public init(column: SQLColumn, alias: String) {
        self.column = column
        self.alias = alias
    }

    /// Appends the qualified name, each part quoted.
    ///
    /// - Parameter expression: the expression being built.
    public func apply(to expression: inout SQLExpression) {
        expression.append(column.quotedName(alias: alias))
    }
}

/// SQL written by hand, with its values, as an operand: `SQLLiteral("lower(?)", [.text("A")])`.
/// The text is used as it is: never build it from input (bind values instead).
public struct SQLLiteral: SQLRepresentable {
    /// The SQL text and its values.
    public var expression: SQLExpression

    /// An operand of `sql`, with `bindings` for its `?` parameters.
    ///
    /// - Parameters:
    ///   - sql: the SQL text.
    ///   - bindings: the values of its parameters, in order.
    public init(_ sql: String, _ bindings: [SQLValue] = []) {
        self.expression = SQLExpression(sql, bindings)
    }

    /// Appends the text and its values.
    ///
    /// - Parameter expression: the expression being built.
    public func apply(to expression: inout SQLExpression) {
        expression.append(expression: self.expression)
    }
}
