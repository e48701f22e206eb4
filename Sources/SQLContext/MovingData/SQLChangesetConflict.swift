import SQLFFI

/// Why a change of a changeset cannot be applied as it is.
public enum SQLConflictKind: String, Hashable, Sendable {
    /// The row to update or delete is there, but its values differ from the change's old values
    /// (`SQLITE_CHANGESET_DATA`). Can be answered with ``SQLConflictResolution/replace``.
    case data
    /// The row to update or delete is not there (`SQLITE_CHANGESET_NOTFOUND`).
    case notFound
    /// A row to insert has a primary key that is already there (`SQLITE_CHANGESET_CONFLICT`). Can
    /// be answered with ``SQLConflictResolution/replace``.
    case conflict
    /// The change would break a UNIQUE, CHECK or NOT NULL constraint (`SQLITE_CHANGESET_CONSTRAINT`).
    case constraint
    /// Once every change is applied, foreign keys are violated (`SQLITE_CHANGESET_FOREIGN_KEY`);
    /// this concerns the whole changeset, not one change.
    case foreignKey
}

/// What to do about a conflict.
public enum SQLConflictResolution: String, Hashable, Sendable {
    /// Skip this change and go on (`SQLITE_CHANGESET_OMIT`); for ``SQLConflictKind/foreignKey``,
    /// keep the changes despite the violations.
    case omit
    /// Make the change anyway, replacing the row that is there (`SQLITE_CHANGESET_REPLACE`): only
    /// for ``SQLConflictKind/data`` and ``SQLConflictKind/conflict``.
    case replace
    /// Undo every change of the apply and stop (`SQLITE_CHANGESET_ABORT`): `apply` throws
    /// `SQLITE_ABORT`.
    case abort
}

/// A conflict met while applying a changeset, as the conflict handler of
/// ``SQLContext/apply(_:onConflict:)`` sees it.
public struct SQLChangesetConflict: Hashable, Sendable {
    /// Why the change cannot be applied as it is.
    public var kind: SQLConflictKind
    /// The change that conflicts; nil for ``SQLConflictKind/foreignKey``.
    public var change: SQLChange?
    /// The row in the database that the change conflicts with, one value per column: for
    /// ``SQLConflictKind/data`` and ``SQLConflictKind/conflict``; nil otherwise.
    public var conflictingValues: [SQLValue]?
    /// For ``SQLConflictKind/foreignKey``, how many foreign key violations the changes leave; else 0.
    public var foreignKeyViolations: Int

    /// Creates a conflict from its parts.
    public init(
        kind: SQLConflictKind, change: SQLChange?, conflictingValues: [SQLValue]? = nil, foreignKeyViolations: Int = 0
    ) {
        self.kind = kind
        self.change = change
        self.conflictingValues = conflictingValues
        self.foreignKeyViolations = foreignKeyViolations
    }

    /// The conflicting row's values, each SQLFFI value made an ``SQLValue`` (a missing one NULL).
    static func values(_ values: [SQLiteChangeValue]?) -> [SQLValue]? {
        guard let values else { return nil }
        var converted: [SQLValue] = []
        for value in values { converted.append(changeValue(value) ?? SQLValue.null) }
        return converted
    }

    /// The conflict as SQLFFI read it.
    init(_ conflict: SQLiteChangesetConflict) {
        self.init(
            kind: conflictKind(conflict.kind), change: conflict.change.map { SQLChange($0) },
            conflictingValues: SQLChangesetConflict.values(conflict.conflictingValues),
            foreignKeyViolations: Int(conflict.foreignKeyViolations))
    }
}

/// The kind of an `SQLITE_CHANGESET_*` conflict code.
func conflictKind(_ code: Int32) -> SQLConflictKind {
    switch code {
    case SQLiteConstants.changesetData: return .data
    case SQLiteConstants.changesetNotFound: return .notFound
    case SQLiteConstants.changesetConflict: return .conflict
    case SQLiteConstants.changesetConstraint: return .constraint
    default: return .foreignKey
    }
}

extension SQLConflictResolution {
    /// The `SQLITE_CHANGESET_*` code SQLite takes.
    var code: Int32 {
        switch self {
        case .omit: return SQLiteConstants.changesetOmit
        case .replace: return SQLiteConstants.changesetReplace
        case .abort: return SQLiteConstants.changesetAbort
        }
    }
}
