#if !SKIP
/// Why a SQLite library could not be loaded.
public enum SQLiteLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No candidate could be opened. Each attempt lists the name tried and the loader's message.
    case notFound(attempts: [Attempt])
    /// The loader could not open `path` (a missing file, a directory, a file that is not a shared
    /// library, a library built for another architecture); `message` is the loader's own.
    case notLoadable(path: String, message: String)
    /// The library opened but lacks `symbol`, a function SQLite has had since 3.15: it is not a
    /// SQLite library, or one built without a part this package needs.
    case missingSymbol(symbol: String, path: String)
    /// The library's `sqlite3_initialize` failed with result code `code`, so nothing else of it can
    /// be used.
    case initializationFailed(code: Int32, path: String)

    /// One name that discovery tried, and what the loader said.
    public struct Attempt: Equatable, Sendable, CustomStringConvertible {
        /// The path or file name given to the loader, or a description of the source.
        public var candidate: String
        /// Where the candidate came from: "SQLFFI_LIBRARY", "process", "default".
        public var source: String
        /// The loader's message, or why the candidate was refused.
        public var message: String

        /// Creates an attempt record.
        public init(candidate: String, source: String, message: String) {
            self.candidate = candidate
            self.source = source
            self.message = message
        }

        /// `candidate (source): message`.
        public var description: String { "\(candidate) (\(source)): \(message)" }
    }

    /// A sentence a person can act on, naming every file involved.
    public var description: String {
        switch self {
        case .notFound(let attempts):
            var text = "No SQLite library could be loaded. Tried:"
            for attempt in attempts { text += "\n  - " + attempt.description }
            text += "\nInstall SQLite (for example libsqlite3-0), or name a library with "
            text += "SQLFFI_LIBRARY or SQLiteLibrary.load(path:)."
            return text
        case .notLoadable(let path, let message):
            return "Cannot load '\(path)' as a shared library: \(message)"
        case .missingSymbol(let symbol, let path):
            return "'\(path)' is not a usable SQLite library: it lacks the function \(symbol)."
        case .initializationFailed(let code, let path):
            return "'\(path)' could not be initialized: sqlite3_initialize returned result code \(code)."
        }
    }
}
#endif
