struct Settings {
    lazy var expensive: [Int] = (0..<10).map { $0 * 2 }
    var observed = 0 {
        didSet { print(observed) }
    }
    var computed: Int { observed * 2 }

    mutating func update() -> Int {
        lazy var cache = expensive.count  // expect: local-variable-accessors
        var doubled: Int {  // expect: local-variable-accessors
            observed * 2
        }
        var tracked = 0 {  // expect: local-variable-accessors
            didSet { print(tracked) }
        }
        tracked = cache + doubled
        let closure = {
            var inner: Int {  // expect: local-variable-accessors
                get { 1 }
            }
            return inner
        }
        return tracked + closure()
    }
}
