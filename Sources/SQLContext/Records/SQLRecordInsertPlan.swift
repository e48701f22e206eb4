import Foundation

/// A compiled `INSERT` of one record type that writes one set of its columns: found again by the
/// table's column map (the same object for every insert of a type whose table is a `static let`)
/// and the columns written, so that inserting a record builds no SQL and looks nothing up by
/// text. The context's statement cache keeps a few (``SQLStatementCache/insertPlans``) and
/// finalizes them with its other statements.
final class SQLRecordInsertPlan {
    /// The column names of the table.
    let columnMap: SQLColumnMap
    /// The table name.
    let tableName: String
    /// The schema the statement names, if any.
    let schemaName: String?
    /// Whether the statement is an upsert.
    let upsert: Bool
    /// Bit `i` set when column `i` is written (the first 63 columns; tables with more have no plan).
    let writtenColumns: Int64
    /// The SQL of the statement.
    let sql: String
    /// The compiled statement; prepared on first use.
    var statement: SQLStatement?
    /// The columns the insert leaves out (NULL fields, whose stored value is the column's
    /// default, or NULL), the assigned key excepted: what the stored record is read back for.
    let leftOutColumns: [Int]
    /// Whether the statement returns the left-out columns (`RETURNING`, SQLite 3.35 and later);
    /// else they are read back after the insert.
    let returnsLeftOutColumns: Bool

    /// A plan for `sql`.
    init(
        columnMap: SQLColumnMap, tableName: String, schemaName: String?, upsert: Bool, writtenColumns: Int64,
        sql: String, leftOutColumns: [Int], returnsLeftOutColumns: Bool
    ) {
        self.columnMap = columnMap
        self.tableName = tableName
        self.schemaName = schemaName
        self.upsert = upsert
        self.writtenColumns = writtenColumns
        self.sql = sql
        self.leftOutColumns = leftOutColumns
        self.returnsLeftOutColumns = returnsLeftOutColumns
    }

    /// Whether this plan inserts the columns `writtenColumns` of `table` into `schemaName`.
    func matches(_ table: SQLTable, _ schemaName: String?, _ upsert: Bool, _ writtenColumns: Int64) -> Bool {
        guard self.writtenColumns == writtenColumns && self.upsert == upsert && self.schemaName == schemaName else {
            return false
        }
        return columnMap === table.columnMap || (tableName == table.name && columnMap == table.columnMap)
    }
}

extension SQLStatementCache {
    /// The most insert plans kept: the least recently used beyond it are finalized.
    static let insertPlanCapacity = 16

    /// The plan that matches, moved to the front; nil when there is none.
    func insertPlan(_ table: SQLTable, _ schemaName: String?, _ upsert: Bool, _ writtenColumns: Int64)
        -> SQLRecordInsertPlan?
    {
        var index = 0
        for plan in insertPlans {
            if plan.matches(table, schemaName, upsert, writtenColumns) {
                if index > 0 {
                    insertPlans.remove(at: index)
                    insertPlans.insert(plan, at: 0)
                }
                return plan
            }
            index += 1
        }
        return nil
    }

    /// Keeps `plan` as the most recently used, finalizing the statement of the least recently
    /// used beyond the capacity.
    func keep(_ plan: SQLRecordInsertPlan) {
        insertPlans.insert(plan, at: 0)
        while insertPlans.count > SQLStatementCache.insertPlanCapacity {
            insertPlans.removeLast().statement?.close()
        }
    }
}
