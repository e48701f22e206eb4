import SwiftSyntax

/// What a declared name holds, as far as its declaration says.
public enum ValueKind: Hashable, Sendable {
    /// Double, Float, TimeInterval, ... (annotated, or initialized by a float literal or `Double(...)`).
    case floatingPoint
    /// String or Substring.
    case string
    case character
    /// Anything else, including every declaration whose type the syntax does not tell.
    case other
}

/// Every name this file declares as a variable, constant, property or parameter, with the kinds
/// of value its declarations give it. Scopes are ignored: a name is "known" to be of a kind only
/// when every declaration of that name in the file agrees, so shadowing and name clashes make
/// the heuristics stay silent rather than guess.
public final class FileDeclarations {
    private var kinds: [String: Set<ValueKind>] = [:]

    init(tree: SourceFileSyntax) {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        // A `for x in text` loop over a String gives Characters; decided after all names are
        // known, so the loop may come before the declaration of `text`.
        kinds = collector.kinds
        for (name, sequence) in collector.loops {
            let kind: ValueKind = self.kind(of: sequence) == .string ? .character : .other
            kinds[name, default: []].insert(kind)
        }
    }

    /// The kind every declaration of `name` agrees on, or nil when undeclared or mixed.
    public func knownKind(of name: String) -> ValueKind? {
        guard let set = kinds[name], set.count == 1 else { return nil }
        return set.first
    }

    /// Whether the file declares `name` at all.
    public func declares(_ name: String) -> Bool {
        kinds[name] != nil
    }

    /// The kind of a simple expression: a name, `self.name`, `a.b.name` (by the last name),
    /// a literal or an initializer call. Nil when the syntax does not tell.
    public func kind(of expression: ExprSyntax) -> ValueKind? {
        let expression = ExpressionShapes.stripped(expression)
        if let kind = ValueKinds.literalOrInitializerKind(expression) {
            return kind
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return knownKind(of: reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return knownKind(of: member.declName.baseName.text)
        }
        return nil
    }
}

/// Kinds read off types and initializer expressions.
enum ValueKinds {
    static func kind(of type: TypeSyntax) -> ValueKind {
        let unwrapped = TypeNames.unwrappingOptional(type)
        guard let name = TypeNames.simpleName(of: unwrapped),
            unwrapped.is(IdentifierTypeSyntax.self) || unwrapped.is(MemberTypeSyntax.self)
        else { return .other }
        if TypeNames.floatingPoint.contains(name) { return .floatingPoint }
        if name == "String" || name == "Substring" { return .string }
        if name == "Character" { return .character }
        return .other
    }

    /// The kind of a literal, `Double(...)`, `String(...)`, `Character(...)`, or nil.
    static func literalOrInitializerKind(_ expression: ExprSyntax) -> ValueKind? {
        if expression.is(FloatLiteralExprSyntax.self) { return .floatingPoint }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self),
            prefix.operator.text == "-" || prefix.operator.text == "+",
            prefix.expression.is(FloatLiteralExprSyntax.self)
        {
            return .floatingPoint
        }
        if expression.is(StringLiteralExprSyntax.self) { return .string }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            let name = callee.baseName.text
            if TypeNames.floatingPoint.contains(name) { return .floatingPoint }
            if name == "String" || name == "Substring" { return .string }
            if name == "Character" { return .character }
        }
        return nil
    }

    /// The kind an initializer gives a declaration without a type annotation.
    static func kind(ofInitializer expression: ExprSyntax) -> ValueKind {
        let stripped = ExpressionShapes.stripped(expression)
        if let kind = literalOrInitializerKind(stripped) { return kind }
        // `x as Double`
        if let sequence = stripped.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
                cast.questionOrExclamationMark == nil,
                let type = elements[2].as(TypeExprSyntax.self)
            {
                return kind(of: type.type)
            }
        }
        return .other
    }
}

/// Walks a file once and records each declared name with the kind of its declaration.
private final class DeclarationCollector: TranspiledCodeVisitor {
    var kinds: [String: Set<ValueKind>] = [:]
    /// `for name in sequence` loops, resolved once all declarations are known.
    var loops: [(String, ExprSyntax)] = []

    private func record(_ name: String, _ kind: ValueKind) {
        guard name != "_" else { return }
        kinds[name, default: []].insert(kind)
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let name = node.identifier.text
        if let binding = node.parent?.as(PatternBindingSyntax.self) {
            if let annotation = binding.typeAnnotation {
                record(name, ValueKinds.kind(of: annotation.type))
            } else if let initializer = binding.initializer {
                record(name, ValueKinds.kind(ofInitializer: initializer.value))
            } else {
                // `var a, b: Double`: `a` takes the later annotation; the syntax does not say here.
                record(name, .other)
            }
        } else if let condition = node.parent?.as(OptionalBindingConditionSyntax.self) {
            if let annotation = condition.typeAnnotation {
                record(name, ValueKinds.kind(of: annotation.type))
            } else if let initializer = condition.initializer {
                record(name, ValueKinds.kind(ofInitializer: initializer.value))
            }
            // `if let name` re-declares the unwrapped value of the same name: nothing new.
        } else if let loop = node.parent?.as(ForStmtSyntax.self) {
            loops.append((name, loop.sequence))
        } else {
            // Tuple patterns, `case let`, `catch let`, ...: the syntax does not tell the type.
            record(name, .other)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        record(name, ValueKinds.kind(of: node.type))
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        record(name, node.type.map { ValueKinds.kind(of: $0) } ?? .other)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, .other)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        // `case real` makes `.real` a value of the enum, not a Double.
        record(node.name.text, .other)
        return .visitChildren
    }
}
