actor Cache {
    var entries: [String: Int] = [:]  // expect: actor-mutable-property
    public var hits = 0  // expect: actor-mutable-property
    private(set) var misses = 0  // expect: actor-mutable-property
    private var secret = 0
    fileprivate var shared = 0
    let limit = 10
    var count: Int { entries.count }
    var size: Int {
        get { entries.count }
    }
    var settable: Int {  // expect: actor-mutable-property
        get { secret }
        set { secret = newValue }
    }

    func record(_ key: String) {
        var local = entries[key] ?? 0
        local += 1
        entries[key] = local
    }
}

final class NotAnActor {
    var entries: [String: Int] = [:]
}
