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

    /// The fixtures of a directory: `name.swift` files, and directories (a module of several files).
    static func entries(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(name).path
            return name.hasSuffix(".swift")
                || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }.sorted()
    }

    /// The rule a violations fixture is named after.
    static func ruleName(of entry: String) -> String {
        entry.hasSuffix(".swift") ? String(entry.dropLast(".swift".count)) : entry
    }

    /// The files of a fixture, printed as `entry` or `entry/file.swift`.
    static func read(_ directory: URL, _ entry: String) throws -> [SourceFile] {
        let url = directory.appendingPathComponent(entry)
        guard !entry.hasSuffix(".swift") else {
            return [SourceFile(path: entry, text: try String(contentsOf: url, encoding: .utf8))]
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
        return try names.sorted().map { name in
            let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            return SourceFile(path: entry + "/" + name, text: text)
        }
    }

    /// A reported or expected (file, line, rule) triple.
    struct Mark: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var rule: String
        var description: String { "\(path):\(line): \(rule)" }
    }

    /// The `// expect: rule-id[, rule-id]` marks at the end of lines.
    static func expectedMarks(in files: [SourceFile]) -> Set<Mark> {
        var marks = Set<Mark>()
        for file in files {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let range = line.range(of: "// expect:") else { continue }
                for rule in line[range.upperBound...].split(separator: ",") {
                    marks.insert(
                        Mark(path: file.path, line: index + 1, rule: rule.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return marks
    }

    static func reportedMarks(_ violations: [Violation]) -> Set<Mark> {
        Set(violations.map { Mark(path: $0.path, line: $0.line, rule: $0.rule.rawValue) })
    }

    /// `line:rule-id` for each violation in one piece of source checked on its own.
    static func reportedLines(_ source: String) -> [String] {
        TranspileSafetyChecker.check(source: source).map { "\($0.line):\($0.rule.rawValue)" }
    }
}
