import Foundation
import SQLContext

/// The column index of each key a decode run asks for, resolved through the result's
/// ``SQLColumnMap`` the first time and remembered in the order asked.
///
/// A type decodes its keys in the same order for every row, so the key asked for next is, row
/// after row, the one after the key asked for last: one string comparison (of equal strings,
/// usually the same literal), no hashing. A key asked for out of that order is looked for among
/// the keys already seen, then in the column map.
struct KeyColumns {
    /// The columns of the result.
    let map: SQLColumnMap
    /// The keys asked for so far, in the order first asked.
    private var names: [String] = []
    /// The column of each of ``names``; -1 for a key that no column has.
    private var columns: [Int] = []
    /// The position in ``names`` of the key expected next.
    private var next = 0

    init(map: SQLColumnMap) { self.map = map }

    /// Starts a new row: the first key is expected next.
    @inline(__always) mutating func startRow() { next = 0 }

    /// The column of the key named `name`, or nil when the result has none.
    @inline(__always) mutating func column(of name: String) -> Int? {
        let position = next
        if position < names.count && names[position] == name {
            next = position + 1
            let column = columns[position]
            return column >= 0 ? column : nil
        }
        return lookUp(name)
    }

    /// ``column(of:)`` for a key that is not the one expected next.
    private mutating func lookUp(_ name: String) -> Int? {
        var position = 0
        while position < names.count {
            if names[position] == name {
                next = position + 1
                let column = columns[position]
                return column >= 0 ? column : nil
            }
            position += 1
        }
        let column = map.index(of: name)
        names.append(name)
        columns.append(column ?? -1)
        next = names.count
        return column
    }

    /// The column of the key named `name`.
    ///
    /// - Throws: the `SQLITE_RANGE` ``SQLError`` of ``SQLColumnMap/requiredIndex(of:)``, which names
    ///   the key and lists the columns.
    @inline(__always) mutating func requiredColumn(of name: String) throws -> Int {
        if let column = column(of: name) { return column }
        return try map.requiredIndex(of: name)
    }
}
