import Foundation
import TranspileSafetyRules

/// Locates and reads the fixture files next to the package.
enum Fixtures {
    /// Scripts/TranspileSafety, found from this file's path.
    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TranspileSafetyRulesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let violationsDirectory = packageDirectory.appendingPathComponent("Fixtures/violations")
    static let cleanDirectory = packageDirectory.appendingPathComponent("Fixtures/clean")

    static func swiftFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func read(_ directory: URL, _ name: String) throws -> SourceFile {
        let url = directory.appendingPathComponent(name)
        return SourceFile(path: name, text: try String(contentsOf: url, encoding: .utf8))
    }

    /// A reported or expected (line, rule) pair.
    struct Mark: Hashable, CustomStringConvertible {
        var line: Int
        var rule: String
        var description: String { "\(line): \(rule)" }
    }

    /// The `// expect: rule-id[, rule-id]` marks at the end of lines.
    static func expectedMarks(in text: String) -> Set<Mark> {
        var marks = Set<Mark>()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: "// expect:") else { continue }
            let rules = line[range.upperBound...].split(separator: ",")
            for rule in rules {
                marks.insert(Mark(line: index + 1, rule: rule.trimmingCharacters(in: .whitespaces)))
            }
        }
        return marks
    }

    static func reportedMarks(_ violations: [Violation]) -> Set<Mark> {
        Set(violations.map { Mark(line: $0.line, rule: $0.rule.rawValue) })
    }
}
