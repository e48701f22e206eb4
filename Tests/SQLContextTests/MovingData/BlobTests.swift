import Foundation
import SQLContext
import Testing

/// Incremental blob I/O (`sqlite3_blob_*`), on the SQLite that discovery finds: every SQLite since
/// 3.7.4 has it, so nothing here is skipped on any build.
@Suite struct BlobTests {
    /// 0, 1, 2, …, 255, 0, 1, … for `count` bytes.
    static func pattern(_ count: Int) -> Data { Data((0..<count).map { UInt8($0 % 256) }) }

    /// A context with `files(id INTEGER PRIMARY KEY, name TEXT UNIQUE, content BLOB, size INTEGER)`
    /// holding row 1 with a 1000-byte pattern and row 2 with 10 bytes of 0xff.
    static func filesContext() throws -> SQLContext {
        let context = try memoryContext()
        try context.exec(
            sql: "CREATE TABLE files(id INTEGER PRIMARY KEY, name TEXT UNIQUE, content BLOB, size INTEGER)")
        try context.exec(
            sql: "INSERT INTO files(id, name, content, size) VALUES (1, 'a', ?, 1000)",
            parameters: [.blob(pattern(1000))])
        try context.exec(
            sql: "INSERT INTO files(id, name, content, size) VALUES (2, 'b', ?, 10)",
            parameters: [.blob(Data(repeating: 0xff, count: 10))])
        return context
    }

