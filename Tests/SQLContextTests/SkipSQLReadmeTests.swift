import Foundation
import SQLContext
import Testing

// The code examples of SkipSQL's README (https://github.com/skiptools/skip-sql), run against
// SQLContext. Each is kept as written, adapted only where the README is sloppy or names an API that
// SQLContext does not have; every adaptation is marked "Adapted:".
//
// This is the ONE file of the tests that uses SkipSQL's spellings `SQLValue.long`, `.float` and
// `.string`, which SQLContext keeps as deprecated constructors. It reaches them as `SkipSQLValue.long`
// and so on (see the end of the file), which runs the deprecated constructors without a compiler
// warning. Everywhere else the tests use the canonical `.integer`, `.real` and `.text`.
//
// Not run here: the README's SQLCodable, SQLPredicate and join examples, which use SkipSQL's
// object-mapping layer (SQLTable, SQLColumn, …); SQLContext has no such layer.

@Suite struct SkipSQLReadmeTests {
    /// README "Connection example".
    @Test func connectionExample() throws {
        try withTemporaryDirectory { directory in
            // Adapted: the README builds a URL in the application support directory and passes it
            // as `path:`; SQLContext takes a String path (SkipSQL's own later examples use `.path`).
            let dbpath = directory.file("db.sqlite")

            let ctx = try SQLContext(path: dbpath, flags: [.create, .readWrite])
            defer { ctx.close() }

            // Adapted: the README calls these on `sqlite`, a name it never declares; it means `ctx`.
            try ctx.exec(sql: "CREATE TABLE IF NOT EXISTS SOME_TABLE (STRING TEXT)")

            try ctx.exec(sql: "INSERT INTO SOME_TABLE (STRING) VALUES (?)", parameters: [SQLValue.text("ABC")])

            // Adapted: SkipSQL's `selectAll(sql:)`, called without `try`, is `query(sql:)` here.
            let rows: [[SQLValue]] = try ctx.query(sql: "SELECT STRING FROM SOME_TABLE")
            #expect(rows[0][0] == SQLValue.text("ABC"))

            // The row is in the file: a second connection sees it.
            let other = try SQLContext(path: dbpath, flags: [.readOnly])
            defer { other.close() }
            #expect(try other.query(sql: "SELECT STRING FROM SOME_TABLE") == [[.text("ABC")]])
        }
    }

    /// README "In-memory databases".
    @Test func inMemoryDatabaseExample() throws {
        let ctx = try SQLContext(path: nil)
        defer { ctx.close() }

        // Adapted: `selectAll(sql:)` without `try` is `try query(sql:)`.
        let rows: [[SQLValue]] = try ctx.query(sql: "SELECT 1, 1.1+2.2, 'AB'||'C'")

        #expect(rows[0][0] == SkipSQLValue.long(1))
        // Adapted: the README asserts `SQLValue.real(3.3)`, but 1.1 + 2.2 is 3.3000000000000003 in
        // IEEE 754 doubles, in SQLite as in Swift; the exact value SQLite computes is expected here.
        #expect(rows[0][1] == SQLValue.real(1.1 + 2.2))
        #expect(rows[0][1] != SQLValue.real(3.3))
        #expect(rows[0][2] == SQLValue.text("ABC"))

        // "will not persist once the context is closed": a new in-memory context starts empty.
        try ctx.exec(sql: "CREATE TABLE kept_here(x)")
        let fresh = try SQLContext(path: nil)
        #expect(try !tableExists(fresh, "kept_here"))
    }

    /// README "Transactions".
    @Test func transactionsExample() throws {
        let ctx = try SQLContext(path: nil)
        // Adapted: the README assumes a one-column TABLE_NAME exists.
        try ctx.exec(sql: "CREATE TABLE TABLE_NAME (NUM INTEGER)")

        try ctx.transaction {
            try ctx.exec(sql: "INSERT INTO TABLE_NAME VALUES(1)")
            try ctx.exec(sql: "INSERT INTO TABLE_NAME VALUES(2)")
        }
        #expect(try ctx.query(sql: "SELECT NUM FROM TABLE_NAME ORDER BY rowid") == [[.integer(1)], [.integer(2)]])

        // "either all the operations succeed (COMMIT) or fail (ROLLBACK) together"
        #expect(throws: SQLError.self) {
            try ctx.transaction {
                try ctx.exec(sql: "INSERT INTO TABLE_NAME VALUES(3)")
                try ctx.exec(sql: "INSERT INTO NO_SUCH_TABLE VALUES(4)")
            }
        }
        #expect(try rowCount(ctx, "TABLE_NAME") == 2)

