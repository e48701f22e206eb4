import Foundation

/// The feature answers that every build of the matrix must give: one table, the documentation's.
///
/// `FeatureCheckTests` checks each build against it (every feature, every build), and
/// `ReadmeFeatureTableTests` checks that the DocC article Checking Features
/// (`Sources/SQLContext/SQLContext.docc/CheckingFeatures.md`) shows it verbatim, so the
/// documentation cannot claim what the code does not do. A `yes` is a claim about the build: its statements using the feature
/// work (`FeatureUseTests` runs them on whatever build the suite runs on).
extension SQLiteBuild {
    /// The Checking Features article's table of `supports(_:)` answers, in Markdown.
    public static let expectedFeatureTable = """
        | feature | system (3.40.1) | sqlcipher (3.15.2) | 3.50.4 | 3.50.4-nojson | 3.50.4-nodiags | 3.50.4-omit | 3.50.4-lean | 3.50.4-debug | 3.50.4-exclusive | 3.50.4-minimal | 3.54.1 | sqlite3mc (3.54.0) |
        | --- | :---: | :---: | :---: | :---: | :---: | :---: | :---: | :---: | :---: | :---: | :---: | :---: |
        | json | yes | no | yes | no | no | yes | yes | yes | yes | yes | yes | yes |
        | jsonb | no | no | yes | no | no | yes | yes | yes | yes | yes | yes | yes |
        | strictTables | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | returning | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | upsert | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | windowFunctions | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | renameColumn | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | dropColumn | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | generatedColumns | yes | no | yes | yes | yes | no | yes | yes | yes | yes | yes | yes |
        | rightAndFullJoin | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | mathFunctions | yes | no | yes | yes | yes | yes | yes | yes | yes | no | no | no |
        | fts5 | yes | no | yes | yes | yes | yes | yes | yes | yes | no | no | no |
        | fts4 | yes | yes | yes | yes | yes | yes | yes | yes | yes | no | no | no |
        | rtree | yes | yes | yes | yes | yes | yes | yes | yes | yes | no | no | no |
        | iif | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | unixepoch | yes | no | yes | yes | yes | no | yes | yes | yes | yes | yes | yes |
        | sqliteSchemaTable | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | rowValues | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | nullsFirstLast | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | uriFilenames | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | encryption | no | yes | no | no | no | no | no | no | no | no | no | yes |
        | sessions | yes | no | no | no | no | no | no | no | no | no | no | no |
        | rowValueSyntax | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | partialIntegrityCheck | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | selectReturning | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | jsonFunction | yes | no | yes | no | no | yes | yes | yes | yes | yes | yes | yes |
        | rightJoin | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | fullOuterJoin | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        | rowValueInSyntax | yes | no | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |
        """

    /// The table's cells: one row per feature name, the cells in build order.
    static var expectedFeatureRows: [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in expectedFeatureTable.split(separator: "\n").dropFirst(2) {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = cells.first else { continue }
            rows[name] = Array(cells.dropFirst())
        }
        return rows
    }

    /// The column headers after the first, in order: `system (3.40.1)`, `sqlcipher (3.15.2)`, ….
    public static var expectedFeatureColumns: [String] {
        guard let header = expectedFeatureTable.split(separator: "\n").first else { return [] }
        return header.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst().map {
            String($0)
        }
    }

    /// The features named in the table, in its order.
    public static var expectedFeatureNames: [String] {
        expectedFeatureTable.split(separator: "\n").dropFirst(2).compactMap {
            $0.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// Whether the table says this build has the feature named `feature`; nil when the table has no
    /// such row or no column for the build.
    public func expectedAnswer(_ feature: String) -> Bool? {
        guard let column = Self.expectedFeatureColumns.firstIndex(where: { $0 == name || $0.hasPrefix(name + " (") }),
            let cells = Self.expectedFeatureRows[feature], column < cells.count
        else { return nil }
        switch cells[column] {
        case "yes": return true
        case "no": return false
        default: return nil
        }
    }
}
