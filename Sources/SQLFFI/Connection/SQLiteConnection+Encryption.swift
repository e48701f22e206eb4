#if !SKIP
import Foundation

extension SQLiteConnection {
    /// Gives schema `schema` its encryption key (`sqlite3_key_v2`), before the schema is first read.
    ///
    /// SQLite accepts any key here: a wrong one shows as `SQLITE_NOTADB` on the first read. Throws
    /// an unsupported failure naming `sqlite3_key_v2` on a SQLite that does not encrypt.
    package func setKey(_ key: Data, schema: String) throws(SQLiteFailure) {
        let (handle, keys) = try keyFunctions("sqlite3_key_v2")
        let code = call(keys.keyV2, handle, schema, key)
        if code != SQLiteConstants.ok { throw keyFailure(code, function: "sqlite3_key_v2") }
        keyedSchemas.insert(schema)
    }

    /// Re-encrypts schema `schema` with `key` (`sqlite3_rekey_v2`); the schema must have been opened
    /// with its current key, or be a plain database where the library encrypts one in place.
    ///
    /// SQLCipher's `sqlite3_rekey_v2` returns `SQLITE_OK` on a database opened without a key and
    /// leaves it plain; SQLFFI refuses that call instead (see
    /// ``KeyFunctions/rekeyEncryptsPlainDatabases``).
    package func changeKey(_ key: Data, schema: String) throws(SQLiteFailure) {
        let (handle, keys) = try keyFunctions("sqlite3_rekey_v2")
        if !keys.rekeyEncryptsPlainDatabases && !keyedSchemas.contains(schema) {
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.misuse,
                message: "schema '\(schema)' was opened without a key, and sqlite3_rekey_v2 of this library"
                    + " (SQLCipher, \(library.path)) leaves a plain database unencrypted while reporting success;"
                    + " set the current key first, or write an encrypted copy (ATTACH … KEY … with"
                    + " sqlcipher_export())")
        }
        let code = call(keys.rekeyV2, handle, schema, key)
        if code != SQLiteConstants.ok { throw keyFailure(code, function: "sqlite3_rekey_v2") }
        keyedSchemas.insert(schema)
    }

    /// The open handle and the key functions, or the failure that says why not.
    private func keyFunctions(_ function: String) throws(SQLiteFailure) -> (OpaquePointer, KeyFunctions) {
        guard let handle = raw else { throw .connectionClosed }
        guard let keys = library.functions.keys else {
            throw unsupported(
                function, since: "a SQLite that encrypts, such as SQLCipher or SQLite3 Multiple Ciphers")
        }
        return (handle, keys)
    }

    /// Calls a key function with the bytes of `key`.
    private func call(_ function: SQLiteKeyFunction, _ handle: OpaquePointer, _ schema: String, _ key: Data) -> Int32 {
        key.withUnsafeBytes { bytes in function(handle, schema, bytes.baseAddress, Int32(clamping: bytes.count)) }
    }

    /// The failure of a key function: SQLite's error state when it set one, else the code's text.
    private func keyFailure(_ code: Int32, function: String) -> SQLiteFailure {
        var failure = failure(code)
        failure.message = function + " failed: " + failure.message
        return failure
    }
}
#endif
