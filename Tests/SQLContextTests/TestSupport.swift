import Foundation
import SQLContext
import SQLiteBuilds
import Testing

// The shared base of the SQLContext tests: temporary directories, contexts, and assertions about
// SQLError. Every test runs on the SQLite that SQLiteLibrary's discovery finds, so the whole suite
// runs unchanged on another build with `SQLFFI_LIBRARY=libsqlcipher.so.0 swift test`.

/// Runs `body` with a new, empty directory that is removed, with everything in it, afterwards.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory)
}

/// A directory of its own for one test; see ``withTemporaryDirectory(_:)``.
final class TemporaryDirectory {
    /// The absolute path of the directory, without a trailing slash.
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/SQLContextTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of a file named `name` in the directory.
    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A new private in-memory context.
func memoryContext() throws -> SQLContext { try SQLContext() }

/// The single value of a query that returns one row of one column.
func scalar(_ context: SQLContext, _ sql: String, _ parameters: [SQLValue] = []) throws -> SQLValue {
    let rows = try context.query(sql: sql, parameters: parameters)
    try #require(rows.count == 1 && rows[0].count == 1, "expected one value from \(sql), got \(rows)")
    return rows[0][0]
}

/// The number of rows in `table`.
func rowCount(_ context: SQLContext, _ table: String) throws -> Int64 {
    try #require(try scalar(context, "SELECT count(*) FROM " + table).longValue)
}

/// Whether `table` exists in the main schema (checked through `sqlite_master`, which every SQLite has).
func tableExists(_ context: SQLContext, _ table: String) throws -> Bool {
    let rows = try context.query(
        sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", parameters: [.text(table)])
    return !rows.isEmpty
}

/// Asserts that the context still works: a query runs and gives the expected answer.
func expectUsable(_ context: SQLContext, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let value = try scalar(context, "SELECT 40 + 2")
        #expect(value == .long(42), sourceLocation: sourceLocation)
    } catch {
        Issue.record("the context no longer works: \(error)", sourceLocation: sourceLocation)
    }
}

/// Runs `body`, which must throw an ``SQLError``, checks the error and returns it.
///
/// - Parameters:
///   - code: the primary result code.
///   - extendedCode: the extended result code; when nil, it must equal `code` unless `anyExtended`.
///   - codeName: the expected ``SQLError/codeName``; in any case the name must agree with the
///     codes (see `expectConsistentCodeName`).
///   - words: words that the message must contain, compared case-insensitively so that a change of
///     wording between SQLite versions does not break the test as long as the key words remain.
@discardableResult
func expectSQLError(
    code: Int32, extendedCode: Int32? = nil, codeName: String? = nil, messageContains words: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> SQLError? {
    let error: SQLError
    do {
        try body()
        Issue.record(
            "expected an SQLError with code \(code), but nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let thrown as SQLError {
        error = thrown
    } catch {
        Issue.record("expected an SQLError with code \(code), got \(error)", sourceLocation: sourceLocation)
        return nil
    }
    checkSQLError(
        error, code: code, extendedCode: extendedCode, codeName: codeName, messageContains: words,
        sourceLocation: sourceLocation)
    return error
}

/// Checks the parts of an ``SQLError``; see ``expectSQLError(code:extendedCode:codeName:messageContains:sourceLocation:_:)``.
func checkSQLError(
    _ error: SQLError, code: Int32, extendedCode: Int32? = nil, codeName: String? = nil,
    messageContains words: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
    let expectedExtended = extendedCode ?? code
    #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
    #expect(error.extendedCode == expectedExtended, "\(error)", sourceLocation: sourceLocation)
    if let codeName {
        #expect(error.codeName == codeName, "\(error)", sourceLocation: sourceLocation)
    }
    expectConsistentCodeName(error, sourceLocation: sourceLocation)
    let message = error.message.lowercased()
    #expect(!message.isEmpty, "the error has no message: \(error)", sourceLocation: sourceLocation)
    for word in words {
        #expect(
            message.contains(word.lowercased()), "message lacks '\(word)': \(error.message)",
            sourceLocation: sourceLocation)
    }
    // The description always starts with the name and the code, then the message.
    #expect(
        error.description.hasPrefix(error.codeName + " (" + String(error.extendedCode) + "): " + error.message),
        sourceLocation: sourceLocation)
}

/// The primary and extended result codes the tests name.
enum Code {
    static let error: Int32 = 1
    static let busy: Int32 = 5
    static let readOnly: Int32 = 8
    static let interrupt: Int32 = 9
    static let cantOpen: Int32 = 14
    static let constraint: Int32 = 19
    static let mismatch: Int32 = 20
    static let misuse: Int32 = 21
    static let range: Int32 = 25
    static let notADatabase: Int32 = 26
    static let constraintCheck: Int32 = 275
    static let constraintForeignKey: Int32 = 787
    static let constraintNotNull: Int32 = 1299
    static let constraintPrimaryKey: Int32 = 1555
    static let constraintUnique: Int32 = 2067
}

/// Whether the loaded SQLite reports error offsets (`sqlite3_error_offset`, 3.38).
func reportsErrorOffsets(_ context: SQLContext) -> Bool {
    context.sqliteVersion >= SQLiteVersion(major: 3, minor: 38)
}

/// Whether the loaded SQLite keeps the statement counters SQLITE_STMTSTATUS_REPREPARE and _RUN (3.20).
func hasStatementCounters(_ context: SQLContext) -> Bool {
    context.sqliteVersion >= SQLiteVersion(major: 3, minor: 20)
}

/// An error of the tests' own, to check that exactly the thrown instance comes back.
struct TestFailure: Error, Equatable {
    let id = UUID()
}

/// A value that a closure running on another thread, or a hook, can update.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue: Value

    init(_ value: Value) { storedValue = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return storedValue
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&storedValue)
    }
}

/// The targets of this process's open file descriptors that lie under `directory` (Linux: read
/// from /proc/self/fd). Other tests that run in parallel open their own files, which are ignored.
func openFileDescriptors(under directory: String) -> [String] {
    let fdDirectory = "/proc/self/fd"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: fdDirectory)) ?? []
    var targets: [String] = []
    for entry in entries {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: fdDirectory + "/" + entry)
        else { continue }
        if target.hasPrefix(directory + "/") { targets.append(target) }
    }
    return targets
}

/// Whether the process can list its file descriptors (a Linux `/proc`).
let canListFileDescriptors = FileManager.default.fileExists(atPath: "/proc/self/fd")

/// Whether the loaded SQLite has its date and time functions (not compiled with
/// SQLITE_OMIT_DATETIME_FUNCS, as the 3.50.4-omit build of the matrix is).
func hasDateFunctions(_ context: SQLContext) -> Bool {
    !(context.compileOptionList?.contains("OMIT_DATETIME_FUNCS") ?? false)
}
