import Foundation
import SQLContext
import Testing

// The few helpers of the drop-in tests, written with SkipSQL's own calls. This target depends on
// SQLContext alone: no test support module, no extension of SQLContext's types, so that what
// compiles here is what compiles for a SkipSQL user who changed only the import.

/// A scratch directory for one test's database files; ``withTemporaryDirectory(_:)`` removes it.
struct ScratchDirectory {
    /// The directory's absolute path.
    let url: URL

    /// The path of the file `name` in the directory.
    func file(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// Runs `body` with a new scratch directory, then removes the directory and its files.
func withTemporaryDirectory<T>(_ body: (ScratchDirectory) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("SkipSQLDropIn-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(ScratchDirectory(url: url))
}

/// `SELECT count(*) FROM table`, as SkipSQL code counts.
func rowCount(_ ctx: SQLContext, _ table: String) throws -> Int64 {
    try ctx.selectAll(sql: "SELECT count(*) FROM " + table).first?.first?.longValue ?? -1
}

/// Whether the main schema has a table named `table`.
func tableExists(_ ctx: SQLContext, _ table: String) throws -> Bool {
    try !ctx.selectAll(
        sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", parameters: [SQLValue.text(table)]
    ).isEmpty
}

/// Expects the context to answer a query.
func expectUsable(_ ctx: SQLContext, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect((try? ctx.selectAll(sql: "SELECT 6 * 7")) == [[SQLValue.long(42)]], sourceLocation: sourceLocation)
}

/// Expects `body` to throw an `SQLError` with result code `code` (primary, or extended when
/// `extendedCode` is given) whose `msg` holds each of `words` (without regard to case).
func expectSQLError(
    code: Int32, extendedCode: Int32? = nil, messageContains words: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected SQLError \(code), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as SQLError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        if let extendedCode { #expect(error.extendedCode == extendedCode, "\(error)", sourceLocation: sourceLocation) }
        for word in words {
            #expect(
                error.msg.lowercased().contains(word.lowercased()), "\(error)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("expected SQLError \(code), got \(error)", sourceLocation: sourceLocation)
    }
}

/// The SQLite result codes the drop-in tests expect.
enum Code {
    static let error: Int32 = 1
    static let notADatabase: Int32 = 26
}
