import Foundation
import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

/// A SQLite built without what `SQLITE_OMIT_*` options can remove (3.50.4-minimal: no
/// `sqlite3_complete`, `sqlite3_blob_*`, `sqlite3_column_decltype`, auto-initialization, shared
/// cache, `memdb` or WAL, and single-threaded): it loads, contexts work, and each missing part fails
/// with a clear error or has a documented answer.
@Suite(.requires(.sqlite3504Minimal)) struct MinimalBuildTests {
    static func library() throws -> SQLiteLibrary { try SQLiteBuild.sqlite3504Minimal.library() }

    @Test func itLoadsAndSaysWhatItLacks() throws {
        let library = try Self.library()
        #expect(library.version == "3.50.4")
        #expect(library.threadSafety == 0)
        #expect(!library.hasBlobFunctions)
        #expect(!library.hasSharedCache)
        #expect(library.functions.columnDecltype == nil)
        #expect(library.isCompleteStatement("SELECT 1;") == nil)
        for name in [
            "sqlite3_complete", "sqlite3_column_decltype", "sqlite3_enable_shared_cache", "sqlite3_deserialize",
        ] {
            #expect(library.functions.missingOptionalFunctions.contains(name), "\(name)")
        }
    }

    /// `SQLITE_OMIT_AUTOINIT`: nothing works before `sqlite3_initialize`, which loading calls.
    @Test func aContextReadsAndWritesWithoutAutoInitialization() throws {
        try withTemporaryDirectory { directory in
            let context = try SQLContext(path: directory.file("minimal.db"), library: Self.library())
            try context.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, data BLOB)")
            let insert = try context.prepare(sql: "INSERT INTO t(name, data) VALUES (?, ?)")
            try context.transaction {
                for index in 1...100 {
                    try insert.update(parameters: [.text("n\(index)"), .blob(Data([UInt8(index)]))])
                }
            }
            insert.close()
            #expect(try context.query(sql: "SELECT count(*), max(name) FROM t") == [[.integer(100), .text("n99")]])
            // No declared types, and no WAL: the journal stays a rollback journal.
            let select = try context.prepare(sql: "SELECT id, name FROM t")
            #expect(select.declaredTypes == [nil, nil])
            select.close()
            #expect(try context.setJournalMode(.wal) != .wal)
        }
    }

    @Test func aBlobFailsNamingTheMissingFunction() throws {
        let context = try SQLContext(library: Self.library())
        try context.exec(sql: "CREATE TABLE files(content BLOB); INSERT INTO files VALUES (x'0102')")
        do {
            _ = try context.openBlob(table: "files", column: "content", rowID: 1)
            Issue.record("openBlob worked without sqlite3_blob_open")
        } catch let error as SQLError {
            #expect(error.code == 1)
            #expect(error.missingFunction == "sqlite3_blob_open")
            #expect(error.message.contains("SQLITE_OMIT_INCRBLOB"))
        }
        // The context is unharmed.
        #expect(try context.query(sql: "SELECT hex(content) FROM files") == [[.text("0102")]])
    }

    @Test func serializationFailsNamingTheMissingFunction() throws {
        let context = try SQLContext(library: Self.library())
        do {
            _ = try context.serialize()
            Issue.record("serialize worked without sqlite3_serialize")
        } catch let error as SQLError {
            #expect(error.missingFunction == "sqlite3_serialize")
        }
    }
}
