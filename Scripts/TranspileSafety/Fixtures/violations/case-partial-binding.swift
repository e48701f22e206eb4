enum Cell {
    case pair(Int64, Int64)
    case named(String, Int64)
    case single(Int64)
}

func value(of cell: Cell) -> Int64 {
    switch cell {
    case .pair(let first, 0):  // expect: case-partial-binding
        return first
    case let .named(name, 1):  // expect: case-partial-binding
        return Int64(name.count)
    case .named("x", let count):  // expect: case-partial-binding
        return count
    case .pair(let first, _):
        return first
    case .named(_, let count):
        return count
    case .single(1):
        return 1
    case .single(let number):
        return number
    }
}

func check(_ cell: Cell) -> Bool {
    if case .pair(let first, 2) = cell {  // expect: case-partial-binding
        return first > 0
    }
    guard case .pair(let a, let b) = cell else { return false }
    return a == b
}
