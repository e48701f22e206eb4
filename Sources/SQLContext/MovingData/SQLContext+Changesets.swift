import Foundation
import SQLFFI

extension SQLContext {
    /// Applies a changeset or patchset to this context's main database, in one savepoint: either
    /// every change not omitted is applied, or (when the handler answers
    /// ``SQLConflictResolution/abort`` or throws) none is.
    ///
    /// Each change is matched to its row by primary key. When a change cannot be applied as it is
    /// (the row differs or is missing, the key is taken, a constraint fails, foreign keys end up
    /// violated), `onConflict` sees the conflict's kind, the change's old and new values and the
    /// row that is there, and answers ``SQLConflictResolution/omit``,
    /// ``SQLConflictResolution/replace`` (only for ``SQLConflictKind/data`` and
    /// ``SQLConflictKind/conflict``) or ``SQLConflictResolution/abort``. Without a handler, any
    /// conflict aborts. Tables that the changeset names but this database lacks are skipped.
    ///
    /// - Throws: an ``SQLError``: `SQLITE_ABORT` when a conflict was answered with abort, of any
    ///   kind (SQLite itself returns `SQLITE_CONSTRAINT` for a foreign key conflict); misuse
    ///   when the handler answers replace where SQLite does not allow it; `SQLITE_CORRUPT` for bytes
    ///   that are not a changeset; one whose ``SQLError/missingFunction`` is
    ///   `sqlite3changeset_apply` on a SQLite without the session extension. An error thrown by
    ///   the handler is rethrown as it is, after the changes are undone.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3changeset_apply`](https://sqlite.org/session/sqlite3changeset_apply.html).
    public func apply(
        _ changeset: SQLChangeset, onConflict: ((SQLChangesetConflict) throws -> SQLConflictResolution)? = nil
    ) throws {
        try checkOpen()
        // The changes commit with the apply (outside a transaction): deliver them to observations.
        defer { commitSignal.deliverIfCommitted() }
        let startedInTransaction = isInTransaction
        do {
            try applyChangeset(changeset, onConflict: onConflict)
        } catch {
            // SQLite applies in a savepoint that is the transaction outside one; when its release
            // (the commit) fails, with an I/O error or out of memory, SQLite may leave the
            // transaction open. Nothing of the changeset may stay: roll it back, so that the
            // context is as it was (found by the changeset workload of the fault sweeps).
            if !startedInTransaction && isInTransaction { try? exec(sql: "ROLLBACK TRANSACTION") }
            throw error
        }
    }

    /// ``apply(_:onConflict:)`` itself, reporting the foreign key conflicts answered with abort.
    private func applyChangeset(
        _ changeset: SQLChangeset, onConflict: ((SQLChangesetConflict) throws -> SQLConflictResolution)?
    ) throws {
        // SQLite reports a foreign key conflict answered with abort as SQLITE_CONSTRAINT, every
        // other abort as SQLITE_ABORT; this package reports them all as SQLITE_ABORT.
        var abortedForeignKeys: Int? = nil
        do {
            try connection.applyChangeset(changeset.data) { raw in
                let conflict = SQLChangesetConflict(raw)
                let resolution = try onConflict?(conflict) ?? SQLConflictResolution.abort
                if resolution == .abort && conflict.kind == .foreignKey {
                    abortedForeignKeys = conflict.foreignKeyViolations
                }
                if resolution == .replace && conflict.kind != .data && conflict.kind != .conflict {
                    throw SQLError.misuse(
                        "a conflict of kind " + conflict.kind.rawValue
                            + " cannot be answered with replace (only data and conflict can)")
                }
                return resolution.code
            }
        } catch let failure as SQLiteFailure {
            if let violations = abortedForeignKeys, failure.code == 19 {  // SQLITE_CONSTRAINT
                throw SQLError(
                    code: SQLiteConstants.abort,
                    message: "cannot apply the changeset: a foreign key conflict (" + String(violations)
                        + " violation(s)) was answered with abort")
            }
            var context = "cannot apply the changeset"
            if failure.code == SQLiteConstants.abort { context += ": a conflict was answered with abort" }
            throw SQLError(failure, sql: nil, context: context)
        }
    }

    /// A changeset that undoes `changeset`: inserts become deletes, deletes inserts, and updates
    /// swap their old and new values. Applying both leaves a database as it was.
    ///
    /// - Throws: an ``SQLError``: misuse for a patchset (it lacks the old values to restore);
    ///   `SQLITE_CORRUPT` for bytes that are not a changeset; one whose
    ///   ``SQLError/missingFunction`` is `sqlite3changeset_invert` on a SQLite without the session
    ///   extension.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3changeset_invert`](https://sqlite.org/session/sqlite3changeset_invert.html).
    public func invert(_ changeset: SQLChangeset) throws -> SQLChangeset {
        if changeset.isPatchset {
            throw SQLError.misuse("a patchset cannot be inverted: it lacks the old values; record a changeset")
        }
        do {
            return SQLChangeset(data: try SQLiteChangesets.invert(changeset.data, library: library))
        } catch {
            throw SQLError(error, sql: nil, context: "cannot invert the changeset")
        }
    }

    /// One changeset with the effect of applying `changesets` in order; all changesets, or all
    /// patchsets. Changes to the same row are merged into one.
    ///
    /// - Throws: an ``SQLError``: misuse when changesets and patchsets are mixed; `SQLITE_CORRUPT`
    ///   for bytes that are not a changeset; `SQLITE_SCHEMA` when two changesets disagree about a
    ///   table's columns; one whose ``SQLError/missingFunction`` is `sqlite3changeset_concat` on a
    ///   SQLite without the session extension.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3changeset_concat`](https://sqlite.org/session/sqlite3changeset_concat.html).
    public func concatenate(_ changesets: [SQLChangeset]) throws -> SQLChangeset {
        guard let first = changesets.first else { return SQLChangeset(data: Data()) }
        for changeset in changesets where changeset.isPatchset != first.isPatchset {
            throw SQLError.misuse("changesets and patchsets cannot be concatenated together")
        }
        var data = first.data
        do {
            for changeset in changesets.dropFirst() {
                data = try SQLiteChangesets.concat(data, changeset.data, library: library)
            }
        } catch {
            throw SQLError(error, sql: nil, context: "cannot concatenate the changesets")
        }
        return SQLChangeset(data: data, isPatchset: first.isPatchset)
    }

    /// The changes a changeset or patchset holds, in order.
    ///
    /// - Throws: an ``SQLError``: `SQLITE_CORRUPT` for bytes that are not a changeset; one whose
    ///   ``SQLError/missingFunction`` is `sqlite3changeset_start` on a SQLite without the session
    ///   extension.
    ///
    /// The corresponding SQLite functions are
    /// [`sqlite3changeset_start`](https://sqlite.org/session/sqlite3changeset_start.html),
    /// `sqlite3changeset_next` and `sqlite3changeset_op`.
    public func changes(in changeset: SQLChangeset) throws -> [SQLChange] {
        do {
            return try SQLiteChangesets.changes(in: changeset.data, library: library).map { SQLChange($0) }
        } catch {
            throw SQLError(error, sql: nil, context: "cannot read the changeset")
        }
    }
}
