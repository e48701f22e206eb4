// sqlcontext-moving-data: what streaming and changesets buy, measured on SQLContext itself.
//
//     sqlcontext-moving-data [--size tiny|full] [--rounds N] [--library PATH]
//
// blob_read: one 64 MB blob read in 64 KiB chunks through SQLBlob, against reading it whole with
// SQLStatement.blob(at:): time, and the process's resident-memory high-water mark (VmHWM, reset
// to the current size when the timed part starts).
// changeset_apply: 100 000 changed rows (60 % updated, 20 % deleted, 20 % inserted) brought to a
// copy of the database by applying one changeset, against running the same 100 000 statements
// (prepared once, in one transaction).
//
// Every measured run is a child process of its own (this executable with --child), so that its
// high-water mark is its own; the parent prepares the files untimed, runs the children in
// alternation round by round, checks that each produced the expected result, and prints medians.
import Foundation
import SQLContext
import SQLFFI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sizes of the two workloads.
struct MovingDataSizes {
    var blobBytes: Int
    var changedRows: Int

    static let full = MovingDataSizes(blobBytes: 64 * 1024 * 1024, changedRows: 100_000)
    static let tiny = MovingDataSizes(blobBytes: 1024 * 1024, changedRows: 1_000)
}

/// The chunk size of the streaming reads.
let chunkBytes = 64 * 1024
/// The pragmas of every file database, as in the main benchmarks.
let movingDataPragmas = ["PRAGMA journal_mode = DELETE", "PRAGMA synchronous = OFF"]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

func nanoseconds(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The process's resident-memory high-water mark (`VmHWM` of /proc/self/status), in KiB.
///
/// Not `getrusage`'s ru_maxrss: Linux carries that across fork and exec, so a child started by a
/// large parent would report the parent's size.
func residentHighWaterKiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") ?? -1
    }
    return -1
}

/// Resets the high-water mark to the current resident size (Linux 4.0: `5` into /proc/self/clear_refs).
func resetResidentHighWater() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

func open(_ path: String, library: String?) throws -> SQLContext {
    let context = try SQLContext(path: path, library: library.map { try SQLiteLibrary.load(path: $0) })
    for pragma in movingDataPragmas { try context.exec(sql: pragma) }
    return context
}

/// A cheap checksum that still touches the data: the byte count and every 4096th byte.
func checksum(_ data: Data, startingAt offset: Int, into sum: inout Int64) {
    var index = (4096 - offset % 4096) % 4096
    while index < data.count {
        sum &+= Int64(data[data.startIndex + index]) &* Int64(offset + index + 1)
        index += 4096
    }
}

/// The statements of the changeset workload for row `id` of `rows`: 60 % updates, 20 % deletes,
/// 20 % inserts of new rows; each changes exactly one row.
func change(_ id: Int64, rows: Int64) -> (sql: Int, parameters: [SQLValue]) {
    switch id % 5 {
    case 0, 1, 2: return (0, [.long(id * 3), .text("updated \(id)"), .long(id)])
    case 3: return (1, [.long(id)])
    default: return (2, [.long(rows + id), .long(id), .text("inserted \(id)")])
    }
}
let changeSQL = [
    "UPDATE t SET a = ?, b = ? WHERE id = ?",
    "DELETE FROM t WHERE id = ?",
    "INSERT INTO t(id, a, b) VALUES (?, ?, ?)",
]
let checksumSQL = "SELECT count(*), sum(id), sum(a), sum(length(b)) FROM t"

// MARK: - Children: one measured run each

