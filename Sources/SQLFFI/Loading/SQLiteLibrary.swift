#if !SKIP
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#endif

/// A SQLite library loaded at run time, with its C functions resolved into one table.
///
/// Nothing in this package links SQLite at build time. ``load(path:)`` finds a library when the
/// program runs, in this order:
///
/// 1. the `path` given by the caller: a file path, or a file name that the platform's loader
///    searches for, such as `"libsqlcipher.so.0"`;
/// 2. the `SQLFFI_LIBRARY` environment variable, in the same form;
/// 3. a SQLite already in the process's global symbol scope (linked by the executable or loaded
///    globally by another library), so that one process never runs two copies of SQLite over the
///    same files, which would break SQLite's POSIX locks;
/// 4. the platform's usual names: `libsqlite3.so.0` and `libsqlite3.so` on Linux,
///    `libsqlite3.so` on Android, `/usr/lib/libsqlite3.dylib` on Darwin, `winsqlite3.dll` and
///    `sqlite3.dll` on Windows.
///
/// A path given by the caller or by `SQLFFI_LIBRARY` is final: when it fails, the error says why
/// and no other library is tried. Libraries are opened with local symbol scope, so two different
/// SQLite builds can be used side by side. Each file is loaded once per process: loading it again,
/// by any name, returns the same instance, and a library is never unloaded.
public final class SQLiteLibrary: Sendable {
    /// The canonical path of the file actually loaded.
    public let path: String
    /// The library's version, such as `"3.40.1"`. The corresponding SQLite function is
    /// [`sqlite3_libversion`](https://sqlite.org/c3ref/libversion.html).
    public let version: String
    /// The library's version as a number, such as `3040001`. The corresponding SQLite function is
    /// [`sqlite3_libversion_number`](https://sqlite.org/c3ref/libversion.html).
    public let versionNumber: Int32
    /// The date, time and hash of the check-in the library was built from. The corresponding SQLite
    /// function is [`sqlite3_sourceid`](https://sqlite.org/c3ref/libversion.html).
    public let sourceID: String
    /// The library's C functions; optional ones are nil when this build lacks them.
    @usableFromInline package let functions: FunctionTable
    /// How this library was found: "path", "SQLFFI_LIBRARY", "process" or "default".
    public let discoveredBy: String
    /// The loaded file, for symbols outside the function table.
    private let dynamicLibrary: DynamicLibrary

    private init(path: String, functions: FunctionTable, discoveredBy: String, dynamicLibrary: DynamicLibrary) {
        self.path = path
        self.dynamicLibrary = dynamicLibrary
        self.functions = functions
        self.discoveredBy = discoveredBy
        version = functions.libversion().map { String(cString: $0) } ?? ""
        versionNumber = functions.libversionNumber()
        sourceID = functions.sourceid().map { String(cString: $0) } ?? ""
    }

    /// The names tried, in order, when neither a path nor `SQLFFI_LIBRARY` names a library and the
    /// process has no SQLite loaded globally.
    public static var platformDefaultNames: [String] {
        #if os(Windows)
        return ["winsqlite3.dll", "sqlite3.dll"]
        #elseif canImport(Darwin)
        return ["/usr/lib/libsqlite3.dylib", "libsqlite3.dylib"]
        #elseif os(Android)
        return ["libsqlite3.so"]
        #else
        return ["libsqlite3.so.0", "libsqlite3.so"]
        #endif
    }

    /// Loads a SQLite library: `path` if given, else the one the discovery order finds.
    ///
    /// Discovery (`path == nil`) runs once per process; later calls return the library it found.
    ///
    /// - Parameter path: a file path or a file name for the platform's loader, or nil.
    /// - Throws: ``SQLiteLibraryError/notLoadable(path:message:)`` when the named file cannot be
    ///   opened, ``SQLiteLibraryError/missingSymbol(symbol:path:)`` when it is not a usable SQLite,
    ///   ``SQLiteLibraryError/notFound(attempts:)`` when discovery found nothing.
    public static func load(path: String? = nil) throws(SQLiteLibraryError) -> SQLiteLibrary {
        if let path {
            return try registry.library(named: path) { () throws(SQLiteLibraryError) in
                try open(path, discoveredBy: "path")
            }
        }
        return try registry.discovered { () throws(SQLiteLibraryError) in
            try discover(environment: environmentValue("SQLFFI_LIBRARY"), defaultNames: platformDefaultNames)
        }
    }

