import Testing
import TranspileSafetyRules

/// The written types the type rules go by: known only when every declaration agrees.
@Suite("Type facts")
struct TypeFactsTests {
    func rules(_ source: String) -> [String] {
        Fixtures.reportedLines(source)
    }

    @Test("each use of a name finds the declaration in its scope")
    func scopes() {
        let source = """
            func f(_ byte: UInt8) -> Bool { byte == 10 }
            func g(_ byte: Int) -> Bool {
                let check = { (byte: UInt8) in byte == 11 }
                return byte == 12 && check(0)
            }
            """
        #expect(rules(source) == ["1:unsigned-int-literal", "3:unsigned-int-literal"])
    }

    @Test("a property declared with two types in the file, and not in scope, is unknown")
    func ambiguousProperty() {
        let source = """
            struct A { var code: UInt8 = UInt8(0); func f() -> Bool { code == 1 } }
            struct B { var code: Int = 0; func f() -> Bool { code == 1 } }
            """
        #expect(rules(source).isEmpty)
    }

    @Test("types flow through initializers, subscripts, loops and the module's functions")
    func flow() {
        let source = """
            struct Reader { func bytes() -> [UInt8] { [] } }
            func f(_ reader: Reader) -> Int {
                let all = reader.bytes()
                let first = all[0]
                var count = 0
                for byte in all where byte > 1 { count += 1 }
                if let last = all.last, last == 2 { count += 1 }
                return first == 3 ? count : 0
            }
            """
        #expect(rules(source) == ["6:unsigned-int-literal", "7:unsigned-int-literal", "8:unsigned-int-literal"])
    }

    @Test("a call matches the module's functions by labels, defaults and variadics")
    func callMatching() {
        let source = """
            func put(_ byte: UInt8, times: Int = 1) {}
            func put(_ word: UInt16, at index: Int) {}
            func many(_ bytes: UInt8..., flag: Bool = false) {}
            func use() {
                put(1)
                put(2, times: 3)
                put(4, at: 5)
                many(6, 7, flag: true)
            }
            """
        #expect(
            rules(source) == [
                "5:unsigned-int-literal", "6:unsigned-int-literal", "7:unsigned-int-literal",
                "8:unsigned-int-literal", "8:unsigned-int-literal",
            ])
    }
}
