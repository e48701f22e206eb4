import Foundation

/// What a context's statements tell its observations: shared by the context and every statement
/// it compiles, so that a statement reaches the observations without holding its context.
///
/// While no observation is registered (``isActive`` false) a step costs one more read of a Bool.
// SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
@usableFromInline final class SQLCommitSignal {
    /// Whether the context has observations (``SQLObservationCenter``).
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @usableFromInline var isActive = false
    /// The observations of the context, while there are any; the context holds them (the center
    /// holds this signal, so a strong reference here would keep both alive for ever).
    weak var center: SQLObservationCenter?

    init() {}

    /// Called after each step of `statement` while observations exist: notes what a statement
    /// compiled while observing writes (on its first step after a rewind), notes a write that
    /// cannot be attributed (a statement compiled before, that is not read-only), and delivers
    /// the observations once a commit has happened and the statement has finished.
    // SKIP NOWARN: Kotlin has no @usableFromInline; the declaration is internal there.
    @usableFromInline func noteStep(_ statement: SQLStatement, hasRow: Bool) {
        guard let center else { return }
        if !statement.stepNoted {
            statement.stepNoted = true
            if let writes = statement.writeSet {
                center.noteWrites(writes)
            } else if !statement.isReadOnly {
                center.noteUnattributedWrite()
            }
        }
        if !hasRow { center.deliverIfCommitted() }
    }

    /// Called when a statement is rewound: a commit that happened in the reset is delivered.
    func noteRewind() {
        center?.deliverIfCommitted()
    }

    /// Called when a blob of `schema.table` was written in place (no statement says so).
    func noteBlobWrite(schema: String, table: String) {
        guard let center else { return }
        center.noteChanged(center.tables.number(schema, table))
    }

    /// Called after work outside statements that may have committed (a blob closed, a changeset
    /// applied): its commit is delivered.
    func deliverIfCommitted() {
        center?.deliverIfCommitted()
    }

    /// Called when a backup or an image replaced the database's content: every observation
    /// fetches again, now or when the transaction ends.
    func noteReplacedContent() {
        center?.noteCommittedWithoutStatement()
    }
}
