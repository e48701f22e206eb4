import Foundation
import Testing
import TranspileSafetyRules

@Suite("Fixtures")
struct FixtureTests {
    @Test("every rule has a violations fixture and every fixture names a rule")
    func everyRuleHasAFixture() {
        let files = Set(Fixtures.swiftFiles(in: Fixtures.violationsDirectory))
        let expected = Set(RuleID.allCases.map { "\($0.rawValue).swift" })
        #expect(files == expected)
    }

    @Test("violations fixture: exactly the marked lines are reported", arguments: RuleID.allCases)
    func violationsFixture(rule: RuleID) throws {
        let file = try Fixtures.read(Fixtures.violationsDirectory, "\(rule.rawValue).swift")
        let expected = Fixtures.expectedMarks(in: file.text)
        #expect(expected.contains { $0.rule == rule.rawValue }, "fixture has no mark for its own rule")
        let violations = TranspileSafetyChecker.check([file])
        let reported = Fixtures.reportedMarks(violations)
        let missing = expected.subtracting(reported).sorted { $0.line < $1.line }
        let extra = reported.subtracting(expected).sorted { $0.line < $1.line }
        #expect(missing.isEmpty, "not reported: \(missing)")
        #expect(
            extra.isEmpty,
            "reported but not expected: \(violations.filter { v in extra.contains { $0.line == v.line && $0.rule == v.rule.rawValue } }.map(\.formatted))"
        )
    }

    @Test("clean fixtures give nothing", arguments: Fixtures.swiftFiles(in: Fixtures.cleanDirectory))
    func cleanFixture(name: String) throws {
        let file = try Fixtures.read(Fixtures.cleanDirectory, name)
        let violations = TranspileSafetyChecker.check([file])
        #expect(violations.isEmpty, "\(violations.map(\.formatted))")
    }

    @Test("clean fixtures checked together give nothing")
    func cleanFixturesTogether() throws {
        let files = try Fixtures.swiftFiles(in: Fixtures.cleanDirectory).map {
            try Fixtures.read(Fixtures.cleanDirectory, $0)
        }
        #expect(files.count >= 2)
        #expect(TranspileSafetyChecker.check(files).isEmpty)
    }
}
