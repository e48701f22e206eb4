import Foundation

/// A column of a record's table: its name, its type and its constraints, from which
/// ``SQLTable/createTableSQL(inSchema:ifNotExists:withIndexes:columns:additionalClauses:)`` writes
/// the column definition, and by which a record reads and writes its ``SQLRow``.
///
/// The shape is SkipSQL's, so record types written for SkipSQL compile here:
///
/// ```swift
/// static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
/// static let title = SQLColumn(name: "title", type: .text, nullable: false)
/// ```
///
/// See [CREATE TABLE](https://sqlite.org/lang_createtable.html) for what each constraint means.
public struct SQLColumn: Hashable, Sendable, CustomStringConvertible {
    /// The column name, as written in SQL (quoted by ``quotedName(alias:)``).
    public var name: String {
        didSet { nameKey = SQLColumnMap.fingerprint(name) }
    }
    /// A number computed from the name, with which a row's column map finds the column by
    /// comparing numbers before it compares one name (see ``SQLColumnMap``).
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @usableFromInline var nameKey: Int64
    /// The declared type: `INTEGER`, `REAL`, `TEXT`, `BLOB` or, for ``SQLType/null``, none.
    public var type: SQLType
    /// Whether the column is (part of) the primary key.
    public var primaryKey: Bool
    /// Whether a single `INTEGER` primary key is `AUTOINCREMENT` (row ids never reused). An
    /// `INTEGER PRIMARY KEY` is the row id either way: an insert of NULL (or of
    /// ``SQLValue/defaultPrimaryKeyValue`` for an autoincrement column) assigns the next one.
    public var autoincrement: Bool
    /// Whether the column has a `UNIQUE` constraint.
    public var unique: Bool
    /// Whether the column may hold NULL; false writes `NOT NULL`.
    public var nullable: Bool
    /// The constraints most columns lack (default, index, foreign key, definition), kept in one
    /// shared object: a column is copied each time a record reads or writes it, and one
    /// reference copies faster than four optional values.
    var details: SQLColumnDetails?

    /// The `DEFAULT` value, written as a SQL literal; inserts leave NULL fields out so it applies.
    public var defaultValue: SQLValue? {
        get { details?.defaultValue }
        set { details = SQLColumnDetails.make(newValue, index, references, columnDefinition) }
    }
    /// An index on this column alone, created with the table.
    public var index: SQLIndex? {
        get { details?.index }
        set { details = SQLColumnDetails.make(defaultValue, newValue, references, columnDefinition) }
    }
    /// The foreign key this column holds, written as a table constraint.
    public var references: SQLForeignKey? {
        get { details?.references }
        set { details = SQLColumnDetails.make(defaultValue, index, newValue, columnDefinition) }
    }
    /// A column definition to write instead of the one built from the fields above (for what
    /// they cannot say: `CHECK`, `COLLATE`, `GENERATED ALWAYS AS`).
    public var columnDefinition: String? {
        get { details?.columnDefinition }
        set { details = SQLColumnDetails.make(defaultValue, index, references, newValue) }
    }

    /// A column; every constraint is off unless given.
    ///
    /// - Parameters:
    ///   - name: the column name.
    ///   - type: the declared type.
    ///   - primaryKey: whether it is (part of) the primary key.
    ///   - autoincrement: whether a single integer primary key is `AUTOINCREMENT`.
    ///   - unique: whether it is `UNIQUE`.
    ///   - nullable: whether it may hold NULL.
    ///   - defaultValue: its `DEFAULT` value.
    ///   - index: an index on it.
    ///   - references: the foreign key it holds.
    ///   - columnDefinition: a definition that replaces the one built from the other fields.
    public init(
        name: String, type: SQLType, primaryKey: Bool = false, autoincrement: Bool = false, unique: Bool = false,
        nullable: Bool = true, defaultValue: SQLValue? = nil, index: SQLIndex? = nil,
        references: SQLForeignKey? = nil, columnDefinition: String? = nil
    ) {
        self.name = name
        self.nameKey = SQLColumnMap.fingerprint(name)
        self.type = type
        self.primaryKey = primaryKey
        self.autoincrement = autoincrement
        self.unique = unique
        self.nullable = nullable
        self.details = SQLColumnDetails.make(defaultValue, index, references, columnDefinition)
    }

