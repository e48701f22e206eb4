import Testing
import TranspileSafetyRules

/// Single-construct checks of the heuristics, beyond the fixtures.
@Suite("Heuristics")
struct HeuristicTests {
    func rules(_ source: String) -> [String] {
        TranspileSafetyChecker.check(source: source).map { "\($0.line):\($0.rule.rawValue)" }
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

    @Test("rule words split across a declaration still point at the right line")
    func splitConstructs() {
        let source = """
            public func f(
                _ a:
                    inout Int
            ) {}
            """
        #expect(rules(source) == ["3:public-inout"])
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

    @Test("a global actor declared in the checked files is not a custom attribute")
    func globalActor() {
        let source = """
            @globalActor actor DB { static let shared = DB() }
            @DB final class Store { @DB var rows = 0 }
            """
        #expect(rules(source).isEmpty)
    }
}
