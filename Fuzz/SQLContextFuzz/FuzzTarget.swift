import Foundation
import SQLContext

// A libFuzzer target that drives SQLContext with arbitrary SQL and parameter bytes on a private
// in-memory database. Build and run it with Scripts/fuzz. Each input gets a new context: nothing
// carries over from one input to the next.
//
// Guards, so that the fuzzer explores SQL rather than the machine:
// - inputs over 4 096 bytes are skipped (Scripts/fuzz passes -max_len=4096 too);
// - inputs whose SQL contains "attach", "vacuum" or "load_extension" (in any case) are skipped:
//   they could create or load files (ATTACH of a file name, VACUUM INTO, extensions), and an
//   attached file or an extension is not what this target fuzzes. SQLITE_LIMIT_ATTACHED is 0 as
//   well, so an ATTACH that slips past the text check (say, built by a trigger) fails;
// - SQLITE_LIMIT_LENGTH is 1 000 000 bytes, so that zeroblob(1e9) fails fast instead of taking a
//   gigabyte; with the low-limits flag, more limits are lowered;
// - a watchdog thread interrupts any input that runs longer than one second (a recursive CTE
//   without end is two dozen bytes of SQL), so the run reports crashes, not slow SQL.
//
// Bit 4 of the first byte opens the context with `.fullMutex`, whose rows are read through other C
// functions; Scripts/fuzz's SQLite is built with SQLITE_DEBUG, whose assert()s check both ways.
//
// Anything that is not an SQLError escaping from SQLContext, or a value that does not round-trip,
// is a finding: the target traps.

/// The largest input the target runs.
let maximumInputLength = 4096

/// Interrupts the current input when it runs too long.
let watchdog = Watchdog(limitSeconds: 1.0)

/// libFuzzer's entry point: runs one input and returns 0 (a finding traps instead).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputLength else { return 0 }
    let input = FuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    let folded = input.sql.lowercased()
    for forbidden in ["attach", "vacuum", "load_extension"] where folded.contains(forbidden) { return 0 }
    let context: SQLContext
    do {
        context = try SQLContext(flags: input.serialized ? [.readWrite, .create, .fullMutex] : [.readWrite, .create])
        try context.setLimit(.attachedDatabases, 0)
        try context.setLimit(.length, 1_000_000)
        if input.lowLimits {
            try context.setLimit(.sqlLength, 2000)
            try context.setLimit(.expressionDepth, 50)
            try context.setLimit(.compoundSelect, 5)
            try context.setLimit(.variableNumber, 20)
            try context.setLimit(.length, 5000)
            try context.setLimit(.triggerDepth, 5)
        }
    } catch {
        fatalError("cannot open an in-memory database: \(error)")
    }
    watchdog.arm(context.interruptHandle)
    defer {
        watchdog.disarm()
        context.close()
    }
    do {
        try FuzzRunner(context: context, input: input).run()
    } catch let error as SQLError {
        FuzzRunner.touch(error)
    } catch {
        fatalError("an error that is not an SQLError escaped: \(type(of: error)) \(error)")
    }
    return 0
}

/// Runs one input's operation.
struct FuzzRunner {
    let context: SQLContext
    let input: FuzzInput

    func run() throws {
        switch input.operation {
        case .exec:
            try context.exec(sql: input.sql, parameters: input.parameters)
        case .query:
            let statement = try context.prepare(sql: input.sql)
            defer { statement.close() }
            try statement.bind(parameters: input.parameters)
            var rows = 0
            while try statement.next(), rows < 10_000 {
                readEveryWay(statement)
                rows += 1
            }
        case .prepared:
            let statement = try context.prepare(sql: input.sql)
            defer { statement.close() }
            try runPrepared(statement)
        case .transaction:
            try context.transaction(.immediate) { try context.exec(sql: input.sql) }
        case .nestedRollback:
            try? context.transaction {
                try context.exec(sql: "CREATE TABLE IF NOT EXISTS fuzz_marker(x)")
                try? context.transaction {
                    try context.exec(sql: input.sql)
                    throw SQLError(code: 1, message: "roll back the savepoint")
                }
                try context.exec(sql: "INSERT INTO fuzz_marker VALUES (1)")
            }
            _ = try? context.query(sql: "SELECT count(*) FROM fuzz_marker")
        case .closeMidIteration:
            let statement = try context.prepare(sql: input.sql)
            try? statement.bind(parameters: input.parameters)
            _ = try? statement.next()
            context.close()
            expectMisuse { _ = try statement.next() }
            expectMisuse { try statement.bind(.long(1), at: 1) }
            expectMisuse { try context.exec(sql: "SELECT 1") }
            readEveryWay(statement)
            statement.reset()
            statement.close()
        case .roundTrip:
            for value in input.parameters {
                let rows = try context.query(sql: "SELECT ?", parameters: [value])
                var expected = value
                if case .real(let real) = value, real.isNaN { expected = .null }
                if rows != [[expected]] { fatalError("\(value) came back as \(rows)") }
            }
            try context.exec(sql: input.sql)
        case .interrupted:
            let statement = try context.prepare(sql: input.sql)
            defer { statement.close() }
            try? statement.bind(parameters: input.parameters)
            if try statement.next() {
                context.interrupt()
                do {
                    _ = try statement.next()
                } catch let error as SQLError {
                    // Interrupted, or the statement's own error when it had one row left to fail on.
                    FuzzRunner.touch(error)
                }
            }
            statement.reset()
            if try context.query(sql: "SELECT 40 + 2") != [[.long(42)]] {
                fatalError("the context does not work after an interrupt")
            }
        }
    }

    /// Binds by index, then by name, steps to the end, resets and runs again.
    func runPrepared(_ statement: SQLStatement) throws {
        var index = 1
        for value in input.parameters {
            try? statement.bind(value, at: index)
            index += 1
        }
        for (offset, name) in statement.parameterNames.enumerated() {
            guard let name, !input.parameters.isEmpty else { continue }
            try statement.bind(input.parameters[offset % input.parameters.count], named: name)
        }
        _ = statement.columnNames
        _ = statement.declaredTypes
        _ = statement.expandedSQL
        _ = statement.isReadOnly
        var rows = 0
        while try statement.next(), rows < 10_000 {
            readEveryWay(statement)
            rows += 1
        }
        statement.reset()
        try statement.clearBindings()
        try statement.forEachRow { row in
            _ = row.rowValues()
        }
    }

    /// Reads every column as every type, and one column past the end.
    func readEveryWay(_ statement: SQLStatement) {
        for column in 0...statement.columnCount {
            _ = statement.type(at: column)
            _ = statement.long(at: column)
            _ = statement.real(at: column)
            _ = statement.text(at: column)
            _ = statement.blob(at: column)
            _ = statement.value(at: column)
        }
        _ = statement.value(at: -1)
    }

    /// A call on a closed context or statement must throw SQLITE_MISUSE, nothing else.
    func expectMisuse(_ body: () throws -> Void) {
        do {
            try body()
            fatalError("a call on a closed context did not throw")
        } catch let error as SQLError {
            if error.code != 21 { fatalError("expected SQLITE_MISUSE, got \(error)") }
        } catch {
            fatalError("an error that is not an SQLError escaped: \(error)")
        }
    }

    /// Uses every part of an error, as an app would when it logs one.
    static func touch(_ error: SQLError) {
        if error.codeName.isEmpty || error.message.isEmpty { fatalError("an SQLError without name or message") }
        _ = error.description
    }
}
