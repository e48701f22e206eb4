/// One construct that Skip's Swift-to-Kotlin transpiler would not accept.
public struct Violation: Hashable, Sendable {
    /// The path of the file as it was given (or as found under a given directory).
    public var path: String
    /// 1-based line of the token the report points at.
    public var line: Int
    /// 1-based column (UTF-8) of the token the report points at.
    public var column: Int
    /// The rule that was broken.
    public var rule: RuleID
    /// What was found and why it does not transpile.
    public var explanation: String

    /// A violation at `path:line:column`.
    public init(path: String, line: Int, column: Int, rule: RuleID, explanation: String) {
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
        self.explanation = explanation
    }

    /// `path:line:column: rule-id: explanation`, the form compilers and editors understand.
    public var formatted: String {
        "\(path):\(line):\(column): \(rule.rawValue): \(explanation)"
    }
}
