struct Unit {}  // expect: reserved-type-name
enum Boolean { case yes, no }  // expect: reserved-type-name
final class Exception {}  // expect: reserved-type-name
actor Nothing {}  // expect: reserved-type-name

struct Outer {
    struct Long {}  // expect: reserved-type-name
}

struct Units {}
typealias Char = Character
protocol Throwable {}
