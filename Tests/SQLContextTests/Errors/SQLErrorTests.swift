import Foundation
import SQLContext
import Testing

/// SQLError on its own: code names, description format, predicates.
@Suite struct SQLErrorTests {
    @Test func namesOfKnownCodes() {
        #expect(SQLError.name(ofCode: 2067) == "SQLITE_CONSTRAINT_UNIQUE")
        #expect(SQLError.name(ofCode: 19) == "SQLITE_CONSTRAINT")
        #expect(SQLError.name(ofCode: 5) == "SQLITE_BUSY")
        #expect(SQLError.name(ofCode: 0) == "SQLITE_OK")
        #expect(SQLError.name(ofCode: 21) == "SQLITE_MISUSE")
        #expect(SQLError.name(ofCode: 25) == "SQLITE_RANGE")
        #expect(SQLError.name(ofCode: 1299) == "SQLITE_CONSTRAINT_NOTNULL")
        #expect(SQLError.name(ofCode: 275) == "SQLITE_CONSTRAINT_CHECK")
        #expect(SQLError.name(ofCode: 787) == "SQLITE_CONSTRAINT_FOREIGNKEY")
        #expect(SQLError.name(ofCode: 1555) == "SQLITE_CONSTRAINT_PRIMARYKEY")
        #expect(SQLError.name(ofCode: 101) == "SQLITE_DONE")
    }

    @Test func unknownCodeNamesItsNumber() {
        // The issue's contract: an unknown code prints as SQLITE_UNKNOWN(n).
        #expect(SQLError.name(ofCode: 9999) == "SQLITE_UNKNOWN(9999)")
        #expect(SQLError.name(ofCode: 200) == "SQLITE_UNKNOWN(200)")
        #expect(SQLError.name(ofCode: -1) == "SQLITE_UNKNOWN(-1)")
    }

    @Test func descriptionFormat() {
        let error = SQLError(
            code: 19, extendedCode: 2067, message: "UNIQUE constraint failed: t.x", sql: "INSERT INTO t(x) VALUES (?)")
        #expect(error.code == 19)
        #expect(error.codeName == "SQLITE_CONSTRAINT_UNIQUE")
        #expect(
            error.description
                == "SQLITE_CONSTRAINT_UNIQUE (2067): UNIQUE constraint failed: t.x — while executing: INSERT INTO t(x) VALUES (?)"
        )
        #expect("\(error)" == error.description)
    }

    @Test func descriptionWithoutSQL() {
        let error = SQLError(code: 21, message: "the SQLContext is closed")
        #expect(error.extendedCode == 21)
        #expect(error.description == "SQLITE_MISUSE (21): the SQLContext is closed")
    }

    @Test func descriptionPutsTheSQLOnOneLine() {
        let error = SQLError(code: 1, message: "boom", sql: "SELECT 1,\n       2\n  FROM t\n")
        #expect(error.description == "SQLITE_ERROR (1): boom — while executing: SELECT 1, 2 FROM t")
    }

    @Test func descriptionWithAnOffsetHasACaretLine() {
        let error = SQLError(code: 1, message: "near \"FRM\": syntax error", sql: "SELECT *\nFRM t", offset: 9)
        #expect(
            error.description
                == "SQLITE_ERROR (1): near \"FRM\": syntax error — while executing: SELECT * FRM t\n  FRM t\n  ^")
        let outOfRange = SQLError(code: 1, message: "m", sql: "SELECT", offset: 99)
        #expect(outOfRange.description == "SQLITE_ERROR (1): m — while executing: SELECT")
    }

    @Test func longSQLIsAbbreviated() {
        let sql = "SELECT " + String(repeating: "1 + ", count: 100) + "1"
        let error = SQLError(code: 1, message: "m", sql: sql)
        #expect(error.description.hasSuffix("…"))
        #expect(error.description.count < 300)
    }

    @Test func unknownExtendedCodeInTheDescription() {
        let error = SQLError(code: 0x0100_0013, message: "from a future SQLite")
        #expect(error.code == 19)
        #expect(error.description.hasPrefix(error.codeName + " (16777235): from a future SQLite"))
    }

    @Test func predicates() {
        // Each predicate is true for exactly its codes, over every primary code.
        let expected: [(String, (SQLError) -> Bool, Set<Int32>)] = [
            ("isConstraint", { $0.isConstraint }, [19]), ("isBusy", { $0.isBusy }, [5]),
            ("isLocked", { $0.isLocked }, [6]), ("isInterrupted", { $0.isInterrupted }, [9]),
            ("isMisuse", { $0.isMisuse }, [21]), ("isRange", { $0.isRange }, [25]),
            ("isMismatch", { $0.isMismatch }, [20]), ("isCorrupt", { $0.isCorrupt }, [11, 26]),
            ("isReadOnly", { $0.isReadOnly }, [8]), ("isUnsupported", { $0.isUnsupported }, []),
            ("isNotADatabase", { $0.isNotADatabase }, [26]), ("isAbort", { $0.isAbort }, [4]),
        ]
        for code in Int32(0)...28 {
            let error = SQLError(code: code, message: "m")
            for (name, predicate, codes) in expected {
                #expect(predicate(error) == codes.contains(code), "\(name) for code \(code)")
            }
        }
        #expect(SQLError(code: 19, extendedCode: 2067, message: "m").isConstraint)
        #expect(SQLError(code: 1, message: "m", missingFunction: "sqlite3_serialize").isUnsupported)
    }

    @Test func errorsFromSQLiteCarryTheirSQL() throws {
        let context = try memoryContext()
        let error = expectSQLError(code: Code.error, messageContains: ["no such table"]) {
            _ = try context.prepare(sql: "SELECT * FROM\n   nowhere")
        }
        let description = try #require(error?.description)
        #expect(
            description.hasPrefix("SQLITE_ERROR (1): no such table: nowhere — while executing: SELECT * FROM nowhere"))
    }
}

/// `localizedDescription`, which `print`, `os_log` and UI code use, tells what failed.
@Suite struct SQLErrorLocalizedTests {
    @Test func localizedDescriptionIsTheDescription() {
        let error = SQLError(
            code: 19, extendedCode: 2067, message: "UNIQUE constraint failed: t.x", sql: "INSERT INTO t(x) VALUES (1)")
        #expect(error.errorDescription == error.description)
        #expect(error.localizedDescription == error.description)
        let erased: any Error = error
        #expect(erased.localizedDescription.hasPrefix("SQLITE_CONSTRAINT_UNIQUE (2067): UNIQUE constraint failed"))
    }

    @Test func aThrownErrorDescribesItselfThroughFoundation() throws {
        let context = try SQLContext()
        do {
            try context.exec(sql: "SELECT * FROM missing_table")
            Issue.record("the query of a missing table ran")
        } catch {
            #expect(error.localizedDescription.hasPrefix("SQLITE_ERROR (1): no such table: missing_table"))
        }
    }
}
