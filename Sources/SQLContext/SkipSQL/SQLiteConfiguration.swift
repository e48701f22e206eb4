import Foundation
import SQLFFI

/// Which SQLite library a context opens: SkipSQL's way to choose between the platform's SQLite
/// (``platform``) and a build with encryption and full-text search (``plus``).
///
/// ```swift
/// let context = try SQLContext(path: path, flags: [.create, .readWrite], configuration: .platform)
/// let encrypted = try SQLContext(path: secrets, configuration: .plus)
/// ```
///
/// In SkipSQL a configuration holds a library of C functions linked into the app. Here SQLite is
/// found when the program runs (see `SQLiteLibrary`), so a configuration holds where to look, and
/// ``library`` loads it on first use: a configuration whose library is missing fails when a
/// context is opened with it, with the loader's report, not when the configuration is made.
public struct SQLiteConfiguration: Sendable {
    /// The library given to ``init(library:)``, if that is how the configuration was made.
    let givenLibrary: SQLiteLibrary?
    /// The names or paths to try in order, each as `SQLiteLibrary.load(path:)` takes it; empty
    /// (with no given library) for `SQLiteLibrary`'s discovery order.
    let candidates: [String]
    /// How the configuration is named in errors: `platform`, `plus`, or the candidates.
    let name: String

    /// A configuration that opens contexts on `library`.
    ///
    /// - Parameter library: a SQLite library loaded with `SQLiteLibrary.load(path:)`.
    public init(library: SQLiteLibrary) {
        self.givenLibrary = library
        self.candidates = []
        self.name = library.path
    }

    /// A configuration that opens contexts on the first of `paths` that loads: file paths, or
    /// file names that the platform's loader searches for (`"libsqlcipher.so.0"`).
    ///
    /// - Parameter paths: the candidates, in order; empty for `SQLiteLibrary`'s discovery order.
    public init(paths: [String]) {
        self.givenLibrary = nil
        self.candidates = paths
        self.name = paths.isEmpty ? "platform" : paths.joined(separator: ", ")
    }

    /// A configuration of `candidates`, named `name` in errors.
    init(candidates: [String], name: String) {
        self.givenLibrary = nil
        self.candidates = candidates
        self.name = name
    }

    /// The platform's SQLite, as `SQLiteLibrary.load()` finds it: the library named by the
    /// `SQLFFI_LIBRARY` environment variable, else a SQLite the process has loaded already, else
    /// the platform's own (`libsqlite3.so.0` on Linux, `/usr/lib/libsqlite3.dylib` on Darwin,
    /// `libsqlite3.so` on Android, `winsqlite3.dll` on Windows).
    public static let platform = SQLiteConfiguration(candidates: [], name: "platform")

    /// SkipSQLPlus's SQLite: a build with SQLCipher's encryption (``SQLContext/key(_:rekey:)``,
    /// ``SQLContext/export(_:key:)``). The first that loads of: SkipSQLPlus's own library
    /// (`libsqlext`) where an app ships it, then SQLCipher's (`libsqlcipher.so.0` on Linux,
    /// `libsqlcipher.dylib` on Darwin, `sqlcipher.dll` on Windows).
    public static let plus = SQLiteConfiguration(candidates: SQLiteConfiguration.plusCandidates, name: "plus")

    /// The libraries ``plus`` tries, in order, on this platform.
    static var plusCandidates: [String] {
        #if os(Android) || SKIP
        return ["libsqlext.so", "libsqlcipher.so"]
        #elseif os(Windows)
        return ["sqlext.dll", "sqlcipher.dll"]
        #elseif canImport(Darwin)
        return [
            "libsqlext.dylib", "libsqlcipher.dylib", "/opt/homebrew/lib/libsqlcipher.dylib",
            "/usr/local/lib/libsqlcipher.dylib",
        ]
        #else
        return ["libsqlext.so", "libsqlcipher.so.0", "libsqlcipher.so"]
        #endif
    }

    /// The SQLite library of this configuration, loaded on first use (each file is loaded once per
    /// process).
    ///
    /// - Throws: ``SQLError`` with ``SQLError/isLibraryUnavailable`` (code `SQLITE_CANTOPEN`)
    ///   when no candidate loads; its message names the configuration and every library tried,
    ///   with the loader's reason for each.
    public var library: SQLiteLibrary {
        get throws {
            if let givenLibrary { return givenLibrary }
            if candidates.isEmpty {
                do {
                    return try SQLiteLibrary.load()
                } catch {
                    throw SQLError.libraryUnavailable(error)
                }
            }
            var reasons: [String] = []
            for candidate in candidates {
                do {
                    return try SQLiteLibrary.load(path: candidate)
                } catch {
                    reasons.append(candidate + ": " + String(describing: error))
                }
            }
            throw SQLError.libraryUnavailable(
                message: "no SQLite library of configuration '" + name + "' can be loaded; tried "
                    + reasons.joined(separator: "; "))
        }
    }
}
