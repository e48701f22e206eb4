/// Generic functions given T.self from an inline function (a reified T in Kotlin), and a
/// type(of:) metatype used only for its static members.
public protocol KeyedFixture {
    static var table: String { get }
}

public final class KeyedStoreFixture {
    public func fetch<T: KeyedFixture>(_ type: T.Type, key: Int) throws -> T? { nil }

    public func remove(table: String, key: Int) throws {}

    @inline(__always) public func refresh<T: KeyedFixture>(_ value: inout T) throws {
        if let stored = try fetch(T.self, key: 1) { value = stored }
    }

    public func removeAll<T: KeyedFixture>(_ values: [T]) throws {
        let table = type(of: values[0]).table
        try remove(table: table, key: 1)
    }
}
