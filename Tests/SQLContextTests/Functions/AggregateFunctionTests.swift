import Foundation
import SQLContext
import Testing

/// A group state that counts itself while alive, to see that every group's state is released.
final class CountedSum {
    let witness: LiveCounter.Witness
    var sum: Int64 = 0
    init(_ counter: LiveCounter) { witness = counter.witness() }
}

/// Aggregate and window functions written in Swift: a state per group, exact results, errors from
/// each callback, states released, and window frames checked against SQLite's own `sum`.
@Suite struct AggregateFunctionTests {
    /// Registers `int_sum(x)`, summing integers in a counted class state.
    private func registerCountedSum(_ context: SQLContext, _ live: LiveCounter) throws {
        try context.createAggregate(
            "int_sum", argumentCount: 1, start: { CountedSum(live) },
            step: { state, arguments in
                state.sum += arguments[0].longValue ?? 0
                return state
            },
            result: { state in .long(state.sum) })
    }

    /// A table `t(k, v)` of `groups` groups and 100 rows, with an index on k.
    private func makeGroups(_ context: SQLContext, groups: Int) throws {
        try context.exec(sql: "CREATE TABLE t(k INTEGER, v INTEGER); CREATE INDEX t_k ON t(k)")
        try context.transaction {
            for row in 0..<100 {
                try context.exec(
                    sql: "INSERT INTO t VALUES (?, ?)",
                    parameters: [.long(Int64(row % groups)), .long(Int64(row))])
            }
        }
    }

