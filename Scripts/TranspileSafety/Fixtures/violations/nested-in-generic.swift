struct Box<Value> {
    var value: Value

    struct Iterator {}  // expect: nested-in-generic
    enum State { case empty }  // expect: nested-in-generic
    typealias Element = Value

    struct Plain {  // expect: nested-in-generic
        class Deeper {}
    }
}

extension Box {
    struct Summary {}
}

extension Box where Value: Equatable {
    final class Totals {}  // expect: nested-in-generic, external-extension
}

final class Cache<Key: Hashable>: Sendable {
    actor Store {}  // expect: nested-in-generic
}

struct NotGeneric {
    struct Fine {}
    func generic<T>(_ value: T) -> T { value }
}
