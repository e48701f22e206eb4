import Foundation
import SQLContext
import SQLiteBuilds
import Testing

/// Sessions and changesets where the loaded SQLite has them, the precise unsupported error where it
/// does not. Of the matrix's builds only Debian's 3.40.1 (`system`, always present) is compiled
/// with SQLITE_ENABLE_SESSION, so the behaviour tests use it whatever discovery finds.
@Suite struct SessionTests {
    /// A context on the system SQLite, which has the session extension.
    static func context() throws -> SQLContext { try SQLContext(library: SQLiteBuild.system.library()) }

    /// The schema both sides of the exchange tests start from.
    static let schema = """
        CREATE TABLE notes(id INTEGER PRIMARY KEY, title TEXT UNIQUE, body TEXT, stars REAL);
        INSERT INTO notes VALUES (1, 'one', 'first', 1.5), (2, 'two', 'second', 2.5), (3, 'three', 'third', 3.5);
        """

    /// Two contexts holding the same notes.
    static func pair() throws -> (SQLContext, SQLContext) {
        let first = try context()
        try first.exec(sql: schema)
        let second = try context()
        try first.backup(to: second)
        return (first, second)
    }

    /// A context holding the notes, and a session recording every table of it.
    static func recording() throws -> (SQLContext, SQLSession) {
        let context = try context()
        try context.exec(sql: schema)
        let session = try SQLSession(context: context)
        try session.attachAllTables()
        return (context, session)
    }

    /// A target, a changeset with an insert that applies and an update that conflicts with the
    /// target's own edit of note 2, and the target's notes before any apply.
    static func conflictingChange() throws -> (SQLContext, SQLChangeset, [[SQLValue]]) {
        let (source, target) = try pair()
        let session = try SQLSession(context: source)
        try session.attachAllTables()
        try source.exec(
            sql: "INSERT INTO notes VALUES (8, 'eight', 'new', 8.0); UPDATE notes SET body = 'x' WHERE id = 2")
        try target.exec(sql: "UPDATE notes SET body = 'y' WHERE id = 2")
        return (target, try session.changeset(), try notes(target))
    }

    /// Every row of notes, in id order.
    static func notes(_ context: SQLContext) throws -> [[SQLValue]] {
        try context.query(sql: "SELECT id, title, body, stars FROM notes ORDER BY id")
    }

    @Test func theUnsupportedErrorNamesTheMissingFunction() throws {
        let context = try memoryContext()
        if context.supports(.sessions) {
            #expect(context.library.functions.sessions != nil)
            return
        }
        #expect(context.featureStatus(.sessions).reason.contains("SQLITE_ENABLE_SESSION"))
        let create = expectSQLError(
            code: Code.error, messageContains: ["sqlite3session_create", context.library.version]
        ) {
            _ = try SQLSession(context: context)
        }
        #expect(create?.missingFunction == "sqlite3session_create")
        let changeset = SQLChangeset(data: Data([1, 2, 3]))
        let apply = expectSQLError(code: Code.error, messageContains: ["sqlite3changeset_apply"]) {
            try context.apply(changeset)
        }
        #expect(apply?.missingFunction == "sqlite3changeset_apply")
        #expect(throws: SQLError.self) { _ = try context.invert(changeset) }
        let concat = expectSQLError(code: Code.error) { _ = try context.concatenate([changeset, changeset]) }
        #expect(concat?.missingFunction == "sqlite3changeset_concat")
        let read = expectSQLError(code: Code.error) { _ = try context.changes(in: changeset) }
        #expect(read?.missingFunction == "sqlite3changeset_start")
        expectUsable(context)
    }

