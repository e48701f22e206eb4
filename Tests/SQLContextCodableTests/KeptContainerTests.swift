import Foundation
import SQLContext
import SQLContextCodable
import Testing

/// A `Decodable` type that keeps its keyed container past its `init(from:)` reads valid memory
/// afterwards: the container holds its decoder, and the decoder its statement. What it reads once
/// the run is over is a value or an error, never freed memory (the sanitizer runs check that).
@Suite struct KeptContainerTests {
    /// The containers kept by ``Keeper``.
    final class Kept: @unchecked Sendable {
        var containers: [KeyedDecodingContainer<Keeper.CodingKeys>] = []
    }

    struct Keeper: Decodable {
        enum CodingKeys: String, CodingKey { case n }
        nonisolated(unsafe) static var kept = Kept()
        var n: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            n = try container.decode(Int.self, forKey: .n)
            Keeper.kept.containers.append(container)
        }
    }

    @Test func aContainerKeptAfterTheRunStillReadsSafely() throws {
        Keeper.kept = Kept()
        var rows: [Keeper] = []
        do {
            let context = try SQLContext()
            rows = try context.query(Keeper.self, sql: "SELECT 1 AS n UNION ALL SELECT 2 UNION ALL SELECT 3")
            context.close()
        }
        #expect(rows.map(\.n) == [1, 2, 3])
        #expect(Keeper.kept.containers.count == 3)
        for container in Keeper.kept.containers {
            // The statement is finalized and its context closed: an error or a value, no crash.
            let read = Result { try container.decode(Int?.self, forKey: .n) }
            switch read {
            case .success(let value): #expect(value == nil || [1, 2, 3].contains(value!))
            case .failure(let error): #expect(error is SQLError || error is DecodingError)
            }
        }
        Keeper.kept = Kept()
    }
}
