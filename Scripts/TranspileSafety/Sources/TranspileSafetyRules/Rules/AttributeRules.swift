import SwiftSyntax

/// Everything written as `@Name`: `result-builder`, `property-wrapper`, attached macros
/// (`macro`), `dynamic-member-lookup` and `dynamic-callable`.
///
/// A custom attribute cannot be resolved without the compiler, so it is classified by what the
/// run's files declare (`@resultBuilder`, `@propertyWrapper`, `@globalActor` types) and then by
/// where it is written: on a variable or a value parameter it is a property wrapper; on a
/// closure-typed parameter, or with a name ending in `Builder`, a result builder; anywhere
/// else an attached macro.
final class AttributeRules: RuleVisitor {
    /// Attributes of the language and its standard library that are not custom attributes.
    /// `convention`, `c` and the underscored C-symbol attributes are reported by PointerRules; the rest here are harmless or handled below.
    static let builtIn: Set<String> = [
        "abi", "available", "c", "backDeployed", "concurrent", "convention", "derivative",
        "differentiable", "discardableResult", "dynamicCallable", "dynamicMemberLookup",
        "escaping", "autoclosure", "exclusivity", "execution", "export", "extern", "frozen",
        "globalActor", "GKInspectable", "IBAction", "IBDesignable", "IBInspectable", "IBOutlet",
        "IBSegueAction", "implementation", "inlinable", "inline", "isolated", "lifetime", "main",
        "MainActor", "noDerivative", "noescape", "nonexhaustive", "nonobjc", "NSApplicationMain",
        "NSCopying", "NSManaged", "objc", "objcMembers", "preconcurrency", "propertyWrapper",
        "requires_stored_property_inits", "resultBuilder", "retroactive", "safe", "section",
        "Sendable", "specialize", "storageRestrictions", "testable", "transpose",
        "UIApplicationMain", "unchecked", "unknown", "unsafe", "usableFromInline", "used",
        "warn_unqualified_access", "attached", "freestanding",
    ]

    /// Result builders of Apple's frameworks and the standard library.
    static let knownBuilders: Set<String> = [
        "ViewBuilder", "SceneBuilder", "CommandsBuilder", "ToolbarContentBuilder",
        "TableColumnBuilder", "TableRowBuilder", "RegexComponentBuilder", "AlternationBuilder",
        "ChartContentBuilder", "AccessibilityRotorContentBuilder", "LibraryContentBuilder",
    ]

    private enum Owner {
        case variable
        case valueParameter
        case closureParameter
        case function
        case type
        case otherDeclaration
    }

    private func owner(of attribute: AttributeSyntax) -> Owner {
        var node = attribute.parent
        while let current = node,
            current.is(AttributeListSyntax.self) || current.is(IfConfigClauseSyntax.self)
                || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self)
        {
            node = current.parent
        }
        guard let owner = node else { return .otherDeclaration }
        if owner.is(VariableDeclSyntax.self) {
            return .variable
        }
        if let parameter = owner.as(FunctionParameterSyntax.self) {
            return Self.isFunctionType(parameter.type) ? .closureParameter : .valueParameter
        }
        if let parameter = owner.as(ClosureParameterSyntax.self) {
            if let type = parameter.type, Self.isFunctionType(type) {
                return .closureParameter
            }
            return .valueParameter
        }
        if owner.is(FunctionDeclSyntax.self) || owner.is(SubscriptDeclSyntax.self)
            || owner.is(AccessorDeclSyntax.self) || owner.is(ClosureSignatureSyntax.self)
            || owner.is(InitializerDeclSyntax.self)
        {
            return .function
        }
        if owner.is(AttributedTypeSyntax.self) {
            return .type
        }
        return .otherDeclaration
    }

    /// `() -> T`, `@escaping () -> T`, `(() -> T)?`.
    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        var current = type
        while true {
            if current.is(FunctionTypeSyntax.self) { return true }
            if let attributed = current.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else if let optional = current.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                current = only.type
            } else {
                return false
            }
        }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxNames.attributeName(node)
        let written = "@\(snippet(node.attributeName))"
        switch name {
        case "resultBuilder":
            report(node, .resultBuilder, "@resultBuilder declares a result builder; \(RuleID.resultBuilder.why)")
            return .visitChildren
        case "propertyWrapper":
            report(
                node, .propertyWrapper, "@propertyWrapper declares a property wrapper; \(RuleID.propertyWrapper.why)")
            return .visitChildren
        case "dynamicMemberLookup":
            report(node, .dynamicMemberLookup, "@dynamicMemberLookup; \(RuleID.dynamicMemberLookup.why)")
            return .visitChildren
        case "dynamicCallable":
            report(node, .dynamicCallable, "@dynamicCallable; \(RuleID.dynamicCallable.why)")
            return .visitChildren
        case "attached", "freestanding":
            report(node, .macro, "\(written) declares a macro role; \(RuleID.macro.why)")
            return .visitChildren
        default:
            break
        }
        if Self.builtIn.contains(name) || name.hasPrefix("_") || context.project.globalActors.contains(name) {
            return .visitChildren
        }
        let project = context.project
        if project.propertyWrappers.contains(name) {
            report(node, .propertyWrapper, "\(written) is a property wrapper; \(RuleID.propertyWrapper.why)")
            return .visitChildren
        }
        if project.resultBuilders.contains(name) || Self.knownBuilders.contains(name) || name.hasSuffix("Builder") {
            report(node, .resultBuilder, "\(written) is a result builder; \(RuleID.resultBuilder.why)")
            return .visitChildren
        }
        switch owner(of: node) {
        case .variable, .valueParameter:
            report(
                node,
                .propertyWrapper,
                "custom attribute \(written) on a variable is a property wrapper (or a macro); \(RuleID.propertyWrapper.why)"
            )
        case .closureParameter:
            report(
                node,
                .resultBuilder,
                "custom attribute \(written) on a closure parameter is a result builder; \(RuleID.resultBuilder.why)"
            )
        case .function, .type, .otherDeclaration:
            report(
                node,
                .macro,
                "custom attribute \(written) is an attached macro (or an undeclared global actor or builder); \(RuleID.macro.why)"
            )
        }
        return .visitChildren
    }
}
