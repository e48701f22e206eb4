func run() -> Int {
    struct Pair {  // expect: local-type
        var a: Int
    }
    if true {
        enum Mode { case a }  // expect: local-type
    }
    typealias Count = Int
    func helper() -> Count { 1 }
    let make = {
        final class Cell {}  // expect: local-type
        return helper()
    }
    return Pair(a: make()).a
}

struct Outer {
    init() {
        protocol Shape {}  // expect: local-type
    }

    var computed: Int {
        struct Cache {}  // expect: local-type
        return 0
    }

    var observed: Int = 0 {
        didSet {
            actor Worker {}  // expect: local-type
        }
    }

    struct Inner {}
}
