import SwiftSyntax

/// `append-character`: `s.append(c)` where `c` is a Character; `s += String(c)` transpiles.
///
/// The argument counts as a Character when it is a name whose declarations in the file are all
/// `Character` (annotated, `Character(...)`, or the variable of `for c in text` over a String),
/// or a `Character(...)` call; the receiver must then not be known as something other than a
/// String (arrays of Character append fine). A one-character string literal argument counts
/// only when the receiver is known to be a String, since `array.append("x")` is common.
final class AppendCharacterRule: RuleVisitor {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "append",
            member.declName.argumentNames == nil,
            let receiver = member.base,
            node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
            node.trailingClosure == nil
        else { return .visitChildren }
        let declarations = context.declarations
        let receiverKind = declarations.kind(of: receiver)
        let value = ExpressionShapes.stripped(argument.expression)
        if declarations.kind(of: value) == .character {
            if receiverKind == nil || receiverKind == .string {
                report(
                    member.declName,
                    .appendCharacter,
                    "append of Character `\(snippet(value))` to `\(snippet(receiver))`; use += String(...). \(RuleID.appendCharacter.why)"
                )
            }
        } else if receiverKind == .string, let literal = value.as(StringLiteralExprSyntax.self),
            Self.isSingleCharacter(literal)
        {
            report(
                member.declName,
                .appendCharacter,
                "append of character literal \(snippet(literal)) to String `\(snippet(receiver))`; use +=. \(RuleID.appendCharacter.why)"
            )
        }
        return .visitChildren
    }

    /// `"x"`, `"\n"`, `"\u{1F600}"`: a plain one-line literal holding one character.
    static func isSingleCharacter(_ literal: StringLiteralExprSyntax) -> Bool {
        guard literal.openingQuote.tokenKind == .stringQuote, literal.openingPounds == nil,
            literal.segments.count == 1,
            case .stringSegment(let segment) = literal.segments.first
        else { return false }
        let text = segment.content.text
        if text.hasPrefix("\\") {
            if text.hasPrefix("\\u{") {
                return text.firstIndex(of: "}") == text.index(before: text.endIndex)
            }
            return text.count == 2
        }
        return text.count == 1
    }
}
