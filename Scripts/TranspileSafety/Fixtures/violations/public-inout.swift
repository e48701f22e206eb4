public func swapValues(_ a: inout Int, _ b: inout Int) {}  // expect: public-inout

public struct Counter {
    public mutating func add(
        to total: inout Int  // expect: public-inout
    ) {}

    public init(from source: inout [Int]) {}  // expect: public-inout

    func internalHelper(_ value: inout Int) {}

    public func visit(_ body: (inout Int) -> Void) {}  // expect: public-inout
}

public extension Counter {
    func reset(_ value: inout Int) {}  // expect: public-inout
    private func hidden(_ value: inout Int) {}
}

open class Base {
    open func update(_ value: inout String) {}  // expect: public-inout
    public subscript(key: inout Int) -> Int { 0 }  // expect: public-inout
}

public protocol Updating {
    func update(_ value: inout Int)  // expect: public-inout
}

extension Counter {
    func notPublic(_ value: inout Int) {}
}
