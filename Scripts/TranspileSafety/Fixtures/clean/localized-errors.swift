import Foundation

/// LocalizedError's members in a type whose file imports Foundation, and an error that is not a
/// LocalizedError.
public struct CleanLookupError: Error, LocalizedError, Hashable {
    public var code: Int
    public var errorDescription: String? { "lookup failed" }
}

extension CleanLookupError {
    public var failureReason: String? { nil }
}

public struct CleanPlainError: Error {
    public var errorDescription: String? { "not a LocalizedError member" }
}
