import SwiftSyntax

/// `key-path`: Skip turns a key-path literal into a closure where it is passed as an argument
/// (`rows.map(\.name)`, `@Environment(\.locale)`), and only when it is a chain of property names.
/// Every other key path is reported: literals stored or returned, `[keyPath:]`, the `KeyPath`
/// types, and literals with subscript, optional-chaining or force-unwrap components.
final class KeyPathRule: RuleVisitor {
    static let keyPathTypes: Set<String> = [
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
    ]

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        let components = node.components.map(\.component)
        let isPropertyChain = components.allSatisfy {
            if case .property = $0 { return true }
            return false
        }
        if !isPropertyChain {
            report(node, .keyPath, "key path `\(snippet(node))` has components other than property names")
        } else if !Self.isArgument(node) {
            report(node, .keyPath, "key path `\(snippet(node))` used as a value, not passed as an argument")
        }
        // `\.a[\.b]` is one key path; the outer one is enough.
        return .skipChildren
    }

    /// Whether the key path is an argument of a call or an attribute, where Skip expects a closure.
    static func isArgument(_ node: KeyPathExprSyntax) -> Bool {
        guard let labeled = node.parent?.as(LabeledExprSyntax.self), let list = labeled.parent else { return false }
        guard let owner = list.parent else { return false }
        if owner.is(AttributeSyntax.self) { return true }
        if let call = owner.as(FunctionCallExprSyntax.self) { return call.arguments.id == list.id }
        return false
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if Self.keyPathTypes.contains(node.name.text) {
            report(node.name, .keyPath, "\(node.name.text) is a key-path type")
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let keyPathArgument = node.arguments.first(where: { $0.label?.text == "keyPath" }) {
            report(keyPathArgument, .keyPath, "`[keyPath:]` reads through a key-path value")
        }
        return .visitChildren
    }
}
