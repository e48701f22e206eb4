import Foundation
import SQLContext

/// Values written as SQL literals that read back as the very same value and storage class, for
/// `.dump`.
///
/// - integers: their digits (`-9223372036854775808` too, which SQLite reads as an integer);
/// - reals: the shortest decimal text that reads back exactly, with a `.` or an exponent so that
///   it stays a real, when that text is short and near 1 (at most 15 significant digits, decimal
///   exponent within ±22) and the loaded SQLite reads it back exactly (`CAST(? AS REAL)`, the same
///   conversion its parser uses). Any other value is written as an exact product: `CAST(M AS REAL)`
///   times or divided by powers of two, each step exact in IEEE arithmetic. The dump is read by
///   SQLite versions other than the loaded one (the `sqlite3` shell of the machine), and SQLite's
///   text-to-number conversion before 3.43 is not correctly rounded for some longer texts (about
///   0.3% of random doubles: a dump written with 3.50 read 2.2606631148481385e-299 back one bit
///   off in 3.40's shell). `-0.0` keeps its sign; infinities are `1e999` and `-1e999`;
/// - text: in single quotes, quotes doubled; text with a control character (NUL, line breaks) is
///   `CAST(X'…' AS TEXT)` of its UTF-8 bytes, so that it survives any reader;
/// - blobs: `X'…'`;
/// - NULL: `NULL`.
struct SQLLiteral {
    /// Reads a text as a real the way the loaded SQLite does.
    private let realParser: SQLStatement

    /// Creates a writer of literals checked against the SQLite of `context`.
    ///
    /// - Throws: the `SQLError` of preparing `SELECT CAST(?1 AS REAL)`.
    init(checkingWith context: SQLContext) throws {
        realParser = try context.prepare(sql: "SELECT CAST(?1 AS REAL)")
    }

    /// Finalizes the statement that checks reals.
    func close() {
        realParser.close()
    }

    /// `value` as a SQL literal.
    func literal(_ value: SQLValue) throws -> String {
        switch value {
        case .long(let number): return String(number)
        case .real(let number): return try real(number)
        case .text(let text): return SQLLiteral.text(text)
        case .blob(let data): return "X'" + SQLLiteral.hex(Array(data)) + "'"
        case .null: return "NULL"
        }
    }

    /// A real as a literal that reads back with the same bits.
    func real(_ number: Double) throws -> String {
        if number.isNaN { return "NULL" }
        if number.isInfinite { return number < 0.0 ? "-1e999" : "1e999" }
        let sign = number.sign == .minus ? "-" : ""
        let magnitude = number.magnitude
        let text = String(magnitude)
        guard SQLLiteral.isShortAndNearOne(text) else { return sign + SQLLiteral.exactProduct(magnitude) }
        try realParser.bind(parameters: [.text(text)])
        defer { realParser.reset() }
        _ = try realParser.next()
        if realParser.value(at: 0).realValue?.bitPattern == magnitude.bitPattern { return sign + text }
        return sign + SQLLiteral.exactProduct(magnitude)
    }

    /// Whether `text` (Swift's shortest form of a positive finite double: `0.1`, `1e-20`,
    /// `123456789.0`) has at most 15 significant digits and a decimal exponent within ±22: a digit
    /// string below 2^53 scaled by an exactly representable power of ten.
    static func isShortAndNearOne(_ text: String) -> Bool {
        var mantissa = Substring(text)
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<marker]
            guard let value = Int(text[text.index(after: marker)...]) else { return false }
            exponent = value
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? parts[1] : ""
        var digits = Array(parts[0] + fraction)
        // The value is digits × 10^(exponent - fraction.count); drop zeros on both ends.
        var scale = exponent - fraction.count
        while digits.first == "0" { digits.removeFirst() }
        while digits.last == "0" {
            digits.removeLast()
            scale += 1
        }
        if digits.isEmpty { return true }
        return digits.count <= 15 && abs(scale) <= 22
    }

    /// A positive finite double as `CAST(M AS REAL)` multiplied or divided by powers of two: `M`
    /// is its integer significand (below 2^53, exact as a real), and each factor is at most 2^62,
    /// written as an integer; every intermediate result is exact.
    static func exactProduct(_ magnitude: Double) -> String {
        var significand = magnitude.significandBitPattern
        var exponent: Int
        if magnitude.isSubnormal {
            exponent = -1074
        } else {
            significand |= UInt64(1) << 52
            exponent = Int(magnitude.exponent) - 52
        }
        while significand != 0 && significand & 1 == 0 {
            significand >>= 1
            exponent += 1
        }
        var text = "(CAST(" + String(significand) + " AS REAL)"
        while exponent != 0 {
            let step = min(62, abs(exponent))
            text += (exponent < 0 ? "/" : "*") + String(UInt64(1) << UInt64(step))
            exponent += exponent < 0 ? step : -step
        }
        return text + ")"
    }

    /// Text as `'…'`, or as `CAST(X'…' AS TEXT)` when it holds a control character.
    static func text(_ text: String) -> String {
        if text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            return "CAST(X'" + hex(Array(text.utf8)) + "' AS TEXT)"
        }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A name as a SQL identifier in double quotes, quotes doubled: `"my ""table"""`.
    static func identifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Bytes as upper-case hexadecimal digits.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = ""
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }
}
