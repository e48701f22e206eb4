// sqlcontext-pool-bench: many readers and one writer on one WAL database (issue 16), in
// operations per second over a fixed time: SQLPool (its async API from Swift tasks, its blocking
// API from threads), GRDB's DatabasePool (the same two ways) and vapor/sqlite-nio; last, SQLPool
// with `exclusiveToProcess` (SQLite's unix-excl VFS: no file lock per read), both ways, and with
// `runsAsyncCallsInline` (async calls run on the calling task's thread when a connection is free).
// --only runs the named ones alone.
//
//     sqlcontext-pool-bench [--seconds S] [--ci] [--readers N] [--only NAME[,NAME…]]
//
// A 200 000-row table item(id INTEGER PRIMARY KEY, a INT, b INT, c TEXT) in WAL mode, copied
// fresh for each implementation; every connection runs PRAGMA busy_timeout = 5000 and PRAGMA
// synchronous = NORMAL. Readers run point queries by primary key (random ids), then 1 000-row
// range scans, with 1, 2 and 4 reader tasks; then one writer inserts 1-row transactions alone,
// then beside 2 point readers. Every answer is checked, and the final row count; a wrong one
// exits 1. The issue's targets are printed as met/MISSED lines and fail nothing.
import Foundation
import SQLContext
import SQLFFI

/// The scratch directory, removed at the end and on failure.
var cleanupDirectory: URL?

@MainActor func fail(_ message: String) -> Never {
    if let directory = cleanupDirectory { try? FileManager.default.removeItem(at: directory) }
    FileHandle.standardError.write(Data(("sqlcontext-pool-bench: " + message + "\n").utf8))
    exit(1)
}

// MARK: - Options

let usage =
    "usage: sqlcontext-pool-bench [--seconds S] [--ci] [--readers N] [--only NAME[,NAME…]]\n"
    + "  NAME: sqlpool-async, grdb-async, sqlite-nio, sqlpool-blocking, grdb-blocking,"
    + " sqlpool-exclusive-async, sqlpool-exclusive-blocking, sqlpool-inline-async,"
    + " sqlpool-inline-exclusive-async (default: all)"
var seconds = 2.0
var only: Set<String>?
var overheadRounds = 3
var poolReaders = 4
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds": seconds = Double(arguments.popFirst() ?? "") ?? -1
    case "--ci":
        seconds = 0.2
        overheadRounds = 1
    case "--readers": poolReaders = Int(arguments.popFirst() ?? "") ?? -1
    case "--only": only = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "-h", "--help":
        print(usage)
        exit(0)
    default: fail("unknown argument \(argument)\n" + usage)
    }
}
if !(seconds > 0) { fail("--seconds needs a positive number\n" + usage) }
if poolReaders < 4 { fail("--readers needs 4 or more (the runs use up to 4 reader tasks)\n" + usage) }
let readerCounts = [1, 2, 4]

// MARK: - SQLite libraries

#if os(Linux)
let libraryName: String? = "libsqlite3.so.0"
#else
let libraryName: String? = nil
#endif
let library: SQLiteLibrary
let grdbSQLite: String
do {
    library = try libraryName.map { try SQLiteLibrary.load(path: $0) } ?? SQLiteLibrary.load()
    grdbSQLite = try GRDBDrivers.sqliteVersion()
} catch {
    fail("cannot load SQLite: \(error)")
}

// MARK: - The database

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pool-bench-\(UUID().uuidString)")
let basePath = directory.appendingPathComponent("base.db").path
cleanupDirectory = directory
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let context = try SQLContext(path: basePath, library: library)
    try ContextOperations.preparePragmas(context)
    guard try context.setJournalMode(.wal) == .wal else { fail("the base database is not in WAL mode") }
    try context.exec(sql: createSQL)
    try context.exec(sql: fillSQL)
    guard try ContextOperations.count(context) == baseRows else { fail("the base table is not filled") }
    context.close()
} catch {
    fail("cannot create the database: \(error)")
}

@MainActor func freshCopy(_ name: String) throws -> String {
    let path = directory.appendingPathComponent(name + ".db").path
    try FileManager.default.copyItem(atPath: basePath, toPath: path)
    return path
}

// MARK: - Runs

let cores = ProcessInfo.processInfo.activeProcessorCount
let started = Date()
#if DEBUG
let buildKind = "debug build: figures not comparable with release runs"
#else
let buildKind = "release build"
#endif
print("sqlcontext-pool-bench, \(ISO8601DateFormatter().string(from: started)); \(cores) cores; \(buildKind)")
if seconds < 1 {
    print("Short runs (\(seconds) s): a check that every implementation answers right, not a measurement.")
}
print(
    "\(baseRows) rows, WAL, busy_timeout \(busyTimeoutMilliseconds) ms, synchronous NORMAL; \(seconds) s per run;"
        + " \(poolReaders) reader connections per pool")
