/// `==` and `!=` between an integer literal and an Int64 (Kotlin Long) value.
enum Cell: Hashable {
    case integer(Int64)
    case text(String)

    var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }
}

struct CellReader {
    let cells: [Cell]

    func integer(at index: Int) -> Int64 { cells[index].integerValue ?? 0 }

    func flags(_ total: Int64, _ limit: Int64?) -> [Bool] {
        let value = integer(at: 0)
        let sign: Int64 = value < 0 ? -1 : 1
        return [
            cells[0].integerValue == 1,  // expect: int64-literal-equality
            value == 0 || value != 1,  // expect: int64-literal-equality, int64-literal-equality
            0 == total,  // expect: int64-literal-equality
            limit != 10,  // expect: int64-literal-equality
            Int64(cells.count) == 3,  // expect: int64-literal-equality
            sign * total == -1,  // expect: int64-literal-equality
            try! cell(0).integerValue == 2,  // expect: int64-literal-equality
        ]
    }

    func cell(_ index: Int) throws -> Cell { cells[index] }

    func describe(_ total: Int64) -> String {
        switch total {
        case 0: return "none"  // expect: int64-literal-equality
        default: return "some"
        }
    }
}
