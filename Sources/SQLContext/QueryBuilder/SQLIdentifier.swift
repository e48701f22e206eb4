import Foundation

/// Quotes names of tables, columns, indexes and schemas for the rare SQL that must contain a name
/// chosen at run time.
///
/// Values never need this: bind them as parameters (`?`, `:name`), which SQLite never parses as
/// SQL. Names cannot be bound, so a name that comes from outside the program is quoted: whatever
/// it contains, the quoted form reads as one identifier and nothing else.
///
/// ```swift
/// let table = SQLIdentifier.quote(userChosenName)   // x`; DROP TABLE t; --  →  `x``; DROP TABLE t; --`
/// try context.exec(sql: "CREATE TABLE " + table + " (value)")
/// ```
///
/// See [SQLite Keywords](https://sqlite.org/lang_keywords.html) for SQLite's quoting rules.
public enum SQLIdentifier {
    /// `name` as a SQL identifier: wrapped in grave accents, each grave accent inside doubled.
    ///
    /// ```swift
    /// SQLIdentifier.quote("order")   // `order`: keywords are names too
    /// SQLIdentifier.quote("a`b")     // `a``b`
    /// ```
    ///
    /// Grave accents, not SQL's double quotes: SQLite reads a double-quoted name that matches no
    /// column as a string literal (unless built with `SQLITE_DQS=0`), so a misspelt column would
    /// compare a string instead of failing; a name in grave accents is always a name. A
    /// name that contains U+0000 cannot be used in SQL: SQLite would end the SQL text at the NUL
    /// byte, so ``SQLContext`` refuses any SQL that contains one (`SQLITE_ERROR`) rather than run it.
    ///
    /// The quoting follows [SQLite Keywords](https://sqlite.org/lang_keywords.html).
    public static func quote(_ name: String) -> String {
        "`" + name.replacingOccurrences(of: "`", with: "``") + "`"
    }

    /// A name qualified by its schema (`main`, then `t`, joined by a dot), each part quoted by
    /// ``quote(_:)``.
    ///
    /// The schema is `main`, `temp` or the name of an attached database; see
    /// [SQLite Keywords](https://sqlite.org/lang_keywords.html) for the quoting.
    public static func quote(schema: String, name: String) -> String {
        quote(schema) + "." + quote(name)
    }

    /// Whether `text` is a plain name that SQL reads as one identifier without quotes: ASCII
    /// letters, digits and `_`, not starting with a digit, not empty.
    ///
    /// - Parameter text: the candidate name.
    public static func isPlainName(_ text: String) -> Bool {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
        let digits = "0123456789"
        var first = true
        for character in text {
            if !(letters.contains(character) || (!first && digits.contains(character))) { return false }
            first = false
        }
        return !first
    }
}
