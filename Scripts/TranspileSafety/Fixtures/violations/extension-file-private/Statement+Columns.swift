/// Another file with a file-private declaration: the merged extension cannot reach it.
extension Statement {  // expect: extension-file-private
    func columns() -> Int64 { columnCount + columnsBase }
}

private let columnsBase: Int64 = 0

extension Statement {  // expect: extension-file-private
    func more() -> Int64 { 0 }
}
