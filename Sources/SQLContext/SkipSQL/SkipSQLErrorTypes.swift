import Foundation

// SkipSQL's error types, declared so that code which names them (in a `catch`, or throws them
// itself) compiles. SQLContext never throws them: every error it throws is an `SQLError`, whose
// `code` and predicates tell these cases apart (`isMisuse` for a closed context or statement,
// `isUnsupported` for a feature the loaded SQLite lacks).

/// SkipSQL's error for a use of a closed context. SQLContext throws an ``SQLError`` with
/// ``SQLError/isMisuse`` (`SQLITE_MISUSE`) instead.
public struct SQLContextClosedError: Error {
    /// An error.
    public init() {}
}

/// SkipSQL's error for a statement SQLite compiled to nothing. SQLContext throws an ``SQLError``
/// with ``SQLError/isMisuse`` for SQL that holds no statement instead.
public struct SQLStatementCreationError: Error {
    /// An error.
    public init() {}
}

/// SkipSQL's error for a use of a closed statement. SQLContext throws an ``SQLError`` with
/// ``SQLError/isMisuse`` instead.
public struct SQLStatementClosedError: Error {
    /// An error.
    public init() {}
}

/// SkipSQL's error for an unexpected result code. SQLContext throws an ``SQLError`` instead.
public struct InternalError: Error {
    /// The SQLite result code.
    public let code: Int32

    /// An error of `code`.
    ///
    /// - Parameter code: the SQLite result code.
    public init(code: Int32) {
        self.code = code
    }
}

/// SkipSQL's error for a failed step. SQLContext throws an ``SQLError`` with SQLite's message
/// instead.
public struct SQLStatementError: Error {
    /// The SQLite result code.
    public let code: Int32

    /// An error of `code`.
    ///
    /// - Parameter code: the SQLite result code.
    public init(code: Int32) {
        self.code = code
    }
}

/// SkipSQL's error for a feature the loaded SQLite lacks. SQLContext throws an ``SQLError``
/// that names the version the feature needs (and, for a missing C function,
/// ``SQLError/isUnsupported``) instead.
public struct SQLNotSupportedError: LocalizedError {
    /// What is not supported.
    public var errorDescription: String?

    /// An error saying `errorDescription`.
    ///
    /// - Parameter errorDescription: what is not supported.
    public init(errorDescription: String? = nil) {
        self.errorDescription = errorDescription
    }
}
