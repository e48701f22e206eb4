import SwiftSyntax

/// `unsupported-attribute` and `autoclosure`.
///
/// skipstone reads the attributes of type, function, initializer, deinit, subscript, property and
/// enum case declarations, and of parameters (`Attributes.for`, which skips those inside `#if`),
/// and warns once per declaration when one is not a known `Attribute.Kind`. `@autoclosure` is
/// known but rejected wherever it is written (it is a type attribute of a parameter).
final class AttributeRule: RuleVisitor {
    /// The names `Attribute.kind` (skipstone `HelperTypes.swift`) maps to a kind the Kotlin
    /// translation keeps. `inline` is known only with `__always` or `never`; `GestureState` is
    /// known but dropped like an unknown one; `autoclosure` has its own rule.
    static let known: Set<String> = [
        "AppStorage", "autoclosure", "available", "Bindable", "Binding", "Bridge", "BridgeIgnored",
        "discardableResult", "Environment", "EnvironmentObject", "escaping", "FocusState", "frozen",
        "indirect", "inlinable", "MainActor", "nonmutating", "Observable", "ObservationIgnored",
        "ObservedObject", "Published", "ScaledMetric", "State", "StateObject", "Suite", "Test",
        "ToolbarContentBuilder", "ViewBuilder",
    ]

    /// Whether skipstone keeps the attribute.
    static func isKnown(_ attribute: AttributeSyntax) -> Bool {
        guard let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
            attribute.attributeName.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil
        else { return false }
        if name == "inline" {
            let argument = attribute.arguments?.trimmedDescription ?? ""
            return argument == "__always" || argument == "never"
        }
        return known.contains(name)
    }

    /// The unknown attributes of a list, outside `#if`.
    private func unknownAttributes(_ list: AttributeListSyntax) -> [AttributeSyntax] {
        list.compactMap { element in
            if case .attribute(let attribute) = element, !Self.isKnown(attribute) {
                return attribute
            }
            return nil
        }
    }

    private func check(_ list: AttributeListSyntax, of what: String) {
        let unknown = unknownAttributes(list)
        guard let first = unknown.first else { return }
        let names = unknown.map { "@" + $0.attributeName.trimmedDescription }.joined(separator: ", ")
        report(first, .unsupportedAttribute, "\(names) on \(what)")
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "struct \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "class \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "enum \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "actor \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "protocol \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "func \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "an initializer")
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "deinit")
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "a subscript")
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "property `\(snippet(node.bindings))`")
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "case `\(snippet(node.elements))`")
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, of: "parameter `\(node.firstName.text)`")
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "autoclosure" {
            report(node, .autoclosure, "@autoclosure parameter")
        }
        return .visitChildren
    }
}
