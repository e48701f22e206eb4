import Foundation
import SQLContext
import SQLiteBuilds
import Testing

// Shared by the tests of backup, blobs, encryption, sessions and extensions.

/// For a feature that is C functions rather than SQL (`.encryption`, `.sessions`), whether using
/// it works on the SQLite that discovery finds; nil for the other features.
func usesCFunctionFeature(_ feature: SQLiteFeature) throws -> Bool? {
    switch feature {
    case .encryption:
        return try withTemporaryDirectory { directory in
            let path = directory.file("keyed.db")
            let context = try SQLContext(path: path)
            do {
                try context.setEncryptionKey("feature check")
            } catch let error as SQLError where error.isUnsupported {
                return false
            }
            try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES ('feature check')")
            context.close()
            // Keyed: without the key the file is unreadable.
            let reader = try SQLContext(path: path)
            return (try? reader.query(sql: "SELECT x FROM t")) == nil
        }
    case .sessions:
        let context = try SQLContext()
        try context.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, x)")
        let session: SQLSession
        do {
            session = try SQLSession(context: context)
        } catch let error as SQLError where error.isUnsupported {
            return false
        }
        try session.attachAllTables()
        try context.exec(sql: "INSERT INTO t(x) VALUES (1)")
        return try context.changes(in: session.changeset()).count == 1
    default:
        return nil
    }
}

/// Whether a file contains `text` as UTF-8 bytes anywhere.
func file(_ path: String, contains text: String) throws -> Bool {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    return bytes.range(of: Data(text.utf8)) != nil
}

/// `PRAGMA integrity_check` of a context's main database: `["ok"]` when it is sound.
func integrityCheck(_ context: SQLContext) throws -> [String] {
    try context.query(sql: "PRAGMA integrity_check").compactMap { $0.first?.textValue }
}

/// Fills table `t(id INTEGER PRIMARY KEY, payload BLOB)` of `context` with `rows` rows of
/// `bytes` random bytes each, in one transaction.
func fill(_ context: SQLContext, rows: Int, bytes: Int) throws {
    try context.exec(sql: "CREATE TABLE IF NOT EXISTS t(id INTEGER PRIMARY KEY, payload BLOB)")
    try context.transaction {
        try context.exec(
            sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)"
                + " INSERT INTO t(payload) SELECT randomblob(?) FROM n",
            parameters: [.long(Int64(rows)), .long(Int64(bytes))])
    }
}

extension Code {
    static let abort: Int32 = 4
    static let locked: Int32 = 6
    static let corrupt: Int32 = 11
}
