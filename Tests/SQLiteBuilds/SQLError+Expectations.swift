import SQLContext
import Testing

/// Checks what must hold between an error's codes and its name, whatever SQLite said: the primary
/// code is the low byte of the extended code, the name is a known one (never `SQLITE_UNKNOWN`), and
/// it is the primary code's name or an extension of it (`SQLITE_CONSTRAINT_UNIQUE` for
/// `SQLITE_CONSTRAINT`).
public func expectConsistentCodeName(_ error: SQLError, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(error.extendedCode & 0xFF == error.code, "\(error)", sourceLocation: sourceLocation)
    let primary = SQLError.name(ofCode: error.code)
    #expect(!primary.hasPrefix("SQLITE_UNKNOWN"), "\(error)", sourceLocation: sourceLocation)
    #expect(!error.codeName.hasPrefix("SQLITE_UNKNOWN"), "\(error)", sourceLocation: sourceLocation)
    #expect(
        error.codeName == primary || error.codeName.hasPrefix(primary + "_"),
        "\(error.codeName) is not \(primary) or one of its extended codes", sourceLocation: sourceLocation)
}
