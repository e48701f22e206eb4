import Foundation
import SQLContext

/// One fuzzer input, decoded.
///
/// Layout of the bytes:
///
/// ```
/// byte 0        operation (low 3 bits, see `FuzzOperation`) and flags (bit 3: low limits;
///               bit 4: a serialized connection, opened with `.fullMutex`)
/// byte 1        n: how many bytes at the end are parameter bytes
/// bytes 2…      SQL text (UTF-8; invalid sequences become U+FFFD)
/// last n bytes  parameter values: a tag byte each (tag % 5: integer, real, text, blob, NULL),
///               then 8 bytes for integer and real, a length byte and that many bytes for text
///               and blob; a value cut short by the end of the input takes what is there
/// ```
struct FuzzInput {
    var operation: FuzzOperation
    var lowLimits: Bool
    var serialized: Bool
    var sql: String
    var parameters: [SQLValue]

    init(_ bytes: [UInt8]) {
        let header = bytes.count > 0 ? bytes[0] : 0
        operation = FuzzOperation(rawValue: header & 7) ?? .exec
        lowLimits = header & 8 != 0
        serialized = header & 16 != 0
        let parameterCount = bytes.count > 1 ? Int(bytes[1]) : 0
        let body = bytes.count > 2 ? Array(bytes[2...]) : []
        let split = max(0, body.count - parameterCount)
        sql = String(decoding: body[0..<split], as: UTF8.self)
        parameters = FuzzInput.decodeParameters(Array(body[split...]))
    }

    static func decodeParameters(_ bytes: [UInt8]) -> [SQLValue] {
        var values: [SQLValue] = []
        var index = 0
        func take(_ count: Int) -> [UInt8] {
            let end = min(bytes.count, index + count)
            defer { index = end }
            return Array(bytes[index..<end])
        }
        while index < bytes.count && values.count < 64 {
            let tag = bytes[index] % 5
            index += 1
            switch tag {
            case 0:
                var value: UInt64 = 0
                for (shift, byte) in take(8).enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
                values.append(.long(Int64(bitPattern: value)))
            case 1:
                var value: UInt64 = 0
                for (shift, byte) in take(8).enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
                values.append(.real(Double(bitPattern: value)))
            case 2:
                let length = Int(take(1).first ?? 0)
                values.append(.text(String(decoding: take(length), as: UTF8.self)))
            case 3:
                let length = Int(take(1).first ?? 0)
                values.append(.blob(Data(take(length))))
            default:
                values.append(.null)
            }
        }
        return values
    }
}

/// What the fuzzer does with the SQL and the parameters.
enum FuzzOperation: UInt8 {
    /// `exec(sql:parameters:)`: the whole script.
    case exec = 0
    /// `query(sql:parameters:)`, then every column read every way.
    case query = 1
    /// `prepare`, bind by index and by name, step to the end, reset, bind again, step again.
    case prepared = 2
    /// `exec` inside `transaction`, committed.
    case transaction = 3
    /// `exec` inside a nested `transaction` whose block throws: savepoint rollback, then commit.
    case nestedRollback = 4
    /// `prepare`, step once, close the context, then use the statement: all misuse errors.
    case closeMidIteration = 5
    /// Every parameter through `SELECT ?`: it must come back exactly (NaN as NULL).
    case roundTrip = 6
    /// `prepare`, step once, `interrupt()`, step again, reset; the context must still work.
    case interrupted = 7
}
