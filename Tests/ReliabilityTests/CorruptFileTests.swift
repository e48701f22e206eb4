import Foundation
import SQLContext
import SQLiteBuilds
import Testing

/// Damaged database files (issue 32): every b-tree page header byte flipped in turn, every byte of
/// the file header, random bytes in pages, truncation at every page boundary, a garbage or damaged
/// write-ahead log. Each damaged copy is opened, read, checked and written: SQLite answers with
/// errors (`SQLITE_CORRUPT`, `SQLITE_NOTADB`, …) or with what is left; never a crash, a hang, or an
/// error that is not an ``SQLError``; and the context answers `SELECT 1` afterwards (or, when
/// the schema or the file format is what is damaged, an error that says so again).
@Suite struct CorruptFileTests {
    static let pageSize = 1024

    /// What the probes of one kind of damage saw.
    final class Tally {
        var cases = 0
        var sound = 0
        var codes: [Int32: Int] = [:]

        var summary: String {
            let failures = codes.keys.sorted().map { "\($0): \(codes[$0] ?? 0)" }.joined(separator: ", ")
            return
                "\(cases) cases, \(sound) read and written without an error, failures by extended code: [\(failures)]"
        }
    }

    /// The tables the probe reads and writes.
    static let schema = """
        CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT, data BLOB);
        CREATE INDEX item_name ON item(name);
        CREATE TABLE tag(name TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID;
        CREATE VIEW named AS SELECT name FROM item WHERE name IS NOT NULL;
        CREATE TRIGGER tagged AFTER INSERT ON item BEGIN INSERT OR IGNORE INTO tag VALUES (new.name, 1); END;
        """

