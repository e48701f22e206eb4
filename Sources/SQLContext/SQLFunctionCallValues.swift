import Foundation
import SQLFFI

/// Turns the arguments of a call of a Swift SQL function into ``SQLValue``s, and its result and
/// errors back into SQLite's, for one registered function.
///
/// The argument array is reused from call to call, overwritten in place: a call with integer and
/// real arguments and result allocates nothing. A function that keeps its arguments keeps them
/// unchanged, and so does a call that a function's own SQL makes while it runs: the next fill then
/// finds the array shared and makes a new one (copy on write).
final class SQLFunctionCallValues {
    /// The array of the previous call.
    private let spare = SQLiteCallStorage<[SQLValue]>([])

    /// The arguments of `call`, in order.
    func arguments(of call: SQLiteFunctionCall) -> [SQLValue] {
        SQLFunctionCallValues.fill(&spare.value, from: call)
        return spare.value
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
        case SQLiteConstants.integerType: return .integer(stored.integer)
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
        case .integer(let integer): call.setResult(integer)
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
        if let sqlError = error as? SQLError {
            return SQLiteFailure(extendedCode: sqlError.extendedCode, message: sqlError.message)
        }
        return SQLiteFailure(extendedCode: 1, message: String(describing: error))
    }
}
