import Foundation

/// One row: column names in result order, and a value for each.
///
/// ```swift
/// let person = try context.firstRow(sql: "SELECT id, name, born FROM person WHERE id = ?", parameters: [.long(1)])
/// let name = try person?.string("name")      // by name, exactly or without regard to case
/// let id = try person?.value(at: 0)         // by index
/// ```
///
/// Rows read from one statement share one ``SQLColumnMap`` (the names and the index of each,
/// built once), so a row costs its values and one reference. A name that no column has is a
/// `SQLITE_RANGE` ``SQLError`` that names it and lists the columns: never a silent NULL.
///
/// A row is also how named parameters are built: set values by name, then bind the row with
/// ``SQLStatement/bind(row:)`` or run many rows with ``SQLStatement/update(rows:)``.
///
/// ```swift
/// var person = SQLRow()
/// person.setValue(.text("ada"), named: "name")
/// person.setValue(SQLValue(1815), named: "born")
/// try context.cachedStatement(sql: "INSERT INTO person(name, born) VALUES (:name, :born)").update(row: person)
/// ```
public struct SQLRow: Equatable, Sendable, CustomStringConvertible {
    /// The column names and the index of each, shared by the rows of one result.
    public internal(set) var columnMap: SQLColumnMap
    /// The values, in column order.
    public internal(set) var values: [SQLValue]

    /// An empty row, to fill with ``setValue(_:named:)``.
    public init() {
        self.columnMap = SQLColumnMap(names: [])
        self.values = []
    }

    /// A row of `values` under the names of `columnMap`; the caller guarantees the counts match.
    init(columnMap: SQLColumnMap, values: [SQLValue]) {
        self.columnMap = columnMap
        self.values = values
    }

    /// A row of `values` under `columnNames`, in the same order.
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` when the counts differ.
    public init(columnNames: [String], values: [SQLValue]) throws {
        guard columnNames.count == values.count else {
            throw SQLError.range(
                "\(columnNames.count) column name(s) and \(values.count) value(s) given; a row needs one value per column"
            )
        }
        self.columnMap = SQLColumnMap(names: columnNames)
        self.values = values
    }

    /// The column names, in order.
    public var columnNames: [String] { columnMap.names }

    /// The number of columns.
    public var count: Int { values.count }

    /// Whether the row has a column named `name` (exactly, else without regard to case).
    public func hasColumn(_ name: String) -> Bool { columnMap.index(of: name) != nil }

    /// The value of column `index` (0-based).
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` for an index outside `0..<count`.
    public func value(at index: Int) throws -> SQLValue {
        guard index >= 0 && index < values.count else {
            throw SQLError.range("column index \(index) is out of range; the row has \(values.count) column(s)")
        }
        return values[index]
    }

    /// The value of the column named `name` (exactly, else without regard to case; the first one
    /// when several share the name).
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` that names `name` and lists the columns when there
    ///   is no such column.
    public func value(named name: String) throws -> SQLValue {
        values[try columnMap.requiredIndex(of: name)]
    }

    /// Sets the value of the column named `name`, adding the column at the end when the row has
    /// none of that name (matched exactly, else without regard to case).
    public mutating func setValue(_ value: SQLValue, named name: String) {
        if let index = columnMap.index(of: name) {
            values[index] = value
        } else {
            columnMap = columnMap.appending(name)
            values.append(value)
        }
    }

    /// The values by parameter name, each column name with a `:` before it (`[":id": .long(1)]`),
    /// for ``SQLStatement/bind(named:)``. Where two columns share a name, the first one's value.
    public var namedParameters: [String: SQLValue] {
        var parameters: [String: SQLValue] = [:]
        var index = 0
        for name in columnMap.names {
            let key = ":" + name
            if parameters[key] == nil { parameters[key] = values[index] }
            index += 1
        }
        return parameters
    }

    /// Rows are equal when they have the same column names and values, in the same order.
    public static func == (left: SQLRow, right: SQLRow) -> Bool {
        left.columnMap == right.columnMap && left.values == right.values
    }

    /// `name: value, …`, each value as a SQL literal. Meant for debugging: it shows the values.
    public var description: String {
        var text = ""
        var index = 0
        for name in columnMap.names {
            if index > 0 { text += ", " }
            text += name + ": " + values[index].literalValue
            index += 1
        }
        return text
    }
}
