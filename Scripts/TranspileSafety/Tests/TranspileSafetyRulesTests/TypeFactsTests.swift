import Testing
import TranspileSafetyRules

/// The written types the type rules go by: known only when every declaration agrees.
@Suite("Type facts")
struct TypeFactsTests {
    func rules(_ source: String) -> [String] {
        Fixtures.reportedLines(source)
    }

    @Test("a name declared with two types in the file is unknown")
    func ambiguousName() {
        let source = """
            func f(_ byte: UInt8) -> Bool { byte == 10 }
            func g(_ byte: Int) -> Bool { byte == 10 }
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
