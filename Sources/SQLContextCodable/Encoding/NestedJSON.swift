import Foundation
import SQLContext

/// How nested values are kept in one column: JSON text. Dates in it are seconds since
/// 1970-01-01 UTC, as `SQLValue(date)` stores a `Date` column; `Data` is base64 (JSON has no
/// bytes); keys are sorted, so that equal values give equal text.
enum NestedJSON {
    /// The JSON text of `value`.
    static func text<T: Encodable>(of value: T, field: String) throws -> SQLValue {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return .text(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch let error as EncodingError {
            let detail: String
            switch error {
            case .invalidValue(_, let context):
                let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
                detail = "a value JSON cannot hold" + (keys.isEmpty ? "" : " at " + keys.joined(separator: "."))
            @unknown default:
                detail = "a value JSON cannot hold"
            }
            throw SQLError.cannotStore(typeName(T.self), field: field, reason: detail + " (stored as JSON text)")
        }
    }

    /// The value of type `T` that the JSON text (or UTF-8 blob) `value` holds.
    static func value<T: Decodable>(_ type: T.Type, from value: SQLValue, column: String) throws -> T {
        let data: Data
        switch value {
        case .text(let text): data = Data(text.utf8)
        case .blob(let bytes): data = bytes
        default: throw SQLError.cannotRead(value, as: typeName(T.self), column: column, reason: "expected JSON text")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(T.self, from: data)
        } catch let error as DecodingError {
            var detail = reason(of: error)
            if case .dataCorrupted = error,
                (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil
            {
                detail = "not valid JSON"
            }
            throw SQLError.cannotRead(value, as: typeName(T.self), column: column, reason: "JSON: " + detail)
        }
    }
}