print("")

let factories: [(String, (String) async throws -> Implementation)] = [
    ("sqlpool-async", { try SQLPoolDrivers.async(path: $0, library: library, readers: poolReaders) }),
    ("grdb-async", { try GRDBDrivers.async(path: $0, readers: poolReaders, sqlite: grdbSQLite + " (linked)") }),
    ("sqlite-nio", { try await SQLiteNIODrivers.make(path: $0, readers: poolReaders, eventLoopThreads: cores) }),
    ("sqlpool-blocking", { try SQLPoolDrivers.blocking(path: $0, library: library, readers: poolReaders) }),
    ("grdb-blocking", { try GRDBDrivers.blocking(path: $0, readers: poolReaders, sqlite: grdbSQLite + " (linked)") }),
    (
        "sqlpool-exclusive-async",
        {
            try SQLPoolDrivers.async(path: $0, library: library, readers: poolReaders, exclusive: true)
        }
    ),
    (
        "sqlpool-exclusive-blocking",
        {
            try SQLPoolDrivers.blocking(path: $0, library: library, readers: poolReaders, exclusive: true)
        }
    ),
    (
        "sqlpool-inline-async",
        { try SQLPoolDrivers.async(path: $0, library: library, readers: poolReaders, inline: true) }
    ),
    (
        "sqlpool-inline-exclusive-async",
        {
            try SQLPoolDrivers.async(path: $0, library: library, readers: poolReaders, exclusive: true, inline: true)
        }
    ),
]

var results: [ResultRow] = []
var notes: [String] = []
let known = Set(factories.map(\.0))
if let only, !only.isSubset(of: known) {
    fail("--only takes " + factories.map(\.0).joined(separator: ", ") + "\n" + usage)
}
for (file, factory) in factories where only?.contains(file) ?? true {
    do {
        let implementation = try await factory(try freshCopy(file))
        print("- \(implementation.name): SQLite \(implementation.sqlite); \(implementation.driving)")
        // Warm-up, untimed: every reader connection's page cache.
        _ = try await implementation.run(4, .point, false, 0, min(0.5, seconds / 2))
        for kind in [ReadKind.point, .range] {
            for readers in readerCounts {
                let counts = try await implementation.run(readers, kind, false, 0, seconds)
                results.append(
                    ResultRow(
                        implementation, workload: kind.rawValue, readers: readers, perSecond: counts.readsPerSecond))
            }
        }
        var written: Int64 = 0
        let alone = try await implementation.run(0, .point, true, written, seconds)
        written += Int64(alone.writes)
        results.append(ResultRow(implementation, workload: writeAlone, readers: 0, perSecond: alone.writesPerSecond))
        let mixed = try await implementation.run(2, .point, true, written, seconds)
        written += Int64(mixed.writes)
        results.append(
            ResultRow(implementation, workload: writeWithReaders, readers: 2, perSecond: mixed.writesPerSecond))
        notes.append(
            "\(implementation.name): the 2 point readers beside the writer ran "
                + "\(formatRate(mixed.readsPerSecond)) reads/s")
        let count = try await implementation.count()
        guard count == baseRows + written else {
            throw WrongResult("\(implementation.name): \(count) rows at the end, expected \(baseRows) + \(written)")
        }
        try await implementation.close()
    } catch {
        fail("\(file) failed: \(error)")
    }
}

let overhead: QueueOverhead
do {
    overhead = try QueueOverhead.measure(
        path: try freshCopy("overhead"), library: library, seconds: seconds / 2, rounds: overheadRounds)
} catch {
    fail("the SQLQueue overhead run failed: \(error)")
}

// MARK: - Report

printReport(results: results, notes: notes, overhead: overhead)
if grdbSQLite != library.version {
    print("")
    print("Note: SQLPool loads SQLite \(library.version) and GRDB links \(grdbSQLite): not the same library.")
}
print("")
print(
    "SQLite: SQLPool and SQLQueue load \(library.version) (\(library.path)) at run time, GRDB links \(grdbSQLite);"
        + " sqlite-nio runs its own built-in \(SQLiteNIODrivers.sqliteVersion), with its compile options"
        + " (threadsafe=1, full mutex, SQLITE_SECURE_DELETE and more): part of its figures.")
print(
    "All answers checked (every point query's row, every range scan's rows and sums, the final row counts);"
        + " \(String(format: "%.0f", Date().timeIntervalSince(started))) s in all.")
try? FileManager.default.removeItem(at: directory)
