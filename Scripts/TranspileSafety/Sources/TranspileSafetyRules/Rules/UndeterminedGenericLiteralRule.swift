import SwiftSyntax

/// `undetermined-generic-literal`: a property of a type or a global declared without a type and
/// initialized with an explicitly specialized generic type that the transpiler does not know,
/// `private let spare = SQLiteCallStorage<[SQLValue]?>([])` when neither the module nor a module
/// given with `--link` declares `SQLiteCallStorage` (nor SkipLib or SkipFoundation). skipstone
/// infers the type of such a property from its value when it gathers the module
/// (`CodebaseInfo.VariableInfo.inferType`); a call it cannot resolve leaves the type unknown
/// (`FunctionCall.inferTypes` returns the expected type, none) and it warns
/// (`variableNeedsTypeDeclaration`). Locals are not gathered and not reported. The argument
/// (an empty array literal, `nil`) does not matter: with the type known the call resolves.
final class UndeterminedGenericLiteralRule: RuleVisitor {
    /// The generic types SkipLib 1.4.0 and SkipFoundation 1.4.1 declare (their Swift sources).
    static let skipGenerics: Set<String> = [
        "Array", "AsyncStream", "AsyncThrowingStream", "CheckedContinuation", "ClosedRange", "CollectionDifference",
        "CollectionOfOne", "DefaultIndices", "Dictionary", "DropFirstSequence", "DropWhileSequence",
        "EmptyCollection", "FlattenSequence", "IndexingIterator", "IteratorSequence", "JoinedSequence",
        "KeyValuePairs", "KeyedDecodingContainer", "KeyedEncodingContainer", "Measurement", "OSAllocatedUnfairLock",
        "Optional", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo", "PrefixSequence", "Range",
        "Repeated", "Result", "Set", "StrideThrough", "StrideThroughIterator", "StrideTo", "StrideToIterator", "Task",
        "TaskGroup", "ThrowingDiscardingTaskGroup", "ThrowingTaskGroup", "UnfoldSequence", "UnsafeBufferPointer",
        "UnsafeContinuation", "UnsafeMutableBufferPointer", "UnsafeMutablePointer", "UnsafePointer",
    ]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .local = FunctionSignature.placement(of: node) { return .visitChildren }
        for binding in node.bindings where binding.typeAnnotation == nil {
            guard let value = binding.initializer?.value,
                let call = ExpressionShapes.stripped(value).as(FunctionCallExprSyntax.self),
                let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                let reference = specialized.expression.as(DeclReferenceExprSyntax.self)
            else { continue }
            let name = reference.baseName.text
            guard !isKnown(name) else { continue }
            report(
                value, .undeterminedGenericLiteral,
                "`\(snippet(value))`: \(name) is declared neither in the module, nor in a linked module, nor in SkipLib or SkipFoundation; declare the property's type"
            )
        }
        return .visitChildren
    }

    private func isKnown(_ name: String) -> Bool {
        context.module.declares(name) || context.module.members.typeNames.contains(name)
            || context.module.linkedMembers.typeNames.contains(name) || Self.skipGenerics.contains(name)
    }
}