/// Runs one measured operation and prints `key=value` lines: wall and CPU nanoseconds, the
/// high-water mark before and after, and the result to check.
func runChild(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { fail("--child MODE PATH [ARG] [--library PATH]") }
    let mode = arguments[0]
    let path = arguments[1]
    let library = arguments.firstIndex(of: "--library").map { arguments[$0 + 1] }
    let context = try open(path, library: library)
    var result = ""
    // Untimed preparation; `work` is the timed part.
    let work: () throws -> Void
    switch mode {
    case "blob-stream":
        work = {
            let blob = try context.openBlob(table: "big", column: "data", rowID: 1)
            var sum: Int64 = 0
            var offset = 0
            let size = blob.count
            while offset < size {
                let chunk = try blob.read(at: offset, count: min(chunkBytes, size - offset))
                checksum(chunk, startingAt: offset, into: &sum)
                offset += chunk.count
            }
            blob.close()
            result = "\(offset) \(sum)"
        }
    case "blob-whole":
        work = {
            let statement = try context.prepare(sql: "SELECT data FROM big WHERE rowid = 1")
            guard try statement.next(), let data = statement.blob(at: 0) else { fail("no blob") }
            var sum: Int64 = 0
            checksum(data, startingAt: 0, into: &sum)
            result = "\(data.count) \(sum)"
            statement.close()
        }
    case "changeset-apply":
        let changeset = SQLChangeset(data: try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
        work = { try context.apply(changeset) }
    case "replay":
        let rows = Int64(arguments[2]) ?? 0
        let statements = try changeSQL.map { try context.prepare(sql: $0) }
        work = {
            try context.transaction {
                for id in 1...rows {
                    let (index, parameters) = change(id, rows: rows)
                    try statements[index].update(parameters: parameters)
                }
            }
        }
    default:
        fail("unknown child mode \(mode)")
    }
    resetResidentHighWater()
    let before = residentHighWaterKiB()
    let wallStart = nanoseconds(CLOCK_MONOTONIC)
    let cpuStart = nanoseconds(CLOCK_PROCESS_CPUTIME_ID)
    try work()
    let wall = nanoseconds(CLOCK_MONOTONIC) - wallStart
    let cpu = nanoseconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart
    let after = residentHighWaterKiB()
    if mode == "changeset-apply" || mode == "replay" {
        result = try context.query(sql: checksumSQL).first.map { $0.map(\.description).joined(separator: " ") } ?? ""
    }
    context.close()
    print("wall_ns=\(wall)")
    print("cpu_ns=\(cpu)")
    print("rss_start_kib=\(before)")
    print("rss_peak_kib=\(after)")
    print("result=\(result)")
}

// MARK: - Parent

/// One child's report.
struct ChildReport {
    var wallMilliseconds: Double
    var cpuMilliseconds: Double
    var residentAtStartMiB: Double
    var residentPeakMiB: Double
    var result: String
}

func runChildProcess(_ arguments: [String]) throws -> ChildReport {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    process.arguments = ["--child"] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fail("child \(arguments) failed: \(process.terminationStatus)") }
    var values: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { values[parts[0]] = parts[1] }
    }
    func number(_ key: String) -> Double { Double(values[key] ?? "") ?? .nan }
    return ChildReport(
        wallMilliseconds: number("wall_ns") / 1e6, cpuMilliseconds: number("cpu_ns") / 1e6,
        residentAtStartMiB: number("rss_start_kib") / 1024, residentPeakMiB: number("rss_peak_kib") / 1024,
        result: values["result"] ?? "")
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func runParent() throws {
    var sizes = MovingDataSizes.full
    var sizeName = "full"
    var rounds = 5
    var library: String?
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--size":
            sizeName = arguments.popFirst() ?? ""
            switch sizeName {
            case "full": sizes = .full
            case "tiny": sizes = .tiny
            default: fail("--size is tiny or full")
            }
        case "--rounds": rounds = Int(arguments.popFirst() ?? "") ?? 0
        case "--library": library = arguments.popFirst()
        default: fail("usage: sqlcontext-moving-data [--size tiny|full] [--rounds N] [--library PATH]")
        }
    }
    if rounds < 1 { fail("--rounds needs a positive number") }
    let libraryArguments = library.map { ["--library", $0] } ?? []
    let loaded = try library.map { try SQLiteLibrary.load(path: $0) } ?? SQLiteLibrary.load()
    print("SQLite \(loaded.version) (\(loaded.path)); size \(sizeName); \(rounds) round(s); one child process per run")

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("moving-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    // Blob: one row holding sizes.blobBytes random bytes.
    let blobPath = file("blob.db")
    do {
        let context = try open(blobPath, library: library)
        try context.exec(sql: "CREATE TABLE big(data BLOB)")
        try context.exec(sql: "INSERT INTO big VALUES (randomblob(?))", parameters: [.long(Int64(sizes.blobBytes))])
        context.close()
    }
    var stream: [ChildReport] = []
    var whole: [ChildReport] = []
    for _ in 0..<rounds {
        stream.append(try runChildProcess(["blob-stream", blobPath] + libraryArguments))
        whole.append(try runChildProcess(["blob-whole", blobPath] + libraryArguments))
    }
    let blobResults = Set((stream + whole).map(\.result))
    guard blobResults.count == 1, blobResults.first?.hasPrefix("\(sizes.blobBytes) ") == true else {
        fail("blob_read: the runs disagree or read the wrong size: \(blobResults)")
    }

    // Changesets: a base table, the changes made on a copy under a session, the expected result.
    let rows = Int64(sizes.changedRows)
    let basePath = file("base.db")
    do {
        let context = try open(basePath, library: library)
        try context.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, a INTEGER, b TEXT)")
        try context.exec(
            sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)"
                + " INSERT INTO t(id, a, b) SELECT i, i, 'row ' || i FROM n",
            parameters: [.long(rows)])
        context.close()
    }
    let changesetPath = file("changes.bin")
    let expected: String
    do {
        try FileManager.default.copyItem(atPath: basePath, toPath: file("source.db"))
        let source = try open(file("source.db"), library: library)
        let session = try SQLSession(context: source)
        try session.attachAllTables()
        let statements = try changeSQL.map { try source.prepare(sql: $0) }
        try source.transaction {
            for id in 1...rows {
                let (index, parameters) = change(id, rows: rows)
                try statements[index].update(parameters: parameters)
            }
        }
        for statement in statements { statement.close() }
        let changeset = try session.changeset()
        let count = try source.changes(in: changeset).count
        guard count == sizes.changedRows else { fail("changeset_apply: \(count) changes recorded") }
        try changeset.data.write(to: URL(fileURLWithPath: changesetPath))
        expected = try source.query(sql: checksumSQL).first.map { $0.map(\.description).joined(separator: " ") } ?? ""
        print("changeset: \(changeset.data.count) bytes for \(count) changed rows")
        session.close()
        source.close()
    }
    var applied: [ChildReport] = []
    var replayed: [ChildReport] = []
    for round in 0..<rounds {
        for mode in ["changeset-apply", "replay"] {
            let target = file("target-\(round)-\(mode).db")
            try FileManager.default.copyItem(atPath: basePath, toPath: target)
            let argument = mode == "replay" ? String(rows) : changesetPath
            let report = try runChildProcess([mode, target, argument] + libraryArguments)
            guard report.result == expected else {
                fail("\(mode): result \(report.result), expected \(expected)")
            }
            if mode == "replay" { replayed.append(report) } else { applied.append(report) }
            try FileManager.default.removeItem(atPath: target)
        }
    }

    func line(_ workload: String, _ implementation: String, _ reports: [ChildReport], baseline: [ChildReport])
        -> String
    {
        let cpu = median(reports.map(\.cpuMilliseconds))
        let ratio = cpu / median(baseline.map(\.cpuMilliseconds))
        return "| \(workload) | \(implementation) | "
            + String(
                format: "%.1f | %.1f | %.2f | %.1f | %.1f |", cpu, median(reports.map(\.wallMilliseconds)), ratio,
                median(reports.map(\.residentAtStartMiB)), median(reports.map(\.residentPeakMiB)))
    }
    print("")
    print(
        "| workload | implementation | median CPU ms | median wall ms | CPU ratio | RSS at start MiB | peak RSS MiB |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    let blobName = "blob_read (\(sizes.blobBytes / 1024 / 1024) MiB)"
    print(line(blobName, "blob(at:), whole", whole, baseline: whole))
    print(line(blobName, "SQLBlob, 64 KiB chunks", stream, baseline: whole))
    let changeName = "changeset_apply (\(sizes.changedRows) rows)"
    print(line(changeName, "replay the statements", replayed, baseline: replayed))
    print(line(changeName, "apply the changeset", applied, baseline: replayed))
    print("")
    print("CPU ratio: to the first line of the workload. RSS: the child's resident size when the timed part")
    print("starts, and its high-water mark (VmHWM, reset at the start) when it ends.")
}

if CommandLine.arguments.dropFirst().first == "--child" {
    do {
        try runChild(Array(CommandLine.arguments.dropFirst(2)))
    } catch {
        fail("child failed: \(error)")
    }
} else {
    do {
        try runParent()
    } catch {
        fail("sqlcontext-moving-data failed: \(error)")
    }
}
