import SQLContext

/// Comma-separated values as RFC 4180 describes them, with LF line ends.
///
/// A field is quoted when it holds a comma, a double quote, a CR or a LF; quotes inside a quoted
/// field are doubled. The first line holds the column names unless `--no-header` is given.
struct CSVFormatter: ResultFormatter {
    /// The shared settings.
    let options: FormatOptions

    /// Creates a CSV formatter.
    init(options: FormatOptions) {
        self.options = options
    }

    func begin(columns: [String]) -> String {
        options.showHeader ? CSVFormatter.record(columns) : ""
    }

    func row(_ values: [SQLValue]) -> String {
        CSVFormatter.record(values.map { ValueText.text($0, nullText: options.nullText) })
    }

    func end() -> String { "" }

    /// One line of fields.
    static func record(_ fields: [String]) -> String {
        var text = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { text += "," }
            text += quoted(field)
        }
        return text + "\n"
    }

    /// `field`, quoted when RFC 4180 requires it.
    static func quoted(_ field: String) -> String {
        var needsQuotes = false
        for byte in field.utf8 where byte == 0x2C || byte == 0x22 || byte == 0x0D || byte == 0x0A {
            needsQuotes = true
            break
        }
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
