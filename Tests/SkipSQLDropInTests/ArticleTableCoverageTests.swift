import Foundation
import Testing

/// Every SkipSQL declaration that the article "Coming from SkipSQL" lists as available here
/// (status **same** or **safer**) is used by this target's tests, so that each is compiled with
/// SkipSQL's spelling and nothing but the import changed. Rows whose status starts with "not"
/// (SkipSQL's C layer, and additions that are not SkipSQL's) are left out.
@Suite struct ArticleTableCoverageTests {
    /// The package's root directory, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The declarations named in the first cell of each table row the article marks same or safer.
    static func declarations(in article: String) -> [String] {
        var names: [String] = []
        for line in article.components(separatedBy: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, !cells[1].hasPrefix("not "), cells[0] != "SkipSQL", !cells[0].hasPrefix("---")
            else { continue }
            let pieces = cells[0].components(separatedBy: "`")
            var index = 1
            while index < pieces.count {
                names.append(pieces[index])
                index += 2
            }
        }
        return names
    }

    /// The regular expressions a declaration's use must match: its name (`…` stands for any
    /// letters; a `Type.` qualifier is dropped), and each argument label as `label:`.
    static func patterns(for declaration: String) -> [String] {
        var name = declaration
        var labels: [String] = []
        if let open = name.firstIndex(of: "(") {
            labels = name[name.index(after: open)...].dropLast().split(separator: ":").map(String.init)
            name = String(name[..<open])
        }
        if let dot = name.lastIndex(of: "."), name.first?.isUppercase == true {
            name = String(name[name.index(after: dot)...])
        }
        var patterns: [String] = []
        if name != "init" && !name.isEmpty {
            let escaped = NSRegularExpression.escapedPattern(for: name).replacingOccurrences(of: "…", with: "\\w*")
            patterns.append("(?<![A-Za-z0-9_])" + escaped + (name.hasSuffix("…") ? "" : "(?![A-Za-z0-9_])"))
        }
        // `exec(_: SQLExpression)` names a parameter's type, not a label.
        for label in labels where label != "_" && !label.isEmpty && !label.contains(" ") {
            patterns.append("(?<![A-Za-z0-9_])" + label + ":")
        }
        return patterns
    }

    @Test func everyDeclarationOfTheArticleIsUsedHere() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/SQLContext/SQLContext.docc/ComingFromSkipSQL.md"),
            encoding: .utf8)
        let directory = Self.root.appendingPathComponent("Tests/SkipSQLDropInTests")
        var sources = ""
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        where name.hasSuffix(".swift") && name != "ArticleTableCoverageTests.swift" {
            sources += try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        let declarations = Self.declarations(in: article)
        #expect(declarations.count > 200, "the article's tables were not read: \(declarations.count) names")
        var missing: [String] = []
        for declaration in declarations {
            let unused = Self.patterns(for: declaration).contains { pattern in
                sources.range(of: pattern, options: .regularExpression) == nil
            }
            if unused { missing.append(declaration) }
        }
        #expect(missing.isEmpty, "declarations of the article that no drop-in test uses: \(missing)")
    }

    @Test func thePatternsReadTheArticlesNotation() {
        #expect(Self.patterns(for: "exec(sql:parameters:)").count == 3)
        #expect(Self.patterns(for: "SQLContext.init(path:flags:configuration:)").count == 3)
        #expect(Self.patterns(for: "exec(_: SQLExpression)") == ["(?<![A-Za-z0-9_])exec(?![A-Za-z0-9_])"])
        #expect(Self.patterns(for: "bind(_:at:)") == ["(?<![A-Za-z0-9_])bind(?![A-Za-z0-9_])", "(?<![A-Za-z0-9_])at:"])
        #expect("longValueRequired".range(of: Self.patterns(for: "long…")[0], options: .regularExpression) != nil)
        #expect(Self.declarations(in: "| `a`, `b(c:)` | same |\n| `d` | not applicable |") == ["a", "b(c:)"])
    }
}