        // "The default transaction type is .deferred, but it can be specified as a parameter to
        // transaction to override the default, or nil to perform the operation without a transaction."
        try ctx.transaction(.immediate) { try ctx.exec(sql: "INSERT INTO TABLE_NAME VALUES(5)") }
        try ctx.transaction(nil) {
            #expect(!ctx.isInTransaction)
            try ctx.exec(sql: "INSERT INTO TABLE_NAME VALUES(6)")
        }
        #expect(try rowCount(ctx, "TABLE_NAME") == 4)
    }

    /// README "Bound parameters".
    @Test func boundParametersExample() throws {
        let sqlite = try SQLContext(path: nil)
        // Adapted: the README assumes TABLE_NAME exists.
        try sqlite.exec(sql: "CREATE TABLE TABLE_NAME (NUM INTEGER, STR TEXT)")

        let insert = try sqlite.prepare(sql: "INSERT INTO TABLE_NAME (NUM, STR) VALUES (?, ?)")
        defer { insert.close() }

        // insert 1,000 rows in a single transaction, re-using the insert statement
        try sqlite.transaction {
            for i in 1...1_000 {
                let params: [SQLValue] = [
                    SkipSQLValue.long(Int64(i)),
                    SQLValue.text("Row #\(i)"),
                ]
                try insert.update(parameters: params)
            }
        }

        #expect(try rowCount(sqlite, "TABLE_NAME") == 1_000)
        #expect(
            try sqlite.query(sql: "SELECT NUM, STR FROM TABLE_NAME WHERE NUM IN (1, 1000) ORDER BY NUM") == [
                [.integer(1), .text("Row #1")], [.integer(1000), .text("Row #1000")],
            ])
        // "the SQL doesn't need to be re-parsed each time" (SQLite counts re-parses since 3.20)
        #expect(insert.reprepareCount == (hasStatementCounters(sqlite) ? 0 : nil))
    }

    /// README "Schema Migration", on a file so that the version is seen to persist.
    @Test func schemaMigrationExample() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("migrated.sqlite")
            var ctx = try SQLContext(path: path)
            var migrationsRun: [Int64] = []

            // track the version of the schema with the `userVersion` pragma, which can be used for schema migration
            func migrateSchema(v version: Int64, ddl: String) throws {
                // Adapted: SkipSQL's `userVersion` property is `userVersion()` and
                // `setUserVersion(_:)` here, which throw; the README's logging is left out.
                if try ctx.userVersion() < version {
                    try ctx.transaction {
                        try ctx.exec(sql: ddl)  // perform the DDL operation
                        // then update the schema version
                        try ctx.setUserVersion(version)
                    }
                    migrationsRun.append(version)
                }
            }

            func migrateAll() throws {
                // the initial creation script for a new database
                try migrateSchema(
                    v: 1,
                    ddl: """
                        CREATE TABLE DATA_ITEM (ID INTEGER PRIMARY KEY AUTOINCREMENT)
                        """)
                // migrate records to have new description column
                try migrateSchema(
                    v: 2,
                    ddl: """
                        ALTER TABLE DATA_ITEM ADD COLUMN DESCRIPTION TEXT
                        """)
            }

            #expect(try ctx.userVersion() == 0)
            try migrateAll()
            #expect(migrationsRun == [1, 2])
            #expect(try ctx.userVersion() == 2)
            let columns = try ctx.query(sql: "PRAGMA table_info(DATA_ITEM)").map { $0[1] }
            #expect(columns == [.text("ID"), .text("DESCRIPTION")])

            // Reopened, the database is at version 2 and no migration runs again.
            ctx.close()
            ctx = try SQLContext(path: path)
            defer { ctx.close() }
            try migrateAll()
            #expect(migrationsRun == [1, 2])
            #expect(try ctx.userVersion() == 2)

            // A migration whose DDL fails leaves neither its changes nor its version behind.
            #expect(throws: SQLError.self) {
                try migrateSchema(v: 3, ddl: "CREATE TABLE LOG (X); ALTER TABLE NO_SUCH_TABLE ADD COLUMN Y")
            }
            #expect(try ctx.userVersion() == 2)
            #expect(try !tableExists(ctx, "LOG"))
        }
    }

    /// README "JSON" (SQLPlus). SQLContext has no `configuration: .plus`: the SQLite is whichever
    /// is loaded, so the example asks `supports(.json)` and, without JSON, expects the precise error.
    @Test func jsonExample() throws {
        // Adapted: `SQLContext(configuration: .plus)` (without `try`) is `try SQLContext()`.
        let sqlplus = try SQLContext()
        try sqlplus.exec(sql: #"CREATE TABLE users (id INTEGER PRIMARY KEY, profile JSON)"#)

        try sqlplus.exec(sql: #"INSERT INTO users (id, profile) VALUES (1, '{"name": "Alice", "age": 30}')"#)
        try sqlplus.exec(sql: #"INSERT INTO users (id, profile) VALUES (2, '{"name": "Bob", "age": 25}')"#)

        let query1 = #"SELECT json_extract(profile, '$.name') as name FROM users WHERE id = ?"#
        let query2 =
            #"SELECT json_extract(profile, '$.name') as name, json_extract(profile, '$.age') as age FROM users WHERE id = ?"#
        if sqlplus.supports(.json) {
            // Adapted: `selectAll` is `query`; the README's `assert j1 == …` is not Swift.
            let j1 = try sqlplus.query(sql: query1, parameters: [.integer(1)]).first
            #expect(j1 == [.text("Alice")])

            let j2 = try sqlplus.query(sql: query2, parameters: [.integer(2)]).first
            #expect(j2 == [.text("Bob"), .integer(25)])
        } else {
            expectSQLError(code: Code.error, messageContains: ["no such function", "json_extract"]) {
                _ = try sqlplus.query(sql: query1, parameters: [.integer(1)])
            }
            expectUsable(sqlplus)
        }
    }

    /// README "Encryption" (SQLPlus). What happens depends on the library, decided by what it
    /// exports, not by its name: one that exports `sqlite3_key` (SQLCipher, SQLite3 Multiple
    /// Ciphers) encrypts the file once `PRAGMA key` is set, each with its own cipher; on plain SQLite
    /// `PRAGMA key` is an unknown pragma, which SQLite ignores, and the file stays readable. The
    /// file itself is checked either way: SQLite's 16-byte header and the secret in clear, or neither.
    @Test func encryptionExample() throws {
        try withTemporaryDirectory { directory in
            let dbpath = directory.file("encrypted.sqlite")
            // Adapted: no `configuration: .plus` (the loaded SQLite decides), and `close()` does not throw.
            let db = try SQLContext(path: dbpath, flags: [.create, .readWrite])
            try db.exec(sql: "PRAGMA key = 'password'")
            try db.exec(sql: "CREATE TABLE SOME_TABLE(col)")
            try db.exec(sql: "INSERT INTO SOME_TABLE(col) VALUES(?)", parameters: [.text("SOME SECRET STRING")])
            let encrypts = db.library.exportsSymbol("sqlite3_key")
            db.close()

            let bytes = try Data(contentsOf: URL(fileURLWithPath: dbpath))
            let secretInClear = bytes.range(of: Data("SOME SECRET STRING".utf8)) != nil
            let plainHeader = bytes.starts(with: Data("SQLite format 3\u{0}".utf8))
            #expect(bytes.count >= 512, "the database was written")
            #expect(secretInClear == !encrypts, "secret in clear: \(secretInClear); library encrypts: \(encrypts)")
            #expect(plainHeader == !encrypts, "plain header: \(plainHeader); library encrypts: \(encrypts)")
            let withoutKey = try SQLContext(path: dbpath, flags: [.readOnly])
            defer { withoutKey.close() }
            if encrypts {
                expectSQLError(code: Code.notADatabase) {
                    _ = try withoutKey.query(sql: "SELECT col FROM SOME_TABLE")
                }
                let withKey = try SQLContext(path: dbpath, flags: [.readOnly])
                defer { withKey.close() }
                try withKey.exec(sql: "PRAGMA key = 'password'")
                #expect(try withKey.query(sql: "SELECT col FROM SOME_TABLE") == [[.text("SOME SECRET STRING")]])
                let wrongKey = try SQLContext(path: dbpath, flags: [.readOnly])
                defer { wrongKey.close() }
                try wrongKey.exec(sql: "PRAGMA key = 'not the password'")
                expectSQLError(code: Code.notADatabase) {
                    _ = try wrongKey.query(sql: "SELECT col FROM SOME_TABLE")
                }
            } else {
                #expect(try withoutKey.query(sql: "SELECT col FROM SOME_TABLE") == [[.text("SOME SECRET STRING")]])
            }
        }
    }

    /// README "Encrypting an unencrypted database": SkipSQL's `export(_:key:)` and `key(_:)` are
    /// not SQLContext API; adapted to the SQL that SQLCipher documents for them (ATTACH … KEY with
    /// `sqlcipher_export`, and `PRAGMA key`). Only SQLCipher has the SQL function `sqlcipher_export`
    /// (SQLite3 Multiple Ciphers encrypts, but not this way); elsewhere the precise error is expected
    /// and nothing is lost.
    @Test func encryptingAnUnencryptedDatabaseExample() throws {
        try withTemporaryDirectory { directory in
            let dbPath = directory.file("plain.sqlite")
            let ctx = try SQLContext(path: dbPath)
            try ctx.exec(sql: "CREATE TABLE SOME_TABLE(col); INSERT INTO SOME_TABLE VALUES ('kept')")
            try ctx.setUserVersion(7)
            var hasExport = false
            if let probe = try? ctx.prepare(sql: "SELECT sqlcipher_export('main')") {
                probe.close()
                hasExport = true
            }

            if hasExport {
                let encrypted = try ctx.encryptDatabase(key: "secret", at: dbPath)
                defer { encrypted.close() }
                #expect(ctx.isClosed)
                #expect(try encrypted.userVersion() == 7)
                #expect(try encrypted.query(sql: "SELECT col FROM SOME_TABLE") == [[.text("kept")]])
                let withoutKey = try SQLContext(path: dbPath, flags: [.readOnly])
                defer { withoutKey.close() }
                expectSQLError(code: Code.notADatabase, messageContains: ["not a database"]) {
                    _ = try withoutKey.query(sql: "SELECT col FROM SOME_TABLE")
                }
            } else {
                expectSQLError(code: Code.error, messageContains: ["no such function", "sqlcipher_export"]) {
                    _ = try ctx.encryptDatabase(key: "secret", at: dbPath)
                }
                // Nothing was lost: the plain database is still there, and the context still works.
                #expect(!ctx.isClosed)
                #expect(try ctx.query(sql: "SELECT col FROM SOME_TABLE") == [[.text("kept")]])
                ctx.close()
            }
        }
    }

    /// SkipSQL's spellings build the canonical cases.
    @Test func skipSQLSpellingsAreTheCanonicalCases() {
        #expect(SkipSQLValue.long(-7) == .integer(-7))
        #expect(SkipSQLValue.float(2.5) == .real(2.5))
        #expect(SkipSQLValue.string("x") == .text("x"))
        #expect(SkipSQLValue.long(Int64.min).integerValue == Int64.min)
    }
}

extension SQLContext {
    /// Takes an unencrypted database and encrypts it with the given key
    ///
    /// From the README; adapted: `export(path, key:)` is SQLCipher's ATTACH … KEY with
    /// `sqlcipher_export`, `key(_:)` is `PRAGMA key`, `userVersion` is `userVersion()` and
    /// `setUserVersion(_:)`, and the paths are Strings.
    fileprivate func encryptDatabase(key: String, at dbPath: String) throws -> SQLContext {
        let v = try self.userVersion()

        let tmpDBPath = dbPath + ".rekey"

        // create a new temporary location to encrypt the database
        try self.exec(sql: "ATTACH DATABASE ? AS rekeyed KEY ?", parameters: [.text(tmpDBPath), .text(key)])
        do {
            try self.exec(sql: "SELECT sqlcipher_export('rekeyed')")
        } catch {
            try? self.exec(sql: "DETACH DATABASE rekeyed")
            try? FileManager.default.removeItem(atPath: tmpDBPath)
            throw error
        }
        try self.exec(sql: "DETACH DATABASE rekeyed")

        self.close()  // disconnect the current DB so we can safely delete and overwrite it

        // move the encrypted database to the new path
        try FileManager.default.removeItem(atPath: dbPath)
        try FileManager.default.moveItem(atPath: tmpDBPath, toPath: dbPath)

        // reconnect to the newly converted database
        let ctx = try SQLContext(path: dbPath, flags: .readWrite)
        try ctx.exec(sql: "PRAGMA key = " + SQLValue.text(key).description)  // set the key on the database

        // re-set the userVersion, which is not copied by pragma sqlcipher_export
        try ctx.setUserVersion(v)

        return ctx  // return the newly-created context
    }
}

/// SkipSQL's value spellings, reached through a protocol whose requirements the deprecated
/// constructors `SQLValue.long`, `.float` and `.string` fulfil: the tests run those very
/// constructors, without a deprecation warning at each use (the warning and its fix-it are what
/// an app written against SkipSQL sees, which is the point of deprecating them).
private protocol SkipSQLValueSpellings {
    static func long(_ value: Int64) -> SQLValue
    static func float(_ value: Double) -> SQLValue
    static func string(_ value: String) -> SQLValue
}

extension SQLValue: SkipSQLValueSpellings {}

/// `SQLValue` as SkipSQL's README spells its constructors.
private var SkipSQLValue: any SkipSQLValueSpellings.Type { SQLValue.self }
