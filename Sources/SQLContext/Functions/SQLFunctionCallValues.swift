import Foundation
import SQLFFI

/// Turns the arguments of a call of a Swift SQL function into ``SQLValue``s, and its result and
/// errors back into SQLite's, for one registered function.
///
/// The argument array is reused from call to call, overwritten in place: a call with integer and
/// real arguments and result allocates nothing. The array is taken out of its storage for the
/// call and put back afterwards, so it is passed on without reference counting; a call that a
/// function's own SQL makes while it runs finds no array and makes one. A function that keeps its
/// arguments keeps them unchanged: the next fill finds the array shared and makes a new one (copy
/// on write).
final class SQLFunctionCallValues {
    /// The array of the previous call; nil while a call runs.
    private let spare = SQLiteCallStorage<[SQLValue]?>([])

    /// The arguments of `call`, in order, in the array of the previous call when there is one;
    /// give it back with ``keep(_:)``.
    @inline(__always) func take(of call: SQLiteFunctionCall) -> [SQLValue] {
        var values = spare.exchange(with: nil) ?? []
        SQLFunctionCallValues.fill(&values, from: call)
        return values
    }

    /// Keeps `values` for the next call.
    @inline(__always) func keep(_ values: consuming [SQLValue]) {
        spare.restore(values)
    }

    /// Overwrites `values` with the arguments of `call`: in place when it has their count.
    private static func fill(_ values: inout [SQLValue], from call: SQLiteFunctionCall) {
        let count = call.argumentCount
        if values.count != count {
            values = []
            values.reserveCapacity(count)
            var index = 0
            while index < count {
                values.append(argument(of: call, at: index))
                index += 1
            }
            return
        }
        var index = 0
        while index < count {
            values[index] = argument(of: call, at: index)
            index += 1
        }
    }

    /// Argument `index` of `call` as a value of its storage class.
    static func argument(of call: SQLiteFunctionCall, at index: Int) -> SQLValue {
        let stored = call.argument(at: index)
        switch stored.type {
        case SQLiteConstants.integerType: return .long(stored.integer)
        case SQLiteConstants.floatType: return .real(stored.real)
        case SQLiteConstants.textType: return .text(call.text(at: index))
        case SQLiteConstants.blobType: return .blob(call.data(at: index))
        default: return .null
        }
    }

    /// Sets the result of `call` to `value`, exactly: text and blobs by their byte length, an
    /// empty blob as a zero-length blob, NaN as NULL (SQLite's rule).
    static func setResult(_ value: SQLValue, of call: SQLiteFunctionCall) {
        switch value {
        case .long(let integer): call.setResult(integer)
        case .real(let real): call.setResult(real)
        case .text(let text): call.setResult(text)
        case .blob(let data): call.setResult(data)
        case .null: call.setNullResult()
        }
    }

    /// The failure SQLite reports for `error`, thrown by a Swift function: an ``SQLError`` keeps
    /// its message and extended code; any other error is described as Swift prints it, with
    /// `SQLITE_ERROR`.
    static func failure(for error: any Error) -> SQLiteFailure {
        SQLError.sqliteFailure(error)
    }
}
