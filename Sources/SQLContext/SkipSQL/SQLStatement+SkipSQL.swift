import Foundation

// SkipSQL's conveniences of a statement: declared types as text, a row as strings, and the next
// row's values in one call.
extension SQLStatement {
    /// The declared type of each result column (`"INTEGER"`, `"VARCHAR(20)"`), empty for a column
    /// that is an expression (SkipSQL's form of ``declaredTypes``, which has nil there).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_column_decltype`](https://sqlite.org/c3ref/column_decltype.html).
    public var columnTypes: [String] {
        declaredTypes.map { $0 ?? "" }
    }

    /// Every column of the current row as text (numbers converted by SQLite's rules), nil for NULL;
    /// all nil when no row is ready.
    ///
    /// The corresponding SQLite functions are [`sqlite3_column_text`](https://sqlite.org/c3ref/column_blob.html)
    /// and `sqlite3_column_bytes`.
    public func stringValues() -> [String?] {
        var values: [String?] = []
        var column = 0
        let count = Int(columnCount)
        while column < count {
            values.append(text(at: column))
            column += 1
        }
        return values
    }

    /// Runs the statement to its next row and returns the row's values, or nil when the statement
    /// has finished; with `close`, finalizes the statement after reading the row (SkipSQL's
    /// one-call read).
    ///
    /// - Parameter close: whether to finalize the statement after the row is read.
    /// - Throws: ``SQLError`` from SQLite, or for a closed statement.
    ///
    /// The corresponding SQLite function is [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    public func nextValues(close: Bool) throws -> [SQLValue]? {
        guard try next() else {
            if close { self.close() }
            return nil
        }
        let values = newRowValues()
        if close { self.close() }
        return values
    }
}
