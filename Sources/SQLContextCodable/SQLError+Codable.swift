import Foundation
import SQLContext

// The errors of the Codable layer, in the shapes and codes of SQLContext's own: `SQLITE_MISMATCH`
// for a value that cannot be read or stored as a type, `SQLITE_MISUSE` for a type whose Codable
// shape a row cannot hold. Messages name the column and the type, never the value.
extension SQLError {
    /// `column 'name': cannot read TEXT as Type: reason`, as SQLContext's typed reads word it.
    static func cannotRead(_ value: SQLValue, as type: String, column: String, reason: String? = nil) -> SQLError {
        var message = "column '" + column + "': cannot read " + value.type.description + " as " + type
        if let reason { message += ": " + reason }
        return SQLError(code: 20, message: message)
    }

    /// `field 'name': cannot store Type: reason`.
    static func cannotStore(_ type: String, field: String, reason: String) -> SQLError {
        SQLError(code: 20, message: "field '" + field + "': cannot store " + type + ": " + reason)
    }

    /// A misuse of the Codable layer (`SQLITE_MISUSE`).
    static func codableMisuse(_ message: String) -> SQLError {
        SQLError(code: 21, message: message)
    }
}

/// The name of `type` for a message: `Address`, `Optional<Int>`.
func typeName(_ type: Any.Type) -> String { String(describing: type) }

/// What a `DecodingError` says, without the value it was given: its kind, and where in the value.
func reason(of error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return keys.isEmpty ? "" : " at " + keys.joined(separator: ".")
    }
    switch error {
    case .typeMismatch(let type, let context): return "expected " + typeName(type) + path(context)
    case .valueNotFound(let type, let context): return "no " + typeName(type) + " value" + path(context)
    case .keyNotFound(let key, let context): return "no key '" + key.stringValue + "'" + path(context)
    case .dataCorrupted(let context): return "a value the type does not accept" + path(context)
    @unknown default: return "the type refused the value"
    }
}
