import Foundation
import SQLFFI

/// Turns the arguments of a call of a Swift SQL function into ``SQLValue``s, and its result and
/// errors back into SQLite's, for one registered function.
///
/// The argument array is reused from call to call: a call with integer and real arguments and
/// result allocates nothing. The array is taken out while the function runs, so a function that
/// runs SQL calling itself gets an array of its own, and one that keeps its arguments keeps them
/// unchanged (the next call then makes a new array).
final class SQLFunctionCallValues {
    /// The array of the previous call, refilled in place by the next one when nobody else holds it.
    private var spare: [SQLValue] = []

    /// The arguments of `call`, in order.
    func arguments(of call: SQLiteFunctionCall) -> [SQLValue] {
        var values = spare
        spare = []
        // In place when unique; otherwise a new buffer of the same capacity, with nothing copied.
        values.removeAll(keepingCapacity: true)
        let count = call.argumentCount
        values.reserveCapacity(count)
        var index = 0
        while index < count {
            values.append(SQLFunctionCallValues.argument(of: call, at: index))
            index += 1
        }
        return values
    }

    /// Keeps `values` for the next call.
    func recycle(_ values: [SQLValue]) {
        spare = values
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
