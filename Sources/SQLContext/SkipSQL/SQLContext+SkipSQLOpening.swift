import Foundation
import SQLFFI

// SkipSQL's ways to open a context: with an `SQLiteConfiguration` that names the SQLite library.
extension SQLContext {
    /// Opens a private in-memory database on the SQLite of `configuration` (SkipSQL's in-memory
    /// context, which does not throw).
    ///
    /// An in-memory open fails only when no SQLite library can be loaded (or memory is out): then
    /// this stops the program with the loader's report, as SkipSQL's does. To handle that case,
    /// call ``init(path:flags:configuration:)`` with a nil path, which throws instead.
    ///
    /// - Parameter configuration: the SQLite library to use.
    ///
    /// The corresponding SQLite function is [`sqlite3_open_v2`](https://sqlite.org/c3ref/open.html).
    public convenience init(configuration: SQLiteConfiguration) {
        self.init(
            connection: SQLContext.openInMemory(configuration), path: ":memory:", flags: [.readWrite, .create])
    }

    /// Opens a database on the SQLite of `configuration` (SkipSQL's initializer).
    ///
    /// - Parameters:
    ///   - path: a file path; nil or `":memory:"` opens a private in-memory database.
    ///   - flags: how to open; nil reads, writes and creates the file.
    ///   - configuration: the SQLite library to use.
    /// - Throws: ``SQLError``: with ``SQLError/isLibraryUnavailable`` when the configuration's
    ///   library cannot be loaded; otherwise as ``init(path:flags:library:)``.
    ///
    /// The corresponding SQLite function is [`sqlite3_open_v2`](https://sqlite.org/c3ref/open.html).
    public convenience init(path: String?, flags: OpenFlags? = nil, configuration: SQLiteConfiguration) throws {
        self.init(
            connection: try SQLContext.connect(
                path: path ?? ":memory:", flags: flags ?? [.readWrite, .create], library: try configuration.library),
            path: path ?? ":memory:", flags: flags ?? [.readWrite, .create])
    }

    /// The connection of ``init(configuration:)``: a private in-memory database, or a stop with
    /// the reason.
    static func openInMemory(_ configuration: SQLiteConfiguration) -> SQLiteConnection {
        do {
            return try connect(path: ":memory:", flags: [.readWrite, .create], library: try configuration.library)
        } catch {
            fatalError("SQLContext(configuration:) cannot open an in-memory database: " + String(describing: error))
        }
    }
}

extension SQLContext.OpenFlags {
    /// SkipSQL's spelling of ``noMutex``.
    public static let nomutex = SQLContext.OpenFlags.noMutex
}
