import SQLContext

/// How values are spelled in the text formats (table, csv, line).
///
/// - integers: decimal digits, exact for every `Int64`;
/// - reals: the shortest text that reads back as the same `Double` (`1.5`, `100.0`, `1e+20`),
///   `Inf` and `-Inf` for infinities (as SQLite spells them);
/// - text: as stored;
/// - blobs: a SQL blob literal, `X'00FF10'`;
/// - NULL: the `--null` text, empty by default.
enum ValueText {
    /// `value` as text, with `nullText` for NULL.
    static func text(_ value: SQLValue, nullText: String) -> String {
        switch value {
        case .long(let number): return String(number)
        case .real(let number): return real(number)
        case .text(let text): return text
        case .blob: return value.literalValue.uppercased()
        case .null: return nullText
        }
    }

    /// A double as the shortest text that reads back exactly; `Inf`, `-Inf` for infinities.
    static func real(_ number: Double) -> String {
        if number.isInfinite { return number < 0.0 ? "-Inf" : "Inf" }
        return String(number)
    }
}
