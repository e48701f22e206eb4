import Foundation
import SQLFFISurface
import Testing

@Suite("sqlffi-surface command")
struct SurfaceCommandTests {
    struct Outcome {
        var status: Int32
        var output: [String]
        var errors: [String]
    }

    func run(_ arguments: [String]) -> Outcome {
        var output: [String] = []
        var errors: [String] = []
        let status = SurfaceCommand.run(
            arguments: arguments, standardOutput: { output.append($0) }, standardError: { errors.append($0) })
        return Outcome(status: status, output: output, errors: errors)
    }

    /// Runs `body` on a scratch copy of the fixture pair (its root), which it may change freely.
    func withScratchCopy(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sqlffi-surface-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.packageDirectory.appendingPathComponent("Fixtures/surface"),
            to: directory.appendingPathComponent("surface"))
        try body(directory.path)
    }

    func arguments(_ root: String, _ extra: [String] = []) -> [String] {
        ["--root", root, "--sqlffi", "surface/MiniFFI", "--module", "surface/MiniContext"] + extra
    }

    @Test("writes the document, then --check passes; a new use makes --check fail with a unified diff")
    func checkAfterWrite() throws {
        try withScratchCopy { root in
            let written = run(arguments(root))
            #expect(written.status == 0)
            #expect(written.errors == ["sqlffi-surface: wrote surface/MiniFFI/SURFACE.md (9 types, 17 members)"])
            #expect(run(arguments(root, ["--check"])).status == 0)

            // A use of a member that was not listed: the committed file is now stale.
            let client = URL(fileURLWithPath: root + "/surface/MiniContext/Context.swift")
            var text = try String(contentsOf: client, encoding: .utf8)
            text += "\nextension Context {\n    func more() throws { try connection.execute(\"VACUUM\") }\n}\n"
            try text.write(to: client, atomically: true, encoding: .utf8)
            let stale = run(arguments(root, ["--check"]))
            #expect(stale.status == 1)
            #expect(stale.output.first == "--- surface/MiniFFI/SURFACE.md (committed)")
            #expect(stale.output.dropFirst().first == "+++ surface/MiniFFI/SURFACE.md (from the code)")
            #expect(stale.output.contains { $0.hasPrefix("@@ -") })
            #expect(stale.output.contains { $0.hasPrefix("+| `execute(_:)` | `package func execute(_ sql: String)") })
            #expect(stale.output.contains("-- Listed: 9 types and 17 members (1 of them matched by name only)."))
            #expect(stale.errors.last?.contains("does not match the code") == true)
        }
    }

    @Test("--check fails when the document is missing")
    func missingDocument() throws {
        try withScratchCopy { root in
            let outcome = run(arguments(root, ["--check"]))
            #expect(outcome.status == 1)
            #expect(outcome.errors.first?.contains("SURFACE.md is missing") == true)
        }
    }

    @Test("--stdout prints the document and writes nothing")
    func standardOutput() throws {
        try withScratchCopy { root in
            let outcome = run(arguments(root, ["--stdout"]))
            #expect(outcome.status == 0)
            #expect(outcome.output.first?.hasPrefix("# The SQLFFI surface that MiniContext uses") == true)
            #expect(!FileManager.default.fileExists(atPath: root + "/surface/MiniFFI/SURFACE.md"))
        }
    }

    @Test("usage errors and unreadable directories exit 2")
    func usageErrors() {
        #expect(run(["--frobnicate"]).status == 2)
        #expect(run(["--module"]).status == 2)
        #expect(run(["--check", "--stdout"]).status == 2)
        #expect(run(["--root", "/no/such/directory"]).status == 2)
    }
}

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", oldName: "x", newName: "y") == nil)
    }

    @Test("a changed line with its context, as diff -u writes it")
    func changedLine() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff.make(old: old, new: new, oldName: "old", newName: "new")
                == """
                --- old
                +++ new
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test("separate changes make separate hunks; an insertion into nothing starts at line 0")
    func hunks() {
        let lines = (1...20).map { "\($0)" }
        let old = lines.joined(separator: "\n") + "\n"
        let new = (lines[0..<1] + lines[2..<19] + ["new", "20"]).joined(separator: "\n") + "\n"
        let diff = UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b") ?? ""
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,4 @@", "@@ -17,4 +16,5 @@"])
        #expect(
            UnifiedDiff.make(old: "", new: "x\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x\n")
    }
}
