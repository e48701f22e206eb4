import Foundation
import Testing
import TranspileSafetyRules

@Suite("Command line")
struct CommandLineToolTests {
    struct Outcome {
        var status: Int32
        var output: [String]
        var errors: [String]
    }

    func run(_ arguments: [String]) -> Outcome {
        var output: [String] = []
        var errors: [String] = []
        let status = CommandLineTool.run(
            arguments: arguments,
            standardOutput: { output.append($0) },
            standardError: { errors.append($0) }
        )
        return Outcome(status: status, output: output, errors: errors)
    }

    /// A fresh directory with the given files (relative path → text).
    func temporaryDirectory(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("transpile-safety-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test("violations print as path:line:column: rule-id: explanation and exit 1")
    func reportsViolations() throws {
        let directory = try temporaryDirectory([
            "Sub/Bad.swift": "import Glibc\nlet p: OpaquePointer? = nil\n",
            "Good.swift": "let x = 1\n",
            "notes.txt": "import Glibc\n",
            ".hidden/Hidden.swift": "import Glibc\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = run([directory])
        #expect(outcome.status == 1)
        #expect(outcome.output.count == 2)
        #expect(outcome.output.first?.hasPrefix("\(directory)/Sub/Bad.swift:1:8: unmapped-import: ") == true)
        #expect(outcome.output.last?.hasPrefix("\(directory)/Sub/Bad.swift:2:8: pointer-type: ") == true)
        let name = URL(fileURLWithPath: directory).lastPathComponent
        #expect(outcome.errors == ["check-transpile-safety: 2 files checked (\(name)), 2 violations"])
    }

    @Test("a clean file exits 0 and prints nothing on standard output")
    func cleanFileExitsZero() throws {
        let directory = try temporaryDirectory(["Good.swift": "// UnsafePointer\nlet x = \"OpaquePointer\"\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = run(["--quiet", directory + "/Good.swift"])
        #expect(outcome.status == 0)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errors.isEmpty)
    }

    @Test("files are printed as given")
    func pathsAsGiven() throws {
        let fixtures = Fixtures.violationsDirectory.path
        let outcome = run([fixtures + "/unmanaged.swift"])
        #expect(outcome.status == 1)
        #expect(outcome.output.allSatisfy { $0.hasPrefix(fixtures + "/unmanaged.swift:") })
    }

    @Test("a missing path, an unknown option, no module at all or a missing --modules file exit 2")
    func usageErrors() {
        #expect(run(["/no/such/path.swift"]).status == 2)
        #expect(run(["--frobnicate"]).status == 2)
        #expect(run([]).status == 2)
        #expect(run(["--modules"]).status == 2)
        #expect(run(["--modules", "/no/such/kotlin-modules"]).status == 2)
    }

    @Test("--modules checks each listed directory as a module; one module may import another")
    func modulesFile() throws {
        let directory = try temporaryDirectory([
            "Core/Version.swift": "public struct Version {}\n",
            "Records/Record.swift": "import Core\nimport Glibc\nextension Version: Sendable {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let list = directory + "/kotlin-modules"
        try "# modules\n\(directory)/Core\n\n  \(directory)/Records  # wave 2\n".write(
            toFile: list, atomically: true, encoding: .utf8)
        let outcome = run(["--modules", list])
        #expect(outcome.status == 1)
        #expect(
            outcome.output.map { String($0.prefix { $0 != " " }) } == [
                "\(directory)/Records/Record.swift:2:8:", "\(directory)/Records/Record.swift:3:20:",
            ])
        #expect(outcome.output.first?.contains("unmapped-import") == true)
        #expect(outcome.output.last?.contains("external-extension") == true)
        #expect(outcome.errors == ["check-transpile-safety: 2 files checked (Core, Records), 2 violations"])
    }

    @Test("the module list of the repository names Sources/SQLContext")
    func repositoryModuleList() throws {
        let url = Fixtures.packageDirectory.appendingPathComponent("kotlin-modules")
        let paths = ModuleList.paths(in: try String(contentsOf: url, encoding: .utf8))
        #expect(paths.contains("Sources/SQLContext"))
        #expect(paths.map(ModuleList.moduleName).contains("SQLContext"))
    }

    @Test("--list-rules names every rule")
    func listRules() {
        let outcome = run(["--list-rules"])
        #expect(outcome.status == 0)
        #expect(outcome.output.map { String($0.prefix { $0 != ":" }) } == RuleID.allCases.map(\.rawValue))
    }

    @Test("RULES.md is the generated rules document")
    func rulesMarkdownInSync() throws {
        let url = Fixtures.packageDirectory.appendingPathComponent("RULES.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(
            text == RulesMarkdown.document() + "\n", "regenerate: check-transpile-safety --rules-markdown > RULES.md")
        for rule in RuleID.allCases {
            #expect(text.contains("### `\(rule.rawValue)` ("))
            #expect(!rule.basis.isEmpty)
        }
    }
}
