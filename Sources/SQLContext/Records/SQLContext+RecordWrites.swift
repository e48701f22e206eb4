import Foundation

// Writing records: insert, insertAll, upsert, update, delete and deleteAll (SkipSQL's names and
// labels). Each encodes the record once, binds every value and runs on a compiled statement from
// the statement cache.
extension SQLContext {
    /// Inserts `ob` and returns it as stored: with the row id SQLite assigned to an integer
    /// primary key left NULL (or ``SQLValue/defaultPrimaryKeyValue`` for an autoincrement one),
    /// and, for the NULL fields, what the table stored: NULL fields are left out of the `INSERT`,
    /// so the defaults of the table's column definitions apply (whatever the Swift side declares),
    /// and the stored values are read back (`RETURNING` on SQLite 3.35 and later, a `SELECT` of
    /// the new row before).
    ///
    /// - Parameters:
    ///   - ob: the record.
    ///   - schemaName: the schema of its table.
    ///   - upsert: whether a row with the same primary key is updated instead (`ON CONFLICT (key)
    ///     DO UPDATE`, SQLite 3.24 and later: ``SQLiteFeature/upsert``).
    /// - Returns: the record as stored; `ob` itself when SQLite assigned nothing.
    /// - Throws: ``SQLError`` from SQLite (`SQLITE_CONSTRAINT_*` for a duplicate key, a NULL in a
    ///   `NOT NULL` column …), from the record's `encode`, or, for an upsert, `SQLITE_MISUSE` when
    ///   the table has no primary key and `SQLITE_ERROR` naming the version where SQLite lacks
    ///   upserts.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and [`sqlite3_last_insert_rowid`](https://sqlite.org/c3ref/last_insert_rowid.html); see
    /// [RETURNING](https://sqlite.org/lang_returning.html).
    @discardableResult
    public func insert<T: SQLCodable>(_ ob: T, inSchema schemaName: String? = nil, upsert: Bool = false) throws -> T {
        // The record's type is read from the record (`type(of:)`), not from `T`: skipstone turns
        // a metatype value into the Kotlin class's companion object, which a type parameter lacks.
        let recordType = type(of: ob)
        let table = recordType.table
        // One read of the cache for the whole insert (each read of the property costs a retain).
        let cache = statementCache
        var row = try encodedRow(ob, table, cache)
        defer { recycleEncodedRow(&row, cache) }
        // Which columns to write: the key SQLite assigns and NULL fields (their defaults apply)
        // are left out. Bit i of `written` is column i, for the first 63 columns.
        let keys = table.keys
        var keyToAssign = -1
        if keys.singleKeyIndex >= 0 {
            let key = row.values[keys.singleKeyIndex]
            if key.isNull || (keys.autoincrement && key == SQLValue.defaultPrimaryKeyValue) {
                keyToAssign = keys.singleKeyIndex
            }
        }
        var written: Int64 = 0
        var writtenCount = 0
        var index = 0
        for value in row.values {
            if !value.isNull && index != keyToAssign {
                if index < 63 { written = written | (Int64(1) << index) }
                writtenCount += 1
            }
            index += 1
        }
        let cacheable = table.columns.count <= 63 && cache.capacity > 0
        let plan = try insertPlan(
            table, schemaName, upsert, written, row: row, keyToAssign: keyToAssign, cacheable: cacheable, cache: cache)
        let statement: SQLStatement
        var owned = !cacheable
        if let kept = plan.statement, !kept.isClosed, !kept.isBusy {
            statement = kept
        } else {
            statement = try prepare(sql: plan.sql)
            if cacheable && (plan.statement == nil || plan.statement?.isClosed == true) {
                statement.sqliteStatement.keep()
                plan.statement = statement
            } else {
                owned = true  // not kept, or the plan's statement is running (an insert nested in this one)
            }
        }
        defer {
            if owned { statement.close() } else { statement.rewind() }
        }
        var parameter = 1
        index = 0
        while writtenCount > 0 && index < row.values.count {
            let value = row.values[index]
            if !value.isNull && index != keyToAssign {
                try statement.bind(value, at: parameter)
                parameter += 1
            }
            index += 1
        }
        let leftOut = plan.leftOutColumns
        if keyToAssign < 0 && leftOut.isEmpty {
            while try statement.next() {}
            return ob
        }
        var stored = row
        if plan.returnsLeftOutColumns {
            if try statement.next() {
                index = 0
                for column in leftOut {
                    stored.values[column] = statement.value(at: index)
                    index += 1
                }
            }
            while try statement.next() {}
        } else {
            while try statement.next() {}
        }
        if keyToAssign >= 0 {
            stored.values[keyToAssign] = SQLValue.long(lastInsertRowID)
        }
        if !plan.returnsLeftOutColumns && !leftOut.isEmpty {
            try readBack(leftOut, into: &stored, table, schemaName, keyAssigned: keyToAssign >= 0)
        }
        return try recordType.construct(row: stored, context: self) as T
    }

