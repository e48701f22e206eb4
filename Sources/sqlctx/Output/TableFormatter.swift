import SQLContext

/// Aligned columns: a header line, a line of dashes, then one line per row.
///
/// Numbers are right-aligned and everything else left-aligned; a column name is right-aligned
/// over a column of numbers only. Columns are two spaces apart. Line breaks, tabs and other
/// control characters in values print as `\n`, `\r`, `\t` and `\xNN`, so that every row stays on
/// one line. The widths depend on every row, so the rows are kept until the result ends. Trailing
/// blanks are left out of each line.
struct TableFormatter: ResultFormatter {
    /// The shared settings.
    let options: FormatOptions
    /// The column names of the result.
    private var columns: [String] = []
    /// The rows so far, as the cells that will print.
    private var rows: [[Cell]] = []

    /// One printed value.
    private struct Cell {
        /// The text, control characters escaped.
        var text: String
        /// Whether the value is a number, which aligns right.
        var alignsRight: Bool
    }

    /// Creates a table formatter.
    init(options: FormatOptions) {
        self.options = options
    }

    mutating func begin(columns: [String]) -> String {
        self.columns = columns
        rows = []
        return ""
    }

    mutating func row(_ values: [SQLValue]) -> String {
        rows.append(
            values.map { value in
                let isNumber = value.type == .long || value.type == .real
                return Cell(
                    text: TableFormatter.escaped(ValueText.text(value, nullText: options.nullText)),
                    alignsRight: isNumber)
            })
        return ""
    }

    mutating func end() -> String {
        var header = columns.map { Cell(text: TableFormatter.escaped($0), alignsRight: false) }
        for index in header.indices where !rows.isEmpty {
            header[index].alignsRight = rows.allSatisfy { index < $0.count && $0[index].alignsRight }
        }
        var widths = [Int](repeating: 0, count: columns.count)
        if options.showHeader {
            for (index, cell) in header.enumerated() { widths[index] = cell.text.count }
        }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.text.count)
            }
        }
        var text = ""
        if options.showHeader {
            text += TableFormatter.line(header, widths: widths)
            text += TableFormatter.line(
                widths.map { Cell(text: String(repeating: "-", count: $0), alignsRight: false) }, widths: widths)
        }
        for row in rows { text += TableFormatter.line(row, widths: widths) }
        rows = []
        return text
    }

    /// One line of the table, padded to `widths`, without trailing blanks.
    private static func line(_ cells: [Cell], widths: [Int]) -> String {
        var lastPrinted = cells.count - 1
        while lastPrinted >= 0 && cells[lastPrinted].text.isEmpty { lastPrinted -= 1 }
        var text = ""
        var index = 0
        while index <= lastPrinted {
            let cell = cells[index]
            let width = index < widths.count ? widths[index] : 0
            let padding = String(repeating: " ", count: max(0, width - cell.text.count))
            if index > 0 { text += "  " }
            if cell.alignsRight {
                text += padding + cell.text
            } else {
                text += cell.text
                if index < lastPrinted { text += padding }
            }
            index += 1
        }
        return text + "\n"
    }

    /// `text` with line breaks, tabs and other control characters spelled as escapes.
    static func escaped(_ text: String) -> String {
        var needsEscaping = false
        for scalar in text.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0..<0x20, 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
