import Foundation
import SQLContext
import SQLContextPool
import SQLFFI
import SQLiteBuilds
import Testing

/// A SQLite built single-threaded and without what `SQLITE_OMIT_*` options can remove
/// (3.50.4-minimal: no `sqlite3_complete`, `sqlite3_blob_*`, `sqlite3_column_decltype`,
/// auto-initialization, shared cache, `memdb` or WAL): it loads, contexts work, each missing part
/// fails with a clear error or has a documented answer; the pool refuses to open with a misuse
/// error that says why and what to use, and the queue, whose one connection runs on one thread at
/// a time, works.
///
/// A single-threaded SQLite must never run on two threads at once, whatever the connections: these
/// are the only tests of the process that load it, and they run one at a time (`.serialized`; the
/// tests parameterized over `SQLiteBuild.present` leave it out, and the shell's test runs it in a
/// child process).
@Suite(.requires(.sqlite3504Minimal), .serialized) struct MinimalBuildTests {
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
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let context = try SQLContext(path: directory.file("minimal.db"), library: Self.library())
        try context.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, data BLOB)")
        let insert = try context.prepare(sql: "INSERT INTO t(name, data) VALUES (?, ?)")
        try context.transaction {
            for index in 1...100 {
                try insert.update(parameters: [.text("n\(index)"), .blob(Data([UInt8(index)]))])
            }
        }
        insert.close()
        #expect(try context.query(sql: "SELECT count(*), max(name) FROM t") == [[.long(100), .text("n99")]])
        // No declared types, and no WAL: the journal stays a rollback journal.
        let select = try context.prepare(sql: "SELECT id, name FROM t")
        #expect(select.declaredTypes == [nil, nil])
        select.close()
        #expect(try context.setJournalMode(.wal) != .wal)
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

    @Test func aFilePoolRefusesASingleThreadedSQLite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("pool.db")
        do {
            let pool = try SQLPool(path: path, configuration: SQLPool.Configuration(library: Self.library()))
            pool.close()
            Issue.record("the pool opened on a single-threaded SQLite")
        } catch let error as SQLError {
            #expect(error.code == 21)
            #expect(error.message.contains("SQLITE_THREADSAFE=0"))
            #expect(error.message.contains("SQLQueue"))
        }
        // Nothing was left open: the file can be opened and used at once.
        let context = try SQLContext(path: path, library: Self.library())
        try context.exec(sql: "CREATE TABLE t(x)")
        context.close()
    }

    @Test func anInMemoryPoolRefusesASQLiteThatCannotShareIt() throws {
        do {
            let pool = try SQLPool(configuration: SQLPool.Configuration(library: Self.library()))
            pool.close()
            Issue.record("the in-memory pool opened without memdb or shared cache")
        } catch let error as SQLError {
            #expect(error.code == 21)
            #expect(error.message.contains("memdb"))
            #expect(error.message.contains("shared cache"))
        }
    }

    @Test func aQueueWorksBlockingAndAsync() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try SQLQueue(
            path: directory.file("queue.db"), configuration: SQLQueue.Configuration(library: Self.library()))
        try await queue.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for value in 1...20 {
                group.addTask {
                    try await queue.write { context in
                        try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.long(Int64(value))])
                    }
                }
            }
            try await group.waitForAll()
        }
        let total = try await queue.read { context in try context.query(sql: "SELECT count(*), sum(x) FROM t") }
        #expect(total == [[.long(20), .long(210)]])
        await queue.close()
    }

    /// Every `supports(_:)` answer is the one the table of CheckingFeatures.md gives.
    @Test func supportsAnswersAsTheReadmeTableSays() throws {
        let context = try SQLContext(library: Self.library())
        defer { context.close() }
        for feature in SQLiteFeature.allCases {
            let expected = SQLiteBuild.sqlite3504Minimal.expectedAnswer(feature.rawValue)
            #expect(expected != nil, "no answer pinned for \(feature)")
            #expect(context.supports(feature) == expected, "\(feature): \(context.featureStatus(feature))")
        }
    }

    /// A single-threaded SQLite has no mutexes: no connection is serialized, `.fullMutex` or not.
    @Test func noConnectionIsSerialized() throws {
        let library = try Self.library()
        let full = try SQLiteConnection(path: ":memory:", flags: 0x2 | 0x4 | 0x0001_0000, library: library)
        #expect(!full.isSerialized)
        full.close()
        let context = try SQLContext(path: nil, flags: [.readWrite, .create, .fullMutex], library: library)
        #expect(try context.query(sql: "SELECT 1, 2.5") == [[.long(1), .real(2.5)]])
    }
}
