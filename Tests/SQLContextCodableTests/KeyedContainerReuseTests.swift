import Foundation
import SQLContext
import SQLContextCodable
import Testing

/// A decoding run keeps the keyed container it made for one row and hands it out again for the
/// next rows: these tests check that the rows still decode right when a type asks for containers
/// of two key types, and that the decoder is let go when the run ends, however it ends.
@Suite struct KeyedContainerReuseTests {
    class Animal: Decodable {
        let id: Int64
        let name: String
        private enum CodingKeys: String, CodingKey { case id, name }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int64.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
        }
    }

    /// Asks for a container of its own keys, then the superclass asks for one of its keys: the
    /// decoder alternates between two key types on every row.
    final class Dog: Animal {
        let breed: String?
        private enum CodingKeys: String, CodingKey { case breed }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            breed = try container.decodeIfPresent(String.self, forKey: .breed)
            try super.init(from: decoder)
        }
    }

    /// Keeps a weak reference to the decoder of the last row it decoded.
    struct Watched: Decodable {
        nonisolated(unsafe) static weak var lastDecoder: AnyObject?
        let x: Int64
        private enum CodingKeys: String, CodingKey { case x }
        init(from decoder: any Decoder) throws {
            Self.lastDecoder = decoder as AnyObject
            let container = try decoder.container(keyedBy: CodingKeys.self)
            x = try container.decode(Int64.self, forKey: .x)
            if x < 0 { throw SQLError(code: 20, message: "negative") }
        }
    }

    @Test func aTypeThatAsksForTwoKeyTypesGetsEachRowRight() throws {
        let context = try SQLContext()
        try context.exec(sql: "CREATE TABLE dog(id INTEGER PRIMARY KEY, name TEXT, breed TEXT)")
        for (id, name, breed) in [(1, "Rex", "collie"), (2, "Fido", nil), (3, "Laika", "mixed")] {
            try context.exec(
                sql: "INSERT INTO dog VALUES (?, ?, ?)",
                parameters: [.long(Int64(id)), .text(name), breed.map { .text($0) } ?? .null])
        }
        let dogs = try context.query(Dog.self, sql: "SELECT id, name, breed FROM dog ORDER BY id")
        #expect(dogs.map(\.id) == [1, 2, 3])
        #expect(dogs.map(\.name) == ["Rex", "Fido", "Laika"])
        #expect(dogs.map(\.breed) == ["collie", nil, "mixed"])
        // The plain type through the same path, after the subclass: its own container again.
        let animals = try context.query(Animal.self, sql: "SELECT id, name FROM dog ORDER BY id DESC")
        #expect(animals.map(\.name) == ["Laika", "Fido", "Rex"])
    }

    @Test func theDecoderIsLetGoWhenTheRunEndsOrFails() throws {
        let context = try SQLContext()
        #expect(try context.query(Watched.self, sql: "SELECT 1 AS x UNION ALL SELECT 2").map(\.x) == [1, 2])
        #expect(Watched.lastDecoder == nil)
        let failing = "SELECT 1 AS x UNION ALL SELECT -1 UNION ALL SELECT 3"
        let error = try #require(sqlError { _ = try context.query(Watched.self, sql: failing) })
        #expect(error.code == 20)
        #expect(Watched.lastDecoder == nil)
        #expect(try context.fetchOne(Watched.self, sql: "SELECT 5 AS x")?.x == 5)
        #expect(Watched.lastDecoder == nil)
        let row = try #require(try context.firstRow(sql: "SELECT 6 AS x"))
        #expect(try row.decode(Watched.self).x == 6)
        #expect(Watched.lastDecoder == nil)
        let statement = try context.prepare(sql: "SELECT 7 AS x")
        defer { statement.close() }
        #expect(try statement.next())
        #expect(try statement.decodeRow(Watched.self).x == 7)
        #expect(Watched.lastDecoder == nil)
    }
}