    @Test func readsPartsAndTheWhole() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 1)
        #expect(blob.count == 1000)
        #expect(blob.rowID == 1 && !blob.isWritable && !blob.isClosed)
        #expect(blob.schema == "main" && blob.table == "files" && blob.column == "content")
        #expect(try blob.read(at: 0, count: 4) == Data([0, 1, 2, 3]))
        #expect(try blob.read(at: 300, count: 3) == Data([44, 45, 46]))
        #expect(try blob.read(at: 997, count: 3) == Data([229, 230, 231]))
        #expect(try blob.read(at: 1000, count: 0) == Data())
        #expect(try blob.readAll() == Self.pattern(1000))
        blob.close()
        #expect(blob.isClosed)
    }

    @Test func streamsALargeValueInChunks() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE big(data BLOB)")
        try context.exec(sql: "INSERT INTO big VALUES (zeroblob(1048576 + 17))")
        let size = 1_048_576 + 17
        let writer = try context.openBlob(table: "big", column: "data", rowID: 1, writable: true)
        let whole = Self.pattern(size)
        var offset = 0
        while offset < size {
            let length = min(65_536, size - offset)
            try writer.write(whole.subdata(in: offset..<offset + length), at: offset)
            offset += length
        }
        writer.close()
        let reader = try context.openBlob(table: "big", column: "data", rowID: 1)
        var read = Data()
        while read.count < reader.count {
            read.append(try reader.read(at: read.count, count: min(65_536, reader.count - read.count)))
        }
        #expect(read == whole)
        #expect(try scalar(context, "SELECT data FROM big") == .blob(whole))
    }

    @Test func writesInPlaceWithoutChangingTheSize() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 2, writable: true)
        #expect(blob.isWritable)
        try blob.write(Data([1, 2, 3]), at: 4)
        try blob.write(Data(), at: 10)
        #expect(try blob.read(at: 3, count: 5) == Data([0xff, 1, 2, 3, 0xff]))
        #expect(
            try scalar(context, "SELECT content FROM files WHERE id = 2")
                == .blob(Data([0xff, 0xff, 0xff, 0xff, 1, 2, 3, 0xff, 0xff, 0xff])))
        #expect(try scalar(context, "SELECT length(content) FROM files WHERE id = 2") == .long(10))
    }

    @Test func textValuesAreBlobsToo() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES ('héllo')")
        let blob = try context.openBlob(table: "notes", column: "body", rowID: 1, writable: true)
        #expect(blob.count == 6)
        try blob.write(Data("J".utf8), at: 0)
        #expect(try scalar(context, "SELECT body FROM notes") == .text("Jéllo"))
    }

    @Test func rangesOutsideTheValueArePreciseErrors() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 2, writable: true)
        expectSQLError(
            code: Code.error, messageContains: ["reading 5 bytes at offset 8", "blob of 10 bytes", "files.content"]
        ) {
            _ = try blob.read(at: 8, count: 5)
        }
        expectSQLError(code: Code.error, messageContains: ["reading 1 bytes at offset 10"]) {
            _ = try blob.read(at: 10, count: 1)
        }
        expectSQLError(code: Code.error, messageContains: ["writing 11 bytes at offset 0", "10 bytes"]) {
            try blob.write(Data(count: 11), at: 0)
        }
        expectSQLError(code: Code.error, messageContains: ["offset -1"]) { _ = try blob.read(at: -1, count: 1) }
        expectSQLError(code: Code.error, messageContains: ["count -3"]) { _ = try blob.read(at: 0, count: -3) }
        expectSQLError(code: Code.error, messageContains: ["offset \(Int(Int32.max) + 1)"]) {
            _ = try blob.read(at: Int(Int32.max) + 1, count: 1)
        }
        // Nothing was written: the value is as it was, and the blob still works.
        #expect(try blob.readAll() == Data(repeating: 0xff, count: 10))
    }

    @Test func aReadOnlyBlobRefusesWrites() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 2)
        let error = expectSQLError(code: Code.readOnly) { try blob.write(Data([0]), at: 0) }
        #expect(error?.isReadOnly == true)
        #expect(try blob.readAll() == Data(repeating: 0xff, count: 10))
    }

    @Test func reopenMovesToAnotherRow() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 1)
        try blob.reopen(rowID: 2)
        #expect(blob.rowID == 2)
        #expect(blob.count == 10)
        #expect(try blob.readAll() == Data(repeating: 0xff, count: 10))
        try blob.reopen(rowID: 1)
        #expect(try blob.read(at: 0, count: 2) == Data([0, 1]))
    }

    @Test func aFailedReopenExpiresTheBlob() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 1)
        expectSQLError(code: Code.error, messageContains: ["no such rowid"]) { try blob.reopen(rowID: 99) }
        #expect(blob.isExpired && !blob.isClosed)
        #expect(blob.rowID == 1)
        #expect(blob.count == 0)
        expectSQLError(code: Code.abort, messageContains: ["expired", "open a new one"]) {
            _ = try blob.read(at: 0, count: 1)
        }
        expectSQLError(code: Code.abort, messageContains: ["expired"]) { try blob.reopen(rowID: 2) }
        blob.close()
        #expect(try context.openBlob(table: "files", column: "content", rowID: 2).read(at: 0, count: 1) == Data([0xff]))
    }

    @Test func aChangedRowExpiresTheBlob() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 1, writable: true)
        #expect(!blob.isExpired)
        try context.exec(sql: "UPDATE files SET size = 0 WHERE id = 1")
        // SQLite finds out at the next read or write.
        expectSQLError(code: Code.abort) { _ = try blob.read(at: 0, count: 1) }
        #expect(blob.isExpired)
        expectSQLError(code: Code.abort, messageContains: ["expired"]) { try blob.write(Data([9]), at: 0) }
        expectSQLError(code: Code.abort, messageContains: ["expired"]) { try blob.reopen(rowID: 1) }
        blob.close()
        let fresh = try context.openBlob(table: "files", column: "content", rowID: 1)
        #expect(try fresh.read(at: 0, count: 3) == Data([0, 1, 2]))
    }

    @Test func aDeletedRowExpiresTheBlob() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 2, writable: true)
        try context.exec(sql: "DELETE FROM files WHERE id = 2")
        expectSQLError(code: Code.abort) { try blob.write(Data([1]), at: 0) }
        #expect(blob.isExpired)
        #expect(try rowCount(context, "files") == 1)
    }

    @Test func openingWhatIsNotABlobFailsPrecisely() throws {
        let context = try Self.filesContext()
        try context.exec(sql: "INSERT INTO files(id, name, content) VALUES (3, 'null', NULL)")
        expectSQLError(code: Code.error, messageContains: ["no such table", "nope"]) {
            _ = try context.openBlob(table: "nope", column: "content", rowID: 1)
        }
        expectSQLError(code: Code.error, messageContains: ["no such column", "nope"]) {
            _ = try context.openBlob(table: "files", column: "nope", rowID: 1)
        }
        expectSQLError(code: Code.error, messageContains: ["no such rowid", "99"]) {
            _ = try context.openBlob(table: "files", column: "content", rowID: 99)
        }
        expectSQLError(code: Code.error, messageContains: ["integer"]) {
            _ = try context.openBlob(table: "files", column: "size", rowID: 1)
        }
        expectSQLError(code: Code.error, messageContains: ["null"]) {
            _ = try context.openBlob(table: "files", column: "content", rowID: 3)
        }
        // An indexed column can be read, not written.
        _ = try context.openBlob(table: "files", column: "name", rowID: 1)
        expectSQLError(code: Code.error, messageContains: ["indexed"]) {
            _ = try context.openBlob(table: "files", column: "name", rowID: 1, writable: true)
        }
        expectSQLError(code: Code.error, messageContains: ["cannot open blob nope.files.content of row 1"]) {
            _ = try context.openBlob(table: "files", column: "content", rowID: 1, schema: "nope")
        }
        expectUsable(context)
    }

    @Test func aReadOnlyDatabaseOpensBlobsForReadingOnly() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("ro.db")
            let writer = try SQLContext(path: path)
            try writer.exec(sql: "CREATE TABLE t(b BLOB); INSERT INTO t VALUES (x'0102')")
            writer.close()
            let context = try SQLContext(path: path, flags: [.readOnly])
            #expect(try context.openBlob(table: "t", column: "b", rowID: 1).readAll() == Data([1, 2]))
            expectSQLError(code: Code.readOnly) {
                _ = try context.openBlob(table: "t", column: "b", rowID: 1, writable: true)
            }
        }
    }

    @Test func closingTheContextClosesItsBlobs() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("blobs.db")
            let context = try SQLContext(path: path)
            try context.exec(sql: "CREATE TABLE t(b BLOB); INSERT INTO t VALUES (x'0102'), (x'0304')")
            let first = try context.openBlob(table: "t", column: "b", rowID: 1)
            let second = try context.openBlob(table: "t", column: "b", rowID: 2, writable: true)
            let closedEarly = try context.openBlob(table: "t", column: "b", rowID: 2)
            closedEarly.close()
            context.close()
            #expect(first.isClosed && second.isClosed)
            #expect(first.count == 0)
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try first.read(at: 0, count: 1) }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try second.write(Data([0]), at: 0) }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try first.reopen(rowID: 2) }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
                _ = try context.openBlob(table: "t", column: "b", rowID: 1)
            }
            // The connection really closed: no blob kept it open as a zombie.
            if canListFileDescriptors { #expect(openFileDescriptors(under: directory.path).isEmpty) }
        }
    }

    @Test func aClosedBlobSaysSo() throws {
        let context = try Self.filesContext()
        let blob = try context.openBlob(table: "files", column: "content", rowID: 1)
        blob.close()
        blob.close()
        expectSQLError(code: Code.misuse, messageContains: ["the blob is closed"]) { _ = try blob.readAll() }
        expectUsable(context)
    }
}
