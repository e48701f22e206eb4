import SwiftSyntax

/// The written type of an expression when its shape tells it, else nil (nil is "unknown", and
/// unknown never reports). Shapes that tell:
/// - a name the file declares with one type (``FileTypes``), or else a property of the module
///   whose every declaration has one written type (`integerValue: Int64?`);
/// - `x.name` of such a property, when `x` is not known to be a standard type; `x.first`,
///   `x.last`, `x[i]` and `x[a..<b]` of a known array; `x[i]` of a `Data`; `Type.member` of a
///   standard numeric type (`Int64.max`);
/// - `Int64(…)`, `UInt8(…)`, `Data(…)` and the other standard value types called as
///   conversions; `Array(s.utf8)`, `[UInt8](…)`, `Array(x)` of a known array, string or Data;
/// - a call of the module's functions or initializers (by name and labels) whose every match
///   returns one type that is not generic;
/// - `type(of: x)` (a metatype chosen at run time);
/// - `-x`, `x!`, `try x`, `(x)`, `x as T`, `x ?? y`, and arithmetic whose operands agree.
struct ExpressionTypes {
    let file: FileTypes

    /// The marker for `type(of:)`'s result: the metatype of whatever `x` is at run time.
    static let dynamicMetatype = WrittenType("type(of:)")

    static let arithmeticOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>",
    ]

    func type(of expression: ExprSyntax) -> WrittenType? {
        if let tryExpr = expression.as(TryExprSyntax.self) {
            let inner = type(of: tryExpr.expression)
            return tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? inner?.optional : inner
        }
        if let awaitExpr = expression.as(AwaitExprSyntax.self) { return type(of: awaitExpr.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return type(of: only.expression)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return type(of: unwrap.expression)?.unwrapped }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return type(of: chained.expression) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return type(of: prefix.expression)
        }
        if expression.is(StringLiteralExprSyntax.self) { return WrittenType("String") }
        if expression.is(BooleanLiteralExprSyntax.self) { return WrittenType("Bool") }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return type(ofReference: reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return type(ofMember: member) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return type(ofSubscript: subscriptCall) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return type(ofCall: call) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return type(ofSequence: Array(sequence.elements)) }
        return nil
    }

    private func type(ofReference reference: DeclReferenceExprSyntax) -> WrittenType? {
        let name = SyntaxNames.unescaped(reference.baseName.text)
        if name == "self" || name == "Self" { return nil }
        return file.type(ofName: name, at: reference)
    }

    private func type(ofMember member: MemberAccessExprSyntax) -> WrittenType? {
        guard let base = member.base else { return nil }
        let name = SyntaxNames.unescaped(member.declName.baseName.text)
        if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            WrittenType.standardValueTypes.contains(typeName), !file.declares(typeName)
        {
            return name == "self" ? nil : WrittenType(typeName)
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return file.declares(name) ? file.type(ofName: name) : file.module.propertyType(name)
        }
        // Only strings (and their substrings and characters) have `utf8` in Swift.
        if name == "utf8", file.module.propertyTypes["utf8"] == nil { return WrittenType("String.UTF8View") }
        let baseType = type(of: base)
        if let element = baseType?.unwrapped.arrayElement {
            switch name {
            case "first", "last": return element.optional
            case "count": return WrittenType("Int")
            default: return nil
            }
        }
        if let baseType, WrittenType.standardValueTypes.contains(baseType.unwrapped.text) { return nil }
        return file.module.propertyType(name)
    }

    private func type(ofSubscript call: SubscriptCallExprSyntax) -> WrittenType? {
        guard let baseType = type(of: call.calledExpression)?.unwrapped else { return nil }
        if baseType.text == "Data" { return call.arguments.count == 1 ? WrittenType("UInt8") : nil }
        guard let element = baseType.arrayElement, call.arguments.count == 1, let index = call.arguments.first,
            index.label == nil
        else { return nil }
        if let range = index.expression.as(SequenceExprSyntax.self),
            range.elements.contains(where: {
                ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text)
            })
        {
            return baseType
        }
        return element
    }

    private func type(ofCall call: FunctionCallExprSyntax) -> WrittenType? {
        let arguments = CallMatching.arguments(of: call)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "type", arguments.count == 1, arguments[0].label == "of" { return Self.dynamicMetatype }
            if WrittenType.standardValueTypes.contains(name), !file.module.functions.keys.contains(name) {
                return WrittenType(name)
            }
            if name == "Array", arguments.count == 1, arguments[0].label == nil {
                return arrayConversion(of: arguments[0].expression)
            }
        }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
            let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self)
        {
            return WrittenType("[" + element.baseName.text + "]")
        }
        let returnTypes = Set(
            CallMatching.candidates(call, in: file.module).map { signature, _ in
                signature.returnsGeneric ? nil : signature.returnType
            })
        guard returnTypes.count == 1, let only = returnTypes.first else { return nil }
        return only
    }

    /// `Array(x)`: the array of `x`'s elements, when `x` is an array, a string, its UTF-8 view or Data.
    private func arrayConversion(of argument: ExprSyntax) -> WrittenType? {
        guard let type = type(of: argument) else { return nil }
        switch type.text {
        case "String": return WrittenType("[Character]")
        case "String.UTF8View", "Data": return WrittenType("[UInt8]")
        default: return type.arrayElement != nil ? type : nil
        }
    }

    func type(ofSequence elements: [ExprSyntax]) -> WrittenType? {
        if elements.count == 1 { return type(of: elements[0]) }
        // `x as T`
        if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
            cast.questionOrExclamationMark == nil, let target = elements[2].as(TypeExprSyntax.self)
        {
            return WrittenType(target.type)
        }
        // `x ?? y`
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return type(of: elements[0])?.unwrapped ?? type(of: elements[2])
        }
        guard elements.count % 2 == 1 else { return nil }
        var found: WrittenType?
        for (position, element) in elements.enumerated() {
            if position % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self),
                    Self.arithmeticOperators.contains(op.operator.text)
                else { return nil }
                // A shift keeps its left operand's type.
                if op.operator.text.hasSuffix("<<") || op.operator.text.hasSuffix(">>") { break }
            } else if found == nil, let type = type(of: element) {
                found = type
            }
        }
        return found
    }
}
