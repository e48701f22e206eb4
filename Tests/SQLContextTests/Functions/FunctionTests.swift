import Foundation
@testable import SQLContext
import Testing

/// The values that a Swift SQL function must pass through exactly: every storage class, the
/// extremes, text with NUL and empty text, an empty blob (not NULL).
let exactValues: [SQLValue] = [
    .long(Int64.min), .long(Int64.max), .long(0), .long(-1),
    .real(1.5), .real(-0.25), .real(Double.greatestFiniteMagnitude), .real(Double.infinity),
    .text(""), .text("a\u{0}b"), .text("\u{0}"), .text("héllo, 世界 👋"),
    .blob(Data()), .blob(Data([0, 1, 0, 255])), .null,
]

/// SQLite's `typeof()` name of a value's storage class.
func sqliteTypeName(_ value: SQLValue) -> String {
    switch value {
    case .long: return "integer"
    case .real: return "real"
    case .text: return "text"
    case .blob: return "blob"
    case .null: return "null"
    }
}

/// A class whose instances are counted while alive, to see that SQLite released a closure.
final class LiveCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
    func add(_ delta: Int) {
        lock.lock()
        count += delta
        lock.unlock()
    }

    /// An object that counts itself here while alive.
    final class Witness {
        let counter: LiveCounter
        init(_ counter: LiveCounter) {
            self.counter = counter
            counter.add(1)
        }
        deinit { counter.add(-1) }
    }

    func witness() -> Witness { Witness(self) }
}

/// Scalar SQL functions written in Swift: exact values both ways, errors, argument counts, flags,
/// replacing and removing.
@Suite struct FunctionTests {
    @Test func argumentsAndResultsKeepEveryStorageClassExactly() throws {
        let context = try memoryContext()
        try context.createFunction("echo", argumentCount: 1) { arguments in arguments[0] }
        for value in exactValues {
            let row = try context.query(sql: "SELECT echo(?), typeof(echo(?))", parameters: [value, value])
            #expect(row == [[value, .text(sqliteTypeName(value))]], "\(value)")
        }
    }

