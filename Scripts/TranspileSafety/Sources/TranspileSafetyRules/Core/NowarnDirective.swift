import SwiftSyntax

/// Skip's `// SKIP NOWARN` directive. skipstone (`StatementExtras.swift`) reads the comments in a
/// statement's leading trivia; a line that starts with `// SKIP NOWARN` or `/* SKIP NOWARN` "mutes
/// warnings and errors for this syntax": the statement's own messages and those of its
/// expressions, not those of statements nested in it (`Statement.subtreeMessages`). A statement is
/// an item of a code block or of a type's member block.
enum NowarnDirective {
    /// The statement a report at `node` belongs to: the innermost code-block or member-block item.
    static func statement(containing node: some SyntaxProtocol) -> Syntax? {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if syntax.is(CodeBlockItemSyntax.self) || syntax.is(MemberBlockItemSyntax.self) {
                return syntax
            }
            current = syntax.parent
        }
        return nil
    }

    /// Whether the statement holding `node` carries the directive.
    static func mutes(_ node: some SyntaxProtocol) -> Bool {
        guard let statement = statement(containing: node) else { return false }
        return carries(statement, "NOWARN")
    }

    /// Whether the comments before a statement hold `// SKIP <directive>` or `/* SKIP <directive>`
    /// (skipstone `StatementExtras.decode` reads the statement's leading trivia).
    static func carries(_ statement: some SyntaxProtocol, _ directive: String) -> Bool {
        guard let token = statement.firstToken(viewMode: .sourceAccurate) else { return false }
        return token.leadingTrivia.contains { piece in
            switch piece {
            case .lineComment(let text):
                return text.hasPrefix("// SKIP " + directive)
            case .blockComment(let text):
                return text.hasPrefix("/* SKIP " + directive)
            default:
                return false
            }
        }
    }
}
