import Foundation
import SQLContext

// The integer types that SQLValue has no conversion of its own for (Int8, Int16, UInt, UInt8 …
// UInt64): read through `asInt64(column:)`, which accepts what it accepts (an integer, or a REAL
// holding a whole number), then range-checked; stored as SQLite's 64-bit signed integer.
extension SQLValue {
    /// The value as `T`: an integer in `T`'s range, or a REAL holding one.
    func exactInteger<T: FixedWidthInteger>(_ type: T.Type, column: String) throws -> T {
        let wide: Int64
        switch self {
        case .long(let value):
            wide = value
        case .real:
            guard let whole = try? asInt64(column: column) else {
                throw SQLError.cannotRead(self, as: typeName(T.self), column: column, reason: "not a whole number")
            }
            wide = whole
        default:
            throw SQLError.cannotRead(self, as: typeName(T.self), column: column)
        }
        guard let exact = T(exactly: wide) else {
            throw SQLError.cannotRead(self, as: typeName(T.self), column: column, reason: "out of range")
        }
        return exact
    }

    /// `value` as an integer, when it fits SQLite's 64-bit signed integers.
    static func exactInteger<T: FixedWidthInteger>(_ value: T, field: String) throws -> SQLValue {
        guard let exact = Int64(exactly: value) else {
            throw SQLError.cannotStore(
                typeName(T.self), field: field, reason: "out of the range of SQLite's 64-bit signed integers")
        }
        return .long(exact)
    }
}
