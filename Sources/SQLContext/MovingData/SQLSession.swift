import Foundation
import SQLFFI

/// Records the changes made through one context to chosen tables, and hands them out as a
/// changeset or patchset that another database can apply.
///
/// ```swift
/// let session = try SQLSession(context: phone)
/// try session.attach(table: "notes")
/// try phone.exec(sql: "UPDATE notes SET body = 'new' WHERE id = 1")
/// let changes = try session.changeset()
/// try laptop.apply(changes) { conflict in conflict.kind == .data ? .replace : .omit }
/// ```
///
/// Only tables with a declared PRIMARY KEY are recorded (rows are matched by it); a change to a
/// row is recorded once, as the difference between its first and last state. Needs a SQLite built
/// with the session extension: ask `supports(.sessions)`. Closing the context closes its sessions.
///
/// The corresponding SQLite function is
/// [`sqlite3session_create`](https://sqlite.org/session/sqlite3session_create.html).
public final class SQLSession {
    /// The session in SQLFFI.
    let handle: SQLiteSession
    /// The database whose changes are recorded: `"main"` or an attached name.
    public let schema: String

    /// Starts a session on database `schema` of `context`. It records nothing until tables are
    /// attached with ``attach(table:)`` or ``attachAllTables()``.
    ///
    /// - Throws: an ``SQLError`` whose ``SQLError/missingFunction`` is `sqlite3session_create` on a
    ///   SQLite built without the session extension, naming the loaded version; misuse when the
    ///   context is closed.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_create`](https://sqlite.org/session/sqlite3session_create.html).
    public init(context: SQLContext, schema: String = "main") throws {
        try context.checkOpen()
        do {
            handle = try SQLiteSession(connection: context.connection, schema: schema)
        } catch {
            throw SQLError(error, sql: nil, context: "cannot start a session on '" + schema + "'")
        }
        self.schema = schema
    }

    /// Records the changes to `table` from now on. A table without a PRIMARY KEY is accepted and
    /// ignored, as SQLite does.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_attach`](https://sqlite.org/session/sqlite3session_attach.html).
    public func attach(table: String) throws {
        try attachTable(named: table)
    }

    /// Records the changes to every table of the database from now on, including tables created
    /// later.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_attach`](https://sqlite.org/session/sqlite3session_attach.html) with a NULL
    /// table name.
    public func attachAllTables() throws {
        try attachTable(named: nil)
    }

    private func attachTable(named name: String?) throws {
        do {
            try handle.attach(table: name)
        } catch {
            throw SQLError(error, sql: nil, context: "cannot attach " + (name ?? "every table") + " to the session")
        }
    }

    /// Whether no change has been recorded.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_isempty`](https://sqlite.org/session/sqlite3session_isempty.html).
    public var isEmpty: Bool { handle.isEmpty }

    /// Whether changes are being recorded (true from the start); false once closed.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_enable`](https://sqlite.org/session/sqlite3session_enable.html).
    public var isEnabled: Bool { handle.enable(nil) }

    /// Pauses (`false`) or resumes (`true`) recording; changes made while paused are not recorded.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_enable`](https://sqlite.org/session/sqlite3session_enable.html).
    public func setEnabled(_ enabled: Bool) {
        handle.enable(enabled)
    }

    /// The changes recorded so far, as a changeset. Recording goes on; a later changeset holds
    /// these changes too.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_changeset`](https://sqlite.org/session/sqlite3session_changeset.html).
    public func changeset() throws -> SQLChangeset {
        SQLChangeset(data: try output(patchset: false), isPatchset: false)
    }

    /// The changes recorded so far, as a patchset: smaller than a changeset, without the old
    /// values of updated and deleted rows.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_patchset`](https://sqlite.org/session/sqlite3session_patchset.html).
    public func patchset() throws -> SQLChangeset {
        SQLChangeset(data: try output(patchset: true), isPatchset: true)
    }

    private func output(patchset: Bool) throws -> Data {
        do {
            return try handle.output(patchset: patchset)
        } catch {
            throw SQLError(
                error, sql: nil, context: patchset ? "cannot make the patchset" : "cannot make the changeset")
        }
    }

    /// Whether ``close()`` has been called, or the context closed.
    public var isClosed: Bool { !handle.isOpen }

    /// Ends the session; idempotent. The context closes its sessions when it closes.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3session_delete`](https://sqlite.org/session/sqlite3session_delete.html).
    public func close() {
        handle.close()
    }
}
