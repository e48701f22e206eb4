/// Caught errors passed as `any Error`, or from a do body whose every try calls a function of the
/// module declared `throws(E)` (skipstone then binds the catch's error as E).
public struct CaughtFailureFixture: Error {
    public var code: Int32
}

public struct CaughtErrorFixture: Error {
    public var code: Int32

    public init(_ failure: CaughtFailureFixture) { self.code = failure.code }

    public init(any error: any Error) { self.code = (error as? CaughtFailureFixture)?.code ?? 1 }
}

public final class CaughtErrorsFixture {
    public let send: () throws(CaughtFailureFixture) -> Int = { 1 }

    func call() throws(CaughtFailureFixture) -> Int { 2 }

    public func viaAnyError() throws -> Int {
        do {
            return try send()
        } catch {
            throw CaughtErrorFixture(any: error)
        }
    }

    public func viaTypedThrow() throws -> Int {
        do {
            return try call()
        } catch {
            throw CaughtErrorFixture(error)
        }
    }
}
