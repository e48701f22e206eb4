// swift-tools-version:6.0
// The benchmarks of SQLContext: the raw SQLite C API (the limit), SQLContext's typed and
// convenience APIs, and GRDB, on the same SQLite library in one process.
//
// This package is the only place where SQLite is linked at build time: the raw baseline calls
// the C API through the `CSQLite` system-library target, and GRDB links the system SQLite too.
// SQLContext loads the same file at run time.
import PackageDescription

let package = Package(
    name: "SQLContextBenchmarks",
    dependencies: [
        .package(name: "SQLContext", path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // For the pool benchmark only: one connection per task on a thread pool, as Linux server
        // apps (Vapor) use SQLite today. It builds its own SQLite copy (symbols prefixed).
        .package(url: "https://github.com/vapor/sqlite-nio", exact: "1.13.2"),
    ],
    targets: [
        // <sqlite3.h> and -lsqlite3, for the raw C baseline.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        // Counts heap allocations by interposing malloc and friends in the benchmark executable;
        // sets SQLite's threading mode (a variadic C call).
        .target(name: "BenchmarkSupport", dependencies: ["CSQLite"]),
        // The SQL functions of the function benchmarks written in C against the raw API: the limit.
        .target(name: "RawSQLFunctions", dependencies: ["CSQLite"]),
        .executableTarget(
            name: "sqlcontext-benchmarks",
            dependencies: [
                "CSQLite",
                "BenchmarkSupport",
                "RawSQLFunctions",
                .product(name: "SQLContext", package: "SQLContext"),
                .product(name: "SQLContextCodable", package: "SQLContext"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Sources/SQLContextBenchmarks"
        ),
        // Blob streaming and changeset apply: SQLContext against SQLContext, each measured run in a
        // child process of its own so that its memory high-water mark is its own.
        .executableTarget(
            name: "sqlcontext-moving-data",
            dependencies: [
                .product(name: "SQLContext", package: "SQLContext"), .product(name: "SQLFFI", package: "SQLContext"),
            ],
            path: "Sources/MovingDataBenchmarks"
        ),
        // Many readers and one writer on one WAL file (issue 16): SQLPool against GRDB's
        // DatabasePool and sqlite-nio, in reads/s and writes/s over a fixed time.
        .executableTarget(
            name: "sqlcontext-pool-bench",
            dependencies: [
                .product(name: "SQLContext", package: "SQLContext"),
                .product(name: "SQLContextPool", package: "SQLContext"),
                .product(name: "SQLFFI", package: "SQLContext"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
            ],
            path: "Sources/PoolBenchmarks"
        ),
        // Live queries (issue 33): SQLPool's and SQLContext's against GRDB's ValueObservation, in
        // latency from a commit to the observer and commits per second with observers.
        .executableTarget(
            name: "sqlcontext-live-bench",
            dependencies: [
                .product(name: "SQLContext", package: "SQLContext"),
                .product(name: "SQLContextPool", package: "SQLContext"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Sources/LiveQueryBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
