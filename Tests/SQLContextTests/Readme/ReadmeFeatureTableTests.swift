import Foundation
import SQLiteBuilds
import Testing

/// The DocC article Checking Features (where the table moved from README.md) shows the feature
/// answers that the tests pin for every build, word for word.
@Suite struct ReadmeFeatureTableTests {
    /// `Sources/SQLContext/SQLContext.docc/CheckingFeatures.md` of this package.
    static var article: String? {
        let root = PackageDirectory.root()
        let path = "Sources/SQLContext/SQLContext.docc/CheckingFeatures.md"
        return try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theArticleShowsThePinnedTable() throws {
        let article = try #require(Self.article, "Sources/SQLContext/SQLContext.docc/CheckingFeatures.md")
        #expect(
            article.contains(SQLiteBuild.expectedFeatureTable + "\n"),
            "CheckingFeatures.md must contain SQLiteBuild.expectedFeatureTable (Tests/SQLiteBuilds/SQLiteBuild+Features.swift) verbatim"
        )
    }
}
