struct Version {
    var major: Int
    var minor: Int

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Arguments computed from parameters only: fine.
    init(number: Int) {
        self.init(major: number / 1000, minor: number % 1000)
    }

    init?(_ text: String) {
        let parts = text.split(separator: ".")
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        self.init(
            major: major,  // expect: delegating-init
            minor: minor)  // expect: delegating-init
    }

    init(pair: (Int, Int), scaled: Bool) {
        var factor = 1
        if scaled { factor = 10 }
        self.init(major: pair.0 * factor, minor: pair.1)  // expect: delegating-init
    }

    /// A closure in the arguments may declare its own names.
    init(values: [Int]) {
        self.init(major: values.map { value in value * 2 }.first ?? 0, minor: values.count)
    }

    /// A parameter rebound by `if let` still counts as the parameter.
    init(optional major: Int?) {
        if let major { _ = major }
        self.init(major: major ?? 0, minor: 0)
    }

    init(twice: Bool) {
        self.init(major: 1, minor: 1)
        if twice {
            self.init(major: 2, minor: 2)  // expect: delegating-init
        }
    }

    init(conditional: Bool) throws {
        if conditional {
            try self.init(checked: 1)  // expect: delegating-init
        } else {
            self.init(major: 0, minor: 0)  // expect: delegating-init
        }
    }

    init(checked: Int) throws {
        let doubled = checked * 2
        try self.init(major: Self.validated(doubled), minor: 0)  // expect: delegating-init
    }

    /// The call moves into the Kotlin constructor, out of reach of a directive on its statement.
    init(text: String) {
        let count = text.count
        // SKIP NOWARN
        self.init(major: count, minor: 0)  // expect: delegating-init
    }

    static func validated(_ value: Int) throws -> Int { value }
}

class Base {
    let id: Int64
    init(id: Int64) { self.id = id }
}

final class Derived: Base {
    init(text: String) {
        let parsed = Int64(text) ?? 0
        super.init(id: parsed)  // expect: delegating-init
    }
}
