import Foundation

/// The compiled statements a ``SQLContext`` keeps for reuse, by SQL text, least recently used
/// evicted first. A statement leaves the cache finalized: evicted, cleared, or at the context's
/// ``SQLContext/close()``.
///
/// Two kinds of entries share the capacity: the statements that
/// ``SQLContext/cachedStatement(sql:)`` hands out (the same object for the same SQL), and those
/// that queries with parameters borrow, which are out of the cache while a query runs, so a query
/// never shares its statement with the caller or with a query nested in it.
final class SQLStatementCache {
    /// The number of statements kept; the default is 16 (as rusqlite's cache).
    var capacity = 16
    /// The cached statements by key: ``handedOutKey(_:)`` or ``borrowedKey(_:)`` of their SQL.
    var statements: [String: SQLStatement] = [:]
    /// The keys, least recently used first.
    var recency: [String] = []
    /// The compiled inserts of records, most recently used first.
    var insertPlans: [SQLRecordInsertPlan] = []
    /// The values array of the last record written, every value NULL again, for the next record
    /// to be encoded into: writing records one after another allocates no row (see
    /// ``SQLContext/encodedRow(_:_:_:)``).
    var recycledRecordValues: [SQLValue] = []

    /// The key of a statement that ``SQLContext/cachedStatement(sql:)`` hands out.
    static func handedOutKey(_ sql: String) -> String { "s:" + sql }

    /// The key of a statement that a query borrows.
    static func borrowedKey(_ sql: String) -> String { "q:" + sql }

    /// The number of statements in the cache, the compiled inserts of records included.
    var count: Int {
        var count = statements.count
        for plan in insertPlans where plan.statement != nil { count += 1 }
        return count
    }

    /// The statement under `key`, now the most recently used; nil when there is none, or when
    /// the one there was closed (it is dropped).
    func statement(for key: String) -> SQLStatement? {
        guard let statement = statements[key] else { return nil }
        forget(key)
        if statement.isClosed {
            statements[key] = nil
            return nil
        }
        recency.append(key)
        return statement
    }

    /// Takes the statement under `key` out of the cache, for a query to use alone.
    func take(_ key: String) -> SQLStatement? {
        guard let statement = statements[key] else { return nil }
        statements[key] = nil
        forget(key)
        return statement.isClosed ? nil : statement
    }

    /// Keeps `statement` under `key` as the most recently used, finalizing the least recently
    /// used statements beyond ``capacity``. Returns false, and keeps nothing, when the capacity
    /// is 0 or another statement is already under `key`.
    @discardableResult
    func insert(_ statement: SQLStatement, for key: String) -> Bool {
        guard capacity > 0 && statements[key] == nil else { return false }
        statement.sqliteStatement.keep()
        statements[key] = statement
        recency.append(key)
        trim()
        return true
    }

    /// Finalizes the least recently used statements until at most ``capacity`` remain.
    func trim() {
        while recency.count > max(capacity, 0) {
            let key = recency.removeFirst()
            statements[key]?.close()
            statements[key] = nil
        }
    }

    /// Finalizes and forgets every cached statement.
    func removeAll() {
        for key in recency { statements[key]?.close() }
        statements = [:]
        recency = []
        for plan in insertPlans { plan.statement?.close() }
        insertPlans = []
    }

    /// Removes `key` from the recency order.
    private func forget(_ key: String) {
        if let index = recency.firstIndex(of: key) { recency.remove(at: index) }
    }
}
