#if !SKIP
/// The Swift closure behind an authorizer callback.
final class AuthorizerBox {
    let handler: (Int32, String?, String?, String?) -> Int32
    /// The connection, which keeps the box; not retained.
    unowned(unsafe) let connection: SQLiteConnection
    /// The names the callback has decoded.
    let names = SQLiteNameCache()
    init(handler: @escaping (Int32, String?, String?, String?) -> Int32, connection: SQLiteConnection) {
        self.handler = handler
        self.connection = connection
    }
}

extension SQLiteConnection {
    /// Calls `handler` for each action of each statement as SQLite compiles it
    /// (`sqlite3_set_authorizer`): the action code (SQLITE_READ 20 with the table and the column,
    /// SQLITE_INSERT 18, SQLITE_DELETE 9 with the table, SQLITE_UPDATE 23 with the table and the
    /// column, …), its two arguments and the database name. `handler` returns SQLITE_OK (0),
    /// SQLITE_DENY (1: the prepare fails with SQLITE_AUTH) or SQLITE_IGNORE (2). It runs inside
    /// `sqlite3_prepare*` (and when SQLite compiles a statement again), so it may not use the
    /// connection. Nil removes it. Statements compiled before keep what it answered then.
    ///
    /// - Throws: ``SQLiteFailure`` naming `sqlite3_set_authorizer` when the library was built with
    ///   SQLITE_OMIT_AUTHORIZATION; `connectionClosed`.
    package func setAuthorizer(_ handler: ((Int32, String?, String?, String?) -> Int32)?) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        guard let setAuthorizer = library.functions.setAuthorizer else {
            throw unsupported("sqlite3_set_authorizer", since: "a SQLite built without SQLITE_OMIT_AUTHORIZATION")
        }
        guard let handler else {
            _ = setAuthorizer(handle, nil, nil)
            authorizerBox = nil
            return
        }
        let box = AuthorizerBox(handler: handler, connection: self)
        _ = setAuthorizer(
            handle,
            { context, action, first, second, database, _ in
                guard let context else { return 0 }
                let box = Unmanaged<AuthorizerBox>.fromOpaque(context).takeUnretainedValue()
                let firstText = first.map { box.names.text($0) }
                let secondText = second.map { box.names.text($0) }
                let databaseText = database.map { box.names.text($0) }
                return box.connection.runCallback(hook: true) {
                    box.handler(action, firstText, secondText, databaseText)
                }
            }, Unmanaged.passUnretained(box).toOpaque())
        authorizerBox = box  // the previous box is released only now that SQLite no longer uses it
    }
}
#endif
