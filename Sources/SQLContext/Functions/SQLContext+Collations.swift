import Foundation
import SQLFFI

extension SQLContext {
    /// Registers a collation written in Swift, or replaces the one of the same name: a way to order
    /// text, usable as `ORDER BY name COLLATE localized`, in a column definition
    /// (`name TEXT COLLATE localized`) and in indexes.
    ///
    /// ```swift
    /// try context.createCollation("by_length") { left, right in
    ///     left.utf8.count < right.utf8.count ? .orderedAscending
    ///         : left.utf8.count > right.utf8.count ? .orderedDescending : .orderedSame
    /// }
    /// ```
    ///
    /// The comparison gets both strings whole, embedded NUL characters included. It must be a
    /// total order that never changes: an index built with it is corrupt for SQLite otherwise.
    /// SQLite gives a comparison no way to fail, so it cannot throw.
    ///
    /// - Throws: ``SQLError`` when the context is closed, or `SQLITE_BUSY` while a statement that
    ///   uses the collation runs.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_create_collation_v2`](https://sqlite.org/c3ref/create_collation.html).
    public func createCollation(_ name: String, _ compare: @escaping (String, String) -> ComparisonResult) throws {
        try checkOpen()
        do {
            try connection.createCollation(name) { left, right in
                switch compare(left, right) {
                case .orderedAscending: return -1
                case .orderedSame: return 0
                case .orderedDescending: return 1
                }
            }
        } catch {
            throw SQLError(error, sql: nil, context: "cannot create collation '" + name + "'")
        }
    }

    /// Removes the collation `name` registered on this context and releases its closure.
    /// Statements prepared with it fail afterwards with "no such collation sequence".
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_create_collation_v2`](https://sqlite.org/c3ref/create_collation.html) with no
    /// comparison.
    public func removeCollation(_ name: String) throws {
        try checkOpen()
        do {
            try connection.removeCollation(name)
        } catch {
            throw SQLError(error, sql: nil, context: "cannot remove collation '" + name + "'")
        }
    }
}
