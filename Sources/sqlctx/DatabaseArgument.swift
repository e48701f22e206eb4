import Foundation

/// Tells the database from the SQL among the positional arguments.
///
/// With `--database PATH`, every positional argument is SQL. Otherwise the first positional
/// argument is the database when it
/// - is `:memory:`,
/// - ends in `.db`, `.db3`, `.sqlite` or `.sqlite3` (any case),
/// - names an existing file, or
/// - contains a `/` and no white space (a path; SQL such as `SELECT 4/2` has spaces);
/// otherwise every positional argument is SQL and the database is `:memory:`.
struct DatabaseArgument {
    /// The database path, or `:memory:`.
    var database: String
    /// The SQL arguments, in order.
    var sql: [String]

    /// The name of a private in-memory database.
    static let inMemory = ":memory:"

    /// Splits the positional arguments; `option` is the value of `--database`.
    init(positionals: [String], option: String?, fileExists: (String) -> Bool = DatabaseArgument.isFile) {
        if let option {
            database = option
            sql = positionals
        } else if let first = positionals.first, DatabaseArgument.looksLikeDatabase(first, fileExists: fileExists) {
            database = first
            sql = Array(positionals.dropFirst())
        } else {
            database = DatabaseArgument.inMemory
            sql = positionals
        }
    }

    /// Whether `argument` names a database rather than holding SQL.
    static func looksLikeDatabase(_ argument: String, fileExists: (String) -> Bool) -> Bool {
        if argument == inMemory { return true }
        let lowercased = argument.lowercased()
        for suffix in [".db", ".db3", ".sqlite", ".sqlite3"] where lowercased.hasSuffix(suffix) { return true }
        if fileExists(argument) { return true }
        return argument.contains("/") && !argument.contains(where: { $0.isWhitespace })
    }

    /// Whether `path` names an existing file that is not a directory.
    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