    @Test func resultsMadeInSwiftKeepEveryStorageClassExactly() throws {
        let context = try memoryContext()
        // The result comes from Swift, not from the argument: the index picks it.
        try context.createFunction("value_at", argumentCount: 1) { arguments in
            exactValues[Int(arguments[0].longValue ?? 0)]
        }
        for (index, value) in exactValues.enumerated() {
            let row = try context.query(
                sql: "SELECT value_at(?1), typeof(value_at(?1)), length(value_at(?1))",
                parameters: [.long(Int64(index))])
            #expect(row[0][0] == value, "\(value)")
            #expect(row[0][1] == .text(sqliteTypeName(value)), "\(value)")
            if case .blob(let data) = value { #expect(row[0][2] == .long(Int64(data.count))) }
        }
    }

    @Test func aNaNResultIsNull() throws {
        let context = try memoryContext()
        try context.createFunction("not_a_number", argumentCount: 0) { _ in .real(Double.nan) }
        #expect(try context.query(sql: "SELECT not_a_number(), typeof(not_a_number())") == [[.null, .text("null")]])
    }

    @Test func anSQLErrorThrownKeepsItsMessageAndCode() throws {
        let context = try memoryContext()
        try context.createFunction("fail", argumentCount: 1) { arguments in
            throw SQLError(code: 19, extendedCode: 275, message: "value \(arguments[0]) is not allowed")
        }
        let error = expectSQLError(code: Code.constraint, extendedCode: Code.constraintCheck) {
            _ = try context.query(sql: "SELECT fail(7)")
        }
        #expect(error?.message == "value 7 is not allowed")
        #expect(error?.sql == "SELECT fail(7)")
        expectUsable(context)
    }

    @Test func anyOtherErrorThrownBecomesAnSQLiteErrorWithItsDescription() throws {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "refused by the test" }
        }
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)")
        try context.createFunction("refuse", argumentCount: 1) { _ in throw Refused() }
        let error = expectSQLError(code: Code.error) { try context.exec(sql: "UPDATE t SET x = refuse(x)") }
        #expect(error?.message == "refused by the test")
        #expect(try scalar(context, "SELECT x FROM t") == .long(1))
    }

    @Test func aWrongArgumentCountFailsWhenPrepared() throws {
        let context = try memoryContext()
        try context.createFunction("one_argument", argumentCount: 1) { arguments in arguments[0] }
        expectSQLError(code: Code.error, messageContains: ["wrong number of arguments", "one_argument"]) {
            _ = try context.prepare(sql: "SELECT one_argument(1, 2)")
        }
        expectSQLError(code: Code.error, messageContains: ["wrong number of arguments", "one_argument"]) {
            _ = try context.prepare(sql: "SELECT one_argument()")
        }
    }

    @Test func aFunctionWithoutArgumentCountTakesAnyNumber() throws {
        let context = try memoryContext()
        try context.createFunction("count_arguments") { arguments in .long(Int64(arguments.count)) }
        #expect(
            try context.query(sql: "SELECT count_arguments(), count_arguments(1), count_arguments(1, 'a', NULL, x'00')")
                == [[.long(0), .long(1), .long(4)]])
    }

    @Test func functionsOfOneNameAndOtherArgumentCountsAreDistinct() throws {
        let context = try memoryContext()
        try context.createFunction("pick", argumentCount: 1) { _ in .text("one") }
        try context.createFunction("pick", argumentCount: 2) { _ in .text("two") }
        #expect(try context.query(sql: "SELECT pick(1), pick(1, 2)") == [[.text("one"), .text("two")]])
        try context.removeFunction("pick", argumentCount: 2)
        #expect(try scalar(context, "SELECT pick(1)") == .text("one"))
        expectSQLError(code: Code.error, messageContains: ["pick"]) {
            _ = try context.prepare(sql: "SELECT pick(1, 2)")
        }
    }

    @Test func aNegativeArgumentCountIsAMisuse() throws {
        let context = try memoryContext()
        expectSQLError(code: Code.misuse, messageContains: ["f", "-2"]) {
            try context.createFunction("f", argumentCount: -2) { _ in .null }
        }
        expectSQLError(code: Code.misuse, messageContains: ["f", "-1"]) {
            try context.removeFunction("f", argumentCount: -1)
        }
    }

    @Test func tooManyArgumentsOrATooLongNameIsRefusedBySQLite() throws {
        let context = try memoryContext()
        expectSQLError(
            code: Code.misuse, messageContains: ["cannot create function 'many'", "SQLITE_MAX_FUNCTION_ARG"]
        ) {
            try context.createFunction("many", argumentCount: 100_000) { _ in .null }
        }
        let longName = String(repeating: "n", count: 256)
        expectSQLError(code: Code.misuse, messageContains: ["255 bytes"]) {
            try context.createFunction(longName, argumentCount: 0) { _ in .null }
        }
        expectUsable(context)
    }

    @Test func replacingAFunctionUsesTheNewClosureAndReleasesTheOld() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        do {
            let first = live.witness()
            try context.createFunction("version_of_f", argumentCount: 0) { _ in
                _ = first
                return .long(1)
            }
        }
        #expect(try scalar(context, "SELECT version_of_f()") == .long(1))
        #expect(live.value == 1)
        try context.createFunction("version_of_f", argumentCount: 0) { _ in .long(2) }
        #expect(try scalar(context, "SELECT version_of_f()") == .long(2))
        #expect(live.value == 0)
    }

    @Test func removingAFunctionReleasesItsClosure() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        do {
            let witness = live.witness()
            try context.createFunction("doomed", argumentCount: 0) { _ in
                _ = witness
                return .null
            }
        }
        #expect(live.value == 1)
        try context.removeFunction("doomed", argumentCount: 0)
        #expect(live.value == 0)
        expectSQLError(code: Code.error, messageContains: ["no such function", "doomed"]) {
            _ = try context.query(sql: "SELECT doomed()")
        }
        // Removing one that is not there does nothing.
        try context.removeFunction("never_registered", argumentCount: 3)
    }

    @Test func closingTheContextReleasesItsFunctions() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        do {
            let witness = live.witness()
            try context.createFunction("kept", argumentCount: 0) { _ in
                _ = witness
                return .null
            }
        }
        #expect(live.value == 1)
        context.close()
        #expect(live.value == 0)
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
            try context.createFunction("late", argumentCount: 0) { _ in .null }
        }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.removeFunction("kept") }
    }

    @Test func aFunctionMayRunSQLOnItsOwnContext() throws {
        let context = try memoryContext()
        try context.exec(
            sql: "CREATE TABLE names(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO names VALUES (1, 'one')")
        // The closure holds the context and SQLite holds the closure until the context closes: close it.
        defer { context.close() }
        try context.createFunction("name_of", argumentCount: 1) { arguments in
            let rows = try context.query(sql: "SELECT name FROM names WHERE id = ?", parameters: [arguments[0]])
            return rows.first?.first ?? .null
        }
        #expect(try context.query(sql: "SELECT name_of(1), name_of(2)") == [[.text("one"), .null]])
    }

    @Test func aDeterministicFunctionCanBeUsedInAnIndexAndAnotherCannot() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x INTEGER)")
        try context.createFunction("twice", argumentCount: 1, flags: .deterministic) { arguments in
            .long((arguments[0].longValue ?? 0) * 2)
        }
        try context.createFunction("twice_maybe", argumentCount: 1) { arguments in arguments[0] }
        try context.exec(sql: "CREATE INDEX t_twice ON t(twice(x)); INSERT INTO t VALUES (1), (2), (3)")
        #expect(try scalar(context, "SELECT x FROM t WHERE twice(x) = 4") == .long(2))
        let plan = try context.query(sql: "EXPLAIN QUERY PLAN SELECT x FROM t WHERE twice(x) = 4")
        #expect(plan.contains { $0.contains(where: { $0.textValue?.contains("t_twice") ?? false }) }, "\(plan)")
        expectSQLError(code: Code.error, messageContains: ["non-deterministic"]) {
            try context.exec(sql: "CREATE INDEX t_maybe ON t(twice_maybe(x))")
        }
    }

    @Test func eachFlagIsRefusedExactlyBelowTheVersionThatHasIt() throws {
        // The matrix's oldest SQLite (3.15.2) is below every threshold but one; the gate itself
        // is checked at each version.
        let thresholds: [(SQLFunctionFlags, String, Int)] = [
            (.deterministic, "SQLITE_DETERMINISTIC", 3_008_003), (.directOnly, "SQLITE_DIRECTONLY", 3_030_000),
            (.innocuous, "SQLITE_INNOCUOUS", 3_031_000),
        ]
        for (flag, constant, number) in thresholds {
            #expect(throws: Never.self) { try flag.check(on: SQLiteVersion(number: number), function: "f") }
            let error = expectSQLError(code: Code.error, messageContains: [constant]) {
                try flag.check(on: SQLiteVersion(number: number - 1), function: "f")
            }
            #expect(error?.message.contains(SQLiteVersion(number: number - 1).description) == true)
        }
    }

    @Test func directOnlyAndInnocuousWorkWhereSQLiteHasThemAndAreRefusedWhereNot() throws {
        let context = try memoryContext()
        let version = context.sqliteVersion
        if version >= SQLiteVersion(major: 3, minor: 30) {
            try context.createFunction("side_effect", argumentCount: 0, flags: .directOnly) { _ in .long(1) }
            #expect(try scalar(context, "SELECT side_effect()") == .long(1))
            try context.exec(sql: "CREATE VIEW v AS SELECT side_effect() AS x")
            expectSQLError(code: Code.error, messageContains: ["unsafe use of", "side_effect"]) {
                _ = try context.query(sql: "SELECT x FROM v")
            }
        } else {
            let error = expectSQLError(
                code: Code.error, messageContains: ["directOnly", "SQLITE_DIRECTONLY", "3.30.0"]
            ) {
                try context.createFunction("side_effect", argumentCount: 0, flags: .directOnly) { _ in .long(1) }
            }
            #expect(error?.message.contains(version.description) == true)
            expectSQLError(code: Code.error, messageContains: ["no such function"]) {
                _ = try context.query(sql: "SELECT side_effect()")
            }
        }
        if version >= SQLiteVersion(major: 3, minor: 31) {
            try context.createFunction("harmless", argumentCount: 1, flags: [.innocuous, .deterministic]) { $0[0] }
            try context.createFunction("not_innocuous", argumentCount: 1, flags: .deterministic) { $0[0] }
            try context.setTrustedSchema(false)
            // With an untrusted schema, a view may call an innocuous function, and no other.
            try context.exec(sql: "CREATE VIEW w AS SELECT harmless(5) AS y")
            #expect(try scalar(context, "SELECT y FROM w") == .long(5))
            try context.exec(sql: "CREATE VIEW w2 AS SELECT not_innocuous(5) AS y")
            expectSQLError(code: Code.error, messageContains: ["unsafe use of", "not_innocuous"]) {
                _ = try context.query(sql: "SELECT y FROM w2")
            }
        } else {
            expectSQLError(code: Code.error, messageContains: ["innocuous", "SQLITE_INNOCUOUS", "3.31.0"]) {
                try context.createFunction("harmless", argumentCount: 1, flags: .innocuous) { $0[0] }
            }
        }
    }

    @Test func replacingAFunctionWhileAStatementUsesItIsBusy() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2)")
        try context.createFunction("same", argumentCount: 1) { $0[0] }
        let statement = try context.prepare(sql: "SELECT same(x) FROM t")
        #expect(try statement.next())
        expectSQLError(code: Code.busy, messageContains: ["cannot create function 'same'", "active statements"]) {
            try context.createFunction("same", argumentCount: 1) { _ in .null }
        }
        #expect(try statement.next())
        #expect(statement.value(at: 0) == .long(2))
        statement.close()
    }
}