    @Test func recordsOnlyTheAttachedTables() throws {
        let context = try Self.context()
        try context.exec(sql: Self.schema + "CREATE TABLE other(id INTEGER PRIMARY KEY, x);")
        let session = try SQLSession(context: context)
        #expect(session.isEmpty && session.isEnabled && session.schema == "main")
        try session.attach(table: "notes")
        try context.exec(sql: "INSERT INTO other VALUES (1, 'not recorded')")
        #expect(session.isEmpty)
        try context.exec(sql: "INSERT INTO notes VALUES (4, 'four', NULL, 4.5)")
        try context.exec(sql: "UPDATE notes SET body = 'FIRST' WHERE id = 1")
        try context.exec(sql: "DELETE FROM notes WHERE id = 2")
        #expect(!session.isEmpty)

        let changes = try context.changes(in: session.changeset())
        #expect(changes.count == 3)
        let byOperation = Dictionary(uniqueKeysWithValues: changes.map { ($0.operation, $0) })
        #expect(changes.allSatisfy { $0.table == "notes" && !$0.isIndirect })
        #expect(byOperation[.insert]?.oldValues == [])
        #expect(byOperation[.insert]?.newValues == [.long(4), .text("four"), .null, .real(4.5)])
        #expect(byOperation[.update]?.oldValues == [.long(1), nil, .text("first"), nil])
        #expect(byOperation[.update]?.newValues == [nil, nil, .text("FIRST"), nil])
        #expect(byOperation[.delete]?.oldValues == [.long(2), .text("two"), .text("second"), .real(2.5)])
        #expect(byOperation[.delete]?.newValues == [])
    }

    @Test func attachingAllTablesIncludesTablesCreatedLaterButNotThoseWithoutAPrimaryKey() throws {
        let context = try Self.context()
        let session = try SQLSession(context: context)
        try session.attachAllTables()
        try context.exec(sql: "CREATE TABLE later(id INTEGER PRIMARY KEY, x); INSERT INTO later VALUES (1, 'x')")
        try context.exec(sql: "CREATE TABLE nokey(x); INSERT INTO nokey VALUES (1)")
        try session.attach(table: "nokey")  // accepted, and ignored as SQLite documents
        try context.exec(sql: "INSERT INTO nokey VALUES (2)")
        let changes = try context.changes(in: session.changeset())
        #expect(changes.map(\.table) == ["later"])
    }

    @Test func pausedRecordingMissesChanges() throws {
        let context = try Self.context()
        try context.exec(sql: Self.schema)
        let session = try SQLSession(context: context)
        try session.attach(table: "notes")
        session.setEnabled(false)
        #expect(!session.isEnabled)
        try context.exec(sql: "DELETE FROM notes WHERE id = 1")
        session.setEnabled(true)
        try context.exec(sql: "DELETE FROM notes WHERE id = 2")
        let changes = try context.changes(in: session.changeset())
        #expect(changes.map { $0.oldValues.first } == [.long(2)])
    }

    @Test func aPatchsetCarriesNewValuesAndKeysOnly() throws {
        let (context, session) = try Self.recording()
        try context.exec(sql: "UPDATE notes SET body = 'changed' WHERE id = 1; DELETE FROM notes WHERE id = 2")
        let changeset = try session.changeset()
        let patchset = try session.patchset()
        #expect(patchset.isPatchset && !changeset.isPatchset)
        #expect(patchset.data.count < changeset.data.count)
        let changes = try context.changes(in: patchset)
        #expect(changes.count == 2)
        let update = try #require(changes.first { $0.operation == .update })
        // SQLite hands out the primary key of a patchset's UPDATE as an old value.
        #expect(update.oldValues == [.long(1), nil, nil, nil])
        #expect(update.newValues == [nil, nil, .text("changed"), nil])
        let delete = try #require(changes.first { $0.operation == .delete })
        #expect(delete.oldValues == [.long(2), nil, nil, nil])
        #expect(delete.newValues == [])

        // A patchset applies like a changeset.
        let (_, copy) = try Self.pair()
        try copy.apply(patchset)
        #expect(try Self.notes(copy) == Self.notes(context))
    }

