import SwiftSyntax

/// Declarations and types written out on one line, the way the surface document shows them.
enum SyntaxText {
    /// The tokens of `node` on one line: comments dropped, every run of white space between two
    /// tokens made one space, none just inside brackets or before a comma or colon.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            if let previous, needsSpace(between: previous, and: token) { text += " " }
            text += token.text
            previous = token
        }
        return text
    }

    private static func needsSpace(between left: TokenSyntax, and right: TokenSyntax) -> Bool {
        guard !left.trailingTrivia.isEmpty || !right.leadingTrivia.isEmpty else { return false }
        switch left.tokenKind {
        case .leftParen, .leftSquare, .leftAngle, .atSign: return false
        default: break
        }
        switch right.tokenKind {
        case .rightParen, .rightSquare, .rightAngle, .comma, .colon, .postfixQuestionMark, .exclamationMark:
            return false
        default: return true
        }
    }

    /// An identifier without the backticks that escape a keyword.
    static func name(_ token: TokenSyntax) -> String {
        let text = token.text
        if text.count > 1, text.hasPrefix("`"), text.hasSuffix("`") { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// Attributes that change what a caller may write or must handle; the others
    /// (`@inlinable`, `@usableFromInline`, `@exclusivity`, ...) only tune code generation and are
    /// left out of signatures.
    static func keepsAttribute(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "discardableResult" || name.hasSuffix("Actor")
    }

    /// The attributes of a declaration that its signature shows.
    static func keptAttributes(_ list: AttributeListSyntax) -> AttributeListSyntax {
        list.filter { element in
            guard case .attribute(let attribute) = element else { return false }
            return keepsAttribute(attribute)
        }
    }

    /// The declaration as its signature shows it: only the attributes it keeps, setter access
    /// (`private(set)`) left out.
    static func shown<Declaration: WithAttributesSyntax & WithModifiersSyntax>(_ decl: Declaration) -> Declaration {
        decl.with(\.attributes, keptAttributes(decl.attributes))
            .with(\.modifiers, modifiersWithoutSetterAccess(decl.modifiers))
    }

    /// The modifiers without setter access (`private(set)`): the document says `{ get }` instead.
    static func modifiersWithoutSetterAccess(_ list: DeclModifierListSyntax) -> DeclModifierListSyntax {
        list.filter { $0.detail?.detail.text != "set" }
    }

    /// `public`, `package` or `open` when the modifiers say so; nil for any other access.
    static func visibleAccess(_ list: DeclModifierListSyntax) -> String? {
        for modifier in list where modifier.detail == nil {
            switch modifier.name.tokenKind {
            case .keyword(.public): return "public"
            case .keyword(.package): return "package"
            case .keyword(.open): return "open"
            default: continue
            }
        }
        return nil
    }

    /// Whether the modifiers give any access level (visible or not) to the declaration itself.
    static func hasAccessModifier(_ list: DeclModifierListSyntax) -> Bool {
        list.contains { modifier in
            guard modifier.detail == nil else { return false }
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.package), .keyword(.open), .keyword(.internal),
                .keyword(.fileprivate), .keyword(.private):
                return true
            default: return false
            }
        }
    }

    /// Whether the setter of a property is hidden from other modules by `private(set)`,
    /// `fileprivate(set)` or `internal(set)`.
    static func hidesSetter(_ list: DeclModifierListSyntax) -> Bool {
        list.contains { modifier in
            guard modifier.detail?.detail.text == "set" else { return false }
            switch modifier.name.tokenKind {
            case .keyword(.private), .keyword(.fileprivate), .keyword(.internal): return true
            default: return false
            }
        }
    }

    /// Whether the modifiers make a member static (`static` or `class`).
    static func isStatic(_ list: DeclModifierListSyntax) -> Bool {
        list.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
