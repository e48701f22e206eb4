#if !SKIP
// The encryption-key functions that encrypting builds of SQLite add (SQLCipher, SQLite3 Multiple
// Ciphers, SEE): resolved together or not at all. Plain SQLite has none of them; its `PRAGMA key`
// is silently ignored, which is why SQLContext calls these functions and never the pragma.

/// `sqlite3_key_v2` and `sqlite3_rekey_v2`: connection, schema name, key bytes, key length.
@usableFromInline package typealias SQLiteKeyFunction =
    @convention(c) (OpaquePointer?, SQLiteCString?, UnsafeRawPointer?, Int32) -> Int32

/// The encryption-key functions of a library that encrypts databases.
///
/// Reach it through ``FunctionTable/keys``: nil unless the library exports both
/// `sqlite3_key_v2` and `sqlite3_rekey_v2`.
@usableFromInline package struct KeyFunctions: Sendable {
    /// Sets the key of an attached database (`main`, `temp` or an attached name) before its first
    /// use; it returns `SQLITE_OK` even for a wrong key, which shows as `SQLITE_NOTADB` on first read.
    ///
    /// The C function is `sqlite3_key_v2` (SQLCipher:
    /// [sqlite3_key](https://www.zetetic.net/sqlcipher/sqlcipher-api/#sqlite3_key); SQLite3 Multiple
    /// Ciphers: [C API](https://utelle.github.io/SQLite3MultipleCiphers/docs/configuration/config_capi/)).
    @usableFromInline package let keyV2: SQLiteKeyFunction
    /// Re-encrypts an open database with a new key.
    ///
    /// The C function is `sqlite3_rekey_v2` (SQLCipher:
    /// [sqlite3_rekey](https://www.zetetic.net/sqlcipher/sqlcipher-api/#sqlite3_rekey)).
    @usableFromInline package let rekeyV2: SQLiteKeyFunction
    /// Whether `sqlite3_rekey_v2` on a database opened without a key encrypts it. SQLite3 Multiple
    /// Ciphers does; SQLCipher (recognized by its `sqlcipher_activate` export) returns `SQLITE_OK`
    /// and leaves the file plain, so SQLFFI refuses that call instead of reporting a success.
    @usableFromInline package let rekeyEncryptsPlainDatabases: Bool

    /// Resolves the family; nil unless every member is exported.
    init?(resolving resolver: SymbolResolver) {
        do {
            keyV2 = try resolver.member("sqlite3_key_v2")
            rekeyV2 = try resolver.member("sqlite3_rekey_v2")
        } catch {
            return nil
        }
        rekeyEncryptsPlainDatabases = !resolver.exports("sqlcipher_activate")
    }
}
#endif
