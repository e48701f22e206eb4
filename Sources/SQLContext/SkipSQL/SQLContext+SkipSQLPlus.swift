import Foundation

// SkipSQLPlus's encryption calls (SQLCipher's keys and `sqlcipher_export`) and attached databases.
// Where SkipSQLPlus runs `PRAGMA key`, which a SQLite that does not encrypt ignores without a word,
// these throw on such a SQLite: see `setEncryptionKey(_:schema:)`.
extension SQLContext {
    /// Gives the database its key (`rekey: false`), or re-encrypts it with a new one (`rekey:
    /// true`): SkipSQLPlus's `PRAGMA key` / `PRAGMA rekey`, as ``setEncryptionKey(_:schema:)-(String,_)``
    /// and ``changeEncryptionKey(_:schema:)-(String,_)``. Give the key before anything reads the
    /// database.
    ///
    /// - Parameters:
    ///   - key: the passphrase (SQLCipher also takes a raw key written `x'…'` in hex).
    ///   - rekey: whether to re-encrypt with `key` instead.
    /// - Throws: an ``SQLError`` whose ``SQLError/missingFunction`` is `sqlite3_key_v2` (or
    ///   `sqlite3_rekey_v2`) on a SQLite that does not encrypt; the library's error when it refuses
    ///   the key.
    ///
    /// The corresponding C functions are `sqlite3_key_v2` and `sqlite3_rekey_v2` of SQLCipher
    /// ([sqlite3_key](https://www.zetetic.net/sqlcipher/sqlcipher-api/#sqlite3_key)).
    public func key(_ key: String, rekey: Bool = false) throws {
        if rekey {
            try changeEncryptionKey(key)
        } else {
            try setEncryptionKey(key)
        }
    }

    /// Writes a copy of the whole database to `location`, encrypted with `key` (an empty key
    /// writes a plain copy): SQLCipher's `sqlcipher_export`, into a database attached for the
    /// copy and detached afterwards, also when the copy fails. The copy keeps no
    /// `PRAGMA user_version`; set it on the copy.
    ///
    /// - Parameters:
    ///   - location: the path of the new database file.
    ///   - key: the new database's key.
    /// - Throws: ``SQLError``: as ``attach(location:as:key:)``, or SQLite's error when the copy
    ///   fails (`no such function: sqlcipher_export` on a SQLite that is not SQLCipher).
    ///
    /// See [sqlcipher_export](https://www.zetetic.net/sqlcipher/sqlcipher-api/#sqlcipher_export).
    public func export(_ location: String, key: String) throws {
        let schemaName = "cipher_export"
        try attach(location: location, as: schemaName, key: key)
        do {
            try exec(sql: "SELECT sqlcipher_export(?)", parameters: [SQLValue.text(schemaName)])
        } catch {
            try? detach(schemaName)
            throw error
        }
        try detach(schemaName)
    }

    /// Attaches the database file at `path` as `schemaName`, with its key when `key` is given.
    ///
    /// - Parameters:
    ///   - path: the database file.
    ///   - schemaName: the name that qualifies its tables (`schemaName.table`).
    ///   - key: its encryption key, on a SQLite that encrypts; nil for a plain database.
    /// - Throws: an ``SQLError`` when a key is given to a SQLite that does not encrypt (which
    ///   would attach the file unencrypted, the key ignored), or SQLite's error.
    ///
    /// See [ATTACH DATABASE](https://sqlite.org/lang_attach.html).
    public func attach(location path: String, as schemaName: String, key: String? = nil) throws {
        guard let key else {
            try exec(sql: "ATTACH DATABASE ? AS ?", parameters: [SQLValue.text(path), SQLValue.text(schemaName)])
            return
        }
        if !supports(.encryption) {
            throw SQLError(
                code: 1,
                message: "attach(location:as:key:) with a key needs a SQLite that encrypts (SQLCipher);"
                    + " the loaded SQLite " + library.version + " (" + library.path
                    + ") would attach the file unencrypted",
                missingFunction: "sqlite3_key_v2")
        }
        try exec(
            sql: "ATTACH DATABASE ? AS ? KEY ?",
            parameters: [SQLValue.text(path), SQLValue.text(schemaName), SQLValue.text(key)])
    }

    /// Detaches the database attached as `schemaName`.
    ///
    /// - Parameter schemaName: the name it was attached as.
    /// - Throws: SQLite's error (`no such database`, or a transaction that uses it).
    ///
    /// See [DETACH DATABASE](https://sqlite.org/lang_detach.html).
    public func detach(_ schemaName: String) throws {
        try exec(sql: "DETACH DATABASE ?", parameters: [SQLValue.text(schemaName)])
    }
}
