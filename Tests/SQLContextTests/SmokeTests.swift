import Foundation
import SQLContext
import Testing

@Test func smoke() throws {
    let context = try SQLContext()
    try context.exec(sql: "CREATE TABLE t(x INTEGER, y TEXT, z BLOB); INSERT INTO t VALUES (1, 'a', x'00')")
    let insert = try context.prepare(sql: "INSERT INTO t VALUES (?, ?, ?)")
    try insert.update(parameters: [.integer(Int64.max), .text("a\u{0}b"), .blob(Data())])
    let rows = try context.query(sql: "SELECT x, y, z FROM t ORDER BY rowid")
    #expect(rows[1] == [.integer(Int64.max), .text("a\u{0}b"), .blob(Data())])
    #expect(throws: SQLError.self) { try context.exec(sql: "SELEC 1") }
    do { try context.exec(sql: "SELECT * FROM\n nope") } catch { print(error) }
    print(context.featureReport().map(\.description).joined(separator: "\n"))
}
