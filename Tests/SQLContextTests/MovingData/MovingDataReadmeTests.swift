import Foundation
import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

/// The "Moving data" examples (the DocC article MovingData.md; the backup one is in the README too),
/// verbatim, with what they promise checked.
@Suite struct MovingDataReadmeTests {
    @Test func backupWithProgress() throws {
        try withTemporaryDirectory { directory in
            let context = try memoryContext()
            try fill(context, rows: 3_000, bytes: 1000)  // about 750 pages: three steps of 256
            let backupPath = directory.file("backup.db")
            try context.backup(toFile: backupPath, pagesPerStep: 256) { progress in
                print("copied \(progress.copiedPages) of \(progress.totalPages) pages")
            }
            #expect(try rowCount(SQLContext(path: backupPath), "t") == 3_000)
            // The progress the closure is given, step by step: growing to the whole database.
            var reports: [SQLBackupProgress] = []
            try context.backup(toFile: directory.file("again.db"), pagesPerStep: 256) { reports.append($0) }
            #expect(reports.count >= 3, "one report per step: \(reports)")
            #expect(reports.map(\.copiedPages) == reports.map(\.copiedPages).sorted())
            #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.copiedPages < $1.copiedPages })
            let last = try #require(reports.last)
            #expect(last.remainingPages == 0 && last.copiedPages == last.totalPages && last.totalPages > 512)
        }
    }

    @Test func blobInChunks() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE files(id INTEGER PRIMARY KEY, content BLOB)")
        let content = Data((0..<200_000).map { UInt8($0 % 251) })
        try context.exec(sql: "INSERT INTO files(content) VALUES (?)", parameters: [.blob(content)])
        let fileID = context.lastInsertRowID
        var output = Data()
        let blob = try context.openBlob(table: "files", column: "content", rowID: fileID)
        var offset = 0
        while offset < blob.count {
            let chunk = try blob.read(at: offset, count: min(65_536, blob.count - offset))
            output.append(chunk)
            offset += chunk.count
        }
        blob.close()
        #expect(output == content)
    }

    @Test(.requires(.sqlcipher)) func encryptionKey() throws {
        try withTemporaryDirectory { directory in
            let secretsPath = directory.file("secrets.db")
            let secrets = try SQLContext(path: secretsPath, library: SQLiteLibrary.load(path: "libsqlcipher.so.0"))
            try secrets.setEncryptionKey("correct horse battery staple")
            try secrets.exec(sql: "CREATE TABLE s(x); INSERT INTO s VALUES ('hidden')")
            secrets.close()
            #expect(try !file(secretsPath, contains: "hidden"))
            // Only the key opens it again.
            let cipher = try SQLiteLibrary.load(path: "libsqlcipher.so.0")
            let reopened = try SQLContext(path: secretsPath, library: cipher)
            try reopened.setEncryptionKey("correct horse battery staple")
            #expect(try reopened.query(sql: "SELECT x FROM s") == [[.text("hidden")]])
            reopened.close()
            let wrongKey = try SQLContext(path: secretsPath, library: cipher)
            try wrongKey.setEncryptionKey("wrong")
            expectSQLError(code: 26) { _ = try wrongKey.query(sql: "SELECT x FROM s") }  // SQLITE_NOTADB
            wrongKey.close()
            let noKey = try SQLContext(path: secretsPath, library: cipher)
            expectSQLError(code: 26) { _ = try noKey.query(sql: "SELECT x FROM s") }
            noKey.close()
        }
    }

    @Test func changesetBetweenDevices() throws {
        let system = try SQLiteBuild.system.library()
        let phone = try SQLContext(library: system)
        try phone.exec(
            sql: "CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (3, 'old')")
        let laptop = try SQLContext(library: system)
        try phone.backup(to: laptop)
        try laptop.exec(sql: "UPDATE notes SET body = 'edited on the laptop' WHERE id = 3")
        let session = try SQLSession(context: phone)
        try session.attachAllTables()
        try phone.exec(sql: "UPDATE notes SET body = 'edited on the phone' WHERE id = 3")
        let changes = try session.changeset()  // SQLChangeset; changes.data is what to send
        try laptop.apply(changes) { conflict in
            conflict.kind == .data ? .replace : .omit  // .abort undoes the whole apply
        }
        #expect(try laptop.query(sql: "SELECT body FROM notes") == [[.text("edited on the phone")]])
    }

    @Test(.requires(.sqlite3541)) func loadingAnExtension() throws {
        let context = try memoryContext()
        let extensionPath = try #require(SQLiteBuild.sqlite3541.loadableExtension("rot13.so"))
        if !context.library.hasFunction("sqlite3_load_extension") {
            #expect(throws: SQLError.self) { try context.loadExtension(path: extensionPath) }
            return
        }
        try context.setExtensionLoading(enabled: true)
        try context.loadExtension(path: extensionPath)
        try context.setExtensionLoading(enabled: false)
        #expect(try context.query(sql: "SELECT rot13('abc')") == [[.text("nop")]])
    }
}
