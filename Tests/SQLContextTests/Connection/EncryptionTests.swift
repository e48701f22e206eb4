import Foundation
import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

/// Encryption keys on the SQLite that discovery finds: where it encrypts, keys work; where it does
/// not, the key calls throw the precise unsupported error (never `PRAGMA key`'s silent no-op).
@Suite struct EncryptionTests {
    @Test func keysWorkExactlyWhereSupported() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("secret.db")
            let context = try SQLContext(path: path)
            if context.supports(.encryption) {
                try EncryptionChecks.roundTrip(path: path, library: context.library)
                return
            }
            let key = expectSQLError(code: Code.error, messageContains: ["sqlite3_key_v2", context.library.version]) {
                try context.setEncryptionKey("secret")
            }
            #expect(key?.missingFunction == "sqlite3_key_v2")
            #expect(key?.isUnsupported == true)
            let rekey = expectSQLError(code: Code.error, messageContains: ["sqlite3_rekey_v2"]) {
                try context.changeEncryptionKey(Data([1, 2, 3]))
            }
            #expect(rekey?.missingFunction == "sqlite3_rekey_v2")
            #expect(context.featureStatus(.encryption).reason.contains("sqlite3_key_v2"))
            // The database stays a plain, working one.
            try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES ('visible')")
            context.close()
            #expect(try file(path, contains: "visible"))
        }
    }

    @Test func aClosedContextTakesNoKey() throws {
        let context = try memoryContext()
        context.close()
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.setEncryptionKey("k") }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.changeEncryptionKey("k") }
    }
}

/// SQLCipher (SQLite 3.15.2).
@Suite(.requires(.sqlcipher)) struct SQLCipherEncryptionTests {
    @Test func keysRekeysAndWrongKeys() throws {
        let library = try SQLiteBuild.sqlcipher.library()
        #expect(try SQLContext(library: library).supports(.encryption))
        try withTemporaryDirectory { directory in
            try EncryptionChecks.roundTrip(path: directory.file("cipher.db"), library: library)
        }
    }

    @Test func rekeyOfAPlainDatabaseIsRefusedNotSilentlyIgnored() throws {
        let library = try SQLiteBuild.sqlcipher.library()
        try withTemporaryDirectory { directory in
            let path = directory.file("plain.db")
            let plain = try SQLContext(path: path, library: library)
            try plain.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES ('plain words')")
            let error = expectSQLError(code: Code.misuse, messageContains: ["without a key", "sqlcipher_export"]) {
                try plain.changeEncryptionKey("never applied")
            }
            #expect(error?.missingFunction == nil)
            plain.close()
            #expect(try file(path, contains: "plain words"))
        }
    }

    @Test func aPlainDatabaseIsEncryptedByExportingIt() throws {
        let library = try SQLiteBuild.sqlcipher.library()
        try withTemporaryDirectory { directory in
            let plainPath = directory.file("plain.db")
            let encryptedPath = directory.file("encrypted.db")
            let plain = try SQLContext(path: plainPath, library: library)
            try plain.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES ('exported words')")
            try plain.exec(sql: "ATTACH DATABASE ? AS encrypted KEY 'export key'", parameters: [.text(encryptedPath)])
            try plain.exec(sql: "SELECT sqlcipher_export('encrypted')")
            try plain.exec(sql: "DETACH DATABASE encrypted")
            plain.close()
            #expect(try !file(encryptedPath, contains: "exported words"))
            let reader = try SQLContext(path: encryptedPath, library: library)
            try reader.setEncryptionKey("export key")
            #expect(try reader.query(sql: "SELECT x FROM t") == [[.text("exported words")]])
            try EncryptionChecks.expectUnreadable(path: encryptedPath, key: nil, library: library)
        }
    }

    @Test func anEmptyKeyIsRefused() throws {
        let context = try SQLContext(library: SQLiteBuild.sqlcipher.library())
        expectSQLError(code: Code.error, messageContains: ["sqlite3_key_v2 failed"]) {
            try context.setEncryptionKey(Data())
        }
    }
}

