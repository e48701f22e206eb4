import CSQLite
import Foundation
import GRDB
import RawSQLFunctions
import SQLContext
import SQLFFI

// SQL functions written in the host language, called once per row of the items table:
//
//   scalar_function     SELECT sum(f(a)) FROM items      f(x) = x + 1
//   aggregate_function  SELECT int_sum(a) FROM items     int_sum = the sum of the integers
//
// raw: the functions written in C against the SQLite API (RawSQLFunctions), the limit; typed:
// SQLContext's createFunction / createAggregate; grdb: GRDB's DatabaseFunction. Every
// implementation registers its functions as deterministic, before the timed part.

/// The SQL of the scalar workload.
let scalarFunctionSQL = "SELECT sum(f(a)) FROM items"
/// The SQL of the aggregate workload.
let aggregateFunctionSQL = "SELECT int_sum(a) FROM items"

/// What `SELECT sum(f(a))` gives over an items table of `rows` rows.
func scalarFunctionSum(rows: Int) -> Int64 {
    var sum: Int64 = 0
    for row in 0..<rows { sum &+= itemValue(row: row, column: 0) &+ 1 }
    return sum
}

/// What `SELECT int_sum(a)` gives over an items table of `rows` rows.
func aggregateFunctionSum(rows: Int) -> Int64 {
    var sum: Int64 = 0
    for row in 0..<rows { sum &+= itemValue(row: row, column: 0) }
    return sum
}

enum FunctionBench {
    // MARK: - Raw C API

    static func raw(path: String, sql: String, expected: Int64) throws -> PreparedRun {
        let db = try rawOpenFile(path)
        try rawCheck(raw_register_benchmark_functions(db), db)
        return PreparedRun(
            body: {
                var statement: OpaquePointer?
                try rawCheck(sqlite3_prepare_v2(db, sql, -1, &statement, nil), db)
                defer { sqlite3_finalize(statement) }
                try rawCheck(sqlite3_step(statement), db, expected: SQLITE_ROW)
                return sqlite3_column_int64(statement, 0)
            },
            finish: { result in
                sqlite3_close_v2(db)
                try expect(result, expected, "result of \(sql)")
            })
    }

    // MARK: - SQLContext

    static func typed(path: String, library: SQLiteLibrary, sql: String, expected: Int64) throws -> PreparedRun {
        let context = try SQLContextBench.openFile(path, library: library)
        try context.createFunction("f", argumentCount: 1, flags: .deterministic) { arguments in
            .long((arguments[0].longValue ?? 0) &+ 1)
        }
        try context.createAggregate(
            "int_sum", argumentCount: 1, flags: .deterministic, start: { Int64(0) },
            step: { sum, arguments in sum &+ (arguments[0].longValue ?? 0) }, result: { .long($0) })
        return PreparedRun(
            body: {
                let statement = try context.prepare(sql: sql)
                defer { statement.close() }
                guard try statement.next() else { throw BenchmarkFailure("\(sql) returned no row") }
                return statement.long(at: 0)
            },
            finish: { result in
                context.close()
                try expect(result, expected, "result of \(sql)")
            })
    }

    // MARK: - GRDB

    /// int_sum for GRDB: the aggregate type its documentation shows.
    struct GRDBIntSum: DatabaseAggregate {
        var sum: Int64 = 0
        mutating func step(_ dbValues: [DatabaseValue]) {
            sum &+= Int64.fromDatabaseValue(dbValues[0]) ?? 0
        }
        func finalize() -> (any DatabaseValueConvertible)? { sum }
    }

    static func grdb(path: String, sql: String, expected: Int64) throws -> PreparedRun {
        let queue = try DatabaseQueue(path: path, configuration: GRDBBench.configuration)
        let plusOne = DatabaseFunction("f", argumentCount: 1, pure: true) { dbValues in
            (Int64.fromDatabaseValue(dbValues[0]) ?? 0) &+ 1
        }
        let intSum = DatabaseFunction("int_sum", argumentCount: 1, pure: true, aggregate: GRDBIntSum.self)
        queue.inDatabase { db in
            db.add(function: plusOne)
            db.add(function: intSum)
        }
        return PreparedRun(
            body: {
                try queue.inDatabase { db in
                    guard let value = try Int64.fetchOne(db, sql: sql) else {
                        throw BenchmarkFailure("\(sql) returned no row")
                    }
                    return value
                }
            },
            finish: { result in
                try queue.close()
                try expect(result, expected, "result of \(sql)")
            })
    }
}
