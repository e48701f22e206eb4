import SQLContext

/// Values separated by `|`, one row per line, as the sqlite3 shell's list mode prints them.
///
/// The first line holds the column names unless `--no-header` is given. Values print as they are
/// (see ``ValueText``), line breaks included: list output is for people and simple scripts, csv
/// for data that must read back.
struct ListFormatter: ResultFormatter {
    /// The shared settings.
    let options: FormatOptions

    /// Creates a list formatter.
    init(options: FormatOptions) {
        self.options = options
    }

    func begin(columns: [String]) -> String {
        options.showHeader ? columns.joined(separator: "|") + "\n" : ""
    }

    func row(_ values: [SQLValue]) -> String {
        values.map { ValueText.text($0, nullText: options.nullText) }.joined(separator: "|") + "\n"
    }

    func end() -> String { "" }
}
