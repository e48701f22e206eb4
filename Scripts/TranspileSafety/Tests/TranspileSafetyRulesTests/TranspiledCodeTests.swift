import Testing
import TranspileSafetyRules

/// skipstone translates only the `#if` clauses it takes and replaces `// SKIP REPLACE:`
/// statements; the checker reports neither what it drops nor learns from it.
@Suite("Transpiled code")
struct TranspiledCodeTests {
    func rules(_ source: String) -> [String] {
        Fixtures.reportedLines(source)
    }

    /// A file whose line 2 holds a `fallthrough` inside an `#if` with this condition (and line 4
    /// another one in its `#else`).
    func ifElse(_ condition: String) -> [String] {
        rules(
            """
            #if \(condition)
            func f(_ x: Int) { switch x { case 0: fallthrough; default: break } }
            #else
            func g(_ x: Int) { switch x { case 0: fallthrough; default: break } }
            #endif
            """)
    }

    @Test(
        "the clause skipstone takes (IfDefined.processConditions)",
        arguments: [
            ("SKIP", ["2:fallthrough"]),
            ("!SKIP", ["4:fallthrough"]),
            ("os(Android)", ["2:fallthrough"]),
            ("!os(Android)", ["4:fallthrough"]),
            ("canImport(SkipFoundation)", ["2:fallthrough"]),
            ("SKIP_BRIDGE", ["4:fallthrough"]),
            ("!SKIP_BRIDGE", ["2:fallthrough"]),
            // Skip-less conditions are not processed: false, so the #else is translated.
            ("DEBUG", ["4:fallthrough"]),
            ("canImport(Darwin)", ["4:fallthrough"]),
            ("!DEBUG", ["4:fallthrough"]),
            ("SKIP && DEBUG", ["4:fallthrough"]),
            ("SKIP && !DEBUG", ["2:fallthrough"]),
            ("SKIP || DEBUG", ["2:fallthrough"]),
            ("!SKIP || DEBUG", ["4:fallthrough"]),
            // `(SKIP)` is the word "SKIP)" to skipstone: an unknown symbol, so a Skip-less #if.
            ("(SKIP)", ["4:fallthrough"]),
            // Too complex (parentheses, or both && and ||): no clause is translated.
            ("SKIP && (DEBUG)", []),
            ("SKIP && DEBUG || os(Android)", []),
        ])
    func clauses(condition: String, expected: [String]) {
        #expect(ifElse(condition) == expected)
    }

    @Test("#elseif: the first true clause, else the #else")
    func elseif() {
        let source = """
            #if canImport(Darwin)
            import Darwin
            #elseif SKIP
            import Glibc
            #elseif os(Android)
            import Bionic
            #else
            import Musl
            #endif
            """
        #expect(rules(source) == ["4:unmapped-import"])
    }

    @Test("nested #if: the inner clause counts only inside a taken outer clause")
    func nested() {
        let source = """
            #if !SKIP
            #if SKIP
            let a: OpaquePointer? = nil
            #endif
            #else
            #if SKIP
            let b: OpaquePointer? = nil
            #endif
            #endif
            """
        #expect(rules(source) == ["7:pointer-type"])
    }

    @Test("a statement after // SKIP REPLACE: is not translated; the statements around it are")
    func replace() {
        let source = """
            func f(_ x: Int) -> Int {
                // SKIP REPLACE: val p = null
                let p: OpaquePointer? = nil
                let q: OpaquePointer? = nil
                /* SKIP REPLACE: fun g() = 1 */
                func g() -> OpaquePointer? { nil }
                return x
            }
            struct S {
                // SKIP REPLACE: val raw = 0
                var raw: UnsafeRawPointer? = nil
                var other: UnsafeRawPointer? = nil
            }
            """
        #expect(rules(source) == ["4:pointer-type", "12:pointer-type"])
    }

    @Test("declarations the transpiler drops inform no rule")
    func droppedDeclarations() {
        // `none` is a case of the module only in the #if !SKIP clause, so `.none` is Optional's.
        let source = """
            enum Mode {
                case some
                #if !SKIP
                case none
                #endif
            }
            func f() -> Int? { .none }
            """
        #expect(rules(source) == ["7:optional-none-some"])
    }
}