    /// The name quoted as an identifier (``SQLIdentifier/quote(_:)``), after `alias.` when an
    /// alias is given: `"title"`, `b."title"`.
    public func quotedName(alias: String? = nil) -> String {
        if let alias { return SQLIdentifier.quote(alias) + "." + SQLIdentifier.quote(name) }
        return SQLIdentifier.quote(name)
    }

    /// The column as an expression refers to it: qualified by `alias` as ``quotedName(alias:)``
    /// writes it, else quoted in grave accents (`` `title` ``). SQLite reads a double-quoted name
    /// that matches no column as a string literal (its "double-quoted string" misfeature, on by
    /// default before 3.41 and in most builds after), so that a misspelled or not yet migrated
    /// column would read as its own name, silently; a name in grave accents is always an
    /// identifier, and such a name fails at prepare with "no such column".
    ///
    /// See [SQLite Keywords](https://sqlite.org/lang_keywords.html) and
    /// [Double-quoted String Literals](https://sqlite.org/quirks.html#dblquote).
    func referenceName(alias: String? = nil) -> String {
        if alias != nil { return quotedName(alias: alias) }
        return "`" + name.replacingOccurrences(of: "`", with: "``") + "`"
    }

    /// The column name.
    public var description: String { name }

    /// The column definition for `CREATE TABLE` or `ALTER TABLE … ADD COLUMN`; the primary key
    /// clause only when `withPrimaryKey` (a table with one primary key column).
    func definition(withPrimaryKey: Bool) -> String {
        if let columnDefinition { return columnDefinition }
        var definition = quotedName()
        if type != .null { definition += " " + type.typeName }
        if withPrimaryKey && primaryKey {
            definition += " PRIMARY KEY"
            if autoincrement { definition += " AUTOINCREMENT" }
        }
        if unique { definition += " UNIQUE" }
        if !nullable { definition += " NOT NULL" }
        if let defaultValue { definition += " DEFAULT " + defaultValue.defaultClauseLiteral }
        return definition
    }
}

extension SQLValue {
    /// The value as it stands after `DEFAULT`: a literal, in parentheses when it is a negative
    /// number (the grammar takes a signed number, but parentheses are always accepted).
    var defaultClauseLiteral: String {
        let literal = literalValue
        return literal.hasPrefix("-") ? "(" + literal + ")" : literal
    }
}

/// The rarely set constraints of a ``SQLColumn``, immutable: setting one makes a new object.
final class SQLColumnDetails: Hashable, Sendable {
    /// The `DEFAULT` value.
    let defaultValue: SQLValue?
    /// The index on the column.
    let index: SQLIndex?
    /// The foreign key.
    let references: SQLForeignKey?
    /// The definition that replaces the built one.
    let columnDefinition: String?

    /// The details of these values.
    init(_ defaultValue: SQLValue?, _ index: SQLIndex?, _ references: SQLForeignKey?, _ columnDefinition: String?) {
        self.defaultValue = defaultValue
        self.index = index
        self.references = references
        self.columnDefinition = columnDefinition
    }

    /// The details of these values; nil when every one is nil.
    static func make(
        _ defaultValue: SQLValue?, _ index: SQLIndex?, _ references: SQLForeignKey?, _ columnDefinition: String?
    ) -> SQLColumnDetails? {
        if defaultValue == nil && index == nil && references == nil && columnDefinition == nil { return nil }
        return SQLColumnDetails(defaultValue, index, references, columnDefinition)
    }

    /// Details are equal when their values are.
    static func == (left: SQLColumnDetails, right: SQLColumnDetails) -> Bool {
        left.defaultValue == right.defaultValue && left.index == right.index && left.references == right.references
            && left.columnDefinition == right.columnDefinition
    }

    /// Hashes the values.
    func hash(into hasher: inout Hasher) {
        hasher.combine(defaultValue)
        hasher.combine(index)
        hasher.combine(references)
        hasher.combine(columnDefinition)
    }
}
