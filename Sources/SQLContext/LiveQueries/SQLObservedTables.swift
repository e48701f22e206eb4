import Foundation

/// The tables that a context's observations read and its statements write, each named once by a
/// small number: the authorizer reports the same few tables again and again, and a commit then
/// looks its tables up by number instead of hashing their names.
final class SQLObservedTables {
    /// The number of each table, by key (`schema.table` in lower case, ``key(_:_:)``).
    private var numbers: [String: Int] = [:]
    /// The key of each number.
    private var keys: [String] = []
    /// The number of each table of the main database, by the name SQLite reports for it.
    private var mainNumbers: [String: Int] = [:]
    /// The table of the main database asked for last, and its number: the authorizer reports
    /// the same table for statement after statement, and comparing two short names costs less
    /// than hashing one.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) private var lastMainTable = ""
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) private var lastMainNumber = -1
    /// `[number]` for each number: the write set of a statement that writes one table, made once.
    // SKIP NOWARN: Kotlin has no exclusivity checks; the attribute only turns off Swift's dynamic one.
    @exclusivity(unchecked) private var alone: [[Int]] = []

    init() {}

    /// `schema.table` in lower case, as SQLite matches names.
    static func key(_ database: String?, _ table: String) -> String {
        (database ?? "main").lowercased() + "." + table.lowercased()
    }

    /// The number of the table whose key is `key`, given one if it has none yet.
    func number(ofKey key: String) -> Int {
        if let known = numbers[key] { return known }
        let number = keys.count
        keys.append(key)
        numbers[key] = number
        return number
    }

    /// The number of `table` of `database` (nil: main), as SQLite names them.
    func number(_ database: String?, _ table: String) -> Int {
        guard database == nil || database == "main" else {
            return number(ofKey: SQLObservedTables.key(database, table))
        }
        if lastMainNumber >= 0 && table == lastMainTable { return lastMainNumber }
        let number: Int
        if let known = mainNumbers[table] {
            number = known
        } else {
            number = self.number(ofKey: SQLObservedTables.key(database, table))
            mainNumbers[table] = number
        }
        lastMainTable = table
        lastMainNumber = number
        return number
    }

    /// The list that holds only `number`, shared by every statement that writes only that table.
    func only(_ number: Int) -> [Int] {
        while alone.count <= number { alone.append([alone.count]) }
        return alone[number]
    }

    /// The key of table `number`.
    func key(of number: Int) -> String {
        keys[number]
    }
}
