import Foundation

/// An error reported by SQLite, or by SQLContext for a misuse it catches before SQLite would.
///
/// Every failure carries SQLite's result codes, the message, and the SQL that was running, so
/// that the printed error tells a person what failed and where:
///
/// ```
/// SQLITE_CONSTRAINT_UNIQUE (2067): UNIQUE constraint failed: t.x — while executing: INSERT INTO t(x) VALUES (?)
/// ```
///
/// Bound values are never part of the description. See
/// [Result and Error Codes](https://sqlite.org/rescode.html).
public struct SQLError: Error, LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The primary result code, such as 19 for `SQLITE_CONSTRAINT`.
    public var code: Int32
    /// The extended result code, such as 2067 for `SQLITE_CONSTRAINT_UNIQUE`; equal to ``code``
    /// when SQLite has no more detail.
    public var extendedCode: Int32
    /// The message: SQLite's `sqlite3_errmsg`, or SQLContext's own words for a misuse.
    public var message: String
    /// The SQL that was being prepared or run, when there was one.
    public var sql: String?
    /// The byte offset in ``sql`` where SQLite located the error, when the loaded SQLite reports
    /// one (`sqlite3_error_offset`, SQLite 3.38 and later).
    public var offset: Int?
    /// The SQLite C function that the loaded library lacks, when that is why the call failed.
    public var missingFunction: String?
    /// Whether no SQLite library could be loaded, so nothing could be opened: the ``message``
    /// holds the loader's report (every library tried, and why each failed), ``code`` is
    /// `SQLITE_CANTOPEN`. Only ``SQLContext/init(path:flags:library:)`` sets it, when it loads a
    /// library by discovery (`library: nil`) and finds none.
    public internal(set) var isLibraryUnavailable = false

    /// Creates an error from its parts; `extendedCode` defaults to `code`.
    public init(
        code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil, offset: Int? = nil,
        missingFunction: String? = nil
    ) {
        self.code = code & 0xff
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.sql = sql
        self.offset = offset
        self.missingFunction = missingFunction
    }

    /// The name of the extended code, such as `SQLITE_CONSTRAINT_UNIQUE`; `SQLITE_UNKNOWN(n)` for
    /// a code this version of SQLContext does not know.
    public var codeName: String { SQLError.name(ofCode: extendedCode) }

    /// Whether a constraint failed (`SQLITE_CONSTRAINT`: UNIQUE, NOT NULL, CHECK, FOREIGN KEY, …).
    public var isConstraint: Bool { code == 19 }
    /// Whether the database was locked by another connection (`SQLITE_BUSY`).
    public var isBusy: Bool { code == 5 }
    /// Whether a table was locked within the same connection or shared cache (`SQLITE_LOCKED`).
    public var isLocked: Bool { code == 6 }
    /// Whether the operation was interrupted (`SQLITE_INTERRUPT`).
    public var isInterrupted: Bool { code == 9 }
    /// Whether the API was misused: a closed context or statement, parameters given to a script
    /// (`SQLITE_MISUSE`).
    public var isMisuse: Bool { code == 21 }
    /// Whether a parameter index, count or name, or a row's column name or index, did not match
    /// (`SQLITE_RANGE`).
    public var isRange: Bool { code == 25 }
    /// Whether a stored value could not be read as the Swift type asked for (`SQLITE_MISMATCH`):
    /// NULL into a non-optional, a wrong storage class, a number out of the type's range, text
    /// that is not a date, UUID or URL.
    public var isMismatch: Bool { code == 20 }
    /// Whether the database file is damaged (`SQLITE_CORRUPT`) or not a database (`SQLITE_NOTADB`).
    public var isCorrupt: Bool { code == 11 || code == 26 }
    /// Whether the file is not a database (`SQLITE_NOTADB`): not a SQLite file, or an encrypted
    /// database read with a wrong key or none. ``isCorrupt`` is true for it as well.
    public var isNotADatabase: Bool { code == 26 }
    /// Whether the operation was aborted (`SQLITE_ABORT`): a changeset apply whose conflict
    /// handler answered ``SQLConflictResolution/abort`` (or that had none), or a statement
    /// aborted by a rollback (`SQLITE_ABORT_ROLLBACK`).
    public var isAbort: Bool { code == 4 }
    /// Whether a write was refused because the database is read-only (`SQLITE_READONLY`).
    public var isReadOnly: Bool { code == 8 }
    /// Whether the loaded SQLite lacks the feature or C function the call needs.
    public var isUnsupported: Bool { missingFunction != nil }

    /// `NAME (code): message — while executing: SQL`, then the SQL line and a caret under the
    /// error's position when SQLite reported an offset.
    public var description: String {
        var text = codeName + " (" + String(extendedCode) + "): " + message
        guard let sql else { return text }
        text += " — while executing: " + SQLError.abbreviated(sql)
        if let offset, let caret = SQLError.caretLines(sql: sql, offset: offset) {
            text += "\n" + caret
        }
        return text
    }

    /// A builder for SQLContext's own misuse errors (`SQLITE_MISUSE`).
    static func misuse(_ message: String, sql: String? = nil) -> SQLError {
        SQLError(code: 21, message: message, sql: sql)
    }

    /// A builder for parameter errors (`SQLITE_RANGE`).
    static func range(_ message: String, sql: String? = nil) -> SQLError {
        SQLError(code: 25, message: message, sql: sql)
    }

    /// A builder for value conversion errors (`SQLITE_MISMATCH`): a stored value that cannot be read
    /// as the Swift type asked for, such as NULL into a non-optional or text into an `Int`.
    static func mismatch(_ message: String) -> SQLError {
        SQLError(code: 20, message: message)
    }

    /// `sql` on one line, cut after 200 characters.
    static func abbreviated(_ sql: String) -> String {
        var text = ""
        var count = 0
        var lastWasSpace = false
        for character in sql {
            let isSpace = character.isWhitespace
            if isSpace && (lastWasSpace || count == 0) { continue }
            if count == 200 {
                text += "…"
                return text
            }
            text += isSpace ? " " : String(character)
            lastWasSpace = isSpace
            count += 1
        }
        return lastWasSpace ? String(text.dropLast()) : text
    }

    /// The line of `sql` that holds byte `offset`, and a second line with a caret under it.
    static func caretLines(sql: String, offset: Int) -> String? {
        let bytes = Array(sql.utf8)
        guard offset >= 0 && offset <= bytes.count else { return nil }
        // Compared as Ints: a UInt8 is a Kotlin UByte, which no integer literal converts to.
        var lineStart = offset
        while lineStart > 0 && Int(bytes[lineStart - 1]) != 10 { lineStart -= 1 }
        var lineEnd = offset
        while lineEnd < bytes.count && Int(bytes[lineEnd]) != 10 && Int(bytes[lineEnd]) != 13 { lineEnd += 1 }
        let line = utf8Text(Array(bytes[lineStart..<lineEnd]))
        let before = utf8Text(Array(bytes[lineStart..<offset]))
        var pad = ""
        for character in before { pad += character == "\t" ? "\t" : " " }
        return "  " + line + "\n  " + pad + "^"
    }

    /// `bytes` decoded as UTF-8, invalid sequences replaced (an offset can fall inside a character).
    static func utf8Text(_ bytes: [UInt8]) -> String {
        String(data: Data(bytes), encoding: .utf8) ?? String(repeating: "?", count: bytes.count)
    }
}
