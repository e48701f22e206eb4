/// An enum with a raw type and no associated values becomes a Kotlin `enum class`.
enum Option: Int32 {
    case defensive = 1010
    case trusted = 1017

    var name: String {  // expect: enum-reserved-property
        switch self {
        case .defensive: return "DEFENSIVE"
        case .trusted: return "TRUSTED"
        }
    }

    static var ordinal: Int { 0 }
    var label: String { "x" }
}

extension Option {
    var `ordinal`: Int { 1 }  // expect: enum-reserved-property
    func name(prefix: String) -> String { prefix }
}

enum Plain {
    case a, b
    let ordinal = 0  // expect: enum-reserved-property
}

/// Enums that become Kotlin sealed classes may use the names.
enum Payload {
    case text(String)
    case none
    var name: String { "payload" }
}

enum Failure: Error {
    case closed
    var name: String { "failure" }
}

protocol DatabaseError: Error {}

enum Busy: DatabaseError {
    case locked
    var name: String { "busy" }
}

enum Ordered: Comparable {
    case low, high
    var name: String { "ordered" }
    static func < (lhs: Ordered, rhs: Ordered) -> Bool { lhs == .low && rhs == .high }
}

struct NotAnEnum {
    var name: String
    var ordinal: Int
}
