import Foundation
import SQLFFI

/// The SQLite builds of the test matrix (`Scripts/test-matrix`): what each is, where it comes from,
/// and whether this machine has it.
///
/// Tests that need a build other than the one discovery finds name it with the trait
/// `.requires(.sqlcipher)` (see `SQLiteBuild+Trait.swift`): on a machine without it the test is
/// reported as skipped, with the command that provides it; under CI (`CI=true`) a missing build is a
/// failure, never a skip.
public enum SQLiteBuild: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Debian's SQLite 3.40.1 (`libsqlite3-0`).
    case system
    /// Debian's SQLCipher 3.4.1 on SQLite 3.15.2 (`libsqlcipher0`).
    case sqlcipher
    /// SQLite 3.50.4 from the `sqlean-py==3.50.4.5` amalgamation, with FTS4/5, R*Tree, math functions.
    case sqlite3504 = "3.50.4"
    /// The same with `SQLITE_OMIT_JSON`.
    case sqlite3504NoJSON = "3.50.4-nojson"
    /// The same with `SQLITE_OMIT_COMPILEOPTION_DIAGS`: no `sqlite3_compileoption_used`/`_get`.
    case sqlite3504NoDiags = "3.50.4-nodiags"
    /// The same with syntax-removing `SQLITE_OMIT_*` options (see `Scripts/sqlite-builds`).
    case sqlite3504Omit = "3.50.4-omit"
    /// The same amalgamation with sqlite.org's recommended compile-time options
    /// (`SQLITE_OMIT_DECLTYPE`, `SQLITE_OMIT_AUTOINIT`, `SQLITE_MAX_EXPR_DEPTH=0`, `SQLITE_DQS=0` …),
    /// `SQLITE_THREADSAFE=2` for their 0.
    case sqlite3504Lean = "3.50.4-lean"
    /// The default 3.50.4 build with `SQLITE_DEBUG`: SQLite's `assert()`s check every call, and
    /// end the process on a call that breaks SQLite's rules.
    case sqlite3504Debug = "3.50.4-debug"
    /// The default 3.50.4 build with `SQLITE_DEFAULT_LOCKING_MODE=1`: every connection keeps its
    /// file locks unless told otherwise. Not a run of `Scripts/test-matrix` (two plain contexts
    /// on one file lock each other out); loaded by the pool's test that it sets normal locking.
    case sqlite3504Exclusive = "3.50.4-exclusive"
    /// Single-threaded (`SQLITE_THREADSAFE=0`), without the C functions and features that
    /// `SQLITE_OMIT_*` options can remove (`sqlite3_complete`, `sqlite3_blob_*`, declared types,
    /// shared cache, `memdb`, WAL …): not a run of `Scripts/test-matrix`, but loaded by the tests
    /// that check how the package works without them.
    case sqlite3504Minimal = "3.50.4-minimal"
    /// SQLite 3.54.1 from the `apsw==3.54.1.0` wheel: few `ENABLE` options.
    case sqlite3541 = "3.54.1"
    /// SQLite3 Multiple Ciphers 3.54.0 from the `apsw-sqlite3mc==3.54.0.0` wheel.
    case sqlite3mc

    /// The matrix name: `Scripts/test-matrix --only NAME` and `SQLCONTEXT_BUILD`.
    public var name: String { rawValue }

    /// The matrix name.
    public var description: String { rawValue }

    /// The soname or file that `SQLiteLibrary.load(path:)` takes.
    public var location: String {
        switch self {
        case .system: return "libsqlite3.so.0"
        case .sqlcipher: return "libsqlcipher.so.0"
        case .sqlite3504: return Self.cache + "/sqlite-3.50.4/default/libsqlite3.so"
        case .sqlite3504NoJSON: return Self.cache + "/sqlite-3.50.4/nojson/libsqlite3.so"
        case .sqlite3504NoDiags: return Self.cache + "/sqlite-3.50.4/nodiags/libsqlite3.so"
        case .sqlite3504Omit: return Self.cache + "/sqlite-3.50.4/omit/libsqlite3.so"
        case .sqlite3504Lean: return Self.cache + "/sqlite-3.50.4/lean/libsqlite3.so"
        case .sqlite3504Debug: return Self.cache + "/sqlite-3.50.4/debug/libsqlite3.so"
        case .sqlite3504Exclusive: return Self.cache + "/sqlite-3.50.4/exclusive/libsqlite3.so"
        case .sqlite3504Minimal: return Self.cache + "/sqlite-3.50.4/minimal/libsqlite3.so"
        case .sqlite3541: return Self.cache + "/apsw-3.54.1.0/libsqlite3_tool.so"
        case .sqlite3mc: return Self.cache + "/apsw-sqlite3mc-3.54.0.0/libsqlite3_tool.so"
        }
    }

    /// The command that puts the build on this machine.
    public var provision: String {
        switch self {
        case .system: return "apt-get install -y libsqlite3-0"
        case .sqlcipher: return "apt-get install -y libsqlcipher0"
        default: return "Scripts/sqlite-builds"
        }
    }

    /// Whether the build is on this machine: its file exists, or the loader finds its soname.
    ///
    /// A build that is present but fails to load is present: its tests run and fail with the
    /// loader's error, which is what they should do.
    public var isPresent: Bool {
        if location.hasPrefix("/") { return FileManager.default.fileExists(atPath: location) }
        return (try? SQLiteLibrary.load(path: location)) != nil
    }

    /// Whether tests that need this build must run: it is present, or this is CI, where a missing
    /// build is a failure.
    public var mustRun: Bool { isPresent || Self.isCI }

    /// Why a test that needs this build did not run, and how to make it run.
    public var absenceReason: String {
        "needs SQLite build '" + name + "' (" + location + "), which is not on this machine; run `" + provision
            + "` (under CI=true a missing build fails)"
    }

    /// Loads the build.
    public func library() throws -> SQLiteLibrary { try SQLiteLibrary.load(path: location) }

    /// The builds that tests parameterized over builds run on: those on this machine, and every
    /// build under CI. A build left out here is reported as skipped by its own test in
    /// `MatrixBuildTests` (SQLFFITests), which names the command that provides it.
    ///
    /// Never the single-threaded 3.50.4-minimal: the cases of a parameterized test run at once, on
    /// several threads, beside other tests, and such a SQLite must never run on two threads at
    /// once (two tests that did made a run loop for ever inside SQLite). Only the serialized
    /// `MinimalBuildTests` (SQLContextPoolTests) load it in the test process.
    public static var present: [SQLiteBuild] { allCases.filter { $0.mustRun && $0 != .sqlite3504Minimal } }

    /// The SQLite version the build reports.
    public var expectedVersion: String {
        switch self {
        case .system: return "3.40.1"
        case .sqlcipher: return "3.15.2"
        case .sqlite3504, .sqlite3504NoJSON, .sqlite3504NoDiags, .sqlite3504Omit, .sqlite3504Lean,
            .sqlite3504Debug, .sqlite3504Exclusive, .sqlite3504Minimal:
            return "3.50.4"
        case .sqlite3541: return "3.54.1"
        case .sqlite3mc: return "3.54.0"
        }
    }

    /// The build this test process runs on, when `Scripts/test-matrix` says so (`SQLCONTEXT_BUILD`).
    public static var current: SQLiteBuild? {
        ProcessInfo.processInfo.environment["SQLCONTEXT_BUILD"].flatMap(SQLiteBuild.init(rawValue:))
    }

    /// Whether this is a CI run (`.ci/run` exports `CI=true`).
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The folder `Scripts/sqlite-builds` builds and unpacks into.
    static var cache: String {
        ProcessInfo.processInfo.environment["SQLCONTEXT_CACHE"]
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/sqlcontext").path
    }
}
