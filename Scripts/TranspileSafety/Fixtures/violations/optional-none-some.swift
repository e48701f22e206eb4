func choose(_ value: Int64?) -> Int64 {
    switch value {
    case nil:
        return 0
    case .some(let number):  // expect: optional-none-some
        return number
    }
}

func make() -> Int64? {
    let empty: Int64? = Optional.none  // expect: optional-none-some
    let wrapped = Optional<Int64>.some(3)  // expect: optional-none-some
    let implicit: Int64? = .some(4)  // expect: optional-none-some
    return empty ?? wrapped ?? implicit
}

func modern(_ value: Int64?) -> Int64 {
    switch value {
    case nil:
        return 0
    case let number?:
        return number
    }
}

/// A static member of the module named `none`: an implicit `.none` may be it.
struct Mode {
    var name: String
    static let none = Mode(name: "none")
}

func modes() -> [Mode] {
    let implicit: Mode = .none
    return [Mode.none, implicit]
}
