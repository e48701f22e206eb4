import SQLContext

/// One `column = value` line per column, an empty line between rows.
///
/// Column names are right-aligned to the longest one, so that the `=` signs line up. Values print
/// as they are, line breaks included.
struct LineFormatter: ResultFormatter {
    /// The shared settings.
    let options: FormatOptions
    /// The column names, padded on the left to the same width.
    private var names: [String] = []
    /// How many rows have been written.
    private var rowCount = 0

    /// Creates a line formatter.
    init(options: FormatOptions) {
        self.options = options
    }

    mutating func begin(columns: [String]) -> String {
        let width = columns.map(\.count).max() ?? 0
        names = columns.map { String(repeating: " ", count: width - $0.count) + $0 }
        rowCount = 0
        return ""
    }

    mutating func row(_ values: [SQLValue]) -> String {
        var text = rowCount == 0 ? "" : "\n"
        for (index, value) in values.enumerated() {
            text += (index < names.count ? names[index] : String(index)) + " = "
            text += ValueText.text(value, nullText: options.nullText) + "\n"
        }
        rowCount += 1
        return text
    }

    func end() -> String { "" }
}
