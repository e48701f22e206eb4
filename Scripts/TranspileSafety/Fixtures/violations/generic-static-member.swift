public protocol Stored {
    static var table: String { get }
    init(name: String)
}

extension Stored {
    public static func make(name: String) -> Self { Self(name: name) }
}

public final class Store {
    public init() {}

    public func tableName<T: Stored>(_ record: T) -> String {
        T.table  // expect: generic-static-member
    }

    public func made<T: Stored>(_ kind: T.Type) -> T {
        T.make(name: "x")  // expect: generic-static-member
    }

    public func typeName<T>(_ value: T?) -> String {
        "\(T.self)"  // expect: generic-static-member
    }

    // Reified, but no Kotlin value `T` for the companion.
    @inline(__always) public func inlineOnly<T: Stored>(_ record: T) -> String {
        T.table  // expect: generic-static-member
    }

    // The companion line alone does not make `T` reified.
    public func insertOnly<R: Stored>(_ record: R) -> String {
        // SKIP INSERT: val R = R::class.companionObjectInstance as StoredCompanion
        R.table  // expect: generic-static-member
    }

    // SKIP NOWARN does not fix Kotlin that does not compile.
    public func muted<T: Stored>(_ record: T) -> String {
        // SKIP NOWARN
        return T.table  // expect: generic-static-member
    }

    public func pair<A: Stored, B: Stored>(_ a: A, _ b: B) -> String {
        let first = A.table  // expect: generic-static-member
        return first + B.table  // expect: generic-static-member
    }
}
