import SwiftParser
import SwiftSyntax

/// One file to check: its path as it will be printed, and its text.
public struct SourceFile: Sendable {
    /// The path as it will be printed.
    public var path: String
    /// The Swift source text.
    public var text: String

    /// A file to check under the given printed path.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Runs every rule over a set of files.
public enum TranspileSafetyChecker {
    /// The rule visitors, each a separate pass over the syntax tree.
    static let rules: [RuleVisitor.Type] = [
        PointerRules.self,
        ImportRule.self,
        ReflectionRules.self,
        ParameterPackRule.self,
        AttributeRules.self,
        MacroRule.self,
        LocalTypeRule.self,
        NestedInGenericRule.self,
        CustomOperatorRule.self,
        OptionSetRule.self,
        PublicInoutRule.self,
        DoubleIntLiteralRule.self,
        AppendCharacterRule.self,
        IntForSQLiteIntegerRule.self,
    ]

    /// Checks the files together (declarations in one inform rules in another) and returns the
    /// violations in file order, then by position, without duplicates.
    public static func check(_ files: [SourceFile]) -> [Violation] {
        let trees = files.map { Parser.parse(source: $0.text) }
        let project = ProjectIndex(trees: trees)
        var result: [Violation] = []
        for (file, tree) in zip(files, trees) {
            let context = RuleContext(path: file.path, tree: tree, project: project)
            for rule in rules {
                rule.init(context: context).run()
            }
            var seen = Set<Violation>()
            let sorted = context.violations.sorted {
                ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule)
            }
            result.append(contentsOf: sorted.filter { seen.insert($0).inserted })
        }
        return result
    }

    /// Checks one piece of source text on its own.
    public static func check(source: String, path: String = "<source>") -> [Violation] {
        check([SourceFile(path: path, text: source)])
    }
}
