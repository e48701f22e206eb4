import SQLContext

/// The version of the SQLite fork a library is, when it is one, as `sqlctx info` shows it beside
/// SQLite's own version.
///
/// Each fork is asked in its own documented way, on an open context; a plain SQLite answers
/// neither question, and nothing is written:
/// - SQLite3 Multiple Ciphers: the SQL function `sqlite3mc_version()`, whose answer already names
///   the fork (`SQLite3 Multiple Ciphers 2.6.1`); a SQLite without it fails to prepare the query;
/// - SQLCipher: `PRAGMA cipher_version` (`3.4.1`, `4.6.1 community`), printed as
///   `SQLCipher 3.4.1`; SQLite ignores a pragma it does not know and returns no row.
enum ForkVersion {
    /// The fork's name and version, or nil for a SQLite that is not a fork this knows.
    static func of(_ context: SQLContext) -> String? {
        if let version = firstText(context, sql: "SELECT sqlite3mc_version()") { return version }
        if let version = firstText(context, sql: "PRAGMA cipher_version") { return "SQLCipher " + version }
        return nil
    }

    /// The first column of the first row of `sql` as non-empty text, or nil when the statement
    /// fails or returns no such value.
    private static func firstText(_ context: SQLContext, sql: String) -> String? {
        guard let rows = try? context.query(sql: sql), let value = rows.first?.first?.textValue, !value.isEmpty
        else { return nil }
        return value
    }
}