    /// A sound database of a few dozen pages: a rowid table with an index and overflow pages, a
    /// WITHOUT ROWID table, a view and a trigger; in rollback-journal mode, so the file is whole.
    static func soundDatabase(_ directory: TemporaryDirectory) throws -> Data {
        let path = directory.file("sound.db")
        let context = try SQLContext(path: path)
        try context.exec(sql: "PRAGMA page_size = \(pageSize)")
        try context.exec(sql: schema)
        try context.transaction {
            for index in 1...120 {
                let blob =
                    index % 20 == 0 ? Data(repeating: UInt8(index % 256), count: 3_000) : Data([UInt8(index % 256)])
                try context.exec(
                    sql: "INSERT INTO item(name, data) VALUES (?, ?)",
                    parameters: [.text("name \(index)"), .blob(blob)])
            }
        }
        #expect(try integrityCheck(context) == "ok")
        context.close()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Writes `bytes` as a database (and `wal` beside it), opens it, and runs the probe: counts of
    /// every table and the view, `integrity_check`, a write in a transaction, each allowed to fail
    /// with an ``SQLError`` only; a watchdog interrupts a statement that runs for 30 s (a hang).
    static func probe(_ bytes: Data, wal: Data? = nil, in directory: TemporaryDirectory, tally: Tally) {
        tally.cases += 1
        let path = directory.file("damaged-\(tally.cases).db")
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
            }
        }
        do {
            try bytes.write(to: URL(fileURLWithPath: path))
            if let wal { try wal.write(to: URL(fileURLWithPath: path + "-wal")) }
        } catch {
            Issue.record("could not write the damaged copy: \(error)")
            return
        }
        let context: SQLContext
        do {
            context = try SQLContext(path: path)
        } catch let error as SQLError {
            tally.codes[error.extendedCode, default: 0] += 1
            return
        } catch {
            Issue.record("opening a damaged file threw \(error), not an SQLError")
            return
        }
        defer { context.close() }
        let watchdog = DispatchWorkItem { context.interruptHandle.interrupt() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        defer { watchdog.cancel() }
        var failed = false
        let steps: [(SQLContext) throws -> Void] = [
            { _ = try $0.query(sql: "SELECT count(*), sum(length(data)) FROM item") },
            { _ = try $0.query(sql: "SELECT count(*) FROM tag") },
            { _ = try $0.query(sql: "SELECT count(*) FROM named WHERE name > 'name 5'") },
            { _ = try integrityCheck($0) },
            { context in
                try context.transaction {
                    try context.exec(sql: "INSERT INTO item(name, data) VALUES ('new', x'00')")
                    try context.exec(sql: "DELETE FROM item WHERE id % 7 = 0")
                }
            },
        ]
        for step in steps {
            do {
                try step(context)
            } catch let error as SQLError {
                failed = true
                #expect(
                    error.code != Code.interrupt, "a statement ran for 30 s on a damaged file (case \(tally.cases))")
                #expect(error.code != Code.misuse, "\(error)")
                tally.codes[error.extendedCode, default: 0] += 1
            } catch {
                Issue.record("a damaged file made a step throw \(error), not an SQLError")
            }
        }
        if !failed { tally.sound += 1 }
        // The context still answers: `SELECT 1`, or, where the schema or the file format is what is
        // damaged (which every statement reads first, on SQLite 3.50 and later), an error that
        // says so again: SQLITE_CORRUPT, SQLITE_NOTADB, or SQLITE_ERROR "unsupported file format".
        do {
            #expect(try context.query(sql: "SELECT 1") == [[.long(1)]])
        } catch let error as SQLError {
            #expect(
                [Code.corrupt, Code.notADatabase, Code.error].contains(error.code), "case \(tally.cases): \(error)")
        } catch {
            Issue.record("SELECT 1 on a damaged file threw \(error), not an SQLError")
        }
    }

    /// `bytes` with the byte at `offset` inverted.
    static func flipping(_ bytes: Data, at offset: Int) -> Data {
        var copy = bytes
        copy[offset] ^= 0xFF
        return copy
    }

    @Test func everyHeaderByteFlipped() throws {
        let directory = try TemporaryDirectory("CorruptFileTests")
        defer { directory.remove() }
        let sound = try Self.soundDatabase(directory)
        let pages = sound.count / Self.pageSize
        let fileHeader = Tally()
        for offset in 0..<100 { Self.probe(Self.flipping(sound, at: offset), in: directory, tally: fileHeader) }
        let pageHeaders = Tally()
        for page in 0..<pages {
            let start = page * Self.pageSize + (page == 0 ? 100 : 0)
            for offset in start..<(start + 12) {
                Self.probe(Self.flipping(sound, at: offset), in: directory, tally: pageHeaders)
            }
        }
        print("CorruptFileTests: file header, every byte flipped: \(fileHeader.summary)")
        print("CorruptFileTests: b-tree page headers (\(pages) pages), 12 bytes each flipped: \(pageHeaders.summary)")
        #expect(fileHeader.cases == 100)
        #expect(pageHeaders.cases == pages * 12)
        #expect(pageHeaders.codes[Code.corrupt, default: 0] > 0)
    }

    @Test func randomBytesInPagesAndTruncationAtEveryPageBoundary() throws {
        let directory = try TemporaryDirectory("CorruptFileTests")
        defer { directory.remove() }
        let sound = try Self.soundDatabase(directory)
        let pages = sound.count / Self.pageSize
        var random = SeededGenerator(seed: ReliabilityConfig.seed)
        let scribbled = Tally()
        for _ in 0..<200 {
            var copy = sound
            let page = Int.random(in: 1..<pages, using: &random)
            let offset = page * Self.pageSize + Int.random(in: 0..<Self.pageSize, using: &random)
            for index in offset..<min(copy.count, offset + Int.random(in: 1...32, using: &random)) {
                copy[index] = UInt8.random(in: 0...255, using: &random)
            }
            Self.probe(copy, in: directory, tally: scribbled)
        }
        let truncated = Tally()
        for length in [0, 50, 99, 100] + (1..<pages).map({ $0 * Self.pageSize }) {
            Self.probe(sound.prefix(length), in: directory, tally: truncated)
        }
        print("CorruptFileTests: random bytes in pages (seed \(ReliabilityConfig.seed)): \(scribbled.summary)")
        print("CorruptFileTests: truncated at every page boundary: \(truncated.summary)")
        #expect(scribbled.cases == 200)
        #expect(truncated.codes.values.reduce(0, +) > 0)
    }

    @Test func aGarbageOrDamagedWriteAheadLog() throws {
        let directory = try TemporaryDirectory("CorruptFileTests")
        defer { directory.remove() }
        // A WAL database whose last transactions are only in its log: copied while open.
        let path = directory.file("wal.db")
        let writer = try SQLContext(path: path)
        _ = try writer.setJournalMode(.wal)
        try writer.exec(sql: "PRAGMA wal_autocheckpoint = 0")
        try writer.exec(sql: Self.schema)
        for index in 1...50 {
            try writer.exec(
                sql: "INSERT INTO item(name, data) VALUES (?, randomblob(200))", parameters: [.text("n\(index)")])
        }
        let database = try Data(contentsOf: URL(fileURLWithPath: path))
        let log = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
        writer.close()
        var random = SeededGenerator(seed: ReliabilityConfig.seed)
        let tally = Tally()
        // Garbage logs of several sizes, and the real log with bytes flipped across its frames.
        for size in [1, 31, 32, 4_096, 65_536] {
            Self.probe(
                database, wal: Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }), in: directory,
                tally: tally)
        }
        for offset in stride(from: 0, to: log.count, by: max(1, log.count / 60)) {
            Self.probe(database, wal: Self.flipping(log, at: offset), in: directory, tally: tally)
        }
        print("CorruptFileTests: garbage and damaged write-ahead logs: \(tally.summary)")
        #expect(tally.cases > 60)
        // A log that fails its checksums is ignored from the damaged frame on: most copies read.
        #expect(tally.sound > 0)
    }
}
