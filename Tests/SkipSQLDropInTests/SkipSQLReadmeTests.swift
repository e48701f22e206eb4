import Foundation
import SQLContext
import Testing

// The code examples of SkipSQL's README (https://github.com/skiptools/skip-sql), run against
// SQLContext. Each is kept as written, adapted only where the README is sloppy or names an API that
// SQLContext does not have; every adaptation is marked "Adapted:".
//
// SkipSQL's deprecated spellings `SQLValue.integer` and `.float` are reached as
// `SkipSQLValue.integer` and so on (see the end of the file), which runs the deprecated constructors
// without a compiler warning.
//
// The README's SQLCodable, SQLPredicate, date and join examples are in SkipSQLRecordReadmeTests
// below, with their types at the end of the file.

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

        #expect(rows[0][0] == SQLValue.long(1))
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
        #expect(try ctx.query(sql: "SELECT NUM FROM TABLE_NAME ORDER BY rowid") == [[.long(1)], [.long(2)]])

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
                    SQLValue.long(Int64(i)),
                    SQLValue.text("Row #\(i)"),
                ]
                try insert.update(parameters: params)
            }
        }

        #expect(try rowCount(sqlite, "TABLE_NAME") == 1_000)
        #expect(
            try sqlite.query(sql: "SELECT NUM, STR FROM TABLE_NAME WHERE NUM IN (1, 1000) ORDER BY NUM") == [
                [.long(1), .text("Row #1")], [.long(1000), .text("Row #1000")],
            ])
        // "the SQL doesn't need to be re-parsed each time" (SQLite counts re-parses since 3.20)
        #expect(insert.reprepareCount == (sqlite.sqliteVersion >= SQLiteVersion(major: 3, minor: 20) ? 0 : nil))
    }

    /// README "Schema Migration", on a file so that the version is seen to persist.
    @Test func schemaMigrationExample() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("migrated.sqlite")
            var ctx = try SQLContext(path: path)
            var migrationsRun: [Int64] = []

            // track the version of the schema with the `userVersion` pragma, which can be used for schema migration
            func migrateSchema(v version: Int64, ddl: String) throws {
                // Adapted: SkipSQL's `userVersion` property is `readUserVersion()` and
                // `writeUserVersion(_:)` here, which throw; the README's logging is left out.
                if try ctx.readUserVersion() < version {
                    try ctx.transaction {
                        try ctx.exec(sql: ddl)  // perform the DDL operation
                        // then update the schema version
                        try ctx.writeUserVersion(version)
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

            #expect(try ctx.readUserVersion() == 0)
            try migrateAll()
            #expect(migrationsRun == [1, 2])
            #expect(try ctx.readUserVersion() == 2)
            let columns = try ctx.query(sql: "PRAGMA table_info(DATA_ITEM)").map { $0[1] }
            #expect(columns == [.text("ID"), .text("DESCRIPTION")])

            // Reopened, the database is at version 2 and no migration runs again.
            ctx.close()
            ctx = try SQLContext(path: path)
            defer { ctx.close() }
            try migrateAll()
            #expect(migrationsRun == [1, 2])
            #expect(try ctx.readUserVersion() == 2)

            // A migration whose DDL fails leaves neither its changes nor its version behind.
            #expect(throws: SQLError.self) {
                try migrateSchema(v: 3, ddl: "CREATE TABLE LOG (X); ALTER TABLE NO_SUCH_TABLE ADD COLUMN Y")
            }
            #expect(try ctx.readUserVersion() == 2)
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
            let j1 = try sqlplus.query(sql: query1, parameters: [.long(1)]).first
            #expect(j1 == [.text("Alice")])

            let j2 = try sqlplus.query(sql: query2, parameters: [.long(2)]).first
            #expect(j2 == [.text("Bob"), .long(25)])
        } else {
            expectSQLError(code: Code.error, messageContains: ["no such function", "json_extract"]) {
                _ = try sqlplus.query(sql: query1, parameters: [.long(1)])
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
            try ctx.writeUserVersion(7)
            var hasExport = false
            if let probe = try? ctx.prepare(sql: "SELECT sqlcipher_export('main')") {
                probe.close()
                hasExport = true
            }

            if hasExport {
                let encrypted = try ctx.encryptDatabase(key: "secret", at: dbPath)
                defer { encrypted.close() }
                #expect(ctx.isClosed)
                #expect(try encrypted.readUserVersion() == 7)
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

    /// SkipSQL's deprecated spellings build the current cases.
    @Test func skipSQLSpellingsAreTheCanonicalCases() {
        #expect(SkipSQLValue.integer(-7) == .long(-7))
        #expect(SkipSQLValue.float(2.5) == .real(2.5))
        #expect(SkipSQLValue.integer(Int64.min).longValue == Int64.min)
        #expect(SkipSQLType.integer == .long)
        #expect(SkipSQLType.float == .real)
    }
}

extension SQLContext {
    /// Takes an unencrypted database and encrypts it with the given key
    ///
    /// From the README; adapted: `export(path, key:)` is SQLCipher's ATTACH … KEY with
    /// `sqlcipher_export`, `key(_:)` is `PRAGMA key`, `userVersion` is `readUserVersion()` and
    /// `writeUserVersion(_:)`, and the paths are Strings.
    fileprivate func encryptDatabase(key: String, at dbPath: String) throws -> SQLContext {
        let v = try self.readUserVersion()

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
        try ctx.writeUserVersion(v)

        return ctx  // return the newly-created context
    }
}

/// The record examples of SkipSQL's README ("SQLCodable", "Querying with SQLPredicate", "Primary
/// keys", "Date fields", "Relations and joins"), with the types they declare below.
@Suite struct SkipSQLRecordReadmeTests {
    /// README "SQLCodable" and "Querying with SQLPredicate".
    @Test func sqlCodableAndPredicateExample() throws {
        let sqlite = try SQLContext(path: nil)
        try sqlite.createTableIfNotExists(DemoTable.self)
        let first = try sqlite.insert(DemoTable(txt: "ABC", int: 1))
        // "inserting a value with the id property set to 0 will automatically assign the primary key"
        #expect(first.id == 1)
        // The DBL column's default (pi) is in the record returned.
        #expect(first.dbl == Double.pi)
        try sqlite.insert(DemoTable(txt: "DEF", num: 2.5, int: 2, blb: Data([1, 2])))
        try sqlite.insert(DemoTable(txt: "GHI", num: 3.5, int: 3))

        // issues: SELECT "ID", "TXT", "NUM", "INT", "DBL", "BLB" FROM "DEMO_TABLE" WHERE ("NUM" IS NULL OR "TXT" = 'ABC')
        let predicate = DemoTable.num.isNull().or(DemoTable.txt.equals(SQLValue("ABC")))

        let resultSet = try sqlite.query(DemoTable.self).where(predicate).eval()
        defer { resultSet.close() }

        let cursor = resultSet.makeIterator()
        var instances: [DemoTable] = []
        while let row = cursor.next() {
            let instance = try row.get()  // instantiate the type from the row
            // Adapted: the README logs each instance; they are collected and checked here.
            instances.append(instance)
        }
        #expect(instances == [first])
        #expect(
            try sqlite.fetchAll(DemoTable.self, where: DemoTable.num.greaterThan(SQLValue(3))).map { $0.int } == [3])
        // The unique index on TXT is there and enforced.
        expectSQLError(code: 19, extendedCode: 2067) { try sqlite.insert(DemoTable(txt: "ABC", int: 4)) }
    }

    /// README "SQLCodable": the UUID example.
    @Test func uuidHolderExample() throws {
        let sqlite = try SQLContext(path: nil)
        try sqlite.createTableIfNotExists(UUIDHolder.self)
        let holder = UUIDHolder()
        #expect(try sqlite.insert(holder).id == holder.id)
        #expect(try sqlite.fetch(UUIDHolder.self, id: SQLValue(holder.id.uuidString))?.id == holder.id)
        try sqlite.exec(sql: "INSERT INTO UUID_HOLDER VALUES ('not a uuid')")
        expectSQLError(code: 20, messageContains: ["ID"]) {
            _ = try sqlite.fetchAll(UUIDHolder.self)
        }
    }

    /// README "Date fields": a date as REAL seconds and as ISO-8601 text.
    @Test func dateFieldsExample() throws {
        let sqlite = try SQLContext(path: nil)
        try sqlite.createTableIfNotExists(SQLDateAsReal.self)
        try sqlite.createTableIfNotExists(SQLDateAsText.self)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let real = try sqlite.insert(SQLDateAsReal(date: date))
        let text = try sqlite.insert(SQLDateAsText(date: date))
        #expect(try sqlite.fetch(SQLDateAsReal.self, id: SQLValue(real.rowid))?.date == date)
        #expect(try sqlite.fetch(SQLDateAsText.self, id: SQLValue(text.rowid))?.date == date)
        #expect(
            try sqlite.query(sql: "SELECT typeof(DATE), DATE FROM SQL_DATE_AS_TEXT") == [
                [.text("text"), .text("2023-11-14T22:13:20Z")]
            ])
    }

    /// README "Relations and joins".
    @Test func joinExample() throws {
        let sqlite = try SQLContext(path: nil)
        try sqlite.createTableIfNotExists(DemoParent.self)
        try sqlite.createTableIfNotExists(DemoChild.self)
        let parent = try sqlite.insert(DemoParent(parentInfo: "parent"))
        try sqlite.insertAll([
            DemoChild(parentID: parent.id, childInfo: "first"), DemoChild(parentID: parent.id, childInfo: "second"),
        ])
        try sqlite.insert(DemoParent(parentInfo: "childless"))

        // perform a join between all the parents and children
        // Adapted: the README passes the alias "t1" without its label `alias:`.
        let joined2: [(DemoParent?, DemoChild?)] = try sqlite.query(DemoParent.self, alias: "t0")
            .join(DemoChild.self, alias: "t1", kind: .inner, on: DemoChild.parentID)
            .eval()
            .load()
        #expect(joined2.count == 2)
        #expect(joined2.allSatisfy { $0.0?.parentInfo == "parent" })
        #expect(Set(joined2.compactMap { $0.1?.childInfo }) == ["first", "second"])
    }
}

/// SkipSQL's deprecated value spellings, reached through a protocol whose requirements the
/// deprecated constructors `SQLValue.integer` and `.float` fulfil: the tests run those very
/// constructors, without a deprecation warning at each use (the warning and its fix-it are what
/// an app written against SkipSQL sees, which is the point of deprecating them).
private protocol SkipSQLValueSpellings {
    static func integer(_ value: Int64) -> SQLValue
    static func float(_ value: Double) -> SQLValue
}

extension SQLValue: SkipSQLValueSpellings {}

/// `SQLValue` as SkipSQL's deprecated spellings name its constructors.
private var SkipSQLValue: any SkipSQLValueSpellings.Type { SQLValue.self }

/// SkipSQL's deprecated names of two storage classes, reached as the value spellings are.
private protocol SkipSQLTypeSpellings {
    static var integer: SQLType { get }
    static var float: SQLType { get }
}

extension SQLType: SkipSQLTypeSpellings {}

/// `SQLType` as SkipSQL's deprecated spellings name it.
private var SkipSQLType: any SkipSQLTypeSpellings.Type { SQLType.self }

// The README's record types, as written but for `.long` (`SQLType.long`, see above) and
// `public`, left out in a test target.

/// A struct that can read and write its values to the `DEMO_TABLE` table.
struct DemoTable: SQLCodable, Equatable {
    var id: Int64
    static let id = SQLColumn(name: "ID", type: SQLType.long, primaryKey: true, autoincrement: true)

    var txt: String?
    static let txt = SQLColumn(
        name: "TXT", type: .text, unique: true, nullable: false, index: SQLIndex(name: "IDX_TXT"))

    var num: Double?
    static let num = SQLColumn(name: "NUM", type: .real)

    var int: Int
    static let int = SQLColumn(name: "INT", type: SQLType.long, nullable: false)

    var dbl: Double?
    static let dbl = SQLColumn(
        name: "DBL", type: .real, defaultValue: SQLValue(Double.pi), index: SQLIndex(name: "IDX_DBL", unique: false))

    var blb: Data?
    static let blb = SQLColumn(name: "BLB", type: .blob)

    static let table = SQLTable(name: "DEMO_TABLE", columns: [id, txt, num, int, dbl, blb])

    init(id: Int64 = 0, txt: String? = nil, num: Double? = nil, int: Int, dbl: Double? = nil, blb: Data? = nil) {
        self.id = id
        self.txt = txt
        self.num = num
        self.int = int
        self.dbl = dbl
        self.blb = blb
    }

    /// Required initializer to create an instance from the given `SQLRow = [SQLColumn: SQLValue]`
    init(row: SQLRow, context: SQLContext) throws {
        self.id = try Self.id.longValueRequired(in: row)
        self.txt = try Self.txt.textValueRequired(in: row)
        self.num = Self.num.realValue(in: row)
        self.int = try Int(Self.int.longValueRequired(in: row))
        self.dbl = Self.dbl.realValue(in: row)
        self.blb = Self.blb.blobValue(in: row)
    }

    /// Encode the current instance into the given `SQLRow` dictionary.
    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(self.id)
        row[Self.txt] = SQLValue(self.txt)
        row[Self.num] = SQLValue(self.num)
        row[Self.int] = SQLValue(self.int)
        row[Self.dbl] = SQLValue(self.dbl)
        row[Self.blb] = SQLValue(self.blb)
    }
}

