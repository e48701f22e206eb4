import Foundation
import SQLContext

/// One JSON array per statement, one object per row, keys in column order.
///
/// - integers print as their exact digits, also beyond 2^53 (a reader that parses numbers as
///   doubles rounds them: that is the reader's choice, not lost here);
/// - reals print as JSON numbers, the shortest text that reads back exactly; SQLite never returns
///   NaN (it stores NaN as NULL), and the infinities, which JSON cannot spell, print as `null`;
/// - text is escaped as RFC 8259 requires: `"`, `\` and the control characters below U+0020;
/// - blobs are base64 strings (RFC 4648, with padding);
/// - NULL is `null`.
///
/// Each row is on a line of its own, so the output can be read as it streams.
struct JSONFormatter: ResultFormatter {
    /// The column names, already quoted as JSON strings followed by `": "`.
    private var keys: [String] = []
    /// How many rows have been written.
    private var rowCount = 0

    mutating func begin(columns: [String]) -> String {
        keys = columns.map { JSONFormatter.string($0) + ": " }
        rowCount = 0
        return "["
    }

    mutating func row(_ values: [SQLValue]) -> String {
        var text = rowCount == 0 ? "\n  {" : ",\n  {"
        for (index, value) in values.enumerated() {
            if index > 0 { text += ", " }
            text += index < keys.count ? keys[index] : JSONFormatter.string(String(index)) + ": "
            text += JSONFormatter.value(value)
        }
        rowCount += 1
        return text + "}"
    }

    func end() -> String {
        rowCount == 0 ? "]\n" : "\n]\n"
    }

    /// `value` as a JSON value.
    static func value(_ value: SQLValue) -> String {
        switch value {
        case .long(let number): return String(number)
        case .real(let number): return number.isFinite ? String(number) : "null"
        case .text(let text): return string(text)
        case .blob(let data): return "\"" + data.base64EncodedString() + "\""
        case .null: return "null"
        }
    }

    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x08: result += "\\b"
            case 0x0C: result += "\\f"
            case 0..<0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
