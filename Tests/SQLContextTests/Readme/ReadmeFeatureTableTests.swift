import Foundation
import SQLiteBuilds
import Testing

/// README.md shows the feature answers that the tests pin for every build, word for word.
@Suite struct ReadmeFeatureTableTests {
    /// README.md of this package, found from this file's path.
    static var readme: String? {
        let root = PackageDirectory.root()
        return try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func theReadmeShowsThePinnedTable() throws {
        let readme = try #require(Self.readme, "README.md next to Package.swift")
        #expect(
            readme.contains(SQLiteBuild.expectedFeatureTable + "\n"),
            "README.md must contain SQLiteBuild.expectedFeatureTable (Tests/SQLiteBuilds/SQLiteBuild+Features.swift) verbatim"
        )
    }
}
