#if !SKIP
/// The state of one group of an aggregate or window function, made fresh for each group: SQLFFI
/// keeps it in the group's `sqlite3_aggregate_context` from the group's first call to its final
/// one, so two groups or two statements never share one.
package protocol SQLiteAggregateGroup: AnyObject {
    /// Adds a row to the group (`xStep`).
    func step(_ call: SQLiteFunctionCall) throws
    /// Removes the oldest row from a window function's frame (`xInverse`).
    func inverse(_ call: SQLiteFunctionCall) throws
    /// Sets the result for the current frame of a window function (`xValue`).
    func value(_ call: SQLiteFunctionCall) throws
    /// Sets the group's result (`xFinal`); the group is released afterwards.
    func finish(_ call: SQLiteFunctionCall) throws
}
#endif
