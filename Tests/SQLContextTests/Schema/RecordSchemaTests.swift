import Foundation
import SQLContext
import Testing

/// The schema of records: the SQL a table writes, listing tables and columns, adding columns, and
/// migrations tracked by `user_version`.
@Suite struct RecordSchemaTests {
    @Test func createTableSQLHasEveryConstraintQuoted() {
        let statements = Book.table.createTableSQL(ifNotExists: true)
        #expect(
            statements.map { $0.sql } == [
                "CREATE TABLE IF NOT EXISTS `book` (`id` INTEGER PRIMARY KEY AUTOINCREMENT, `title` TEXT NOT NULL,"
                    + " `author_id` INTEGER, `year` INTEGER, `price` REAL, `cover` BLOB,"
                    + " FOREIGN KEY (`author_id`) REFERENCES `author`(`id`) ON DELETE CASCADE)",
                "CREATE INDEX IF NOT EXISTS `book_year` ON `book` (`year`)",
            ])
        let tags = Tag.table.createTableSQL(inSchema: "temp")
        #expect(
            tags.map { $0.sql } == [
                "CREATE TABLE `temp`.`tag \"list\"` (`book id` INTEGER, `label` TEXT,"
                    + " `order` INTEGER NOT NULL DEFAULT (-1), PRIMARY KEY (`book id`, `label`))"
            ])
        let unique = SQLColumn(name: "isbn", type: .text, index: SQLIndex(name: "by isbn", unique: true))
        #expect(
            Book.table.addColumnSQL(column: unique, inSchema: "main").map { $0.sql } == [
                "ALTER TABLE `main`.`book` ADD COLUMN `isbn` TEXT",
                "CREATE UNIQUE INDEX `main`.`by isbn` ON `book` (`isbn`)",
            ])
        #expect(Book.table.dropTableSQL(ifExists: true).sql == "DROP TABLE IF EXISTS `book`")
        #expect(Book.table.dropColumnSQL(column: Book.cover).sql == "ALTER TABLE `book` DROP COLUMN `cover`")
    }

    @Test func createdTablesWorkAndAreListed() throws {
        let context = try libraryContext()
        // Names that need quoting work in every statement.
        try context.insert(Tag(bookID: 1, label: "x"))
        #expect(try context.fetchAll(Tag.self) == [Tag(bookID: 1, label: "x", weight: 1)])
        let tables = try context.tables().map { $0.name }
        #expect(tables.contains("author") && tables.contains("book") && tables.contains("tag \"list\""))
        let indexes = try context.tables(types: ["index"]).filter { $0.sql != nil }.map { $0.name }
        #expect(indexes == ["book_year"])
        #expect(try context.tableExists("book"))
        #expect(try context.tableExists("BOOK"))
        #expect(try !context.tableExists("books"))
        #expect(try !context.tableExists("book", inSchema: "temp"))
        // The temp schema's table is sqlite_temp_master on every version.
        try context.exec(sql: "CREATE TEMP TABLE scratch(x)")
        #expect(try context.tableExists("scratch", inSchema: "temp"))
        #expect(try !context.tableExists("scratch"))
        #expect(try context.tables(inSchema: "TEMP").map { $0.name } == ["scratch"])
        #expect(try context.tables(inSchema: "main").map { $0.name }.contains("book"))
        // Creating again changes nothing.
        try context.createTableIfNotExists(Book.self)
        let columns = try context.columns(for: "book")
        #expect(columns.map { $0.name } == ["id", "title", "author_id", "year", "price", "cover"])
        #expect(columns[0].pk == 1 && columns[0].type == "INTEGER")
        #expect(columns[1].notnull == 1)
        #expect(try context.columns(for: "author")[2].dflt_value == .text("'unknown'"))
        #expect(try context.columns(for: "no such table").isEmpty)
    }

    @Test func addColumnIfNotExistsAddsOnce() throws {
        let context = try libraryContext()
        let isbn = SQLColumn(name: "isbn", type: .text, index: SQLIndex(name: "book_isbn"))
        try context.addColumnIfNotExists(isbn, to: Book.table)
        try context.addColumnIfNotExists(isbn, to: Book.table)
        try context.addColumnIfNotExists(SQLColumn(name: "ISBN", type: .text), to: Book.table)
        #expect(try context.columns(for: "book").map { $0.name }.last == "isbn")
        #expect(try context.tables(types: ["index"]).contains { $0.name == "book_isbn" })
        // A NOT NULL column without a default cannot be added to a table that has rows: SQLite's error.
        try context.insert(Book(title: "Emma"))
        expectSQLError(code: 1) {
            try context.addColumnIfNotExists(SQLColumn(name: "required", type: .text, nullable: false), to: Book.table)
        }
    }

    @Test func migrationsRunOnceEachInOrder() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("app.db")
            var runs: [Int] = []
            let migrations: [(SQLContext) throws -> Void] = [
                { context in
                    runs.append(0)
                    try context.createTableIfNotExists(Author.self)
                },
                { context in
                    runs.append(1)
                    try context.addColumnIfNotExists(SQLColumn(name: "born", type: .long), to: Author.table)
                },
            ]
            let context = try SQLContext(path: path)
            try context.migrate(migrations: migrations)
            #expect(runs == [0, 1])
            #expect(try context.readUserVersion() == 2)
            try context.migrate(migrations: migrations)
            #expect(runs == [0, 1])
            context.close()
            // The app ships a third migration: only it runs, on the next open.
            let reopened = try SQLContext(path: path)
            try reopened.migrate(
                migrations: migrations + [
                    { context in
                        runs.append(2)
                        try context.exec(sql: "CREATE INDEX author_born ON author(born)")
                    }
                ])
            #expect(runs == [0, 1, 2])
            #expect(try reopened.readUserVersion() == 3)
            // A database migrated by a newer app is refused, untouched.
            expectSQLError(code: 21, messageContains: ["3", "2"]) { try reopened.migrate(migrations: migrations) }
            #expect(try reopened.readUserVersion() == 3)
        }
    }

    @Test func aFailingMigrationRollsBackAndStopsWithItsIndex() throws {
        let context = try SQLContext(path: nil)
        var ran: [Int] = []
        let migrations: [(SQLContext) throws -> Void] = [
            { context in
                ran.append(0)
                try context.exec(sql: "CREATE TABLE a(x)")
            },
            { context in
                ran.append(1)
                try context.exec(sql: "CREATE TABLE b(x)")
                try context.exec(sql: "INSERT INTO no_such_table VALUES (1)")
            },
            { _ in ran.append(2) },
        ]
        let error = expectSQLError(code: 1, messageContains: ["migration 2 of 3 failed", "no_such_table"]) {
            try context.migrate(migrations: migrations)
        }
        #expect(error?.sql?.contains("no_such_table") == true)
        #expect(ran == [0, 1])
        #expect(try context.readUserVersion() == 1)
        #expect(try tableExists(context, "a"))
        #expect(try !tableExists(context, "b"))
        #expect(!context.isInTransaction)
        // A Swift error is wrapped the same way, with SQLITE_ERROR.
        struct Refusal: Error, CustomStringConvertible { var description: String { "refused" } }
        expectSQLError(code: 1, messageContains: ["migration 2 of 2 failed", "refused"]) {
            try context.migrate(migrations: [migrations[0], { _ in throw Refusal() }])
        }
        // Fixed, the migration runs and the next one after it.
        try context.migrate(migrations: [
            migrations[0], { context in try context.exec(sql: "CREATE TABLE b(x)") }, migrations[2],
        ])
        #expect(try context.readUserVersion() == 3)
        #expect(ran == [0, 1, 2])
    }
}
