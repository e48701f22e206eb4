import Foundation
import SQLFFI

extension SQLContext {
    /// Gives a database its encryption key. Call it right after opening, before anything reads the
    /// database: a new database is then created encrypted, an existing one is read with the key.
    ///
    /// Only a SQLite that encrypts has this (SQLCipher, SQLite3 Multiple Ciphers): ask
    /// `supports(.encryption)`. Plain SQLite has no key function, and its `PRAGMA key` does nothing
    /// without a word; this method throws instead. Each library uses its own cipher and format by
    /// default: a file encrypted by one cannot be read by the other.
    ///
    /// The key is not checked here: with a wrong key (or a key for a plain database, on SQLCipher)
    /// the first statement that reads the database fails with `SQLITE_NOTADB`.
    ///
    /// - Parameters:
    ///   - key: the key's bytes; the library derives the cipher key from them (SQLCipher also takes
    ///     a raw key written as `x'…'` in hex).
    ///   - schema: `"main"` or an attached database's name.
    /// - Throws: an ``SQLError`` whose ``SQLError/missingFunction`` is `sqlite3_key_v2` on a SQLite
    ///   that does not encrypt, naming the loaded version; the library's error when it refuses the
    ///   key (SQLCipher refuses an empty key); misuse when the context is closed.
    ///
    /// The corresponding C function is `sqlite3_key_v2` of SQLCipher
    /// ([sqlite3_key](https://www.zetetic.net/sqlcipher/sqlcipher-api/#sqlite3_key)) and of
    /// SQLite3 Multiple Ciphers.
    public func setEncryptionKey(_ key: Data, schema: String = "main") throws {
        try checkOpen()
        do {
            try connection.setKey(key, schema: schema)
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Gives a database its encryption key, the UTF-8 bytes of `passphrase`; see
    /// `setEncryptionKey(_:schema:)` with `Data`.
    ///
    /// The corresponding C function is `sqlite3_key_v2` of SQLCipher
    /// ([sqlite3_key](https://www.zetetic.net/sqlcipher/sqlcipher-api/#sqlite3_key)) and of
    /// SQLite3 Multiple Ciphers.
    public func setEncryptionKey(_ passphrase: String, schema: String = "main") throws {
        try setEncryptionKey(Data(passphrase.utf8), schema: schema)
    }

    /// Re-encrypts a database with a new key: afterwards only the new key opens it.
    ///
    /// The database must be open with its current key (`setEncryptionKey(_:schema:)` with `Data`).
    /// A plain database, opened without a key, is encrypted in place by SQLite3 Multiple Ciphers;
    /// SQLCipher's rekey would leave it plain while reporting success, so on SQLCipher this throws
    /// instead, and a plain database is encrypted by exporting it into an encrypted one:
    /// `ATTACH DATABASE 'encrypted.db' AS encrypted KEY 'key'; SELECT sqlcipher_export('encrypted');
    /// DETACH DATABASE encrypted`.
    ///
    /// - Throws: an ``SQLError`` whose ``SQLError/missingFunction`` is `sqlite3_rekey_v2` on a SQLite
    ///   that does not encrypt; misuse on SQLCipher for a database opened without a key, or when the
    ///   context is closed; the library's error when the database cannot be rewritten.
    ///
    /// The corresponding C function is `sqlite3_rekey_v2` of SQLCipher
    /// ([sqlite3_rekey](https://www.zetetic.net/sqlcipher/sqlcipher-api/#sqlite3_rekey)) and of
    /// SQLite3 Multiple Ciphers.
    public func changeEncryptionKey(_ key: Data, schema: String = "main") throws {
        try checkOpen()
        do {
            try connection.changeKey(key, schema: schema)
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Re-encrypts a database with the UTF-8 bytes of `passphrase`; see
    /// `changeEncryptionKey(_:schema:)` with `Data`.
    ///
    /// The corresponding C function is `sqlite3_rekey_v2` of SQLCipher
    /// ([sqlite3_rekey](https://www.zetetic.net/sqlcipher/sqlcipher-api/#sqlite3_rekey)) and of
    /// SQLite3 Multiple Ciphers.
    public func changeEncryptionKey(_ passphrase: String, schema: String = "main") throws {
        try changeEncryptionKey(Data(passphrase.utf8), schema: schema)
    }
}
