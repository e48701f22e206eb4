import Foundation

/// The foreign key a column holds (``SQLColumn/references``): the table and column it refers to,
/// and what happens to it when the referred row is deleted or its key changes.
///
/// SQLite enforces foreign keys only when `PRAGMA foreign_keys` is on
/// (``SQLContext/setForeignKeys(enabled:)``). See [Foreign Key Support](https://sqlite.org/foreignkeys.html).
public struct SQLForeignKey: Hashable, Sendable {
    /// The table referred to.
    public var table: SQLTable
    /// The referred column, kept in an array because a struct cannot hold a value of its own
    /// type (a column holds its foreign key, which holds a column).
    var referencedColumns: [SQLColumn]
    /// The action on deletion of the referred row, if any.
    public var deleteAction: SQLForeignKeyAction?
    /// The action on a change of the referred key, if any.
    public var updateAction: SQLForeignKeyAction?

    /// A reference to `column` of `table`.
    ///
    /// - Parameters:
    ///   - table: the table referred to.
    ///   - column: the referred column (usually its primary key).
    ///   - deleteAction: `ON DELETE`.
    ///   - updateAction: `ON UPDATE`.
    public init(
        table: SQLTable, column: SQLColumn, onDelete deleteAction: SQLForeignKeyAction? = nil,
        onUpdate updateAction: SQLForeignKeyAction? = nil
    ) {
        self.table = table
        self.referencedColumns = [column]
        self.deleteAction = deleteAction
        self.updateAction = updateAction
    }

    /// The referred column.
    public var column: SQLColumn { referencedColumns[0] }

    /// The clause after `REFERENCES`: `"author"("id") ON DELETE CASCADE`.
    ///
    /// - Parameter schemaName: the schema of the referred table; SQLite requires it to be the
    ///   schema of the referring one, so the name is written unqualified whatever is given.
    public func referencesClause(inSchema schemaName: String? = nil) -> String {
        var clause = table.quotedName() + "(" + column.quotedName() + ")"
        if let deleteAction { clause += " ON DELETE " + deleteAction.actionClause }
        if let updateAction { clause += " ON UPDATE " + updateAction.actionClause }
        return clause
    }
}

/// What a foreign key does when the row it refers to is deleted or its key changes.
public enum SQLForeignKeyAction: Hashable, Sendable {
    /// Delete or update the referring rows too.
    case cascade
    /// Refuse the change.
    case restrict
    /// Set the referring column to NULL.
    case setNull
    /// Set the referring column to its default value.
    case setDefault
    /// Do nothing (checked at the end of the statement).
    case noAction

    /// The SQL of the action: `CASCADE`, `RESTRICT`, `SET NULL`, `SET DEFAULT` or `NO ACTION`.
    public var actionClause: String {
        switch self {
        case .cascade: return "CASCADE"
        case .restrict: return "RESTRICT"
        case .setNull: return "SET NULL"
        case .setDefault: return "SET DEFAULT"
        case .noAction: return "NO ACTION"
        }
    }
}
