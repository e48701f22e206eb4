infix operator <~>: AdditionPrecedence  // expect: custom-operator
prefix operator √  // expect: custom-operator

precedencegroup PipePrecedence {  // expect: custom-operator
    associativity: left
}

struct Money: Comparable {
    var cents: Int64

    static func == (lhs: Money, rhs: Money) -> Bool { lhs.cents == rhs.cents }
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    static func != (lhs: Money, rhs: Money) -> Bool { lhs.cents != rhs.cents }  // expect: custom-operator
    static func >= (lhs: Money, rhs: Money) -> Bool { !(lhs < rhs) }  // expect: custom-operator

    static func + (lhs: Money, rhs: Money) -> Money {  // expect: custom-operator
        Money(cents: lhs.cents + rhs.cents)
    }

    static prefix func - (value: Money) -> Money {  // expect: custom-operator
        Money(cents: -value.cents)
    }

    static func
        ~= (pattern: Money, value: Money) -> Bool {  // expect: custom-operator
        pattern == value
    }

    func callAsFunction() -> Int64 { cents }
}

func == (lhs: Money, rhs: Int64) -> Bool { lhs.cents == rhs }  // expect: custom-operator
