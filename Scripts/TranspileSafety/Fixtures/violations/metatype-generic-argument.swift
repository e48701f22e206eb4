/// A metatype from type(of:) passed as a generic function's T.Type.
public protocol Keyed {
    static var table: String { get }
}

public final class KeyedStore {
    public func fetch<T: Keyed>(_ type: T.Type, key: Int) throws -> T? { nil }

    public func remove<T: Keyed>(_ type: T.Type, where key: Int) throws {}

    public func refresh<T: Keyed>(_ value: inout T) throws {
        if let stored = try fetch(type(of: value), key: 1) { value = stored }  // expect: metatype-generic-argument
    }

    public func removeAll<T: Keyed>(_ values: [T]) throws {
        let valueType = type(of: values[0])
        if valueType.table.isEmpty { return }
        try remove(valueType, where: 1)  // expect: metatype-generic-argument
    }
}
