// sqlcontext-benchmarks: the SQLite C API, SQLContext (typed and convenience) and GRDB on the same
// workloads and the same SQLite library, interleaved round by round.
//
//     sqlcontext-benchmarks [--size tiny|small|full] [--rounds N] [--warmup N] [--clock cpu|wall] [--rotate]
//                           [--filter WORKLOAD[,WORKLOAD…]] [--impl IMPL[,IMPL…]] [--json PATH]
import BenchmarkSupport
import CSQLite
import Foundation
import GRDB
import SQLContext
import SQLFFI

runBenchmarks()

/// Parses the options, checks the environment, runs the selected workloads and reports.
func runBenchmarks() {
    // SQLite must be configured before anything initializes it: no per-call connection mutex for
    // any implementation (raw and SQLContext also open with SQLITE_OPEN_NOMUTEX; GRDB opens with
    // SQLite's default threading mode, which this makes multi-thread too).
    let configured = bench_configure_sqlite_multithread()

    // MARK: - Options

    let usage = """
        usage: sqlcontext-benchmarks [--size tiny|small|full] [--rounds N] [--warmup N] [--clock cpu|wall] [--rotate]
                                     [--filter WORKLOAD[,WORKLOAD...]] [--impl IMPL[,IMPL...]] [--json PATH]
        workloads: fetch_positional fetch_named insert_positional insert_named text_blob open_memory materialise
                   materialise_values scalar_function aggregate_function fetch_struct record_insert
        implementations: raw typed convenience grdb codable grdb-codable
        bounds (fetch_struct only; each leaves out a check, see BoundWorkloads.swift): codable-floor records-by-position
        """

    func fail(_ message: String) -> Never {
        FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
        exit(1)
    }

    var sizeName = "full"
    var rounds = 9
    var warmup = 1
    var workloadFilter: Set<String>?
    var implementationFilter: Set<String>?
    var jsonPath: String?
    var rotate = false
    var clock = BenchmarkClock.cpu
    var arguments = CommandLine.arguments.dropFirst()
    func value(after option: String) -> String {
        guard let value = arguments.popFirst() else { fail("\(option) needs a value\n" + usage) }
        return value
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--size": sizeName = value(after: argument)
        case "--rounds": rounds = Int(value(after: argument)) ?? -1
        case "--warmup": warmup = Int(value(after: argument)) ?? -1
        case "--filter": workloadFilter = Set(value(after: argument).split(separator: ",").map(String.init))
        case "--impl": implementationFilter = Set(value(after: argument).split(separator: ",").map(String.init))
        case "--json": jsonPath = value(after: argument)
        case "--rotate": rotate = true
        case "--clock":
            guard let chosen = BenchmarkClock(rawValue: value(after: argument)) else {
                fail("--clock is cpu or wall\n" + usage)
            }
            clock = chosen
        case "-h", "--help":
            print(usage)
            exit(0)
        default: fail("unknown argument \(argument)\n" + usage)
        }
    }
    let sizes: Sizes
    switch sizeName {
    case "full": sizes = .full
    case "small": sizes = .small
    case "tiny": sizes = .tiny
    default: fail("--size is tiny, small or full\n" + usage)
    }
    if rounds < 1 || warmup < 0 { fail("--rounds needs a positive number, --warmup zero or more\n" + usage) }
    if let implementationFilter {
        let unknown = implementationFilter.subtracting(ImplementationKind.allCases.map(\.rawValue))
        if !unknown.isEmpty { fail("unknown implementation(s): \(unknown.sorted())\n" + usage) }
    }

    // MARK: - Environment: one SQLite for everyone

    if configured != SQLITE_OK { fail("sqlite3_config(SQLITE_CONFIG_MULTITHREAD) failed: \(configured)") }
    if bench_allocation_counting_works() == 0 { fail("heap allocations are not counted: malloc is not interposed") }

    /// The file that defines `sqlite3_libversion_number` as the raw baseline (and GRDB) call it.
    func linkedSQLitePath() -> String {
        guard let name = bench_linked_sqlite_path() else { return "?" }
        return URL(fileURLWithPath: String(cString: name)).resolvingSymlinksInPath().path
    }

    /// The SQLite files mapped in this process (there must be one).
    func mappedSQLiteFiles() -> [String] {
        let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data()
        let maps = String(decoding: data, as: UTF8.self)
        var files = Set<String>()
        for line in maps.split(separator: "\n") {
            if let path = line.split(separator: " ", omittingEmptySubsequences: true).last, path.contains("sqlite") {
                files.insert(String(path))
            }
        }
        return files.sorted()
    }

    let rawPath = linkedSQLitePath()
    let rawVersion = String(cString: sqlite3_libversion())
    let library: SQLiteLibrary
    do {
        library = try SQLiteLibrary.load(path: "libsqlite3.so.0")
    } catch {
        fail("SQLContext cannot load libsqlite3.so.0: \(error)")
    }
    let discovered: SQLiteLibrary
    do {
        discovered = try SQLiteLibrary.load()
    } catch {
        fail("SQLContext's library discovery failed: \(error)")
    }
    let libraryPath = URL(fileURLWithPath: library.path).resolvingSymlinksInPath().path
    let grdbVersion: String
    do {
        grdbVersion = try GRDBBench.sqliteVersion()
    } catch {
        fail("GRDB cannot open a database: \(error)")
    }
    let mapped = mappedSQLiteFiles()
    print("SQLite used by each implementation:")
    print("  raw          \(rawVersion)  \(rawPath)  (linked)")
    print("  SQLContext   \(library.version)  \(libraryPath)  (SQLiteLibrary.load(path: \"libsqlite3.so.0\"))")
    print("  SQLContext() \(discovered.version)  \(discovered.path)  (default discovery: \(discovered.discoveredBy))")
    print("  GRDB         \(grdbVersion)  \(rawPath)  (linked, same symbols as raw)")
    print("  mapped SQLite files in this process: \(mapped.joined(separator: ", "))")
    if libraryPath != rawPath || discovered !== library || rawVersion != library.version || grdbVersion != rawVersion
        || mapped.count != 1
    {
        fail("the implementations do not run on one and the same SQLite library")
    }
    let cpuModel =
        ((try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "")
        .split(separator: "\n").first(where: { $0.hasPrefix("model name") })
        .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?" }
        ?? "?"
    let processors = ProcessInfo.processInfo.activeProcessorCount
    let memoryGiB = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
    print("Machine: \(processors) CPU(s), \(cpuModel), \(String(format: "%.1f", memoryGiB)) GiB")
    print("Pragmas on every file database, for every implementation: \(pragmas.joined(separator: "; "))")
    print("Threading: SQLITE_CONFIG_MULTITHREAD; raw and SQLContext open with SQLITE_OPEN_NOMUTEX")
    print(
        "Size: \(sizeName), \(rounds) timed round(s) after \(warmup) warm-up round(s)"
            + (rotate ? ", order rotated each round" : ""))
    print(
        "Times: "
            + (clock == .cpu
                ? "CPU time of the process (user + system), which leaves out waiting for a core other processes hold"
                : "wall-clock time"))
    print("")

    // MARK: - Workloads

    let scratch: Scratch
    do {
        scratch = try Scratch()
    } catch {
        fail("cannot create the scratch directory: \(error)")
    }

    func selected(_ name: String) -> Bool { workloadFilter?.contains(name) ?? true }

    var fetchPath: String?
    /// The 10-column table of `sizes.fetchRows` rows, created once for the fetch workloads.
    func fetchDatabase() throws -> String {
        if let fetchPath { return fetchPath }
        let path = scratch.directory.appendingPathComponent("fetch.sqlite").path
        try createItemsDatabase(path: path, rows: sizes.fetchRows)
        fetchPath = path
        return path
    }

    func implementations(_ all: [(ImplementationKind, () throws -> PreparedRun)]) -> [Implementation] {
        all.filter { implementationFilter?.contains($0.0.rawValue) ?? true }
            .map { Implementation(kind: $0.0, prepare: $0.1) }
    }

    func makeWorkloads() throws -> [Workload] {
        var workloads: [Workload] = []
        let itemsSumFetch = itemsSum(rows: sizes.fetchRows)
        if selected("fetch_positional") {
            let path = try fetchDatabase()
            workloads.append(
                Workload(
                    name: "fetch_positional", rows: sizes.fetchRows,
                    implementations: implementations([
                        (.raw, { try Raw.fetchPositional(path: path, expected: itemsSumFetch) }),
                        (.typed, { try Typed.fetchPositional(path: path, library: library, expected: itemsSumFetch) }),
                        (
                            .convenience,
                            { try Convenience.fetchPositional(path: path, library: library, expected: itemsSumFetch) }
                        ),
                        (.grdb, { try GRDBBench.fetchPositional(path: path, expected: itemsSumFetch) }),
                    ])))
        }
        if selected("fetch_named") {
            let path = try fetchDatabase()
            workloads.append(
                Workload(
                    name: "fetch_named", rows: sizes.fetchRows,
                    implementations: implementations([
                        (.raw, { try Raw.fetchNamed(path: path, expected: itemsSumFetch) }),
                        (.typed, { try Typed.fetchNamed(path: path, library: library, expected: itemsSumFetch) }),
                        (
                            .convenience,
                            { try Convenience.fetchNamed(path: path, library: library, expected: itemsSumFetch) }
                        ),
                        (.grdb, { try GRDBBench.fetchNamed(path: path, expected: itemsSumFetch) }),
                    ])))
        }
        let insertRows = sizes.insertRows
        if selected("insert_positional") {
            workloads.append(
                Workload(
                    name: "insert_positional", rows: insertRows,
                    implementations: implementations([
                        (
                            .raw,
                            { try Raw.insertPositional(path: scratch.freshDatabasePath("insert"), rows: insertRows) }
                        ),
                        (
                            .typed,
                            {
                                try Typed.insertPositional(
                                    path: scratch.freshDatabasePath("insert"), library: library, rows: insertRows)
                            }
                        ),
                        (
                            .convenience,
                            {
                                try Convenience.insertPositional(
                                    path: scratch.freshDatabasePath("insert"), library: library, rows: insertRows)
                            }
                        ),
                        (
                            .grdb,
                            {
                                try GRDBBench.insertPositional(
                                    path: scratch.freshDatabasePath("insert"), rows: insertRows)
                            }
                        ),
                    ])))
        }
        if selected("insert_named") {
            workloads.append(
                Workload(
                    name: "insert_named", rows: insertRows,
                    implementations: implementations([
                        (.raw, { try Raw.insertNamed(path: scratch.freshDatabasePath("insert"), rows: insertRows) }),
                        (
                            .typed,
                            {
                                try Typed.insertNamed(
                                    path: scratch.freshDatabasePath("insert"), library: library, rows: insertRows)
                            }
                        ),
                        (
                            .convenience,
                            {
                                try Convenience.insertNamed(
                                    path: scratch.freshDatabasePath("insert"), library: library, rows: insertRows)
                            }
                        ),
                        (
                            .grdb,
                            { try GRDBBench.insertNamed(path: scratch.freshDatabasePath("insert"), rows: insertRows) }
                        ),
                    ])))
        }
        if selected("text_blob") {
            let data = TextBlobData(rows: sizes.textBlobRows)
            let expected = data.expectedChecksum
            workloads.append(
                Workload(
                    name: "text_blob", rows: sizes.textBlobRows,
                    implementations: implementations([
                        (
                            .raw,
                            {
                                try Raw.textBlob(
                                    path: scratch.freshDatabasePath("blobs"), data: data, expected: expected)
                            }
                        ),
                        (
                            .typed,
                            {
                                try Typed.textBlob(
                                    path: scratch.freshDatabasePath("blobs"), library: library, data: data,
                                    expected: expected)
                            }
                        ),
                        (
                            .convenience,
                            {
                                try Convenience.textBlob(
                                    path: scratch.freshDatabasePath("blobs"), library: library, data: data,
                                    expected: expected)
                            }
                        ),
                        (
                            .grdb,
                            {
                                try GRDBBench.textBlob(
                                    path: scratch.freshDatabasePath("blobs"), data: data, expected: expected)
                            }
                        ),
                    ])))
        }
        if selected("open_memory") {
            let opens = sizes.opens
            workloads.append(
                Workload(
                    name: "open_memory", rows: opens,
                    implementations: implementations([
                        (.raw, { Raw.openMemory(count: opens) }),
                        (.typed, { Typed.openMemory(count: opens) }),
                        (.convenience, { Convenience.openMemory(count: opens) }),
                        (.grdb, { GRDBBench.openMemory(count: opens) }),
                    ])))
        }
        if selected("materialise") {
            let path = try fetchDatabase()
            workloads.append(
                Workload(
                    name: "materialise", rows: sizes.fetchRows,
                    implementations: implementations([
                        (.raw, { try Raw.materialise(path: path, expected: itemsSumFetch) }),
                        (.typed, { try Typed.materialise(path: path, library: library, expected: itemsSumFetch) }),
                        (
                            .convenience,
                            { try Convenience.materialise(path: path, library: library, expected: itemsSumFetch) }
                        ),
                        (.grdb, { try GRDBBench.materialise(path: path, expected: itemsSumFetch) }),
                    ])))
        }
        if selected("materialise_values") {
            let path = try fetchDatabase()
            workloads.append(
                Workload(
                    name: "materialise_values", rows: sizes.fetchRows,
                    implementations: implementations([
                        (.raw, { try Raw.materialiseValues(path: path, expected: itemsSumFetch) }),
                        (
                            .typed,
                            { try Typed.materialiseValues(path: path, library: library, expected: itemsSumFetch) }
                        ),
                        (
                            .convenience,
                            {
                                try Convenience.materialiseValues(
                                    path: path, library: library, expected: itemsSumFetch)
                            }
                        ),
                    ])))
        }
        if selected("record_insert") {
            let rows = sizes.insertRows
            workloads.append(
                Workload(
                    name: "record_insert", rows: rows,
                    implementations: implementations([
                        (
                            .raw,
                            { try RecordBench.rawInsert(path: scratch.freshDatabasePath("record_insert"), rows: rows) }
                        ),
                        (
                            .typed,
                            {
                                try RecordBench.typedInsert(
                                    path: scratch.freshDatabasePath("record_insert"), library: library, rows: rows)
                            }
                        ),
                        (
                            .convenience,
                            {
                                try RecordBench.recordInsert(
                                    path: scratch.freshDatabasePath("record_insert"), library: library, rows: rows)
                            }
                        ),
                        (
                            .grdb,
                            { try RecordBench.grdbInsert(path: scratch.freshDatabasePath("record_insert"), rows: rows) }
                        ),
                    ])))
        }
        if selected("fetch_struct") {
            let path = try fetchDatabase()
            workloads.append(
                Workload(
                    name: "fetch_struct", rows: sizes.fetchRows,
                    implementations: implementations([
                        (.raw, { try Raw.fetchStruct(path: path, expected: itemsSumFetch) }),
                        (.typed, { try Typed.fetchStruct(path: path, library: library, expected: itemsSumFetch) }),
                        (
                            .convenience,
                            { try RecordBench.recordFetch(path: path, library: library, expected: itemsSumFetch) }
                        ),
                        (
                            .codable,
                            { try CodableBench.fetchStruct(path: path, library: library, expected: itemsSumFetch) }
                        ),
                        (.grdb, { try GRDBBench.fetchStruct(path: path, expected: itemsSumFetch) }),
                        (.grdbCodable, { try GRDBBench.fetchCodableStruct(path: path, expected: itemsSumFetch) }),
                        (
                            .codableFloor,
                            { try BoundBench.codableFloor(path: path, library: library, expected: itemsSumFetch) }
                        ),
                        (
                            .recordsByPosition,
                            { try BoundBench.recordsByPosition(path: path, library: library, expected: itemsSumFetch) }
                        ),
                    ])))
        }
        for (name, sql, expected) in [
            ("scalar_function", scalarFunctionSQL, scalarFunctionSum(rows: sizes.fetchRows)),
            ("aggregate_function", aggregateFunctionSQL, aggregateFunctionSum(rows: sizes.fetchRows)),
        ] where selected(name) {
            let path = try fetchDatabase()
            workloads.append(
                Workload(
                    name: name, rows: sizes.fetchRows,
                    implementations: implementations([
                        (.raw, { try FunctionBench.raw(path: path, sql: sql, expected: expected) }),
                        (
                            .typed,
                            { try FunctionBench.typed(path: path, library: library, sql: sql, expected: expected) }
                        ),
                        (.grdb, { try FunctionBench.grdb(path: path, sql: sql, expected: expected) }),
                    ])))
        }
        return workloads
    }

    // MARK: - Run

    var measurements: [Measurement] = []
    do {
        let workloads = try makeWorkloads()
        if workloads.isEmpty { fail("no workload matches --filter\n" + usage) }
        for workload in workloads {
            print("\(workload.name) (\(workload.rows) rows)")
            measurements += try measure(workload, rounds: rounds, warmup: warmup, rotate: rotate, clock: clock) {
                print($0)
            }
        }
    } catch {
        fail("benchmark failed: \(error)")
    }

    print("")
    print(markdownTable(measurements))
    print("")
    print("allocs/row: heap allocations (malloc, calloc, realloc, memalign …, by any code, SQLite's own included)")
    print("in the timed part, median over the rounds, divided by the rows (open_memory: by the databases opened).")
    let targets = targetReport(measurements)
    if sizeName != "full" {
        print("")
        print("Targets are judged at --size full only.")
    } else if !targets.isEmpty {
        print("")
        print("Targets:")
        for line in targets { print("  " + line) }
    }

    if let jsonPath {
        let environment: [String: Any] = [
            "sqlite_version": rawVersion,
            "sqlite_path": rawPath,
            "sqlcontext_library_path": library.path,
            "sqlcontext_discovered_by": discovered.discoveredBy,
            "cpus": processors,
            "cpu_model": cpuModel,
            "memory_gib": (memoryGiB * 10).rounded() / 10,
            "pragmas": pragmas,
            "threading": "SQLITE_CONFIG_MULTITHREAD; raw and SQLContext open with SQLITE_OPEN_NOMUTEX",
            "date": ISO8601DateFormatter().string(from: Date()),
        ]
        let options: [String: Any] = [
            "size": sizeName, "rounds": rounds, "warmup": warmup, "rotate": rotate, "clock": clock.rawValue,
            "filter": workloadFilter.map { $0.sorted() } ?? [], "impl": implementationFilter.map { $0.sorted() } ?? [],
        ]
        let report = jsonReport(measurements, environment: environment, options: options)
        do {
            let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
            let url = URL(fileURLWithPath: jsonPath)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            print("")
            print("JSON: \(jsonPath)")
        } catch {
            fail("cannot write \(jsonPath): \(error)")
        }
    }

    scratch.remove()
}
