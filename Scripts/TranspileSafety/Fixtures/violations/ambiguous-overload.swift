/// Overloads differing only in a parameter's type, called with a subscript's parameter.
struct FixtureColumn {
    var name: String
}

struct FixtureColumnMap {
    func index(of column: FixtureColumn) -> Int? { nil }
    func index(of name: String) -> Int? { nil }
    func slot(_ column: FixtureColumn, from start: Int) -> Int? { start }
    func slot(_ name: String, from start: Int) -> Int? { start }
    func slot(_ name: String, from start: String) -> Int? { nil }
}

struct FixtureRow {
    var columnMap = FixtureColumnMap()
    var values: [Int] = []

    subscript(column: FixtureColumn) -> Int? {
        get {
            guard let index = columnMap.index(of: column) else { return nil }  // expect: ambiguous-overload
            let named = columnMap.index(of: column.name)  // `name` is a String: still unknown to skipstone  // expect: ambiguous-overload
            let slot = columnMap.slot(column, from: 0)  // expect: ambiguous-overload
            return values[index] + (named ?? 0) + (slot ?? 0)
        }
    }
}
