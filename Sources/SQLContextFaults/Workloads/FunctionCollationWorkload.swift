import Foundation
import SQLContext

/// A Swift SQL function and a Swift collation: registered, used in a query whose result is
/// compared with the one computed in Swift, and used in a transaction that copies rows through
/// the function.
struct FunctionCollationWorkload: FaultWorkload {
    static let rows = 40
    /// The ledger id of the seed rows (1 is the schema's).
    static let seed: Int64 = 2

    func prepare(_ run: FaultRun) throws {
        try prepareSchema(run, rows: Self.rows, name: { "name \($0 * 7 % Self.rows)" })
    }

    func perform(_ run: FaultRun, _ context: SQLContext) throws {
        try context.createFunction("twice", argumentCount: 1, flags: .deterministic) { arguments in
            guard let number = arguments[0].longValue else { return .null }
            return .long(number * 2)
        }
        try context.createCollation("backwards") { left, right in
            let (a, b) = (String(left.reversed()), String(right.reversed()))
            return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        }
        let rows = try context.query(
            sql: "SELECT twice(n), name FROM item WHERE txn = ? ORDER BY name COLLATE backwards, n",
            parameters: [.long(Self.seed)])
        let expected = (0..<Self.rows).map { index in (name: "name \(index * 7 % Self.rows)", n: Int64(index)) }
            .sorted { left, right in
                let (a, b) = (String(left.name.reversed()), String(right.name.reversed()))
                return a != b ? a < b : left.n < right.n
            }
            .map { [SQLValue.long($0.n * 2), .text($0.name)] }
        if rows != expected { throw WrongResult("the function and collation query read \(rows)") }
        let id = try run.transaction(context, items: Self.rows) { id in
            try context.exec(
                sql:
                    "INSERT INTO item(txn, name, n) SELECT ?, name COLLATE backwards, twice(n) FROM item WHERE txn = ?",
                parameters: [.long(id), .long(Self.seed)])
        }
        let sum = try integer(context, "SELECT sum(n) FROM item WHERE txn = ?", [.long(id)])
        let expectedSum = Int64(Self.rows * (Self.rows - 1))
        if sum != expectedSum { throw WrongResult("the copied rows sum to \(sum), not \(expectedSum)") }
    }
}
