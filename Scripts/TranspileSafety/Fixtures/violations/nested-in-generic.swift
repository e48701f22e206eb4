struct Box<Value> {
    var value: Value

    struct Iterator {}  // expect: nested-in-generic
    enum State { case empty }  // expect: nested-in-generic
    typealias Element = Value

    struct Plain {  // expect: nested-in-generic
        class Deeper {}  // expect: nested-in-generic
    }
}

extension Box {
    struct Summary {}  // expect: nested-in-generic
}

extension Array where Element == Int {
    final class Totals {}  // expect: nested-in-generic
}

final class Cache<Key: Hashable>: Sendable {
    actor Store {}  // expect: nested-in-generic
}

struct NotGeneric {
    struct Fine {}
}
