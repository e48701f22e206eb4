import Foundation
import SQLContext
import Testing

/// The argument array that a Swift SQL function receives is reused from call to call: a call that
/// runs while another of the same function runs, an array the function keeps, and a call after a
/// thrown error must each still see exactly their own arguments.
@Suite struct FunctionArgumentReuseTests {
    @Test func aFunctionCalledByItsOwnSQLKeepsTheArgumentsOfEachCall() throws {
        let context = try memoryContext()
        // The closure holds the context and SQLite holds the closure until the context closes: close it.
        defer { context.close() }
        var unchanged = true
        try context.createFunction("depth_sum", argumentCount: 2) { arguments in
            let depth = arguments[0].longValue ?? 0
            let label = SQLValue.text("depth " + String(depth))
            if depth == 0 { return .long(0) }
            let inner = try context.query(
                sql: "SELECT depth_sum(?, ?)", parameters: [.long(depth - 1), .text("depth " + String(depth - 1))])
            // The nested calls ran while this one's arguments were in use: they are still this call's.
            unchanged = unchanged && arguments == [.long(depth), label]
            return .long(depth + (inner.first?.first?.longValue ?? 0))
        }
        #expect(try context.query(sql: "SELECT depth_sum(5, 'depth 5')") == [[.long(15)]])
        #expect(unchanged)
    }

    @Test func argumentsAFunctionKeepsStayAsTheyWere() throws {
        let context = try memoryContext()
        var kept: [[SQLValue]] = []
        try context.createFunction("keep", argumentCount: 2) { arguments in
            kept.append(arguments)
            return .null
        }
        _ = try context.query(sql: "WITH v(x) AS (VALUES (1), (2), (3)) SELECT keep(x, 'a' || x) FROM v")
        #expect(
            kept == [
                [.long(1), .text("a1")], [.long(2), .text("a2")], [.long(3), .text("a3")],
            ])
    }

    @Test func callsAfterAThrownErrorGetTheirOwnArguments() throws {
        let context = try memoryContext()
        var seen: [[SQLValue]] = []
        try context.createFunction("fail_on_two", argumentCount: 1) { arguments in
            seen.append(arguments)
            if arguments[0] == .long(2) { throw SQLError(code: 21, extendedCode: 21, message: "two") }
            return arguments[0]
        }
        expectSQLError(code: Code.misuse, messageContains: ["two"]) {
            _ = try context.query(sql: "WITH v(x) AS (VALUES (1), (2), (3)) SELECT fail_on_two(x) FROM v")
        }
        #expect(try context.query(sql: "SELECT fail_on_two(7), fail_on_two(8)") == [[.long(7), .long(8)]])
        #expect(seen == [[.long(1)], [.long(2)], [.long(7)], [.long(8)]])
    }

    @Test func anAggregateStepKeepsItsArgumentsAndItsOwnSQLCallsDoNotChangeThem() throws {
        let context = try memoryContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE t(v INTEGER); INSERT INTO t VALUES (1), (2), (3)")
        var unchanged = true
        var results: [[[SQLValue]]] = []
        try context.createAggregate(
            "rows_seen", argumentCount: 1, start: { [[SQLValue]]() },
            step: { rows, arguments in
                let value = arguments[0]
                if let number = value.longValue, number < 10 {
                    // The same aggregate runs in a nested statement while this step's arguments are in use.
                    _ = try context.query(sql: "SELECT rows_seen(v * 10) FROM t")
                }
                unchanged = unchanged && arguments == [value]
                return rows + [arguments]
            },
            result: { rows in
                results.append(rows)
                return .long(Int64(rows.count))
            })
        #expect(try context.query(sql: "SELECT rows_seen(v) FROM t") == [[.long(3)]])
        #expect(unchanged)
        let nested: [[SQLValue]] = [[.long(10)], [.long(20)], [.long(30)]]
        #expect(results == [nested, nested, nested, [[.long(1)], [.long(2)], [.long(3)]]])
    }
}
