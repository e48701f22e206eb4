#if !SKIP
import Foundation

/// A session (`sqlite3_session *`) that records the changes made through one connection to one of
/// its schemas, owned: it is deleted when released, and before its connection closes (as SQLite
/// requires). See [the session extension](https://sqlite.org/sessionintro.html).
package final class SQLiteSession: SQLiteConnectionDependent {
    /// The connection whose changes are recorded.
    package let connection: SQLiteConnection
    /// The C handle, nil once deleted.
    private var raw: OpaquePointer?

    /// Creates a session on schema `schema` of `connection` (`sqlite3session_create`). It records
    /// nothing until tables are attached. Throws an unsupported failure naming
    /// `sqlite3session_create` on a SQLite built without the session extension.
    package init(connection: SQLiteConnection, schema: String) throws(SQLiteFailure) {
        guard let handle = connection.raw else { throw .connectionClosed }
        let sessions = try connection.sessionFunctions("sqlite3session_create")
        var session: OpaquePointer?
        let code = sessions.create(handle, schema, &session)
        guard code == SQLiteConstants.ok, let session else { throw connection.failure(code) }
        self.connection = connection
        raw = session
        connection.addDependent(self)
    }

    deinit { close() }

    /// Whether the session is still open.
    package var isOpen: Bool { raw != nil }

    /// Starts recording changes to `table`, or to every table of the schema when nil
    /// (`sqlite3session_attach`). Only tables with a declared PRIMARY KEY are recorded.
    package func attach(table: String?) throws(SQLiteFailure) {
        let (handle, sessions) = try open()
        let code = sessions.attach(handle, table)
        if code != SQLiteConstants.ok { throw connection.failure(code) }
    }

    /// Whether the session has recorded no change (`sqlite3session_isempty`).
    package var isEmpty: Bool {
        guard let handle = raw, let sessions = connection.library.functions.sessions else { return true }
        return sessions.isEmpty(handle) != 0
    }

    /// Turns recording on or off (`sqlite3session_enable`); nil reads the setting. Returns the
    /// setting after the call; false once closed.
    @discardableResult
    package func enable(_ enabled: Bool?) -> Bool {
        guard let handle = raw, let sessions = connection.library.functions.sessions else { return false }
        let value: Int32 = enabled.map { $0 ? 1 : 0 } ?? -1
        return sessions.enable(handle, value) != 0
    }

    /// The recorded changes as a changeset (`patchset` false) or a patchset
    /// (`sqlite3session_changeset`, `sqlite3session_patchset`).
    package func output(patchset: Bool) throws(SQLiteFailure) -> Data {
        let (handle, sessions) = try open()
        let function = patchset ? sessions.patchset : sessions.changeset
        let name = patchset ? "sqlite3session_patchset" : "sqlite3session_changeset"
        return try SQLiteChangesets.output(connection.library, name) { function(handle, $0, $1) }
    }

    /// Deletes the session (`sqlite3session_delete`); idempotent.
    package func close() {
        guard let handle = raw else { return }
        raw = nil
        connection.removeDependent(self)
        connection.library.functions.sessions?.delete(handle)
    }

    package func closeBeforeConnection() { close() }

    /// The handle and the session functions, or the misuse failure of a closed session.
    private func open() throws(SQLiteFailure) -> (OpaquePointer, SessionFunctions) {
        guard let handle = raw, let sessions = connection.library.functions.sessions else {
            if !connection.isOpen { throw .connectionClosed }
            throw SQLiteFailure(extendedCode: SQLiteConstants.misuse, message: "the session is closed")
        }
        return (handle, sessions)
    }
}

extension SQLiteConnection {
    /// The session functions, or the unsupported failure that names `function`.
    func sessionFunctions(_ function: String) throws(SQLiteFailure) -> SessionFunctions {
        guard let sessions = library.functions.sessions else {
            throw SQLiteFailure.noSessions(function, library: library)
        }
        return sessions
    }
}
#endif
