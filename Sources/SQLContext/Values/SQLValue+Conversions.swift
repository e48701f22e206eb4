import Foundation

// Swift values into SQLValue: how each type is stored. The shapes are SkipSQL's (`SQLValue(text)`,
// nil for NULL), so that code written against SkipSQL builds values the same way here. `Int32` has
// no initializer of its own, because Kotlin's `Int` is Swift's `Int32` and the two would collide:
// write `SQLValue(Int(value))`.
extension SQLValue {
    /// Text; nil is NULL.
    public init(_ value: String?) {
        if let value { self = .text(value) } else { self = .null }
    }

    /// An integer; nil is NULL.
    public init(_ value: Int?) {
        if let value { self = .long(Int64(value)) } else { self = .null }
    }

    /// An integer; nil is NULL.
    public init(_ value: Int64?) {
        if let value { self = .long(value) } else { self = .null }
    }

    /// A boolean, stored as the integer 1 or 0 (SQLite has no boolean storage class, and its
    /// `TRUE` and `FALSE` are these integers); nil is NULL.
    public init(_ value: Bool?) {
        if let value { self = .long(value ? 1 : 0) } else { self = .null }
    }

    /// A floating-point number; nil is NULL. NaN is stored as NULL by SQLite.
    public init(_ value: Double?) {
        if let value { self = .real(value) } else { self = .null }
    }

    /// A floating-point number, widened exactly to `Double`; nil is NULL.
    public init(_ value: Float?) {
        if let value { self = .real(Double(value)) } else { self = .null }
    }

    /// Bytes; nil is NULL, empty `Data` an empty blob.
    public init(_ value: Data?) {
        if let value { self = .blob(value) } else { self = .null }
    }

    /// A date, stored as REAL seconds since 1970-01-01 00:00:00 UTC (`timeIntervalSince1970`):
    /// what SkipSQL reads from its REAL date columns, and what SQLite's date functions read with
    /// the `'unixepoch'` modifier. For ISO-8601 text instead, bind
    /// `.text(SQLDateText.string(from: date))`; ``asDate(column:)`` reads both. nil is NULL.
    public init(_ value: Date?) {
        if let value { self = .real(value.timeIntervalSince1970) } else { self = .null }
    }

    /// A UUID, stored as its 36-character text (`uuidString`, upper-case hexadecimal); nil is NULL.
    public init(_ value: UUID?) {
        if let value { self = .text(value.uuidString) } else { self = .null }
    }

    /// A URL, stored as its text (`absoluteString`); nil is NULL.
    public init(_ value: URL?) {
        if let value { self = .text(value.absoluteString) } else { self = .null }
    }
}
