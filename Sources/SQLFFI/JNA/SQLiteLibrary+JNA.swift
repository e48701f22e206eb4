#if SKIP
/// A SQLite library loaded at run time: the Skip form of `SQLiteLibrary` (Loading/SQLiteLibrary.swift),
/// over the Kotlin core's `SQLiteJNALibrary`, which binds the sqlite3 functions with JNA's direct
/// mapping.
///
/// ``load(path:)`` finds a library in the same order as the native side: the path given, the
/// `SQLFFI_LIBRARY` environment variable, a SQLite already in the process, then the platform's
/// names (on Android, the `libsqlite3.so` the app ships). Direct mapping binds one SQLite library
/// per process: loading the same file again returns the same instance, and loading another one
/// fails with ``SQLiteLibraryError/notLoadable(path:message:)``, which says so.
public final class SQLiteLibrary {
    /// The Kotlin core's library.
    let core: SQLiteJNALibrary

    init(core: SQLiteJNALibrary) {
        self.core = core
    }

    /// Loads a SQLite library: `path` if given, else the one the discovery order finds.
    public static func load(path: String? = nil) throws(SQLiteLibraryError) -> SQLiteLibrary {
        let loaded: SQLiteJNALibrary
        do {
            loaded = try SQLiteJNALibrary.load(path)
        } catch let error as SQLiteJNALibraryError {
            throw SQLiteLibraryError.from(error)
        }
        return loaded.adapter { SQLiteLibrary(core: loaded) } as! SQLiteLibrary
    }

    /// The path of the file actually loaded.
    public var path: String { core.path }
    /// The library's version, such as `"3.40.1"` (`sqlite3_libversion`).
    public var version: String { core.version }
    /// The library's version as a number, such as `3040001` (`sqlite3_libversion_number`).
    public var versionNumber: Int32 { core.versionNumber }
    /// The check-in the library was built from (`sqlite3_sourceid`).
    public var sourceID: String { core.sourceID }

    /// The compile-time options without their `SQLITE_` prefix; nil when the library cannot tell
    /// (`sqlite3_compileoption_get`).
    public var compileOptions: [String]? {
        guard let options = core.compileOptions else { return nil }
        var result: [String] = []
        for option in options { result.append(option) }
        return result
    }

    /// Whether the library was compiled with `option`; nil when it cannot tell
    /// (`sqlite3_compileoption_used`).
    public func isCompileOptionUsed(_ option: String) -> Bool? { core.isCompileOptionUsed(option) }

    /// Whether the library exports `sqlite3_key_v2` and `sqlite3_rekey_v2`.
    public var hasKeyFunctions: Bool { core.hasKeyFunctions }

    /// Whether the library exports every session function SQLFFI uses.
    public var hasSessionFunctions: Bool { core.hasSessionFunctions }
}

/// Why a SQLite library could not be loaded: the Skip form of `SQLiteLibraryError`.
public enum SQLiteLibraryError: Error, Equatable, CustomStringConvertible {
    /// No candidate could be opened. Each attempt lists the name tried and the loader's message.
    case notFound(attempts: [Attempt])
    /// The loader could not open `path`; `loaderMessage` is the loader's own. (The native side calls
    /// it `message`, which Kotlin reserves here: the error is a `Throwable`, whose `message` it would
    /// hide.)
    case notLoadable(path: String, loaderMessage: String)
    /// The library opened but lacks `symbol`, a function SQLite has had since 3.15.
    case missingSymbol(symbol: String, path: String)
    /// The library's `sqlite3_initialize` failed with result code `code`.
    case initializationFailed(code: Int32, path: String)

    /// One name that discovery tried, and what the loader said.
    public struct Attempt: Equatable, CustomStringConvertible {
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
        public var description: String { candidate + " (" + source + "): " + message }
    }

    /// The error the Kotlin core reported.
    static func from(_ error: SQLiteJNALibraryError) -> SQLiteLibraryError {
        if let notFound = error as? SQLiteJNALibraryError.NotFound {
            var attempts: [Attempt] = []
            for attempt in notFound.attempts {
                attempts.append(Attempt(candidate: attempt.candidate, source: attempt.source, message: attempt.message))
            }
            return .notFound(attempts: attempts)
        }
        if let missing = error as? SQLiteJNALibraryError.MissingSymbol {
            return .missingSymbol(symbol: missing.symbol, path: missing.path)
        }
        if let failed = error as? SQLiteJNALibraryError.InitializationFailed {
            return .initializationFailed(code: failed.code, path: failed.path)
        }
        let notLoadable = error as! SQLiteJNALibraryError.NotLoadable
        return .notLoadable(path: notLoadable.path, loaderMessage: notLoadable.loaderMessage)
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
            return "Cannot load '" + path + "' as a shared library: " + message
        case .missingSymbol(let symbol, let path):
            return "'" + path + "' is not a usable SQLite library: it lacks the function " + symbol + "."
        case .initializationFailed(let code, let path):
            return "'\(path)' could not be initialized: sqlite3_initialize returned result code \(code)."
        }
    }
}
#endif