    /// Reads the columns `columns` of the row just inserted into `stored`, on a SQLite without
    /// `RETURNING`: found by its primary key when the insert wrote every key column, else by the
    /// row id SQLite assigned.
    func readBack(
        _ columns: [Int], into stored: inout SQLRow, _ table: SQLTable, _ schemaName: String?, keyAssigned: Bool
    ) throws {
        var names: [String] = []
        for column in columns { names.append(table.columns[column].quotedName()) }
        var sql = SQLExpression(
            "SELECT " + names.joined(separator: ", ") + " FROM " + table.quotedName(inSchema: schemaName) + " WHERE ")
        let keys = table.primaryKeyColumns
        if keyAssigned || keys.isEmpty {
            sql.append("rowid = ?", SQLValue.long(lastInsertRowID))
        } else {
            var first = true
            for key in keys {
                if !first { sql.append(" AND ") }
                sql.append(key.quotedName() + " = ?", try stored.value(named: key.name))
                first = false
            }
        }
        try withBorrowedStatement(sql: sql.sql, parameters: sql.bindings) { statement in
            guard try statement.next() else { return }
            var index = 0
            for column in columns {
                stored.values[column] = statement.value(at: index)
                index += 1
            }
        }
    }

    /// `ob` encoded into a row of `table`'s columns, in the table's order.
    ///
    /// - Throws: what `encode(row:)` throws, or a `SQLITE_MISUSE` ``SQLError`` naming the columns
    ///   it wrote that the table does not have (they would not be stored).
    func encodedRow<T: SQLCodable>(_ ob: T, _ table: SQLTable, _ cache: SQLStatementCache) throws -> SQLRow {
        var row: SQLRow
        if cache.recycledRecordValues.count == table.columns.count {
            row = SQLRow(columnMap: table.columnMap, values: cache.recycledRecordValues)
            cache.recycledRecordValues = []  // the row's reference is now the only one
        } else {
            row = SQLRow(table: table)
        }
        try ob.encode(row: &row)
        if row.columnMap === table.columnMap { return row }
        // encode added columns, or replaced the row: its values, by name, in the table's order.
        let extra = row.columnNames.filter { table.columnMap.index(of: $0) == nil }
        if !extra.isEmpty {
            throw SQLError.misuse(
                "encode(row:) wrote column(s) " + extra.joined(separator: ", ") + " that table '" + table.name
                    + "' does not have; its columns are: " + table.columnMap.listed)
        }
        var ordered = SQLRow(table: table)
        var index = 0
        for column in table.columns {
            ordered.values[index] = row[column] ?? SQLValue.null
            index += 1
        }
        return ordered
    }

    /// Keeps the values array of `row`, a row from ``encodedRow(_:_:_:)`` that has been written,
    /// for the next record: its values are set to NULL first (in place when nothing else holds
    /// the array), so that the cache keeps no text or blob alive.
    func recycleEncodedRow(_ row: inout SQLRow, _ cache: SQLStatementCache) {
        var values = row.values
        row.values = []
        var index = 0
        while index < values.count {
            values[index] = SQLValue.null
            index += 1
        }
        cache.recycledRecordValues = values
    }

