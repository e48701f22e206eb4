import Testing
import TranspileSafetyRules

/// `--link`: the declarations of another module that the transpiler is given resolve the typed
/// throws of the calls into it, as skipstone resolves them.
@Suite("Linked modules")
struct LinkedModuleTests {
    static let caller = SourceFile(
        path: "Caller.swift",
        text: """
            public struct LinkFailure: Error {}
            public struct Wrapped: Error {
                public init(_ failure: LinkFailure) {}
            }
            public final class Caller {
                let handle: Handle
                init(handle: Handle) { self.handle = handle }
                public func reopen() throws {
                    do { try handle.reopen() } catch { throw Wrapped(error) }
                }
                public func result() -> Result<Int, Error> {
                    do { return Result.success(try handle.count()) } catch { return Result.failure(error) }
                }
            }
            """)

    static let linked = SourceFile(
        path: "Linked/Handle.swift",
        text: """
            #if SKIP
            public final class Handle {
                public func reopen() throws(LinkFailure) {}
                public func count() throws(LinkFailure) -> Int { 0 }
            }
            #else
            public final class Handle {
                public func reopen() throws {}
                public func count() throws -> Int { 0 }
            }
            #endif
            """)

    @Test("without the linked module, a caught error passed as a concrete type is reported")
    func unlinkedIsReported() {
        let violations = TranspileSafetyChecker.check([SourceModule(name: "Caller", files: [Self.caller])])
        #expect(violations.map(\.rule) == [.catchErrorArgument])
        #expect(violations.map(\.line) == [9])
    }

    @Test("the linked module's #if SKIP typed throw resolves it; Result.failure is not the module's")
    func linkedResolves() {
        let module = SourceModule(name: "Caller", files: [Self.caller], linked: [Self.linked])
        #expect(TranspileSafetyChecker.check([module]).isEmpty)
    }

    @Test("the native branch of the linked module does not count")
    func nativeBranchIgnored() {
        let native = SourceFile(
            path: "Linked/Handle.swift",
            text: """
                #if !SKIP
                public final class Handle {
                    public func reopen() throws(LinkFailure) {}
                }
                #endif
                """)
        let module = SourceModule(name: "Caller", files: [Self.caller], linked: [native])
        #expect(TranspileSafetyChecker.check([module]).map(\.rule) == [.catchErrorArgument])
    }
}
