/// Overloads called where skipstone knows the argument's type: a function's parameter, a literal,
/// or a subscript's parameter passed to functions with distinct labels.
struct CleanColumn {
    var name: String
}

struct CleanColumnMap {
    func index(of column: CleanColumn) -> Int? { nil }
    func index(of name: String) -> Int? { nil }
    func index(ofColumn column: CleanColumn) -> Int? { nil }
    func slot(_ column: CleanColumn, from start: Int) -> Int? { start }
    func slot(_ name: String, from start: String) -> Int? { nil }
}

struct CleanRow {
    var columnMap = CleanColumnMap()

    subscript(column: CleanColumn) -> Int? {
        columnMap.index(ofColumn: column)
    }

    subscript(start column: CleanColumn) -> Int? {
        columnMap.slot(column, from: 0)
    }

    func read(_ column: CleanColumn) -> Int? {
        columnMap.index(of: column) ?? columnMap.index(of: "name")
    }
}
