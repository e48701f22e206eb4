import Foundation
import SQLFFI

/// Tells the database from the SQL among the positional arguments.
///
/// With `--database PATH`, every positional argument is SQL. Otherwise the first positional
/// argument is the database when it
/// - names an existing file, or
/// - is not empty, holds no white space and is not complete SQL (`sqlite3_complete`: it does not
///   end with a `;`), such as `mydata`, `app.db`, `:memory:` or `../data/x.sqlite`;
///
/// otherwise every positional argument is SQL and the database is `:memory:`. SQL such as
/// `SELECT 4/2` has spaces; a one-word statement is SQL when it ends with a `;` (`VACUUM;`).
struct DatabaseArgument {
    /// The database path, or `:memory:`.
    var database: String
    /// The SQL arguments, in order.
    var sql: [String]

    /// The name of a private in-memory database.
    static let inMemory = ":memory:"

    /// Splits the positional arguments; `option` is the value of `--database`.
    ///
    /// - Parameters:
    ///   - isCompleteSQL: whether a text ends with a complete SQL statement (the loaded SQLite's
    ///     `sqlite3_complete`).
    ///   - fileExists: whether a path names an existing file.
    init(
        positionals: [String], option: String?, isCompleteSQL: (String) -> Bool,
        fileExists: (String) -> Bool = DatabaseArgument.isFile
    ) {
        if let option {
            database = option
            sql = positionals
        } else if let first = positionals.first,
            DatabaseArgument.isDatabase(first, isCompleteSQL: isCompleteSQL, fileExists: fileExists)
        {
            database = first
            sql = Array(positionals.dropFirst())
        } else {
            database = DatabaseArgument.inMemory
            sql = positionals
        }
    }

    /// Whether a text ends with a complete SQL statement, as `library` decides (`sqlite3_complete`),
    /// or as the shell's own splitter decides where the library was built without it.
    static func completeness(in library: SQLiteLibrary) -> (String) -> Bool {
        { library.isCompleteStatement($0) ?? StatementSplitter.endsWithCompleteStatement($0) }
    }

    /// Whether `argument` names a database rather than holding SQL.
    static func isDatabase(
        _ argument: String, isCompleteSQL: (String) -> Bool, fileExists: (String) -> Bool
    ) -> Bool {
        if fileExists(argument) { return true }
        if argument.isEmpty || argument.contains(where: { $0.isWhitespace }) { return false }
        return !isCompleteSQL(argument)
    }

    /// Whether `path` names an existing file that is not a directory.
    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
