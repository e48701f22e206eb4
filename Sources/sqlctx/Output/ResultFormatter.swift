import SQLContext

/// Turns the result of one statement into text: a beginning, one piece per row, an end.
///
/// Formatters produce strings and never write: the shell sends the pieces to standard output as
/// they come, so the streaming formats (csv, json, line) print rows as SQLite returns them.
protocol ResultFormatter {
    /// The text that starts a result with these column names.
    mutating func begin(columns: [String]) -> String
    /// The text of one row; `values` has one value per column.
    mutating func row(_ values: [SQLValue]) -> String
    /// The text that ends the result.
    mutating func end() -> String
}

/// The settings that the formatters share.
struct FormatOptions {
    /// How NULL prints in table, csv and line output (`--null`).
    var nullText = ""
    /// Whether table and csv output start with the column names (`--header`, `--no-header`).
    var showHeader = true
}
