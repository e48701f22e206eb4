import Foundation
import SQLContext
import SQLFFI
import Testing

/// The settings SQLContext reads and writes through PRAGMAs: user version, foreign keys, journal mode.
@Suite struct PragmaTests {
    @Test func userVersionStartsAtZeroAndPersists() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("versioned.sqlite")
            let context = try SQLContext(path: path)
            #expect(try context.readUserVersion() == 0)
            try context.writeUserVersion(3)
            #expect(try context.readUserVersion() == 3)
            try context.writeUserVersion(-1)
            #expect(try context.readUserVersion() == -1)
            try context.writeUserVersion(2_147_483_647)
            context.close()
            let reopened = try SQLContext(path: path)
            #expect(try reopened.readUserVersion() == 2_147_483_647)
            #expect(try scalar(reopened, "PRAGMA user_version") == .long(2_147_483_647))
        }
    }

    @Test func userVersionOutsideThirtyTwoBitsIsARangeError() throws {
        let context = try memoryContext()
        try context.writeUserVersion(5)
        expectSQLError(code: Code.range, messageContains: ["user_version", "2147483648"]) {
            try context.writeUserVersion(2_147_483_648)
        }
        expectSQLError(code: Code.range, messageContains: ["user_version"]) {
            try context.writeUserVersion(Int64.min)
        }
        #expect(try context.readUserVersion() == 5)
    }

    /// Whether foreign keys are on in a new connection: off, as SQLite ships, unless the build
    /// was compiled with SQLITE_DEFAULT_FOREIGN_KEYS=1 (listed as `DEFAULT_FOREIGN_KEYS`).
    static func foreignKeysOnByDefault(_ context: SQLContext) -> Bool {
        context.library.compileOptions?.contains("DEFAULT_FOREIGN_KEYS") ?? false
    }

    @Test func foreignKeysAreOffByDefaultAndCanBeTurnedOn() throws {
        let context = try memoryContext()
        try context.exec(
            sql: """
                CREATE TABLE parent(id INTEGER PRIMARY KEY);
                CREATE TABLE child(parent_id REFERENCES parent(id));
                """)
        #expect(try context.readForeignKeysEnabled() == Self.foreignKeysOnByDefault(context))
        try context.setForeignKeys(enabled: false)
        try context.exec(sql: "INSERT INTO child VALUES (1)")  // not enforced
        try context.setForeignKeys(enabled: true)
        #expect(try context.readForeignKeysEnabled())
        expectSQLError(code: Code.constraint, extendedCode: Code.constraintForeignKey) {
            try context.exec(sql: "INSERT INTO child VALUES (2)")
        }
        try context.setForeignKeys(enabled: false)
        #expect(try !context.readForeignKeysEnabled())
        try context.exec(sql: "INSERT INTO child VALUES (3)")
        #expect(try rowCount(context, "child") == 2)
    }

    @Test func foreignKeysCannotChangeInsideATransaction() throws {
        let context = try memoryContext()
        try context.setForeignKeys(enabled: false)
        let refused = try context.transaction { () throws -> SQLError? in
            #expect(try !context.readForeignKeysEnabled())
            return expectSQLError(code: Code.misuse, messageContains: ["foreign key", "transaction"]) {
                try context.setForeignKeys(enabled: true)
            }
        }
        #expect(refused != nil, "the block ran and the change was refused")
        #expect(try !context.readForeignKeysEnabled())
        try context.setForeignKeys(enabled: true)
        #expect(try context.readForeignKeysEnabled())
    }

    @Test func fileDatabaseSwitchesToWAL() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("wal.sqlite")
            let context = try SQLContext(path: path)
            #expect(try context.journalMode() == .delete)
            #expect(try context.setJournalMode(.wal) == .wal)
            #expect(try context.journalMode() == .wal)
            try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)")
            #expect(FileManager.default.fileExists(atPath: path + "-wal"))
            // WAL is a property of the file: another connection sees it.
            let other = try SQLContext(path: path)
            #expect(try other.journalMode() == .wal)
            #expect(try rowCount(other, "t") == 1)
            other.close()
            #expect(try context.setJournalMode(.truncate) == .truncate)
        }
    }

    @Test func inMemoryDatabaseStaysInMemoryMode() throws {
        let context = try memoryContext()
        #expect(try context.journalMode() == .memory)
        #expect(try context.setJournalMode(.wal) == .memory)
        #expect(try context.journalMode() == .memory)
        #expect(try context.setJournalMode(.off) == .off)
    }

    @Test func compileOptionsOfTheLoadedLibrary() throws {
        let context = try memoryContext()
        guard let options = context.compileOptionList else {
            // Built with SQLITE_OMIT_COMPILEOPTION_DIAGS: neither the C functions nor the pragma.
            #expect(!context.library.hasFunction("sqlite3_compileoption_get"))
            #expect(!context.library.hasFunction("sqlite3_compileoption_used"))
            #expect(context.isCompileOptionUsed("THREADSAFE") == nil)
            #expect(try context.query(sql: "PRAGMA compile_options").isEmpty)
            return
        }
        #expect(!options.isEmpty)
        #expect(options.allSatisfy { !$0.hasPrefix("SQLITE_") })
        let fromSQL = try context.query(sql: "PRAGMA compile_options").compactMap { $0.first?.textValue }
        #expect(Set(options) == Set(fromSQL))
        let threadsafe = try #require(options.first { $0.hasPrefix("THREADSAFE=") })
        #expect(context.isCompileOptionUsed("THREADSAFE") == true)
        #expect(context.isCompileOptionUsed("SQLITE_THREADSAFE") == true)
        #expect(threadsafe.count > "THREADSAFE=".count)
        #expect(context.isCompileOptionUsed("NO_SUCH_OPTION_ANYWHERE") == false)
    }
}
