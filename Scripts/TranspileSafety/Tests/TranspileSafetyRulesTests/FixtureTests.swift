import Foundation
import Testing
import TranspileSafetyRules

@Suite("Fixtures")
struct FixtureTests {
    @Test("every rule has a violations fixture and every fixture names a rule")
    func everyRuleHasAFixture() {
        let fixtures = Set(Fixtures.entries(in: Fixtures.violationsDirectory).map(Fixtures.ruleName))
        #expect(fixtures == Set(RuleID.allCases.map(\.rawValue)))
    }

    @Test("violations fixture: exactly the marked lines are reported", arguments: RuleID.allCases)
    func violationsFixture(rule: RuleID) throws {
        let entry = Fixtures.entries(in: Fixtures.violationsDirectory).first {
            Fixtures.ruleName(of: $0) == rule.rawValue
        }
        let files = try Fixtures.read(Fixtures.violationsDirectory, try #require(entry))
        let expected = Fixtures.expectedMarks(in: files)
        #expect(expected.contains { $0.rule == rule.rawValue }, "fixture has no mark for its own rule")
        let violations = TranspileSafetyChecker.check(files)
        let reported = Fixtures.reportedMarks(violations)
        let missing = expected.subtracting(reported).sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        let extra = reported.subtracting(expected)
        #expect(missing.isEmpty, "not reported: \(missing)")
        #expect(
            extra.isEmpty,
            "reported but not expected: \(violations.filter { extra.contains(Fixtures.Mark(path: $0.path, line: $0.line, rule: $0.rule.rawValue)) }.map(\.formatted))"
        )
    }

    @Test("clean fixtures give nothing", arguments: Fixtures.entries(in: Fixtures.cleanDirectory))
    func cleanFixture(name: String) throws {
        let violations = TranspileSafetyChecker.check(try Fixtures.read(Fixtures.cleanDirectory, name))
        #expect(violations.isEmpty, "\(violations.map(\.formatted))")
    }

    @Test("clean fixtures checked together give nothing")
    func cleanFixturesTogether() throws {
        let files = try Fixtures.entries(in: Fixtures.cleanDirectory).flatMap {
            try Fixtures.read(Fixtures.cleanDirectory, $0)
        }
        #expect(files.count >= 3)
        let violations = TranspileSafetyChecker.check(files)
        #expect(violations.isEmpty, "\(violations.map(\.formatted))")
    }
}
