/// LocalizedError's members in types whose file imports nothing that brings SkipFoundation.
public struct FixtureLookupError: Error, Hashable {
    public var code: Int
}

extension FixtureLookupError: LocalizedError {
    public var errorDescription: String? { "lookup failed" }  // expect: localized-error-override
    public var helpAnchor: String? { nil }  // expect: localized-error-override
    /// Not a member of LocalizedError.
    public var summary: String { "lookup" }
}

/// Through a protocol of the module that refines LocalizedError.
public protocol FixtureDescribedError: LocalizedError {}

public enum FixtureParseError: FixtureDescribedError {
    case truncated(Int)

    public var failureReason: String? { "truncated" }  // expect: localized-error-override
    public var recoverySuggestion: String? { nil }  // expect: localized-error-override
}
