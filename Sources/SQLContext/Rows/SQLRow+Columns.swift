import Foundation

// A row as SkipSQL's records see it: values by SQLColumn (SkipSQL's SQLRow is a dictionary
// `[SQLColumn: SQLValue]`; this one keeps its columns in order and shares its column map).
extension SQLRow {
    /// The value of `column` (by its name, exactly, else without regard to case), or nil when the
    /// row has no such column; setting adds the column when the row lacks it, and setting nil
    /// stores NULL.
    ///
    /// - Parameter column: the column.
    public subscript(column: SQLColumn) -> SQLValue? {
        get {
            guard let index = columnMap.index(ofColumn: column) else { return nil }
            return values[index]
        }
        // Inlined into the caller, so that the column (usually a `static let`) reaches
        // `setValue(_:for:)` by reference: a setter receives its own copy of its arguments, and
        // copying a column cost about 120 instructions per write (callgrind, record_insert).
        @inlinable set { setValue(newValue, for: column) }
    }

    /// Sets the value of `column` (matched by name, exactly, else without regard to case),
    /// adding the column at the end when the row lacks it; nil stores NULL. The same as
    /// `row[column] = value`.
    ///
    /// - Parameters:
    ///   - value: the value.
    ///   - column: the column.
    public mutating func setValue(_ value: SQLValue?, for column: SQLColumn) {
        if let index = columnMap.index(ofColumn: column) {
            values[index] = value ?? SQLValue.null
        } else {
            setValue(value ?? SQLValue.null, named: column.name)
        }
    }

    /// The value of `column` when the column map finds it at once (see
    /// ``SQLColumnMap/firstSlotIndex(ofColumn:)``), else nil: then ask ``subscript(_:)`` or
    /// ``requiredValue(_:)``, which look further.
    @inlinable @inline(__always) func quickValue(_ column: SQLColumn) -> SQLValue? {
        let index = columnMap.firstSlotIndex(ofColumn: column)
        if index < 0 { return nil }
        return values[index]
    }

    /// The value of `column`.
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` that names the column and lists the row's columns
    ///   when the row has none of that name.
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @usableFromInline func requiredValue(_ column: SQLColumn) throws -> SQLValue {
        guard let index = columnMap.index(ofColumn: column) else { throw missing(column) }
        return values[index]
    }

    /// The error for a column the row lacks: `SQLITE_RANGE`, naming it and listing the columns.
    func missing(_ column: SQLColumn) -> SQLError {
        SQLError.range("no column named '" + column.name + "'; the columns are: " + columnMap.listed)
    }

    /// A row with the columns of `table`, every value NULL, for a record to fill in
    /// ``SQLCodable/encode(row:)``; it shares the table's column map.
    ///
    /// - Parameter table: the table.
    public init(table: SQLTable) {
        self.init(columnMap: table.columnMap, values: [SQLValue](repeating: SQLValue.null, count: table.columns.count))
    }
}