    @Test func anInvertedChangesetUndoesTheChanges() throws {
        let (original, changed) = try Self.pair()
        let session = try SQLSession(context: changed)
        try session.attachAllTables()
        try changed.exec(
            sql: "INSERT INTO notes VALUES (9, 'nine', 'x', 0.5); UPDATE notes SET stars = stars * 2;"
                + " DELETE FROM notes WHERE id = 1")
        let changeset = try session.changeset()
        let undo = try changed.invert(changeset)
        // Net changes: row 9 inserted, rows 2 and 3 updated, row 1 deleted; inverted.
        #expect(
            try changed.changes(in: undo).map(\.operation).sorted { $0.rawValue < $1.rawValue } == [
                .delete, .insert, .update, .update,
            ])
        session.close()
        try changed.apply(undo)
        #expect(try Self.notes(changed) == Self.notes(original))
        // Inverting twice gives the changeset back.
        #expect(try changed.invert(undo) == changeset)
    }

    @Test func concatenatedChangesetsHaveTheEffectOfAll() throws {
        let (source, target) = try Self.pair()
        let first = try SQLSession(context: source)
        try first.attachAllTables()
        try source.exec(sql: "INSERT INTO notes VALUES (4, 'four', 'a', 4.0); UPDATE notes SET body = 'b' WHERE id = 1")
        let one = try first.changeset()
        first.close()
        let second = try SQLSession(context: source)
        try second.attachAllTables()
        try source.exec(sql: "UPDATE notes SET body = 'c' WHERE id = 4; DELETE FROM notes WHERE id = 1")
        let two = try second.changeset()

        let both = try source.concatenate([one, two])
        // Row 4 inserted then updated is one insert; row 1 updated then deleted is one delete.
        let changes = try source.changes(in: both)
        #expect(changes.count == 2)
        #expect(changes.contains { $0.operation == .insert && $0.newValues[2] == .text("c") })
        #expect(changes.contains { $0.operation == .delete && $0.oldValues[0] == .long(1) })
        try target.apply(both)
        #expect(try Self.notes(target) == Self.notes(source))
        #expect(try source.concatenate([one]) == one)
        #expect(try source.concatenate([]).isEmpty)
    }

    @Test func twoDatabasesConvergeByExchangingChangesetsWithAConflictResolvedEachWay() throws {
        let (phone, laptop) = try Self.pair()
        let phoneSession = try SQLSession(context: phone)
        try phoneSession.attachAllTables()
        let laptopSession = try SQLSession(context: laptop)
        try laptopSession.attachAllTables()

        try phone.exec(
            sql: "UPDATE notes SET body = 'phone edit' WHERE id = 1; INSERT INTO notes VALUES (10, 'ten', 'p', 1.0)")
        try laptop.exec(
            sql: "UPDATE notes SET body = 'laptop edit' WHERE id = 2; INSERT INTO notes VALUES (20, 'twenty', 'l', 2.0)"
        )
        // Both edit note 3: the conflict.
        try phone.exec(sql: "UPDATE notes SET body = 'phone wins' WHERE id = 3")
        try laptop.exec(sql: "UPDATE notes SET body = 'laptop loses' WHERE id = 3")
        let fromPhone = try phoneSession.changeset()
        let fromLaptop = try laptopSession.changeset()
        phoneSession.close()
        laptopSession.close()

        // On the laptop, the phone's version replaces the laptop's.
        var seenOnLaptop: [SQLChangesetConflict] = []
        try laptop.apply(fromPhone) { conflict in
            seenOnLaptop.append(conflict)
            return .replace
        }
        // On the phone, the laptop's version of note 3 is omitted: the phone keeps its own.
        var seenOnPhone: [SQLChangesetConflict] = []
        try phone.apply(fromLaptop) { conflict in
            seenOnPhone.append(conflict)
            return .omit
        }

        #expect(try Self.notes(phone) == Self.notes(laptop))
        #expect(try scalar(phone, "SELECT body FROM notes WHERE id = 3") == .text("phone wins"))
        #expect(try rowCount(phone, "notes") == 5)

        let replaced = try #require(seenOnLaptop.first)
        #expect(seenOnLaptop.count == 1)
        #expect(replaced.kind == .data)
        #expect(replaced.change?.table == "notes")
        #expect(replaced.change?.operation == .update)
        #expect(replaced.change?.oldValues == [.long(3), nil, .text("third"), nil])
        #expect(replaced.change?.newValues == [nil, nil, .text("phone wins"), nil])
        #expect(replaced.conflictingValues == [.long(3), .text("three"), .text("laptop loses"), .real(3.5)])
        #expect(replaced.foreignKeyViolations == 0)

        let omitted = try #require(seenOnPhone.first)
        #expect(seenOnPhone.count == 1)
        #expect(omitted.kind == .data)
        #expect(omitted.change?.newValues[2] == .text("laptop loses"))
        #expect(omitted.conflictingValues?[2] == .text("phone wins"))
    }

    @Test func eachKindOfConflictIsReportedWithItsValues() throws {
        let (source, target) = try Self.pair()
        let session = try SQLSession(context: source)
        try session.attachAllTables()
        try source.exec(sql: "INSERT INTO notes VALUES (5, 'five', 'from source', 5.0)")  // target has 5: conflict
        try source.exec(sql: "DELETE FROM notes WHERE id = 1")  // target lacks 1: not found
        try source.exec(sql: "INSERT INTO notes VALUES (6, 'taken', 's', 6.0)")  // UNIQUE title: constraint
        let changeset = try session.changeset()
        try target.exec(sql: "INSERT INTO notes VALUES (5, 'five', 'from target', 5.0), (7, 'taken', 't', 7.0)")
        try target.exec(sql: "DELETE FROM notes WHERE id = 1")

        var kinds: [SQLConflictKind: SQLChangesetConflict] = [:]
        try target.apply(changeset) { conflict in
            kinds[conflict.kind] = conflict
            return .omit
        }
        #expect(Set(kinds.keys) == [.conflict, .notFound, .constraint])
        #expect(kinds[.conflict]?.change?.operation == .insert)
        #expect(kinds[.conflict]?.change?.newValues[2] == .text("from source"))
        #expect(kinds[.conflict]?.conflictingValues?[2] == .text("from target"))
        #expect(kinds[.notFound]?.change?.operation == .delete)
        #expect(kinds[.notFound]?.conflictingValues == nil)
        #expect(kinds[.constraint]?.change?.newValues[1] == .text("taken"))
        #expect(try scalar(target, "SELECT body FROM notes WHERE id = 5") == .text("from target"))
        #expect(try rowCount(target, "notes") == 4)

        // Replace is allowed for a CONFLICT: the source's row wins.
        try target.apply(changeset) { $0.kind == .conflict ? .replace : .omit }
        #expect(try scalar(target, "SELECT body FROM notes WHERE id = 5") == .text("from source"))
    }

    @Test func abortUndoesEveryChangeOfTheApply() throws {
        let (target, changeset, before) = try Self.conflictingChange()

        let aborted = expectSQLError(code: Code.abort, messageContains: ["abort"]) {
            try target.apply(changeset) { _ in .abort }
        }
        #expect(aborted?.isAbort == true)
        // Without a handler, a conflict aborts too.
        expectSQLError(code: Code.abort) { try target.apply(changeset) }
        #expect(try Self.notes(target) == before)
        #expect(!target.isInTransaction)
    }

    @Test func anErrorThrownByTheHandlerIsRethrownAfterTheChangesAreUndone() throws {
        let (target, changeset, before) = try Self.conflictingChange()
        let thrown = TestFailure()
        var calls = 0
        #expect(throws: thrown) {
            try target.apply(changeset) { _ in
                calls += 1
                throw thrown
            }
        }
        #expect(calls == 1)
        #expect(try Self.notes(target) == before)
        expectUsable(target)
    }

    @Test func replaceWhereSQLiteForbidsItIsAMisuseAndUndoesTheApply() throws {
        let (source, target) = try Self.pair()
        let session = try SQLSession(context: source)
        try session.attachAllTables()
        try source.exec(sql: "INSERT INTO notes VALUES (8, 'eight', 'new', 8.0); DELETE FROM notes WHERE id = 1")
        try target.exec(sql: "DELETE FROM notes WHERE id = 1")
        let before = try Self.notes(target)
        expectSQLError(code: Code.misuse, messageContains: ["notFound", "replace"]) {
            try target.apply(session.changeset()) { _ in .replace }
        }
        #expect(try Self.notes(target) == before)
    }

    @Test func foreignKeyViolationsAreOneConflictForTheWholeChangeset() throws {
        let source = try Self.context()
        let target = try Self.context()
        let schema =
            "CREATE TABLE parent(id INTEGER PRIMARY KEY); CREATE TABLE child(id INTEGER PRIMARY KEY,"
            + " parent INTEGER REFERENCES parent(id))"
        try source.exec(sql: schema)
        try target.exec(sql: schema + "; PRAGMA foreign_keys = ON")
        let session = try SQLSession(context: source)
        try session.attachAllTables()
        try source.exec(sql: "INSERT INTO child VALUES (1, 42)")
        let changeset = try session.changeset()

        var seen: [SQLChangesetConflict] = []
        // SQLite reports an aborted foreign key conflict as SQLITE_CONSTRAINT; SQLContext as
        // SQLITE_ABORT, as every other aborted conflict.
        let aborted = expectSQLError(code: Code.abort, messageContains: ["foreign key", "1 violation"]) {
            try target.apply(changeset) { conflict in
                seen.append(conflict)
                return .abort
            }
        }
        #expect(seen.count == 1)
        #expect(seen.first?.kind == .foreignKey)
        #expect(seen.first?.change == nil)
        #expect(seen.first?.foreignKeyViolations == 1)
        #expect(aborted?.isAbort == true)
        #expect(try rowCount(target, "child") == 0)
        // Without a handler, the foreign key conflict aborts the same way.
        expectSQLError(code: Code.abort) { try target.apply(changeset) }
        #expect(try rowCount(target, "child") == 0)
        // Omit keeps the changes despite the violations.
        try target.apply(changeset) { _ in .omit }
        #expect(try rowCount(target, "child") == 1)
    }

    @Test func badInputFailsPrecisely() throws {
        let (context, session) = try Self.recording()
        try context.exec(sql: "DELETE FROM notes WHERE id = 1")
        let patchset = try session.patchset()
        let changeset = try session.changeset()
        expectSQLError(code: Code.misuse, messageContains: ["patchset cannot be inverted"]) {
            _ = try context.invert(patchset)
        }
        expectSQLError(code: Code.misuse, messageContains: ["cannot be concatenated"]) {
            _ = try context.concatenate([changeset, patchset])
        }
        // A table header whose name lacks its NUL: SQLite's own reader would never return.
        let garbage = SQLChangeset(data: Data([0x54, 0x03, 0x01, 0xff, 0xff, 0xff]))
        for use in [
            { _ = try context.changes(in: garbage) }, { _ = try context.invert(garbage) },
            { try context.apply(garbage) }, { _ = try context.concatenate([changeset, garbage]) },
        ] as [() throws -> Void] {
            expectSQLError(code: Code.corrupt, messageContains: ["not a valid changeset", "no terminating NUL"]) {
                try use()
            }
        }
        // An empty changeset holds no change and applies as nothing.
        #expect(try context.changes(in: SQLChangeset(data: Data())) == [])
        try context.apply(SQLChangeset(data: Data()))
        expectUsable(context)
    }

    @Test func everyCutAndEveryDamagedByteFailsWithAnErrorNeverAHang() throws {
        let (source, target) = try Self.pair()
        let session = try SQLSession(context: source)
        try session.attachAllTables()
        try source.exec(
            sql: "INSERT INTO notes VALUES (4, 'four', x'00ff', NULL); UPDATE notes SET stars = -1.25 WHERE id = 1;"
                + " DELETE FROM notes WHERE id = 2")
        let valid = [try session.changeset(), try session.patchset()]
        var outcomes = 0
        for changeset in valid {
            let bytes = changeset.data
            var variants: [Data] = (0..<bytes.count).map { bytes.prefix($0) }
            for index in 0..<bytes.count {
                var damaged = bytes
                damaged[index] ^= 0xff
                variants.append(damaged)
            }
            for data in variants {
                let damaged = SQLChangeset(data: data, isPatchset: changeset.isPatchset)
                for use in [
                    { _ = try target.changes(in: damaged) }, { _ = try target.invert(damaged) },
                    {
                        try target.transaction {
                            try target.apply(damaged) { _ in .omit }; throw TestFailure()
                        }
                    },
                ] as [() throws -> Void] {
                    do {
                        try use()
                    } catch is SQLError {
                    } catch is TestFailure {
                    }
                    outcomes += 1
                }
            }
        }
        #expect(outcomes == valid.map { $0.data.count * 2 * 3 }.reduce(0, +))
        #expect(try Self.notes(target) == Self.notes(Self.pair().0))
    }

    @Test func closingTheContextClosesItsSessions() throws {
        try withTemporaryDirectory { directory in
            let context = try SQLContext(path: directory.file("sessions.db"), library: SQLiteBuild.system.library())
            try context.exec(sql: Self.schema)
            let session = try SQLSession(context: context)
            try session.attachAllTables()
            try context.exec(sql: "DELETE FROM notes")
            let other = try SQLSession(context: context)
            other.close()
            other.close()
            #expect(other.isClosed && !session.isClosed)
            context.close()
            #expect(session.isClosed)
            #expect(session.isEmpty && !session.isEnabled)
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try session.changeset() }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try session.attach(table: "notes") }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try SQLSession(context: context) }
            expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
                try context.apply(SQLChangeset(data: Data()))
            }
            if canListFileDescriptors { #expect(openFileDescriptors(under: directory.path).isEmpty) }
        }
    }
}
