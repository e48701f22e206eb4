import Foundation
import SQLContext
import SQLiteBuilds
import Testing

/// Swift SQL functions over many registrations and several threads: nothing leaks, and contexts on
/// different threads never share a function's state.
@Suite struct FunctionResourceTests {
    /// Every closure SQLite was given is released when its function is replaced, refused or the
    /// context closes. (`sqlite3_memory_used` counts every connection of the process, which other
    /// tests use at the same time; `Scripts/sanitize --asan -- --filter FunctionResourceTests`
    /// checks the memory with LeakSanitizer.)
    @Test func registeringAndReplacing100000FunctionsReleasesEveryClosure() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        func registerRound(_ round: Int) throws {
            let witness = live.witness()
            let value = Int64(round)
            switch round % 4 {
            case 0:
                try context.createFunction("replaced", argumentCount: 1) { _ in
                    _ = witness
                    return .long(value)
                }
            case 1:
                try context.createAggregate(
                    "replaced_aggregate", argumentCount: 1,
                    start: {
                        _ = witness
                        return value
                    }, step: { state, _ in state }, result: { .long($0) })
            case 2:
                try context.createCollation("replaced_collation") { left, right in
                    _ = witness
                    return left < right ? .orderedAscending : (left == right ? .orderedSame : .orderedDescending)
                }
            default:
                // A registration that SQLite refuses (too many arguments) must release its closure too.
                #expect(throws: SQLError.self) {
                    try context.createFunction("refused", argumentCount: 5000) { _ in
                        _ = witness
                        return .null
                    }
                }
            }
        }
        for round in 0..<1000 { try registerRound(round) }
        #expect(try scalar(context, "SELECT replaced(0)") == .long(996))
        let liveBefore = live.value
        for round in 1000..<101_000 { try registerRound(round) }
        #expect(try scalar(context, "SELECT replaced(0)") == .long(100_996))
        #expect(try scalar(context, "SELECT replaced_aggregate(1)") == .long(100_997))
        // One closure of each kind is registered at any time; every replaced one was released.
        #expect(live.value == liveBefore)
        #expect(live.value == 3)
        context.close()
        #expect(live.value == 0)
    }

    @Test func functionsRunOnSeveralThreadsEachWithItsOwnContext() throws {
        let threads = 4
        let failures = Locked<[String]>([])
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    let context = try SQLContext()
                    let offset = Int64(thread * 1000)
                    try context.createFunction("shifted", argumentCount: 1, flags: .deterministic) { arguments in
                        .long((arguments[0].longValue ?? 0) + offset)
                    }
                    try context.createAggregate(
                        "total", argumentCount: 1, start: { Int64(0) },
                        step: { sum, arguments in sum + (arguments[0].longValue ?? 0) }, result: { .long($0) })
                    try context.createCollation("backwards") { left, right in
                        left == right ? .orderedSame : (left < right ? .orderedDescending : .orderedAscending)
                    }
                    let changes = Locked(0)
                    _ = try context.addUpdateObserver { _ in changes.update { $0 += 1 } }
                    try context.exec(sql: "CREATE TABLE t(x INTEGER, name TEXT)")
                    try context.transaction {
                        for row in 0..<500 {
                            try context.exec(
                                sql: "INSERT INTO t VALUES (?, ?)",
                                parameters: [.long(Int64(row)), .text(String(row))])
                        }
                    }
                    for _ in 0..<20 {
                        let row = try context.query(
                            sql:
                                "SELECT total(shifted(x)), (SELECT name FROM t ORDER BY name COLLATE backwards LIMIT 1) FROM t"
                        )
                        let expected = Int64(500 * 499 / 2) + 500 * offset
                        if row != [[.long(expected), .text("99")]] {
                            failures.update { $0.append("thread \(thread): \(row)") }
                        }
                    }
                    if changes.value != 500 {
                        failures.update { $0.append("thread \(thread): \(changes.value) changes") }
                    }
                    context.close()
                } catch {
                    failures.update { $0.append("thread \(thread): \(error)") }
                }
            }
        }
        waitOrRecord(group, "group")
        #expect(failures.value.isEmpty, "\(failures.value)")
    }
}
