import Foundation

/// The column names of a result in order, and the index of each name: built once per statement
/// and shared by every ``SQLRow`` read from it, so that a row holds its values and one reference,
/// never a dictionary of its own.
///
/// Names are matched as SQLite matches column names: exactly first, then without regard to case.
/// When several columns share a name (`SELECT a.id, b.id …`), the name finds the first of them;
/// read the others by index.
public final class SQLColumnMap: Sendable, Equatable, CustomStringConvertible {
    /// The column names, in result order.
    public let names: [String]
    /// Each name, and its lower-case form, mapped to the first column that has it.
    let indexes: [String: Int]

    /// Builds the map of `names`, given in result order.
    public init(names: [String]) {
        self.names = names
        var indexes: [String: Int] = [:]
        var index = 0
        for name in names {
            if indexes[name] == nil { indexes[name] = index }
            let folded = name.lowercased()
            if indexes[folded] == nil { indexes[folded] = index }
            index += 1
        }
        self.indexes = indexes
    }

    /// The number of columns.
    public var count: Int { names.count }

    /// The index of the column named `name` (exactly, else without regard to case), or nil.
    public func index(of name: String) -> Int? {
        // A record reads a few columns by name, mostly spelled as the result spells them: for a
        // short list, comparing the names is cheaper than hashing the one asked for.
        if names.count <= 16 {
            var index = 0
            for candidate in names {
                if candidate == name { return index }
                index += 1
            }
        } else if let index = indexes[name] {
            return index
        }
        return indexes[name.lowercased()]
    }

    /// The index of the column named `name`.
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` that names `name` and lists the columns.
    public func requiredIndex(of name: String) throws -> Int {
        guard let index = index(of: name) else {
            throw SQLError.range("no column named '" + name + "'; the columns are: " + listed)
        }
        return index
    }

    /// The column names for a message: `id, name`, or `none`.
    var listed: String { names.isEmpty ? "none" : names.joined(separator: ", ") }

    /// A new map with `name` added as the last column.
    func appending(_ name: String) -> SQLColumnMap {
        var extended = names
        extended.append(name)
        return SQLColumnMap(names: extended)
    }

    /// Two maps are equal when they hold the same names in the same order.
    public static func == (left: SQLColumnMap, right: SQLColumnMap) -> Bool {
        left === right || left.names == right.names
    }

    /// The column names, comma-separated.
    public var description: String { names.joined(separator: ", ") }
}
