public struct ExecutionResult {
    public var changes: Int  // expect: int-for-sqlite-integer
    public var totalChanges: Int?  // expect: int-for-sqlite-integer
    public var lastInsertRowID: Int  // expect: int-for-sqlite-integer
    public var rowIDs: [Int]  // expect: int-for-sqlite-integer
    public var changesSoFar: Int64
    public var rowCount: Int
}

public struct Statement {
    public func integer(at index: Int32) -> Int { 0 }  // expect: int-for-sqlite-integer
    public func integer64(at index: Int32) -> Int64 { 0 }
    public func delete(rowid: Int) {}  // expect: int-for-sqlite-integer
    public func update(
        _ RowID:
            Swift.Int  // expect: int-for-sqlite-integer
    ) {}
    public var integerValue: Int { 0 }  // expect: int-for-sqlite-integer
    public func lastInsertRowid() -> Int { 0 }  // expect: int-for-sqlite-integer
}

enum Event {
    case inserted(rowID: Int)  // expect: int-for-sqlite-integer
}

typealias Summary = (changes: Int, name: String)  // expect: int-for-sqlite-integer

func borrow(borrowid: Int, exchanges: Int) {}

func advance(rowID: inout Int) {}  // expect: int-for-sqlite-integer

func count() -> Int64 {
    var changes = 0  // expect: int-for-sqlite-integer
    let lastInsertRowID =
        Int(changes)  // expect: int-for-sqlite-integer
    let rowid: Int64 = 0
    let totalChanges = Int64(lastInsertRowID)
    var rowCount = 0
    changes += 1
    rowCount += 1
    return rowid + totalChanges + Int64(rowCount)
}
