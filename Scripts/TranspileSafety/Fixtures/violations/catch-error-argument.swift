/// A caught error passed where a concrete error type is expected: skipstone types the catch's
/// `error` only when it resolves the do body's typed throw, and a closure's (or another module's)
/// it does not.
public struct LinkFailure: Error {
    public var code: Int32
}

public struct LinkError: Error {
    public var code: Int32
    public var context: String?

    public init(_ failure: LinkFailure, context: String? = nil) {
        self.code = failure.code
        self.context = context
    }
}

public final class Link {
    public let send: () throws(LinkFailure) -> Int = { 1 }

    func describe(_ failure: LinkFailure, _ what: String) -> LinkError {
        LinkError(failure, context: what)
    }

    public func ping() throws -> Int {
        do {
            return try send()
        } catch {
            throw LinkError(error)  // expect: catch-error-argument
        }
    }

    public func pong() throws -> Int {
        do {
            return try send()
        } catch let failure {
            throw describe(failure, "pong")  // expect: catch-error-argument
        }
    }
}