    /// Inserts `ob`, or updates the row that has its primary key: ``insert(_:inSchema:upsert:)``
    /// with `upsert: true`.
    ///
    /// - Parameters:
    ///   - ob: the record.
    ///   - schemaName: the schema of its table.
    /// - Throws: as ``insert(_:inSchema:upsert:)`` does.
    @discardableResult
    public func upsert<T: SQLCodable>(_ ob: T, inSchema schemaName: String? = nil) throws -> T {
        try insert(ob, inSchema: schemaName, upsert: true)
    }

    /// The insert plan that writes the non-NULL values of `row` but the key to assign (`written`
    /// has their bits): kept in the statement cache, or made (and kept when `cacheable`).
    func insertPlan(
        _ table: SQLTable, _ schemaName: String?, _ upsert: Bool, _ written: Int64, row: SQLRow, keyToAssign: Int,
        cacheable: Bool, cache: SQLStatementCache
    ) throws -> SQLRecordInsertPlan {
        try checkOpen()
        if cacheable, let plan = cache.insertPlan(table, schemaName, upsert, written) { return plan }
        var names: [String] = []
        var leftOut: [Int] = []
        var leftOutNames: [String] = []
        var index = 0
        for column in table.columns {
            if !row.values[index].isNull && index != keyToAssign {
                names.append(column.quotedName())
            } else if index != keyToAssign {
                leftOut.append(index)
                leftOutNames.append(column.quotedName())
            }
            index += 1
        }
        var sql = try insertSQL(table, inSchema: schemaName, names: names, upsert: upsert)
        let returning = !leftOut.isEmpty && supports(.returning)
        if returning { sql += " RETURNING " + leftOutNames.joined(separator: ", ") }
        let plan = SQLRecordInsertPlan(
            columnMap: table.columnMap, tableName: table.name, schemaName: schemaName, upsert: upsert,
            writtenColumns: written, sql: sql, leftOutColumns: leftOut, returnsLeftOutColumns: returning)
        if cacheable { cache.keep(plan) }
        return plan
    }

    /// ` ON CONFLICT ("key") DO UPDATE SET "a" = excluded."a", …` for every column but the key.
    func upsertClause(_ table: SQLTable) throws -> String {
        if !supports(.upsert) {
            throw SQLError(
                code: 1,
                message: "upsert (INSERT … ON CONFLICT DO UPDATE) needs SQLite "
                    + SQLiteFeature.upsert.minimumVersion.description + " or later; the loaded SQLite is "
                    + sqliteVersion.description)
        }
        let keys = try keyColumns(of: table)
        var clause = " ON CONFLICT (" + keys.map { $0.quotedName() }.joined(separator: ", ") + ") DO "
        let others = table.columns.filter { !$0.primaryKey }
        if others.isEmpty { return clause + "NOTHING" }
        clause += "UPDATE SET "
        clause += others.map { $0.quotedName() + " = excluded." + $0.quotedName() }.joined(separator: ", ")
        return clause
    }

    /// Inserts every record in one transaction: all or none (an error rolls back the ones before
    /// it). Inside an open transaction it runs in a savepoint.
    ///
    /// - Parameters:
    ///   - instances: the records.
    ///   - schemaName: the schema of their table.
    /// - Returns: the records as stored; see ``insert(_:inSchema:upsert:)``.
    /// - Throws: the first error; nothing is inserted then.
    @discardableResult
    public func insertAll<T: SQLCodable>(_ instances: [T], inSchema schemaName: String? = nil) throws -> [T] {
        if instances.isEmpty { return [] }
        return try transaction {
            var stored: [T] = []
            stored.reserveCapacity(instances.count)
            for instance in instances { stored.append(try insert(instance, inSchema: schemaName)) }
            return stored
        }
    }

