import SwiftSyntax

/// `composed-type`: `A & B`, wherever a type is written.
final class ComposedTypeRule: RuleVisitor {
    override func visit(_ node: CompositionTypeSyntax) -> SyntaxVisitorContinueKind {
        report(node, .composedType, "composed type `\(snippet(node))`")
        return .skipChildren
    }
}

/// `tuple-arity`: tuples of more than five elements (SkipLib's `Tuple.kt` stops at five).
final class TupleArityRule: RuleVisitor {
    static let maximumArity = 5

    override func visit(_ node: TupleTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.elements.count > Self.maximumArity {
            report(node, .tupleArity, "tuple type with \(node.elements.count) elements")
        }
        return .visitChildren
    }

    override func visit(_ node: TupleExprSyntax) -> SyntaxVisitorContinueKind {
        if node.elements.count > Self.maximumArity {
            report(node, .tupleArity, "tuple with \(node.elements.count) elements")
        }
        return .visitChildren
    }
}

/// `typealias-constraint`: `typealias X<T: P> = ...` and `typealias X<T> = ... where ...`.
final class TypealiasConstraintRule: RuleVisitor {
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let constrained = node.genericParameterClause?.parameters.first { $0.inheritedType != nil }
        if let constrained {
            report(
                constrained, .typealiasConstraint, "typealias \(node.name.text) constrains `\(snippet(constrained))`")
        } else if let whereClause = node.genericWhereClause ?? node.genericParameterClause?.genericWhereClause {
            report(whereClause, .typealiasConstraint, "typealias \(node.name.text) has `\(snippet(whereClause))`")
        }
        return .visitChildren
    }
}

/// `reserved-type-name`: classes, structs, enums and actors named like a Kotlin built-in type.
final class ReservedTypeNameRule: TypeDeclarationVisitor {
    /// skipstone `CodebaseInfo.kotlinReservedBuiltinNames`.
    static let reserved: Set<String> = [
        "Boolean", "Char", "Exception", "Long", "Nothing", "Short", "Throwable", "Unit",
    ]
    static let classKinds: Set<String> = ["struct", "class", "enum", "actor"]

    override func check(_ declaration: TypeDeclaration) {
        if Self.classKinds.contains(declaration.kind), Self.reserved.contains(SyntaxNames.unescaped(declaration.name)) {
            report(declaration.keyword, .reservedTypeName, "\(declaration.kind) named \(declaration.name)")
        }
    }
}
