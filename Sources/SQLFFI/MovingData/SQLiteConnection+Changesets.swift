#if !SKIP
import Foundation

/// The Swift side of one `sqlite3changeset_apply` call: the conflict handler, and the first error it
/// threw, which the C callback catches (nothing unwinds through C) and `applyChangeset` rethrows.
final class ConflictBox {
    let handler: (SQLiteChangesetConflict) throws -> Int32
    let library: SQLiteLibrary
    /// The connection the changeset is applied to, which outlives the call.
    unowned(unsafe) let connection: SQLiteConnection
    let sessions: SessionFunctions
    var error: (any Error)?

    init(
        handler: @escaping (SQLiteChangesetConflict) throws -> Int32, connection: SQLiteConnection,
        sessions: SessionFunctions
    ) {
        self.handler = handler
        self.library = connection.library
        self.connection = connection
        self.sessions = sessions
    }

    /// What the handler answers for the conflict of kind `kind` at `iterator`; ABORT when it throws.
    func resolve(kind: Int32, iterator: OpaquePointer?) -> Int32 {
        if error != nil { return SQLiteConstants.changesetAbort }
        var conflict = SQLiteChangesetConflict(kind: kind, change: nil, conflictingValues: nil, foreignKeyViolations: 0)
        if let iterator {
            if kind == SQLiteConstants.changesetForeignKey {
                var count: Int32 = 0
                if sessions.fkConflicts(iterator, &count) == SQLiteConstants.ok {
                    conflict.foreignKeyViolations = count
                }
            } else {
                conflict.change = SQLiteChangesets.currentChange(iterator, sessions, library)
                if kind == SQLiteConstants.changesetData || kind == SQLiteConstants.changesetConflict,
                    let change = conflict.change
                {
                    let count = Int32(max(change.oldValues.count, change.newValues.count))
                    conflict.conflictingValues = SQLiteChangesets.values(sessions.conflict, iterator, count, library)
                        .map { $0 ?? .null }
                }
            }
        }
        do {
            return try handler(conflict)
        } catch {
            self.error = error
            return SQLiteConstants.changesetAbort
        }
    }
}

extension SQLiteConnection {
    /// Applies a changeset or patchset to this connection (`sqlite3changeset_apply`), all of it or,
    /// when a conflict is answered with ABORT, none of it.
    ///
    /// `handler` is called for each conflict and answers `SQLiteConstants.changesetOmit`,
    /// `changesetReplace` or `changesetAbort`. An error it throws is caught in the C callback, which
    /// answers ABORT; once SQLite has rolled the changes back, the error is rethrown here. Otherwise
    /// throws an `SQLiteFailure`: `SQLITE_ABORT` when a conflict was answered with ABORT.
    package func applyChangeset(_ changeset: Data, handler: (SQLiteChangesetConflict) throws -> Int32) throws {
        guard let handle = raw else { throw SQLiteFailure.connectionClosed }
        let sessions = try sessionFunctions("sqlite3changeset_apply")
        let count = try SQLiteChangesets.length(changeset)
        try SQLiteChangesetFormat.check(changeset, function: "sqlite3changeset_apply")
        var copy = changeset
        let code = try withoutActuallyEscaping(handler) { handler in
            let box = ConflictBox(handler: handler, connection: self, sessions: sessions)
            let code = copy.withUnsafeMutableBytes { bytes in
                sessions.apply(
                    handle, count, bytes.baseAddress, nil,
                    { context, kind, iterator in
                        guard let context else { return SQLiteConstants.changesetAbort }
                        let box = Unmanaged<ConflictBox>.fromOpaque(context).takeUnretainedValue()
                        return box.connection.runCallback(hook: false) { box.resolve(kind: kind, iterator: iterator) }
                    }, Unmanaged.passUnretained(box).toOpaque())
            }
            // A handler that closed the connection: it closes now that SQLite has returned.
            if needsCallCheck { try finishCall() }
            if let error = box.error { throw error }
            return code
        }
        if code != SQLiteConstants.ok { throw failure(code) }
    }
}
#endif
