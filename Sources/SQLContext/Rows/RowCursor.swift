import Foundation

/// The rows of one query, made into values one at a time as they are read: what
/// ``SQLTableQuery/eval()`` and ``SQLContext/cursor(_:)`` return.
///
/// ```swift
/// let cursor = try context.query(Book.self).orderBy(Book.title).eval()
/// defer { cursor.close() }
/// while let book = try cursor.next() { print(book.title) }
/// ```
///
/// The cursor owns its compiled statement: ``close()`` finalizes it (reading past the last row
/// or an error closes it too), and the statement holds a read transaction open until then, so
/// close a cursor you stop reading early. ``load(count:)`` reads the rows into an array.
public final class RowCursor<Row> {
    /// The statement the rows come from.
    let statement: SQLStatement
    /// Makes a value of the statement's current row.
    let creator: (SQLStatement) throws -> Row

    /// A cursor over the rows of `statement`, each made by `creator`.
    ///
    /// - Parameters:
    ///   - statement: a prepared statement with its parameters bound; the cursor closes it.
    ///   - creator: makes a value of the statement's current row.
    public init(statement: SQLStatement, creator: @escaping (SQLStatement) throws -> Row) {
        self.statement = statement
        self.creator = creator
    }

    /// Whether the cursor is closed: after ``close()``, the last row, or an error.
    public var isClosed: Bool { statement.isClosed }

    /// The next row's value, or nil after the last row (the cursor is closed then).
    ///
    /// - Throws: ``SQLError`` from SQLite or from making the value; the cursor is closed then.
    ///
    /// The corresponding SQLite function is [`sqlite3_step`](https://sqlite.org/c3ref/step.html).
    public func next() throws -> Row? {
        if statement.isClosed { return nil }
        do {
            guard try statement.next() else {
                statement.close()
                return nil
            }
            return try creator(statement)
        } catch {
            statement.close()
            throw error
        }
    }

    /// Reads up to `count` more rows (all of them by default) into an array.
    ///
    /// - Parameter count: the most rows to read.
    /// - Throws: ``SQLError`` as ``next()`` does.
    public func load(count: Int = Int.max) throws -> [Row] {
        var rows: [Row] = []
        while rows.count < count, let row = try next() { rows.append(row) }
        return rows
    }

    /// Finalizes the statement; later reads return nil. Closing twice does nothing.
    ///
    /// The corresponding SQLite function is [`sqlite3_finalize`](https://sqlite.org/c3ref/finalize.html).
    public func close() {
        statement.close()
    }
}

extension RowCursor {
    /// An iterator over the remaining rows, each a `Result`: SkipSQL's way to read a cursor
    /// (`while let row = iterator.next() { let value = try row.get() }`). After an error it
    /// returns that error once, then nil.
    public func makeIterator() -> RowIterator<Row> {
        RowIterator(cursor: self)
    }
}

/// The rows of a ``RowCursor`` as `Result`s (``RowCursor/makeIterator()``).
public final class RowIterator<Row> {
    /// The cursor read.
    let cursor: RowCursor<Row>

    /// An iterator over `cursor`.
    init(cursor: RowCursor<Row>) {
        self.cursor = cursor
    }

    /// The next row's value or error; nil after the last row or after an error.
    public func next() -> Result<Row, Error>? {
        do {
            guard let row = try cursor.next() else { return nil }
            return Result.success(row)
        } catch {
            return Result.failure(error)
        }
    }
}
