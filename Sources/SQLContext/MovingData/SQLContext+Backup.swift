import SQLFFI

extension SQLContext {
    /// Starts an online backup of database `schema` of this context into database
    /// `destinationSchema` of `destination`; ``SQLBackup/step(pages:)`` does the copying.
    ///
    /// - Throws: an ``SQLError``: misuse when either context is closed, when they are the same
    ///   context, or when they run on different SQLite libraries; `SQLITE_ERROR` for an unknown
    ///   schema or a destination with a read transaction open.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_backup_init`](https://sqlite.org/c3ref/backup_finish.html#sqlite3backupinit).
    public func startBackup(to destination: SQLContext, schema: String = "main", destinationSchema: String = "main")
        throws -> SQLBackup
    {
        try checkOpen()
        try destination.checkOpen()
        if destination === self {
            throw SQLError.misuse("a backup needs a destination context other than its source")
        }
        do {
            return SQLBackup(
                handle: try SQLiteBackup(
                    destination: destination.connection, destinationSchema: destinationSchema, source: connection,
                    sourceSchema: schema),
                destinationSignal: destination.commitSignal)
        } catch {
            throw SQLError(error, sql: nil, context: "cannot start the backup of '" + schema + "'")
        }
    }

    /// Copies database `schema` of this context into database `destinationSchema` of
    /// `destination`, replacing its content: in one step, or `pagesPerStep` pages at a time with
    /// `progress` called after each step.
    ///
    /// Works between in-memory and file databases in either direction. The source stays usable
    /// between steps; see ``SQLBackup`` for what writes to it do. An error thrown by `progress`
    /// ends the backup, leaves the destination unchanged and is rethrown.
    ///
    /// - Parameters:
    ///   - destination: the context whose database receives the copy.
    ///   - schema: the database of this context to copy: `"main"`, `"temp"` or an attached one's name.
    ///   - destinationSchema: the database of `destination` that is replaced.
    ///   - pagesPerStep: pages per step; 0 or less copies everything in one step, which holds a
    ///     read lock on the source for the whole copy.
    ///   - progress: called after each step that leaves pages to copy, and after the last.
    /// - Throws: an ``SQLError`` from ``startBackup(to:schema:destinationSchema:)`` or
    ///   ``SQLBackup/step(pages:)``; `SQLITE_BUSY` or `SQLITE_LOCKED` once the busy timeouts have
    ///   passed.
    ///
    /// The corresponding SQLite functions are
    /// [`sqlite3_backup_init`, `sqlite3_backup_step`, `sqlite3_backup_finish`](https://sqlite.org/c3ref/backup_finish.html).
    public func backup(
        to destination: SQLContext, schema: String = "main", destinationSchema: String = "main",
        pagesPerStep: Int = -1, progress: ((SQLBackupProgress) throws -> Void)? = nil
    ) throws {
        let backup = try startBackup(to: destination, schema: schema, destinationSchema: destinationSchema)
        defer { backup.close() }
        var complete = false
        while !complete {
            complete = try backup.step(pages: pagesPerStep)
            if let progress { try progress(backup.progress) }
        }
    }

    /// Copies database `schema` of this context into the database file at `path`, creating it or
    /// replacing its content; see ``backup(to:schema:destinationSchema:pagesPerStep:progress:)``.
    ///
    /// The file is opened with this context's SQLite library and busy timeout, and closed afterwards.
    ///
    /// - Throws: an ``SQLError``; `SQLITE_CANTOPEN` when the file cannot be opened or created.
    ///
    /// The corresponding SQLite functions are
    /// [`sqlite3_backup_init`, `sqlite3_backup_step`, `sqlite3_backup_finish`](https://sqlite.org/c3ref/backup_finish.html).
    public func backup(
        toFile path: String, schema: String = "main", pagesPerStep: Int = -1,
        progress: ((SQLBackupProgress) throws -> Void)? = nil
    ) throws {
        try checkOpen()
        let destination = try SQLContext(path: path, library: library)
        defer { destination.close() }
        try destination.setBusyTimeout(milliseconds: Int(connection.busyTimeoutMilliseconds))
        try backup(to: destination, schema: schema, pagesPerStep: pagesPerStep, progress: progress)
    }
}