struct UUIDHolder: SQLCodable, Identifiable {
    var id: UUID
    static let id = SQLColumn(name: "ID", type: .text, primaryKey: true)

    static let table = SQLTable(name: "UUID_HOLDER", columns: [id])

    init(id: UUID = UUID()) {
        self.id = id
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.id = try SQLBindingError.checkNonNull(UUID(uuidString: Self.id.textValueRequired(in: row)), in: Self.id)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(self.id.uuidString)
    }
}

struct SQLDateAsReal: SQLCodable {
    var rowid: Int64
    static let rowid = SQLColumn(name: "ROWID", type: SQLType.long, primaryKey: true, autoincrement: true)

    var date: Date
    static let date = SQLColumn(name: "DATE", type: .real)

    static let table = SQLTable(name: "SQL_DATE_AS_REAL", columns: [rowid, date])

    init(date: Date) {
        self.rowid = 0
        self.date = date
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.rowid = try Self.rowid.longValueRequired(in: row)
        self.date = try Self.date.dateValueRequired(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.rowid] = SQLValue(self.rowid)
        row[Self.date] = SQLValue(self.date.timeIntervalSince1970)
    }
}

struct SQLDateAsText: SQLCodable {
    var rowid: Int64
    static let rowid = SQLColumn(name: "ROWID", type: SQLType.long, primaryKey: true, autoincrement: true)

