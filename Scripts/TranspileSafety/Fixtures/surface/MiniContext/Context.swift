import MiniFFI

final class Context {
    let connection: Connection
    var handler: Callback?
    var marker: OnlyAsType?

    init(path: String) throws {
        let library = try Library.load()
        connection = try Connection(path: path, library: library)
    }

    /// A member of an SQLFFI type reached through a property of another.
    var version: String { connection.library.version }

    func run(_ sql: String, value: Int64, text: String) throws -> Bool {
        let statement = try connection.prepare(sql)
        defer { statement.finalize() }
        try statement.bind(value, at: 1)
        try statement.bind(text, at: 2)
        return try statement.step()
    }

    func firstRow() throws -> [Int64] { try connection.prepare("SELECT 1").row().values }

    func failureMessage() -> String {
        do {
            _ = try connection.prepare("SELECT x")
        } catch {
            return error.message
        }
        return ""
    }

    func sizes(_ names: [String], in statement: Statement) -> Int {
        names.count + statement.count + names.map { $0.description }.count
    }

    func closeAll(_ statements: [Statement]) {
        statements.forEach { _ = $0.closing() }
    }

    func isOK(_ code: Int32) -> Bool { code == Constants.ok }

    func fresh() -> Statement { Statement.make(1) }

    /// A stored `private(set) var`: listed as `{ get }`.
    var rawHandle: Int { connection.raw }
}