    /// Inserts `ob` and replaces it with the record as stored (with its assigned key); with
    /// `refresh`, reads it back, so that values SQLite computed (triggers, generated columns) are
    /// in it too.
    ///
    /// - Parameters:
    ///   - ob: the record.
    ///   - refresh: whether to read the row back after the insert.
    /// - Throws: as ``insert(_:inSchema:upsert:)`` and ``refresh(_:)`` do.
    @inline(__always) public final func inserted<T: SQLCodable>(_ ob: inout T, refresh: Bool = false) throws {
        // Inline (reified T in Kotlin) because it calls ``refresh(_:)``, which is.
        ob = try insert(ob)
        if refresh { try self.refresh(&ob) }
    }

    /// Replaces `ob` with its row as stored now; leaves it as it is when the row is gone.
    ///
    /// - Parameter ob: the record.
    /// - Throws: a `SQLITE_MISUSE` ``SQLError`` when the table has no primary key; ``SQLError``
    ///   from SQLite or the record's initializer.
    @inline(__always) public final func refresh<T: SQLCodable>(_ ob: inout T) throws {
        // T.self (SkipSQL's form): in Kotlin a reified type argument, where `type(of: ob)` would
        // be a class of some subtype of T, which a generic call cannot take as T's. `final`: Skip
        // makes a member of an extension `open`, and an open Kotlin function cannot be inline.
        if let stored = try fetch(T.self, primaryKeys: ob.primaryKeyValues) { ob = stored }
    }

    /// Writes every field of `ob` but its primary key into the row that has its key (NULL fields
    /// as NULL). A record whose row is gone changes nothing, and the result says so: `false`
    /// (GRDB throws `recordNotFound` there; SkipSQL, whose `update` returns nothing, is silent).
    ///
    /// ```swift
    /// if try !context.update(todo) { try context.insert(todo) }
    /// ```
    ///
    /// - Parameters:
    ///   - ob: the record.
    ///   - schemaName: the schema of its table.
    /// - Returns: whether the row was there: `true` when it was updated (or, for a table whose
    ///   columns are all primary key, when it exists), `false` when no row has the record's key.
    /// - Throws: a `SQLITE_MISUSE` ``SQLError`` when the table has no primary key; ``SQLError``
    ///   from SQLite (constraints) or from the record's `encode`.
    ///
    /// The corresponding SQLite functions are `sqlite3_prepare_v3`, [`sqlite3_step`](https://sqlite.org/c3ref/step.html)
    /// and [`sqlite3_changes64`](https://sqlite.org/c3ref/changes.html).
    @discardableResult
    public func update<T: SQLCodable>(_ ob: T, inSchema schemaName: String? = nil) throws -> Bool {
        let table = type(of: ob).table
        let keys = try keyColumns(of: table)
        let cache = statementCache
        var row = try encodedRow(ob, table, cache)
        defer { recycleEncodedRow(&row, cache) }
        guard let sql = updateExpression(table, inSchema: schemaName, row: row, keys: keys) else {
            // Every column is a key, so there is nothing to write: say whether the row is there.
            var exists = SQLExpression("SELECT count(*) FROM " + table.quotedName(inSchema: schemaName) + " WHERE ")
            keyPredicate(row: row, keys: keys).apply(to: &exists)
            return (try firstValue(exists).longValue ?? Int64(0)) > Int64(0)
        }
        try exec(sql)
        return changes64 > Int64(0)
    }

    /// Deletes the records of `type` that match `predicate`: all of them when nil.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    ///   - predicate: the condition.
    /// - Throws: ``SQLError`` from SQLite.
    public func delete<T: SQLCodable>(
        _ type: T.Type, inSchema schemaName: String? = nil, where predicate: SQLPredicate? = nil
    )
        throws
    {
        try deleteRows(of: type.table, inSchema: schemaName, where: predicate)
    }

    /// `DELETE FROM table [WHERE predicate]`.
    func deleteRows(of table: SQLTable, inSchema schemaName: String?, where predicate: SQLPredicate?) throws {
        var sql = SQLExpression("DELETE FROM " + table.quotedName(inSchema: schemaName))
        appendWhere(predicate, to: &sql)
        try exec(sql)
    }

