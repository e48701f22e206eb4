import Foundation
import SQLContext
import SQLContextCodable
import SQLiteBuilds
import Testing

/// The errors of decoding: each is the `SQLError` that the typed read of the same column throws,
/// or a precise one of the same code where no typed read exists.
@Suite struct DecodingErrorTests {
    struct Person: Decodable {
        var id: Int
        var name: String
        var nickname: String?
    }

    @Test func aKeyThatNoColumnHasIsTheRangeErrorOfTheTypedReads() throws {
        let context = try SQLContext()
        let sql = "SELECT 1 AS id, 'ada' AS nmae"
        let thrown = sqlError { _ = try context.query(Person.self, sql: sql) }
        let error = try #require(thrown)
        let row = try #require(try context.firstRow(sql: sql))
        let typedError = sqlError { _ = try row.string("name") }
        let typed = try #require(typedError)
        #expect(error == typed)
        #expect(error.isRange)
        #expect(error.message.contains("'name'") && error.message.contains("id, nmae"))
        expectConsistentCodeName(error)
        // The same through a row, a statement's current row, and fetchOne with parameters.
        #expect(sqlError { _ = try row.decode(Person.self) } == typed)
        let statement = try context.prepare(sql: sql)
        defer { statement.close() }
        #expect(try statement.next())
        #expect(sqlError { _ = try statement.decodeRow(Person.self) } == typed)
        #expect(
            sqlError { _ = try context.fetchOne(Person.self, sql: sql + " WHERE ?", parameters: [.long(1)]) }
                == typed)
    }

    @Test func aMissingOptionalKeyIsNil() throws {
        let context = try SQLContext()
        let person = try #require(try context.fetchOne(Person.self, sql: "SELECT 1 AS id, 'ada' AS name"))
        #expect(person.id == 1 && person.name == "ada" && person.nickname == nil)
        // Every row of a run, not only the first (the decoder keeps what it looked up).
        let people = try context.query(
            Person.self, sql: "SELECT 1 AS id, 'ada' AS name UNION ALL SELECT 2, 'grace' UNION ALL SELECT 3, 'edsger'")
        #expect(people.map(\.name) == ["ada", "grace", "edsger"])
        #expect(people.allSatisfy { $0.nickname == nil })
    }

    @Test func nullIntoANonOptionalIsTheMismatchErrorOfTheTypedReads() throws {
        let context = try SQLContext()
        let sql = "SELECT 1 AS id, NULL AS name"
        let thrown = sqlError { _ = try context.query(Person.self, sql: sql) }
        let error = try #require(thrown)
        let row = try #require(try context.firstRow(sql: sql))
        #expect(error == sqlError { _ = try row.string("name") })
        #expect(error.isMismatch && error.message == "column 'name': cannot read NULL as String")
    }

    @Test(arguments: [
        ("SELECT 'x' AS v", "Int"), ("SELECT 1.5 AS v", "Int"), ("SELECT 2 AS v", "Bool"), ("SELECT 'x' AS v", "Date"),
        ("SELECT 'x' AS v", "UUID"), ("SELECT 1 AS v", "String"), ("SELECT 'x' AS v", "Data"),
        ("SELECT x'00' AS v", "Double"),
        ("SELECT 1e300 AS v", "Float"), ("SELECT 3000000000 AS v", "Int32"), ("SELECT 1 AS v", "URL"),
    ])
    func aWrongTypeIsTheMismatchErrorOfTheTypedReads(sql: String, type: String) throws {
        let context = try SQLContext()
        let row = try #require(try context.firstRow(sql: sql))
        let error: SQLError?
        let typed: SQLError?
        switch type {
        case "Int": (error, typed) = (decodeError(context, sql, Int.self), sqlError { _ = try row.int("v") })
        case "Bool": (error, typed) = (decodeError(context, sql, Bool.self), sqlError { _ = try row.bool("v") })
        case "Date": (error, typed) = (decodeError(context, sql, Date.self), sqlError { _ = try row.date("v") })
        case "UUID": (error, typed) = (decodeError(context, sql, UUID.self), sqlError { _ = try row.uuid("v") })
        case "String": (error, typed) = (decodeError(context, sql, String.self), sqlError { _ = try row.string("v") })
        case "Data": (error, typed) = (decodeError(context, sql, Data.self), sqlError { _ = try row.data("v") })
        case "Double": (error, typed) = (decodeError(context, sql, Double.self), sqlError { _ = try row.double("v") })
        case "Float": (error, typed) = (decodeError(context, sql, Float.self), sqlError { _ = try row.float("v") })
        case "Int32": (error, typed) = (decodeError(context, sql, Int32.self), sqlError { _ = try row.int32("v") })
        default: (error, typed) = (decodeError(context, sql, URL.self), sqlError { _ = try row.url("v") })
        }
        #expect(error != nil && error == typed)
        #expect(error?.isMismatch == true)
        #expect(error?.message.hasPrefix("column 'v': cannot read ") == true)
    }

    /// The error of decoding the single column `v` of `sql` as a field of type `T`.
    func decodeError<T: Decodable>(_ context: SQLContext, _ sql: String, _ type: T.Type) -> SQLError? {
        sqlError { _ = try context.query(Field<T>.self, sql: sql) }
    }

    @Test func integersOutOfTheirTypesRangeAreMismatches() throws {
        let context = try SQLContext()
        for (sql, type) in [("SELECT 128 AS v", "Int8"), ("SELECT -1 AS v", "UInt"), ("SELECT 70000 AS v", "UInt16")] {
            let error: SQLError?
            switch type {
            case "Int8": error = decodeError(context, sql, Int8.self)
            case "UInt": error = decodeError(context, sql, UInt.self)
            default: error = decodeError(context, sql, UInt16.self)
            }
            #expect(error?.isMismatch == true)
            #expect(error?.message == "column 'v': cannot read INTEGER as " + type + ": out of range")
        }
        #expect(
            decodeError(context, "SELECT 1.5 AS v", UInt8.self)?.message
                == "column 'v': cannot read REAL as UInt8: not a whole number")
        #expect(decodeError(context, "SELECT 'x' AS v", Int16.self)?.message == "column 'v': cannot read TEXT as Int16")
    }

    @Test func anEnumValueOutsideItsCasesNamesTheColumnAndTheType() throws {
        let context = try SQLContext()
        let text = decodeError(context, "SELECT 'purple' AS v", Color.self)
        #expect(text?.isMismatch == true)
        #expect(text?.message.hasPrefix("column 'v': cannot read TEXT as Color") == true)
        #expect(text?.message.contains("purple") == false)
        let integer = decodeError(context, "SELECT 9 AS v", Level.self)
        #expect(integer?.message.hasPrefix("column 'v': cannot read INTEGER as Level") == true)
        // The wrong storage class for the raw value: the raw value's own error.
        #expect(
            decodeError(context, "SELECT 1 AS v", Color.self)?.message == "column 'v': cannot read INTEGER as String")
    }

    @Test func nestedValuesThatAreNotTheirJSONAreMismatches() throws {
        let context = try SQLContext()
        let invalid = decodeError(context, "SELECT '{' AS v", Address.self)
        #expect(invalid?.isMismatch == true)
        #expect(invalid?.message == "column 'v': cannot read TEXT as Address: JSON: not valid JSON")
        let missing = decodeError(context, #"SELECT '{"street":"x"}' AS v"#, Address.self)
        #expect(missing?.message == "column 'v': cannot read TEXT as Address: JSON: no key 'zip'")
        let wrong = decodeError(context, #"SELECT '["a",1]' AS v"#, [String].self)
        #expect(wrong?.message == "column 'v': cannot read TEXT as Array<String>: JSON: expected String at 1")
        #expect(
            decodeError(context, "SELECT 1 AS v", Address.self)?.message
                == "column 'v': cannot read INTEGER as Address: expected JSON text")
        #expect(decodeError(context, "SELECT NULL AS v", [Int].self)?.isMismatch == true)
    }

    @Test func aRowDoesNotDecodeIntoAnArrayOrNestedContainers() throws {
        let context = try SQLContext()
        let array = sqlError { _ = try context.query([Int].self, sql: "SELECT 1") }
        #expect(array?.isMisuse == true)
        struct Nested: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: ColumnName.self)
                _ = try container.nestedContainer(keyedBy: ColumnName.self, forKey: .v)
            }
        }
        let nested = sqlError { _ = try context.query(Nested.self, sql: "SELECT 1 AS v") }
        #expect(nested?.isMisuse == true && nested?.message.hasPrefix("column 'v'") == true)
        // A single value needs a column.
        #expect(sqlError { _ = try SQLRow().decode(Int.self) }?.isRange == true)
    }
}

/// A row of one column `v`.
struct Field<T: Decodable>: Decodable {
    var v: T
}

/// A coding key for tests that write their own `init(from:)`.
enum ColumnName: String, CodingKey {
    case v, w, kind, radius, width
}
