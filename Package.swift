// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SQLContext",
    products: [
        .library(name: "SQLFFI", targets: ["SQLFFI"]),
        .library(name: "SQLContext", targets: ["SQLContext"]),
        .library(name: "SQLContextPool", targets: ["SQLContextPool"]),
        .library(name: "SQLContextCodable", targets: ["SQLContextCodable"]),
        .executable(name: "sqlctx", targets: ["sqlctx"]),
    ],
    dependencies: [
        // Used by the sqlctx shell only; the library products have no dependencies.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // SQLFFI's C file: calls variadic SQLite functions through their real prototype. It
        // includes no sqlite3.h and links nothing.
        .target(name: "SQLFFIShims"),
        // SURFACE.md: what SQLContext uses of SQLFFI, written by Scripts/sqlffi-surface (not a source).
        // Skip/: the Kotlin (JNA) implementation and skip.yml that a Skip app's Android build uses.
        .target(name: "SQLFFI", dependencies: ["SQLFFIShims"], exclude: ["SURFACE.md", "Skip"]),
        // Skip/: skip.yml, which marks the module for Skip's transpiler (see "Android" below).
        .target(name: "SQLContext", dependencies: ["SQLFFI"], exclude: ["Skip"]),
        // SQLQueue and SQLPool: Sendable owners of SQLContexts for many threads and tasks. A module
        // of its own because it uses locks and dispatch queues, which Skip does not transpile.
        .target(name: "SQLContextPool", dependencies: ["SQLContext", "SQLFFI"]),
        // Codable rows and parameters: any Decodable read from rows by column name, any Encodable
        // bound as parameters. A module of its own because a custom Decoder and Encoder need
        // protocol machinery that Skip's transpiler is not documented to accept: it is not meant
        // for Kotlin, and check-transpile-safety does not check it. SQLFFI: a row's numbers and text
        // are read straight from the statement (SQLiteStatement.columnValue), with no SQLValue made.
        .target(name: "SQLContextCodable", dependencies: ["SQLContext", "SQLFFI"]),
        // The SIGINT handler of sqlctx's terminal, in C (a signal handler must be async-signal-safe):
        // it writes a byte to a pipe that SQLCtxTerminal reads. Used by SQLCtxTerminal only.
        .target(name: "SQLCtxSignals"),
        // The sqlctx shell's terminal: isatty, SIGINT, and libedit loaded at run time with dlopen
        // (no binary links it). The only code of sqlctx that calls C; not a product.
        .target(name: "SQLCtxTerminal", dependencies: ["SQLCtxSignals"]),
        .executableTarget(
            name: "sqlctx",
            dependencies: [
                "SQLContext", "SQLCtxTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Prints what SQLiteLibrary.load() finds; tests run it as a child process.
        .executableTarget(name: "sqlffi-probe", dependencies: ["SQLFFI"], path: "Sources/SQLFFIProbe"),
        // Worker processes for the reliability tests: crash-safety writer, concurrent readers/writers.
        .executableTarget(
            name: "sqlcontext-workload", dependencies: ["SQLContext"], path: "Sources/SQLContextWorkload"),
        // Fault injection (issue 32): a VFS that fails the Nth I/O call and an allocator that fails
        // the Nth allocation, in C, over the SQLite that SQLFFI loaded. Test support, not a product.
        .target(name: "FaultInjection", path: "Tests/FaultInjection"),
        // The fault sweeps, in a process of their own (the failing allocator is process-wide).
        .executableTarget(
            name: "sqlcontext-faults", dependencies: ["SQLContext", "SQLContextPool", "SQLFFI", "FaultInjection"],
            path: "Sources/SQLContextFaults"),
        // The SQLite builds of the test matrix, for tests that need one: where it is, a trait that
        // skips (or, under CI, fails) a test when the machine lacks it, the feature answers each
        // must give; and the SQLError checks that several test targets share.
        .target(name: "SQLiteBuilds", dependencies: ["SQLFFI", "SQLContext"], path: "Tests/SQLiteBuilds"),
        .testTarget(name: "SQLFFITests", dependencies: ["SQLFFI", "SQLiteBuilds", "sqlffi-probe"]),
        .testTarget(name: "SQLContextTests", dependencies: ["SQLContext", "SQLiteBuilds"]),
        // SkipSQL-shaped code (its README and every declaration of the "Coming from SkipSQL"
        // article) compiled against SQLContext alone, with only the import changed: no shim.
        .testTarget(name: "SkipSQLDropInTests", dependencies: ["SQLContext"]),
        .testTarget(
            name: "SQLContextPoolTests",
            dependencies: ["SQLContextPool", "SQLContext", "SQLiteBuilds", "sqlcontext-workload"]),
        .testTarget(name: "SQLContextCodableTests", dependencies: ["SQLContextCodable", "SQLContext", "SQLiteBuilds"]),
        .testTarget(name: "sqlctxTests", dependencies: ["sqlctx", "SQLCtxTerminal", "SQLiteBuilds"]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["SQLContext", "SQLiteBuilds", "sqlcontext-workload", "sqlcontext-faults"]),
    ],
    swiftLanguageModes: [.v6]
)

// Android, through Skip (https://skip.tools): an app built with Skip sets SQLCONTEXT_SKIP=1 where
// its packages are resolved. SQLFFI and SQLContext then depend on SkipFoundation and run Skip's
// transpiler (the skipstone plugin): SQLContext becomes Kotlin, and SQLFFI's `#if SKIP` form
// (Sources/SQLFFI/JNA) runs over the Kotlin JNA binding in Sources/SQLFFI/Skip. Without the
// variable, the package depends on nothing from Skip: Linux, Windows, macOS and iOS builds never
// fetch it. SQLContextPool, SQLContextCodable and sqlctx are Swift-only.
if let skip = Context.environment["SQLCONTEXT_SKIP"], !skip.isEmpty, skip != "0" {
    package.dependencies += [
        .package(url: "https://source.skip.tools/skip.git", from: "1.7.4"),
        .package(url: "https://source.skip.tools/skip-foundation.git", from: "1.4.1"),
    ]
    for target in package.targets where target.name == "SQLFFI" || target.name == "SQLContext" {
        target.dependencies.append(.product(name: "SkipFoundation", package: "skip-foundation"))
        target.plugins = (target.plugins ?? []) + [.plugin(name: "skipstone", package: "skip")]
    }
}