    var date: Date
    static let date = SQLColumn(name: "DATE", type: .text)

    static let table = SQLTable(name: "SQL_DATE_AS_TEXT", columns: [rowid, date])

    init(date: Date) {
        self.rowid = 0
        self.date = date
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.rowid = try Self.rowid.longValueRequired(in: row)
        self.date = try Self.date.dateValueRequired(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.rowid] = SQLValue(self.rowid)
        row[Self.date] = SQLValue(self.date.ISO8601Format())
    }
}

// Adapted: the README's DemoParent and DemoChild declare no initializers and no encode; they are
// added here, in the README's style. DemoParent's table is renamed from DEMO_TABLE (the README
// reuses DemoTable's name) to DEMO_PARENT.

struct DemoParent: SQLCodable {
    var id: Int64
    static let id = SQLColumn(name: "ID", type: SQLType.long, primaryKey: true, autoincrement: true)

    var parentInfo: String?
    static let parentInfo = SQLColumn(name: "PARENT_INFO", type: .text)

    static let table = SQLTable(name: "DEMO_PARENT", columns: [id, parentInfo])

    init(id: Int64 = 0, parentInfo: String?) {
        self.id = id
        self.parentInfo = parentInfo
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.id = try Self.id.longValueRequired(in: row)
        self.parentInfo = Self.parentInfo.textValue(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(self.id)
        row[Self.parentInfo] = SQLValue(self.parentInfo)
    }
}

struct DemoChild: SQLCodable {
    var id: Int64
    static let id = SQLColumn(name: "ID", type: SQLType.long, primaryKey: true, autoincrement: true)

    var parentID: Int64
    static let parentID = SQLColumn(
        name: "PARENT_ID", type: SQLType.long,
        references: SQLForeignKey(table: DemoParent.table, column: DemoParent.id, onDelete: .cascade))

    var childInfo: String?
    static let childInfo = SQLColumn(name: "CHILD_INFO", type: .text)

    static let table = SQLTable(name: "DEMO_CHILD", columns: [id, parentID, childInfo])

    init(id: Int64 = 0, parentID: Int64, childInfo: String?) {
        self.id = id
        self.parentID = parentID
        self.childInfo = childInfo
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.id = try Self.id.longValueRequired(in: row)
        self.parentID = try Self.parentID.longValueRequired(in: row)
        self.childInfo = Self.childInfo.textValue(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(self.id)
        row[Self.parentID] = SQLValue(self.parentID)
        row[Self.childInfo] = SQLValue(self.childInfo)
    }
}
