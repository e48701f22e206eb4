import Foundation
import SQLFFISurface
import Testing

/// `sqlffi-surface` over the fixture pair under Fixtures/surface: MiniFFI (SQLFFI-like) and
/// MiniContext (SQLContext-like).
@Suite("SQLFFI surface listing")
struct SurfaceListingTests {
    static let root = Fixtures.packageDirectory.path
    static let sqlffi = "Fixtures/surface/MiniFFI"
    static let module = "Fixtures/surface/MiniContext"

    let listing: SurfaceListing

    init() throws {
        listing = try SurfaceListing.generate(
            root: Self.root, sqlffiDirectory: Self.sqlffi, moduleDirectories: [Self.module])
    }

    func type(_ name: String) -> SurfaceListing.ListedType? { listing.types.first { $0.type.name == name } }

    func members(of name: String) -> [SurfaceListing.ListedMember] { type(name)?.members ?? [] }

    func displayNames(of name: String) -> [String] { members(of: name).map(\.member.displayName) }

    /// The line of the first line of a fixture file that contains `text`.
    func line(of text: String, in file: String) throws -> Int {
        let url = Fixtures.packageDirectory.appendingPathComponent(Self.sqlffi + "/" + file)
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test("lists exactly the used types and members")
    func exactListing() {
        let listed = Dictionary(uniqueKeysWithValues: listing.types.map { ($0.type.name, displayNamesOf($0)) })
        #expect(
            listed == [
                "Callback": [],
                "Connection": ["init(path:library:)", "library", "prepare(_:persistent:)", "raw"],
                "Constants": ["ok"],
                "Failure": ["message"],
                "Library": ["load(path:)", "version"],
                "LoadError": [],
                "OnlyAsType": [],
                "Row": ["values"],
                "Statement": [
                    "bind(_:at:)", "bind(_:at:)", "closing()", "count", "finalize()", "make(_:)", "row()", "step()",
                ],
            ])
        #expect(listing.globals.isEmpty)
    }

    private func displayNamesOf(_ type: SurfaceListing.ListedType) -> [String] {
        type.members.map(\.member.displayName)
    }

    @Test("overloads with the same labels are all listed; other labels are not")
    func overloads() {
        let binds = members(of: "Statement").filter { $0.member.name == "bind" }.map(\.member.signature)
        #expect(
            binds == [
                "package func bind(_ value: Int64, at index: Int32) throws(Failure)",
                "package func bind(_ value: String, at index: Int32) throws(Failure)",
            ])
    }

    @Test("typed throws are the thrown type; no throws is nil")
    func typedThrows() {
        let step = members(of: "Statement").first { $0.member.name == "step" }?.member
        #expect(step?.throwsType == "Failure")
        #expect(step?.signature == "package func step() throws(Failure) -> Bool")
        let load = members(of: "Library").first { $0.member.name == "load" }?.member
        #expect(load?.throwsType == "LoadError")
        #expect(load?.isStatic == true)
        let row = members(of: "Statement").first { $0.member.name == "row" }?.member
        #expect(row?.throwsType == nil)
    }

    @Test("a member used only through a property of an SQLFFI type is listed, matched by type")
    func throughProperty() {
        let version = members(of: "Library").first { $0.member.name == "version" }
        #expect(version?.match == .byType)
        #expect(version?.member.signature == "public let version: String")
        // `try connection.prepare(...).row().values`: a chain of results.
        #expect(members(of: "Row").first?.match == .byType)
    }

    @Test("unused public and package members, internal types and unused constants are not listed")
    func unusedNotListed() {
        #expect(!displayNames(of: "Library").contains("unused()"))
        #expect(!displayNames(of: "Connection").contains("unusedMember()"))
        #expect(!displayNames(of: "Connection").contains("execute(_:)"))
        #expect(!displayNames(of: "Constants").contains("unusedConstant"))
        #expect(!displayNames(of: "Statement").contains("bind(_:named:)"))
        #expect(type("Hidden") == nil)
        #expect(type("Unused") == nil)
    }

    @Test("standard library names count only on SQLFFI values")
    func standardLibraryNames() {
        // `statement.count` on a Statement parameter: listed.
        #expect(members(of: "Statement").first { $0.member.name == "count" }?.match == .byType)
        // `names.count` on [String] and `$0.description` on an unknown value: Failure.count and
        // Library.description are not pulled in.
        #expect(!displayNames(of: "Failure").contains("count"))
        #expect(!displayNames(of: "Library").contains("description"))
    }

    @Test("a member used on a value of unknown type is listed by name")
    func byName() {
        let matches = Dictionary(uniqueKeysWithValues: members(of: "Statement").map { ($0.member.signature, $0.match) })
        #expect(matches["package func closing() -> Int32"] == .byName)
        #expect(listing.allMembers.filter { $0.match == .byName }.map(\.member.displayName) == ["closing()"])
    }

    @Test("the caught error of a do body with one typed throws is that type")
    func caughtError() {
        #expect(members(of: "Failure").map(\.member.displayName) == ["message"])
        #expect(members(of: "Failure").first?.match == .byType)
    }

    @Test("types used only as types, and types of used signatures, are listed without members")
    func typesOnly() {
        #expect(type("Callback")?.type.kind == .typealias)
        #expect(type("Callback")?.type.signature == "public typealias Callback = (Int32) -> Void")
        #expect(type("Callback")?.reasons == [.named])
        #expect(type("OnlyAsType")?.reasons == [.named])
        #expect(type("LoadError")?.reasons == [.signature])
        #expect(type("Failure")?.type.conformances == ["Error", "Sendable", "Equatable"])
        #expect(type("Constants")?.type.kind == .enum)
    }

    @Test("signatures show generics, static, default values, setter access and constants")
    func signatures() throws {
        let statement = members(of: "Statement").map(\.member)
        #expect(
            statement.first { $0.name == "make" }?.signature
                == "package static func make<T: Sendable>(_ seed: T) -> Statement where T: Equatable")
        #expect(
            statement.first { $0.name == "finalize" }?.signature
                == "@discardableResult package func finalize() -> Int32")
        #expect(
            members(of: "Connection").first { $0.member.name == "raw" }?.member.signature
                == "package var raw: Int { get }")
        #expect(
            members(of: "Connection").first { $0.member.name == "prepare" }?.member.signature
                == "package func prepare(_ sql: String, persistent: Bool = false) throws(Failure) -> Statement")
        #expect(members(of: "Constants").first?.member.signature == "public static let ok: Int32 = 0")
        let step = try #require(statement.first { $0.name == "step" })
        #expect(
            step.location
                == SourceLocation(
                    file: Self.sqlffi + "/Statement.swift", line: try line(of: "func step()", in: "Statement.swift")))
    }

    @Test("the document is deterministic and names every listed member with its location")
    func document() {
        let text = SurfaceMarkdown.render(listing)
        #expect(text == SurfaceMarkdown.render(listing))
        #expect(text.hasPrefix("# The SQLFFI surface that MiniContext uses\n"))
        #expect(text.contains("- Listed: 9 types and 17 members (1 of them matched by name only)."))
        #expect(
            text.contains(
                "| `step()` | `package func step() throws(Failure) -> Bool` | `Failure` | `Statement.swift` | type |"
            ))
        #expect(text.contains("| `closing()` | `package func closing() -> Int32` | — | `Statement.swift` | name |"))
        #expect(!text.contains("unusedMember"))
    }
}
