import Testing
import TranspileSafetyRules

/// Single-construct checks of the heuristics, beyond the fixtures.
@Suite("Heuristics")
struct HeuristicTests {
    func rules(_ source: String) -> [String] {
        Fixtures.reportedLines(source)
    }

    @Test("names declared both Double and Int are not known, so not reported")
    func ambiguousNames() {
        let source = """
            struct A { var size: Double }
            func f(size: Int) -> Bool { size == 0 }
            """
        #expect(rules(source).isEmpty)
    }

    @Test("a Double from another file is not known")
    func otherFile() {
        #expect(rules("func f(_ s: Stats) -> Bool { s.ratio == 0 }").isEmpty)
    }

    @Test("comparison operands stop at && and || and ?:")
    func boundaries() {
        let source = """
            func f(_ d: Double, _ n: Int) -> Int {
                let a = n > 0 && d < 1
                let b = d * 2.0 > 3 || n == 4
                return a ? n == 0 ? 1 : 2 : (b ? 3 : 4)
            }
            """
        #expect(rules(source) == ["2:double-int-literal", "3:double-int-literal"])
    }

    @Test("a report points at the line of the reported token, not of its declaration")
    func splitConstructs() {
        let source = """
            func f(
                _ a:
                    @autoclosure () -> Bool
            ) {}
            """
        #expect(rules(source) == ["3:autoclosure"])
    }

    @Test(
        "camel-case word matching for SQLite integer names",
        arguments: [
            ("rowid", true), ("rowID", true), ("RowID", true), ("lastInsertRowid", true),
            ("changes", true), ("totalChanges", true), ("changesCount", true), ("integerValue", true),
            ("borrowid", false), ("exchanges", false), ("rowCount", false), ("integerCount", false),
        ])
    func sqliteIntegerNames(name: String, matches: Bool) {
        #expect(rules("var \(name): Int = 0").isEmpty != matches)
    }

    @Test("pointer words as members of our own values are not types")
    func pointerMembers() {
        let source = """
            struct S { var OpaquePointer = 0 }
            func f(_ s: S) -> Int { s.OpaquePointer + s.unsafeBitCast }
            """
        #expect(rules(source) == [])
    }

    @Test("a global actor of the module is still an attribute Skip does not know")
    func globalActor() {
        let source = """
            @globalActor actor DB { static let shared = DB() }
            @DB final class Store { @DB var rows = 0 }
            """
        #expect(rules(source) == ["1:unsupported-attribute", "2:unsupported-attribute", "2:unsupported-attribute"])
    }

    @Test("modules are checked one at a time: a type of another module is external")
    func modulesApart() {
        let core = SourceModule(name: "Core", files: [SourceFile(path: "A.swift", text: "public struct Version {}")])
        let records = SourceModule(
            name: "Records",
            files: [
                SourceFile(path: "B.swift", text: "import Core\nprotocol P {}\nextension Version: P {}")
            ])
        let violations = TranspileSafetyChecker.check([core, records])
        #expect(violations.map { "\($0.path):\($0.line):\($0.rule.rawValue)" } == ["B.swift:3:external-extension"])
        let together = TranspileSafetyChecker.check([
            SourceModule(name: "Both", files: core.files + records.files)
        ])
        #expect(together.map(\.rule) == [.unmappedImport])
    }

    @Test("trailing-closure-not-last: closure types written as Optional, or as a typealias of another file")
    func trailingClosureTypes() {
        let files = [
            SourceFile(path: "A.swift", text: "public typealias Handler = ((Int) -> Void)?"),
            SourceFile(
                path: "B.swift",
                text: """
                    func f(_ h: Handler, label: String = "") {}
                    func g(_ h: Optional<() -> Void>, n: Int = 0) {}
                    func k(_ h: inout () -> Void, n: Int = 0) {}
                    func m(_ h: (() -> Void)..., n: Int = 0) {}
                    func p(_ h: Int, n: Int = 0) {}
                    """),
        ]
        let violations = TranspileSafetyChecker.check(files)
        #expect(
            violations.map { "\($0.path):\($0.line):\($0.rule.rawValue)" } == [
                "B.swift:1:trailing-closure-not-last", "B.swift:2:trailing-closure-not-last",
            ])
    }

    @Test("SKIP NOWARN mutes transpiler rules only, and only on its own statement")
    func nowarnScope() {
        let source = """
            // SKIP NOWARN
            @usableFromInline func f() -> Int32 { Int32(clamping: 5) }
            // SKIP NOWARN
            func g() {
                @usableFromInline var x = 0
            }
            /// SKIP NOWARN in a doc comment is not the directive.
            @usableFromInline func h() {}
            """
        #expect(rules(source) == ["2:numeric-init-label", "5:unsupported-attribute", "8:unsupported-attribute"])
    }

    @Test("the numbers of the run of skipstone 1.7.4 in issue 12: one report per declaration and per local use")
    func transpilerCounts() {
        let source = """
            final class S {
                @exclusivity(unchecked) @usableFromInline var a = 0
                @usableFromInline let b = 1
                init(a: Int) {}
                convenience init?(_ text: String) {
                    let numbers = text.split(separator: ".").compactMap { Int($0) }
                    self.init(a: numbers[0] + numbers.count)
                }
            }
            """
        #expect(
            rules(source) == [
                "2:unsupported-attribute", "3:unsupported-attribute", "7:delegating-init", "7:delegating-init",
            ])
    }
}
