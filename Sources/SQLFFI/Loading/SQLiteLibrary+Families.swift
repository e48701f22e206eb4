#if !SKIP
extension SQLiteLibrary {
    /// Whether the library exports the incremental blob I/O functions (`sqlite3_blob_*`: every
    /// build but one with `SQLITE_OMIT_INCRBLOB`).
    public var hasBlobFunctions: Bool { functions.blobs != nil }

    /// Whether the library exports the encryption-key functions `sqlite3_key_v2` and
    /// `sqlite3_rekey_v2` (SQLCipher, SQLite3 Multiple Ciphers).
    public var hasKeyFunctions: Bool { functions.keys != nil }

    /// Whether the library exports every function of the session extension that SQLFFI uses
    /// (`sqlite3session_*`, `sqlite3changeset_*`: a build with `SQLITE_ENABLE_SESSION`).
    public var hasSessionFunctions: Bool { functions.sessions != nil }
}
#endif
