#if !SKIP
// The session extension (https://sqlite.org/sessionintro.html): present only in builds compiled
// with SQLITE_ENABLE_SESSION and SQLITE_ENABLE_PREUPDATE_HOOK, so its functions are resolved
// together or not at all. `sqlite3_session *` and `sqlite3_changeset_iter *` are OpaquePointers.

/// The conflict callback of `sqlite3changeset_apply`: context, conflict kind, iterator on the change.
@usableFromInline package typealias SQLiteConflictCallback =
    @convention(c) (UnsafeMutableRawPointer?, Int32, OpaquePointer?) -> Int32

/// The table filter of `sqlite3changeset_apply`: context, table name; non-zero applies the table.
@usableFromInline package typealias SQLiteTableFilterCallback =
    @convention(c) (UnsafeMutableRawPointer?, SQLiteCString?) -> Int32

/// `sqlite3changeset_old`, `_new` and `_conflict`: iterator, column, value out.
@usableFromInline package typealias SQLiteChangesetValueFunction =
    @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Int32

/// `sqlite3session_changeset` and `_patchset`: session, size out, buffer out (free with `sqlite3_free`).
@usableFromInline package typealias SQLiteSessionOutputFunction =
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?)
    -> Int32

/// The functions of SQLite's session extension: record changes, make changesets, apply them.
///
/// Reach it through ``FunctionTable/sessions``: nil unless the library exports every member.
@usableFromInline package struct SessionFunctions: Sendable {
    /// Creates a session that records changes to one schema of a connection.
    ///
    /// The C function is [`sqlite3session_create`](https://sqlite.org/session/sqlite3session_create.html).
    @usableFromInline package let create:
        @convention(c) (OpaquePointer?, SQLiteCString?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    /// Deletes a session; must happen before its connection closes.
    ///
    /// The C function is [`sqlite3session_delete`](https://sqlite.org/session/sqlite3session_delete.html).
    @usableFromInline package let delete: @convention(c) (OpaquePointer?) -> Void
    /// Starts recording the changes to one table, or to every table (NULL name).
    ///
    /// The C function is [`sqlite3session_attach`](https://sqlite.org/session/sqlite3session_attach.html).
    @usableFromInline package let attach: @convention(c) (OpaquePointer?, SQLiteCString?) -> Int32
    /// Turns recording on (1) or off (0), or reads the setting (-1).
    ///
    /// The C function is [`sqlite3session_enable`](https://sqlite.org/session/sqlite3session_enable.html).
    @usableFromInline package let enable: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// Non-zero when the session has recorded no change.
    ///
    /// The C function is [`sqlite3session_isempty`](https://sqlite.org/session/sqlite3session_isempty.html).
    @usableFromInline package let isEmpty: @convention(c) (OpaquePointer?) -> Int32
    /// The recorded changes as a changeset.
    ///
    /// The C function is [`sqlite3session_changeset`](https://sqlite.org/session/sqlite3session_changeset.html).
    @usableFromInline package let changeset: SQLiteSessionOutputFunction
    /// The recorded changes as a patchset (no original values of updated and deleted rows).
    ///
    /// The C function is [`sqlite3session_patchset`](https://sqlite.org/session/sqlite3session_patchset.html).
    @usableFromInline package let patchset: SQLiteSessionOutputFunction
    /// A changeset that undoes another.
    ///
    /// The C function is [`sqlite3changeset_invert`](https://sqlite.org/session/sqlite3changeset_invert.html).
    @usableFromInline package let invert:
        @convention(c) (
            Int32, UnsafeRawPointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        )
            -> Int32
    /// One changeset with the effect of two applied in order.
    ///
    /// The C function is [`sqlite3changeset_concat`](https://sqlite.org/session/sqlite3changeset_concat.html).
    @usableFromInline package let concat:
        @convention(c) (
            Int32, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        ) -> Int32
    /// Applies a changeset to a connection, asking the conflict callback about each conflict.
    ///
    /// The C function is [`sqlite3changeset_apply`](https://sqlite.org/session/sqlite3changeset_apply.html).
    @usableFromInline package let apply:
        @convention(c) (
            OpaquePointer?, Int32, UnsafeMutableRawPointer?, SQLiteTableFilterCallback?, SQLiteConflictCallback?,
            UnsafeMutableRawPointer?
        ) -> Int32
    /// Starts iterating over the changes of a changeset.
    ///
    /// The C function is [`sqlite3changeset_start`](https://sqlite.org/session/sqlite3changeset_start.html).
    @usableFromInline package let start:
        @convention(c) (UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafeMutableRawPointer?) -> Int32
    /// Moves an iterator to the next change: `SQLITE_ROW`, or `SQLITE_DONE` past the last.
    ///
    /// The C function is [`sqlite3changeset_next`](https://sqlite.org/session/sqlite3changeset_next.html).
    @usableFromInline package let next: @convention(c) (OpaquePointer?) -> Int32
    /// The table, column count, operation and indirect flag of the current change.
    ///
    /// The C function is [`sqlite3changeset_op`](https://sqlite.org/session/sqlite3changeset_op.html).
    @usableFromInline package let op:
        @convention(c) (
            OpaquePointer?, UnsafeMutablePointer<SQLiteCString?>?, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
        ) -> Int32
    /// A value of the row before an UPDATE or DELETE (NULL pointer: not part of the change).
    ///
    /// The C function is [`sqlite3changeset_old`](https://sqlite.org/session/sqlite3changeset_old.html).
    @usableFromInline package let old: SQLiteChangesetValueFunction
    /// A value of the row after an UPDATE or INSERT (NULL pointer: not part of the change).
    ///
    /// The C function is [`sqlite3changeset_new`](https://sqlite.org/session/sqlite3changeset_new.html).
    @usableFromInline package let new: SQLiteChangesetValueFunction
    /// A value of the conflicting row in the database, inside a DATA or CONFLICT conflict callback.
    ///
    /// The C function is [`sqlite3changeset_conflict`](https://sqlite.org/session/sqlite3changeset_conflict.html).
    @usableFromInline package let conflict: SQLiteChangesetValueFunction
    /// The number of foreign key violations, inside a FOREIGN_KEY conflict callback.
    ///
    /// The C function is [`sqlite3changeset_fk_conflicts`](https://sqlite.org/session/sqlite3changeset_fk_conflicts.html).
    @usableFromInline package let fkConflicts: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> Int32
    /// Ends an iteration that ``start`` began.
    ///
    /// The C function is [`sqlite3changeset_finalize`](https://sqlite.org/session/sqlite3changeset_finalize.html).
    @usableFromInline package let finalize: @convention(c) (OpaquePointer?) -> Int32

    /// Resolves the family; nil unless every member is exported.
    init?(resolving resolver: SymbolResolver) {
        do {
            create = try resolver.member("sqlite3session_create")
            delete = try resolver.member("sqlite3session_delete")
            attach = try resolver.member("sqlite3session_attach")
            enable = try resolver.member("sqlite3session_enable")
            isEmpty = try resolver.member("sqlite3session_isempty")
            changeset = try resolver.member("sqlite3session_changeset")
            patchset = try resolver.member("sqlite3session_patchset")
            invert = try resolver.member("sqlite3changeset_invert")
            concat = try resolver.member("sqlite3changeset_concat")
            apply = try resolver.member("sqlite3changeset_apply")
            start = try resolver.member("sqlite3changeset_start")
            next = try resolver.member("sqlite3changeset_next")
            op = try resolver.member("sqlite3changeset_op")
            old = try resolver.member("sqlite3changeset_old")
            new = try resolver.member("sqlite3changeset_new")
            conflict = try resolver.member("sqlite3changeset_conflict")
            fkConflicts = try resolver.member("sqlite3changeset_fk_conflicts")
            finalize = try resolver.member("sqlite3changeset_finalize")
        } catch {
            return nil
        }
    }
}
#endif