    /// Deletes every record of `type`.
    ///
    /// - Parameters:
    ///   - type: the record type.
    ///   - schemaName: the schema of its table.
    /// - Throws: ``SQLError`` from SQLite.
    public func deleteAll<T: SQLCodable>(_ type: T.Type, inSchema schemaName: String? = nil) throws {
        try delete(type, inSchema: schemaName, where: nil)
    }

    /// Deletes the rows of `instances` by primary key, binding at most 500 values per statement
    /// (SQLite before 3.32 binds at most 999): 500 records per statement for a one-column key, 250
    /// for a two-column key, and so on. Records that take one statement are deleted by that
    /// statement alone, as SkipSQL does (a statement is atomic by itself); more are deleted in
    /// one transaction.
    ///
    /// - Parameter instances: the records.
    /// - Throws: a `SQLITE_MISUSE` ``SQLError`` when the table has no primary key; ``SQLError``
    ///   from SQLite; nothing is deleted then.
    public func delete<T: SQLCodable>(instances: [T]) throws {
        if instances.isEmpty { return }
        let table = type(of: instances[0]).table
        let keyCount = try keyColumns(of: table).count
        let batch = keyCount < 500 ? 500 / keyCount : 1
        if instances.count <= batch {
            try deleteRows(of: table, inSchema: nil, where: try primaryKeyQuery(instances))
            return
        }
        try transaction {
            var start = 0
            while start < instances.count {
                let end = start + batch < instances.count ? start + batch : instances.count
                try deleteRows(of: table, inSchema: nil, where: try primaryKeyQuery(Array(instances[start..<end])))
                start = end
            }
        }
    }

    /// The condition that finds `instances` by primary key: `"id" IN (…)` for one key column;
    /// for several, a row value `(a, b) IN (VALUES (?, ?), …)`, or on SQLite before 3.15 the
    /// equivalent `OR` of `AND`s.
    ///
    /// No records give a condition that no row meets (`0`). The condition binds one value per key
    /// column per record, and SQLite before 3.32 binds at most 999 in a statement ("too many SQL
    /// variables"): split a larger set, as ``delete(instances:)`` does.
    ///
    /// - Parameter instances: the records.
    /// - Throws: a `SQLITE_MISUSE` ``SQLError`` when the table has no primary key; what the
    ///   records' `encode` throws.
    public func primaryKeyQuery<T: SQLCodable>(_ instances: [T]) throws -> SQLPredicate {
        // No records, no row: a condition no row meets (and no table to read the key from).
        if instances.isEmpty { return SQLPredicate(expression: SQLExpression("0")) }
        let keys = try keyColumns(of: type(of: instances[0]).table)
        var keyValues: [[SQLValue]] = []
        for instance in instances { keyValues.append(try instance.primaryKeyValues) }
        if keys.count == 1 {
            if keyValues.count == 1 { return SQLPredicate.equals(keys[0], keyValues[0][0]) }
            return SQLPredicate.in(keys[0], keyValues.map { $0[0] as SQLRepresentable })
        }
        if supports(.rowValues) {
            // `(a, b) IN (VALUES (?, ?), …)`: SQLite takes a row value IN a subquery since 3.15,
            // and a list of row values only in later versions.
            var expression = SQLExpression("")
            SQLTuple(columns: keys).apply(to: &expression)
            expression.append(" IN (VALUES ")
            var first = true
            for values in keyValues {
                if !first { expression.append(", ") }
                SQLTuple(values: values).apply(to: &expression)
                first = false
            }
            expression.append(")")
            return SQLPredicate(expression: expression)
        }
        var alternatives: [SQLPredicate] = []
        for values in keyValues {
            var parts: [SQLPredicate] = []
            var index = 0
            for key in keys {
                parts.append(SQLPredicate.equals(key, values[index]))
                index += 1
            }
            alternatives.append(SQLPredicate.and(parts))
        }
        return SQLPredicate.or(alternatives)
    }
}