    @Test func eachGroupHasItsOwnStateAndEveryStateIsReleased() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        try registerCountedSum(context, live)
        try makeGroups(context, groups: 7)
        let mine = try context.query(sql: "SELECT k, int_sum(v) FROM t GROUP BY k ORDER BY k")
        let builtIn = try context.query(sql: "SELECT k, sum(v) FROM t GROUP BY k ORDER BY k")
        #expect(mine.count == 7)
        #expect(mine == builtIn)
        #expect(live.value == 0)
    }

    @Test func twoInterleavedStatementsKeepTheirGroupsApart() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        try registerCountedSum(context, live)
        try makeGroups(context, groups: 5)
        let sql = "SELECT k, int_sum(v) FROM t GROUP BY k ORDER BY k"
        let first = try context.prepare(sql: sql)
        let second = try context.prepare(sql: sql)
        var firstRows: [[SQLValue]] = []
        var secondRows: [[SQLValue]] = []
        // The two statements advance group by group in turn, each with groups in progress.
        while true {
            let firstHasRow = try first.next()
            if firstHasRow { firstRows.append(first.rowValues()) }
            let secondHasRow = try second.next()
            if secondHasRow { secondRows.append(second.rowValues()) }
            if !firstHasRow && !secondHasRow { break }
        }
        let expected = try context.query(sql: "SELECT k, sum(v) FROM t GROUP BY k ORDER BY k")
        #expect(firstRows == expected)
        #expect(secondRows == expected)
        first.close()
        second.close()
        #expect(live.value == 0)
    }

    @Test func aStatementThatFailsPartWayReleasesItsGroups() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        try context.createAggregate(
            "sum_to_fifty", argumentCount: 1, start: { CountedSum(live) },
            step: { state, arguments in
                let value = arguments[0].longValue ?? 0
                if value == 50 { throw SQLError(code: 1, message: "stopped at 50") }
                state.sum += value
                return state
            },
            result: { .long($0.sum) })
        try makeGroups(context, groups: 5)
        let statement = try context.prepare(sql: "SELECT k, sum_to_fifty(v) FROM t GROUP BY k ORDER BY k")
        expectSQLError(code: Code.error, messageContains: ["stopped at 50"]) { while try statement.next() {} }
        statement.close()
        #expect(live.value == 0)
    }

    @Test func anAggregateOverNoRowsGetsAFreshState() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        try registerCountedSum(context, live)
        try context.exec(sql: "CREATE TABLE empty(v INTEGER)")
        #expect(try scalar(context, "SELECT int_sum(v) FROM empty") == .long(0))
        #expect(live.value == 0)
    }

    @Test func anAggregateReturnsEveryStorageClassExactly() throws {
        let context = try memoryContext()
        // last(x): the last value stepped, kept whole.
        try context.createAggregate(
            "last", argumentCount: 1, start: { SQLValue.null }, step: { _, arguments in arguments[0] },
            result: { $0 })
        for value in exactValues {
            let row = try context.query(
                sql: "SELECT last(x), typeof(last(x)) FROM (SELECT 0 AS x UNION ALL SELECT ?)", parameters: [value])
            #expect(row == [[value, .text(sqliteTypeName(value))]], "\(value)")
        }
        try context.createAggregate(
            "nan_sum", argumentCount: 1, start: { 0.0 }, step: { _, _ in Double.nan }, result: { .real($0) })
        #expect(try scalar(context, "SELECT nan_sum(1)") == .null)
    }

    @Test func errorsFromStepAndResultFailTheStatementWithTheirMessage() throws {
        let context = try memoryContext()
        try makeGroups(context, groups: 3)
        try context.createAggregate(
            "step_fails", argumentCount: 1, start: { Int64(0) },
            step: { _, arguments in
                throw SQLError(code: 1, message: "step refused \(arguments[0])")
            }, result: { .long($0) })
        let stepError = expectSQLError(code: Code.error) { _ = try context.query(sql: "SELECT step_fails(v) FROM t") }
        #expect(stepError?.message == "step refused 0")
        try context.createAggregate(
            "result_fails", argumentCount: 1, start: { Int64(0) }, step: { sum, _ in sum + 1 },
            result: { count in throw SQLError(code: 19, extendedCode: 275, message: "counted \(count)") })
        let resultError = expectSQLError(code: Code.constraint, extendedCode: Code.constraintCheck) {
            _ = try context.query(sql: "SELECT result_fails(v) FROM t")
        }
        #expect(resultError?.message == "counted 100")
        expectUsable(context)
    }

    @Test func aWrongArgumentCountAndAReplacedAggregate() throws {
        let context = try memoryContext()
        try context.createAggregate(
            "agg", argumentCount: 2, start: { Int64(0) }, step: { sum, _ in sum + 1 }, result: { .long($0) })
        expectSQLError(code: Code.error, messageContains: ["wrong number of arguments", "agg"]) {
            _ = try context.prepare(sql: "SELECT agg(1)")
        }
        #expect(try scalar(context, "SELECT agg(1, 2)") == .long(1))
        try context.createAggregate(
            "agg", argumentCount: 2, start: { Int64(10) }, step: { sum, _ in sum + 1 }, result: { .long($0) })
        #expect(try scalar(context, "SELECT agg(1, 2)") == .long(11))
        try context.removeFunction("agg", argumentCount: 2)
        expectSQLError(code: Code.error, messageContains: ["agg"]) { _ = try context.prepare(sql: "SELECT agg(1, 2)") }
    }

    @Test func groupsMadeByMakeGroupKeepAStateOfTheirOwn() throws {
        final class Names {
            var list: [String] = []
        }
        let context = try memoryContext()
        let made = Locked(0)
        try context.createAggregate("names", argumentCount: 1) {
            made.update { $0 += 1 }
            let names = Names()
            return SQLAggregateGroupCallbacks(
                step: { arguments in names.list.append(arguments[0].textValue ?? "?") },
                value: { .text(names.list.joined(separator: ",")) })
        }
        try context.exec(
            sql: "CREATE TABLE t(k, name); INSERT INTO t VALUES (1, 'a'), (2, 'b'), (1, 'c'), (2, 'd'), (3, 'e')")
        let rows = try context.query(
            sql: "SELECT k, names(name) FROM (SELECT * FROM t ORDER BY rowid) GROUP BY k ORDER BY k")
        #expect(rows == [[.long(1), .text("a,c")], [.long(2), .text("b,d")], [.long(3), .text("e")]])
        #expect(made.value == 3)
        #expect(try scalar(context, "SELECT names(name) FROM t WHERE 0") == .text(""))
    }

    @Test func aWindowGroupWithoutInverseFailsWhenAFrameSlides() throws {
        let context = try memoryContext()
        let register = {
            try context.createWindowFunction("no_inverse", argumentCount: 1) {
                SQLAggregateGroupCallbacks(step: { _ in }, value: { .null })
            }
        }
        guard context.library.hasFunction("sqlite3_create_window_function") else {
            let error = expectSQLError(code: Code.error, messageContains: ["sqlite3_create_window_function"]) {
                try register()
            }
            #expect(error?.missingFunction == "sqlite3_create_window_function")
            return
        }
        try register()
        try context.exec(sql: "CREATE TABLE w(x); INSERT INTO w VALUES (1), (2), (3)")
        let sql = "SELECT no_inverse(x) OVER (ORDER BY x ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM w"
        if context.supports(.windowFunctions) {
            expectSQLError(code: Code.error, messageContains: ["no_inverse", "inverse"]) {
                _ = try context.query(sql: sql)
            }
        } else {
            expectSQLError(code: Code.error) { _ = try context.query(sql: sql) }
        }
    }

    /// Registers `win_sum(x)`, a window sum, or checks the precise error where SQLite lacks it.
    /// Returns whether it was registered.
    private func registerWindowSum(_ context: SQLContext, live: LiveCounter) throws -> Bool {
        let register = {
            try context.createWindowFunction(
                "win_sum", argumentCount: 1, start: { CountedSum(live) },
                step: { state, arguments in
                    state.sum += arguments[0].longValue ?? 0
                    return state
                },
                inverse: { state, arguments in
                    state.sum -= arguments[0].longValue ?? 0
                    return state
                }, value: { .long($0.sum) })
        }
        if context.library.hasFunction("sqlite3_create_window_function") {
            try register()
            return true
        }
        let error = expectSQLError(code: Code.error, messageContains: ["sqlite3_create_window_function", "3.25"]) {
            try register()
        }
        #expect(error?.missingFunction == "sqlite3_create_window_function")
        #expect(error?.message.contains(context.library.version) == true)
        #expect(!context.supports(.windowFunctions))
        return false
    }

    @Test func aWindowFunctionOverAFrameMatchesTheBuiltInSum() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        guard try registerWindowSum(context, live: live) else { return }
        try makeGroups(context, groups: 3)
        let frame = "OVER (PARTITION BY k ORDER BY v ROWS BETWEEN 2 PRECEDING AND 1 FOLLOWING)"
        guard context.supports(.windowFunctions) else {
            expectSQLError(code: Code.error) { _ = try context.query(sql: "SELECT win_sum(v) " + frame + " FROM t") }
            return
        }
        let mine = try context.query(sql: "SELECT k, v, win_sum(v) " + frame + " FROM t ORDER BY k, v")
        let builtIn = try context.query(sql: "SELECT k, v, sum(v) " + frame + " FROM t ORDER BY k, v")
        #expect(mine.count == 100)
        #expect(mine == builtIn)
        // As a plain aggregate too.
        #expect(try scalar(context, "SELECT win_sum(v) FROM t") == .long(4950))
        #expect(live.value == 0)
    }

    @Test func aWindowFunctionReturnsEveryStorageClassAndReportsErrorsFromEachCallback() throws {
        let context = try memoryContext()
        guard context.library.hasFunction("sqlite3_create_window_function"), context.supports(.windowFunctions) else {
            let live = LiveCounter()
            _ = try registerWindowSum(context, live: live)
            return
        }
        try context.createWindowFunction(
            "win_last", argumentCount: 1, start: { SQLValue.null }, step: { _, arguments in arguments[0] },
            inverse: { state, _ in state }, value: { $0 })
        for value in exactValues {
            let row = try context.query(
                sql: "SELECT win_last(x) OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM (SELECT ? AS x)",
                parameters: [value])
            #expect(row == [[value]], "\(value)")
        }
        try context.exec(sql: "CREATE TABLE w(x); INSERT INTO w VALUES (1), (2), (3)")
        let sliding = " OVER (ORDER BY x ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM w"
        try context.createWindowFunction(
            "bad_inverse", argumentCount: 1, start: { Int64(0) }, step: { sum, _ in sum },
            inverse: { _, arguments in throw SQLError(code: 1, message: "inverse of \(arguments[0])") },
            value: { .long($0) })
        let inverseError = expectSQLError(code: Code.error) {
            _ = try context.query(sql: "SELECT bad_inverse(x)" + sliding)
        }
        #expect(inverseError?.message == "inverse of 1")
        try context.createWindowFunction(
            "bad_value", argumentCount: 1, start: { Int64(0) }, step: { sum, _ in sum + 1 },
            inverse: { sum, _ in sum - 1 },
            value: { count in throw SQLError(code: 1, message: "value at \(count)") })
        let valueError = expectSQLError(code: Code.error) {
            _ = try context.query(sql: "SELECT bad_value(x)" + sliding)
        }
        #expect(valueError?.message == "value at 1")
        try context.createWindowFunction(
            "bad_step", argumentCount: 1, start: { Int64(0) },
            step: { _, _ in throw SQLError(code: 1, message: "no step") }, inverse: { sum, _ in sum },
            value: { .long($0) })
        let stepError = expectSQLError(code: Code.error) { _ = try context.query(sql: "SELECT bad_step(x)" + sliding) }
        #expect(stepError?.message == "no step")
        expectUsable(context)
    }
}
