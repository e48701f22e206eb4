import Foundation
import SQLContext
import SQLContextCodable
import Testing

// The types the Codable tests store and read: every supported kind of field.

enum Color: String, Codable, Equatable {
    case red, green
}

enum Level: Int, Codable, Equatable {
    case low = 1
    case high = 2
}

struct Address: Codable, Equatable {
    var street: String
    var zip: Int
}

struct Event: Codable, Equatable {
    var at: Date
    var bytes: Data
}

/// One field of every supported type: the column types of SQLValue's conversions, the other
/// integers, enums with raw values, nested values stored as JSON, and optionals.
struct Everything: Codable, Equatable {
    var int: Int
    var int64: Int64
    var int32: Int32
    var int16: Int16
    var int8: Int8
    var uint: UInt
    var uint64: UInt64
    var uint32: UInt32
    var uint16: UInt16
    var uint8: UInt8
    var bool: Bool
    var double: Double
    var float: Float
    var string: String
    var data: Data
    var date: Date
    var uuid: UUID
    var url: URL
    var color: Color
    var level: Level
    var address: Address
    var tags: [String]
    var scores: [String: Int]
    var events: [Event]
    var optionalInt: Int?
    var optionalString: String?
    var optionalDate: Date?
    var optionalAddress: Address?
    var optionalColor: Color?

    /// The column names, in declaration order (the order a synthesized `Encodable` encodes them).
    static let columns = [
        "int", "int64", "int32", "int16", "int8", "uint", "uint64", "uint32", "uint16", "uint8", "bool", "double",
        "float", "string", "data", "date", "uuid", "url", "color", "level", "address", "tags", "scores", "events",
        "optionalInt", "optionalString", "optionalDate", "optionalAddress", "optionalColor",
    ]

    /// A table with a column of no declared type for each field, so that values keep the storage
    /// class they are bound with.
    static let createSQL = "CREATE TABLE everything(" + columns.joined(separator: ", ") + ")"
    static let insertNamedSQL =
        "INSERT INTO everything VALUES (" + columns.map { ":" + $0 }.joined(separator: ", ") + ")"
    static let insertPositionalSQL =
        "INSERT INTO everything VALUES (" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"

    /// Extreme and awkward values of every type; the optionals set.
    static let full = Everything(
        int: Int.min, int64: Int64.max, int32: Int32.min, int16: Int16.max, int8: Int8.min, uint: 42,
        uint64: UInt64(Int64.max), uint32: UInt32.max, uint16: UInt16.max, uint8: UInt8.max, bool: true,
        double: -0.1, float: 1.5, string: "it's \u{0}ünïcödé", data: Data([0, 255, 1]),
        date: Date(timeIntervalSince1970: 1_700_000_000.25),
        uuid: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
        url: URL(string: "https://example.com/a?b=c")!, color: .green, level: .high,
        address: Address(street: "1 Main St", zip: 12345), tags: ["a", "b"], scores: ["x": 1, "y": 2],
        events: [Event(at: Date(timeIntervalSince1970: 1_000), bytes: Data([1, 2]))], optionalInt: 7,
        optionalString: "", optionalDate: Date(timeIntervalSince1970: -86_400),
        optionalAddress: Address(street: "", zip: 0),
        optionalColor: .red)

    /// The same with every optional nil, empty collections and zero values.
    static let sparse = Everything(
        int: 0, int64: 0, int32: 0, int16: 0, int8: 0, uint: 0, uint64: 0, uint32: 0, uint16: 0, uint8: 0, bool: false,
        double: 0, float: 0, string: "", data: Data(), date: Date(timeIntervalSince1970: 0),
        uuid: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, url: URL(string: "file:///")!, color: .red,
        level: .low, address: Address(street: "", zip: 0), tags: [], scores: [:], events: [], optionalInt: nil,
        optionalString: nil, optionalDate: nil, optionalAddress: nil, optionalColor: nil)
}

/// A new private in-memory context with the `everything` table.
func everythingContext() throws -> SQLContext {
    let context = try SQLContext()
    try context.exec(sql: Everything.createSQL)
    return context
}

/// The `SQLError` that `body` throws; fails the test when it throws none or another error.
func sqlError(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) -> SQLError? {
    do {
        try body()
        Issue.record("expected an SQLError, got none", sourceLocation: sourceLocation)
    } catch let error as SQLError {
        return error
    } catch {
        Issue.record("expected an SQLError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
