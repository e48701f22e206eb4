import ArgumentParser

/// The output formats of `--format`.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns under a header and a dashed line.
    case table
    /// RFC 4180 comma-separated values with LF line ends.
    case csv
    /// One JSON array of objects per statement.
    case json
    /// `column = value` per line, an empty line between rows.
    case line
    /// Values separated by `|`, one row per line, as the sqlite3 shell's list mode prints them.
    case list

    /// A new formatter for one result in this format.
    func makeFormatter(options: FormatOptions) -> any ResultFormatter {
        switch self {
        case .table: return TableFormatter(options: options)
        case .csv: return CSVFormatter(options: options)
        case .json: return JSONFormatter()
        case .line: return LineFormatter(options: options)
        case .list: return ListFormatter(options: options)
        }
    }
}