/// SQLite3 Multiple Ciphers (SQLite 3.54.0), default cipher ChaCha20-Poly1305.
@Suite(.requires(.sqlite3mc)) struct SQLite3MCEncryptionTests {
    @Test func keysRekeysAndWrongKeys() throws {
        let library = try SQLiteBuild.sqlite3mc.library()
        #expect(try SQLContext(library: library).supports(.encryption))
        try withTemporaryDirectory { directory in
            try EncryptionChecks.roundTrip(path: directory.file("mc.db"), library: library)
        }
    }

    @Test func aPlainDatabaseIsEncryptedInPlaceByRekey() throws {
        let library = try SQLiteBuild.sqlite3mc.library()
        try withTemporaryDirectory { directory in
            let path = directory.file("plain.db")
            let plain = try SQLContext(path: path, library: library)
            try plain.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES ('plain words')")
            plain.close()
            #expect(try file(path, contains: "plain words"))

            let context = try SQLContext(path: path, library: library)
            try context.changeEncryptionKey("now secret")
            #expect(try context.query(sql: "SELECT x FROM t") == [[.text("plain words")]])
            context.close()
            #expect(try !file(path, contains: "plain words"))
            let reader = try SQLContext(path: path, library: library)
            try reader.setEncryptionKey("now secret")
            #expect(try reader.query(sql: "SELECT x FROM t") == [[.text("plain words")]])
            try EncryptionChecks.expectUnreadable(path: path, key: nil, library: library)
        }
    }
}

/// A file encrypted by one library is not readable by the other, even with the right key.
@Suite(.requires(.sqlcipher), .requires(.sqlite3mc)) struct CrossLibraryEncryptionTests {
    @Test func neitherLibraryReadsTheOthersFiles() throws {
        let cipher = try SQLiteBuild.sqlcipher.library()
        let multiple = try SQLiteBuild.sqlite3mc.library()
        try withTemporaryDirectory { directory in
            for (writer, reader) in [(cipher, multiple), (multiple, cipher)] {
                let path = directory.file("from-\(writer.version).db")
                let context = try SQLContext(path: path, library: writer)
                try context.setEncryptionKey("shared key")
                try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)")
                context.close()
                try EncryptionChecks.expectUnreadable(path: path, key: "shared key", library: reader)
            }
        }
    }
}

/// The checks every encrypting library must pass.
enum EncryptionChecks {
    static let secretText = "attack at dawn, the password is swordfish"

    /// Creates an encrypted database at `path`, then: no plaintext in the file, a wrong key and no
    /// key fail with SQLITE_NOTADB, the right key reads it; rekey, then the old key fails and the
    /// new one works; a Data key works like its text.
    static func roundTrip(path: String, library: SQLiteLibrary) throws {
        let writer = try SQLContext(path: path, library: library)
        try writer.setEncryptionKey("first key")
        try writer.exec(sql: "CREATE TABLE t(x TEXT)")
        try writer.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.text(secretText)])
        try writer.exec(sql: "INSERT INTO t SELECT x || ' again' FROM t")
        writer.close()
        #expect(try !file(path, contains: secretText))
        #expect(try !file(path, contains: "CREATE TABLE"))
        #expect(try !file(path, contains: "SQLite format 3"))

        try expectUnreadable(path: path, key: "wrong key", library: library)
        try expectUnreadable(path: path, key: nil, library: library)
        let reader = try SQLContext(path: path, library: library)
        try reader.setEncryptionKey(Data("first key".utf8))
        #expect(try rowCount(reader, "t") == 2)
        #expect(try integrityCheck(reader) == ["ok"])

        try reader.changeEncryptionKey("second key")
        try reader.exec(sql: "INSERT INTO t VALUES ('after rekey')")
        reader.close()
        #expect(try !file(path, contains: "after rekey"))
        try expectUnreadable(path: path, key: "first key", library: library)
        let rekeyed = try SQLContext(path: path, library: library)
        try rekeyed.setEncryptionKey("second key")
        #expect(try rowCount(rekeyed, "t") == 3)
        #expect(try scalar(rekeyed, "SELECT x FROM t WHERE rowid = 1") == .text(secretText))
    }

    /// Opening `path` with `key` (nil: none) fails on first read with SQLITE_NOTADB.
    static func expectUnreadable(
        path: String, key: String?, library: SQLiteLibrary, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let context = try SQLContext(path: path, library: library)
        defer { context.close() }
        if let key { try context.setEncryptionKey(key) }
        let error = expectSQLError(code: Code.notADatabase, sourceLocation: sourceLocation) {
            _ = try context.query(sql: "SELECT count(*) FROM sqlite_master")
        }
        #expect(error?.isCorrupt == true, sourceLocation: sourceLocation)
        #expect(error?.isNotADatabase == true, sourceLocation: sourceLocation)
    }
}
