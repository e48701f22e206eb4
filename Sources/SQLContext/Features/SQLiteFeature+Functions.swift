import SQLFFI

// Features that are C functions rather than SQL: decided by what the loaded library exports (its
// optional families of functions) and, for sessions, by creating one.

extension SQLiteFeature {
    /// For a feature that is a family of C functions, the reason given when it is supported.
    var exportedFunctionsReason: String? {
        switch self {
        case .encryption: return "sqlite3_key_v2 and sqlite3_rekey_v2 exported"
        case .sessions: return "sqlite3session_* and sqlite3changeset_* exported, a session can be created"
        default: return nil
        }
    }
}

extension SQLContext {
    /// Why the loaded library cannot set encryption keys, or nil when it can.
    func encryptionFailure() -> String? {
        if library.hasKeyFunctions { return nil }
        return "sqlite3_key_v2 and sqlite3_rekey_v2 not exported: this SQLite does not encrypt (SQLCipher and"
            + " SQLite3 Multiple Ciphers do)"
    }

    /// Why the loaded library has no sessions, or nil when a session can be created on a private
    /// in-memory database of it.
    func sessionFailure() -> String? {
        if !library.hasSessionFunctions {
            return "sqlite3session_* not exported (needs SQLITE_ENABLE_SESSION and SQLITE_ENABLE_PREUPDATE_HOOK)"
        }
        do {
            let scratch = try SQLContext(path: nil, library: library)
            defer { scratch.close() }
            try scratch.exec(sql: SQLiteFeature.probeSetup)
            let session = try SQLSession(context: scratch)
            defer { session.close() }
            try session.attachAllTables()
            try scratch.exec(sql: "INSERT INTO probe(b) VALUES (1)")
            if session.isEmpty { return "a session records no change on this SQLite" }
            return nil
        } catch {
            return "a session cannot be created: " + String(describing: error)
        }
    }
}