    /// Runs the discovery order of ``load(path:)`` for `path == nil`, with the value of
    /// `SQLFFI_LIBRARY` and the default names given (tests pass their own).
    package static func discover(environment: String?, defaultNames: [String]) throws(SQLiteLibraryError)
        -> SQLiteLibrary
    {
        if let fromEnvironment = environment, !fromEnvironment.isEmpty {
            return try registry.library(named: fromEnvironment) { () throws(SQLiteLibraryError) in
                try open(fromEnvironment, discoveredBy: "SQLFFI_LIBRARY")
            }
        }
        var attempts: [SQLiteLibraryError.Attempt] = []
        if let (global, file) = DynamicLibrary.globalLibrary(defining: versionSymbol) {
            do {
                return try registry.library(named: file) { () throws(SQLiteLibraryError) in
                    try resolve(global, path: file, discoveredBy: "process")
                }
            } catch {
                attempts.append(.init(candidate: file, source: "process", message: error.description))
            }
        } else {
            attempts.append(
                .init(
                    candidate: "global symbol scope", source: "process",
                    message: "no \(versionSymbol) is loaded in this process"))
        }
        for name in defaultNames {
            do {
                return try registry.library(named: name) { () throws(SQLiteLibraryError) in
                    try open(name, discoveredBy: "default")
                }
            } catch {
                let message: String
                switch error {
                case .notLoadable(_, let loaderMessage): message = loaderMessage
                default: message = error.description
                }
                attempts.append(.init(candidate: name, source: "default", message: message))
            }
        }
        throw .notFound(attempts: attempts)
    }

    /// The symbol that identifies a SQLite library and locates its file.
    private static let versionSymbol = "sqlite3_libversion_number"

    /// Opens `name` with the platform loader and resolves its function table.
    private static func open(_ name: String, discoveredBy: String) throws(SQLiteLibraryError) -> SQLiteLibrary {
        switch DynamicLibrary.open(name) {
        case .failed(let message):
            throw .notLoadable(path: name, message: message)
        case .opened(let library):
            let file = library.filePath(ofSymbol: versionSymbol) ?? name
            return try resolve(library, path: file, discoveredBy: discoveredBy)
        }
    }

    /// Builds the function table of an opened library, or returns the instance already made for
    /// the same file.
    private static func resolve(_ library: DynamicLibrary, path: String, discoveredBy: String)
        throws(SQLiteLibraryError) -> SQLiteLibrary
    {
        try registry.library(forFile: path) { () throws(SQLiteLibraryError) in
            var resolver = SymbolResolver(library: library, path: path)
            let table = try FunctionTable(resolving: &resolver)
            // Before any other call: a build with SQLITE_OMIT_AUTOINIT does not initialize itself.
            let code = table.initialize()
            if code != 0 { throw .initializationFailed(code: code, path: path) }
            return SQLiteLibrary(path: path, functions: table, discoveredBy: discoveredBy, dynamicLibrary: library)
        }
    }

    /// The libraries loaded so far.
    private static let registry = LibraryRegistry()

    /// The value of an environment variable, read through the C library.
    private static func environmentValue(_ name: String) -> String? {
        #if os(Windows)
        let size = name.withCString(encodedAs: UTF16.self) { GetEnvironmentVariableW($0, nil, 0) }
        guard size > 0 else { return nil }
        var buffer = [WCHAR](repeating: 0, count: Int(size))
        let length = name.withCString(encodedAs: UTF16.self) {
            GetEnvironmentVariableW($0, &buffer, size)
        }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        #else
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
        #endif
    }
}

extension SQLiteLibrary {
    /// The compile-time options of the library, without their `SQLITE_` prefix, such as
    /// `ENABLE_FTS5` or `THREADSAFE=1`; nil when the library cannot tell (built with
    /// `SQLITE_OMIT_COMPILEOPTION_DIAGS`).
    ///
    /// SQLite does not list every option: most `SQLITE_OMIT_*` options that remove syntax never
    /// appear. The corresponding SQLite function is
    /// [`sqlite3_compileoption_get`](https://sqlite.org/c3ref/compileoption_get.html).
    public var compileOptions: [String]? {
        guard let get = functions.compileoptionGet else { return nil }
        var options: [String] = []
        var index: Int32 = 0
        while let option = get(index) {
            options.append(String(cString: option))
            index += 1
        }
        return options
    }

    /// Whether the library was compiled with `option` (with or without its `SQLITE_` prefix); nil
    /// when the library cannot tell (built with `SQLITE_OMIT_COMPILEOPTION_DIAGS`). The
    /// corresponding SQLite function is
    /// [`sqlite3_compileoption_used`](https://sqlite.org/c3ref/compileoption_get.html).
    public func isCompileOptionUsed(_ option: String) -> Bool? {
        functions.compileoptionUsed.map { $0(option) != 0 }
    }

    /// Whether the library has the C function `name` (such as `"sqlite3_serialize"`) in its table:
    /// false for an optional function that this build lacks.
    public func hasFunction(_ name: String) -> Bool {
        !functions.missingOptionalFunctions.contains(name)
    }

    /// Whether the library exports the C symbol `name`, whether or not the function table uses it:
    /// `"sqlite3_key"` tells a library that encrypts (SQLCipher, SQLite3 Multiple Ciphers) from
    /// one that does not. The corresponding loader function is `dlsym` (`GetProcAddress` on Windows).
    public func exportsSymbol(_ name: String) -> Bool {
        dynamicLibrary.address(of: name) != nil
    }
}
#endif
