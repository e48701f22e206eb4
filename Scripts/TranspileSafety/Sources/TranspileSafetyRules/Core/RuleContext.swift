import SwiftSyntax

/// Everything a rule needs about the file it checks, and where it puts what it finds.
public final class RuleContext {
    /// The path printed in reports.
    public let path: String
    /// The parsed file.
    public let tree: SourceFileSyntax
    /// Turns positions into lines and columns.
    public let converter: SourceLocationConverter
    /// Names declared in this file and the kind of value they hold (for the type heuristics).
    public let declarations: FileDeclarations
    /// Facts gathered from every file of the module (declared types, enums, ...).
    public let module: ModuleIndex
    /// The written types of this file's names and simple expressions (for the type rules).
    lazy var types = FileTypes(tree: tree, module: module.members)
    /// What the rules found so far, in the order they found it.
    public private(set) var violations: [Violation] = []

    /// A context for one parsed file of a run.
    public init(path: String, tree: SourceFileSyntax, module: ModuleIndex) {
        self.path = path
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.declarations = FileDeclarations(tree: tree)
        self.module = module
    }

    /// Records a violation pointing at the first character of `node` (leading trivia skipped):
    /// `detail` and then the rule's reason. A rule that mirrors a transpiler message is muted,
    /// like the message, by `// SKIP NOWARN` on the statement that holds `node` (or `anchor`,
    /// when the transpiler attaches its message elsewhere).
    public func report(_ node: some SyntaxProtocol, _ rule: RuleID, _ detail: String, anchor: Syntax? = nil) {
        // Code the transpiler drops (an untaken `#if` clause, a `// SKIP REPLACE:`d statement)
        // reaches neither Kotlin nor its compiler.
        if TranspiledCode.isDropped(node) {
            return
        }
        if rule.kind.isMutedByNowarn && NowarnDirective.mutes(anchor ?? Syntax(node)) {
            return
        }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        violations.append(
            Violation(
                path: path,
                line: location.line,
                column: location.column,
                rule: rule,
                explanation: detail + "; " + rule.reason
            )
        )
    }
}

/// Base class of the rules: a syntax visitor that reports into a shared context, and does not
/// enter the code the transpiler drops.
open class RuleVisitor: TranspiledCodeVisitor {
    /// The file being checked and the report sink.
    public let context: RuleContext

    /// A rule that reports into `context`.
    public required init(context: RuleContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Records a violation pointing at `node`: `detail`, then the rule's reason.
    public func report(_ node: some SyntaxProtocol, _ rule: RuleID, _ detail: String, anchor: Syntax? = nil) {
        context.report(node, rule, detail, anchor: anchor)
    }

    /// The source of `node` on one line, comments and line breaks replaced by one space,
    /// shortened for a message.
    public func snippet(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) {
            if let previous, !previous.trailingTrivia.isEmpty || !token.leadingTrivia.isEmpty {
                text += " "
            }
            text += token.text
            previous = token
        }
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }

    /// Walks the whole file.
    public func run() {
        walk(context.tree)
    }
}
