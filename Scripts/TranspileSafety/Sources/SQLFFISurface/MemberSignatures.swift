import SwiftSyntax

/// Turns member declarations into ``SurfaceMember``s: their one-line signature, labels, throws type
/// and the types they name.
struct MemberSignatures {
    /// The qualified name of the declaring type, empty for a global.
    var owner: String
    /// Whether the owner is a foreign type that the module extends (so an initializer makes a
    /// value of a type that is not the module's).
    var ownerIsForeign: Bool
    /// Maps a written type name to a qualified SQLFFI type name, seen from the owner.
    var resolve: (String) -> String?
    /// The file, for locations.
    var file: String
    /// Line numbers of `file`.
    var converter: SourceLocationConverter

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(file: file, line: node.startLocation(converter: converter, afterLeadingTrivia: true).line)
    }

    /// The line of a declaration: its first modifier, or its keyword (attributes above it do not count).
    private func location(modifiers: DeclModifierListSyntax, keyword: TokenSyntax) -> SourceLocation {
        if let first = modifiers.first { return location(of: first) }
        return location(of: keyword)
    }

    private func typeRef(_ type: TypeSyntax) -> TypeRef? { TypeRef.from(type, resolve: resolve) }

    private func referencedTypes(_ node: some SyntaxProtocol) -> [String] {
        TypeRef.namedTypes(in: node, resolve: resolve).sorted()
    }

    private var ownerValue: TypeRef { ownerIsForeign ? .other(owner) : .ffi(owner) }

    private func parameters(_ list: FunctionParameterListSyntax) -> [SurfaceParameter] {
        list.map { parameter in
            SurfaceParameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : SyntaxText.name(parameter.firstName),
                hasDefault: parameter.defaultValue != nil, isVariadic: parameter.ellipsis != nil,
                isFunction: Self.isFunctionType(parameter.type))
        }
    }

    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        return false
    }

    /// `any Error` for `throws`, the type for `throws(T)`, `rethrows`, or nil.
    static func throwsType(_ clause: ThrowsClauseSyntax?) -> String? {
        guard let clause else { return nil }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return "rethrows" }
        if let type = clause.type { return SyntaxText.oneLine(type) }
        return "any Error"
    }

    func function(_ decl: FunctionDeclSyntax) -> SurfaceMember {
        let shown = SyntaxText.shown(decl).with(\.body, nil)
        let result = decl.signature.returnClause.map { typeRef($0.type) } ?? .other("Void")
        return SurfaceMember(
            owner: owner, name: SyntaxText.name(decl.name), kind: .function,
            isStatic: SyntaxText.isStatic(decl.modifiers), signature: SyntaxText.oneLine(shown),
            throwsType: Self.throwsType(decl.signature.effectSpecifiers?.throwsClause),
            location: location(modifiers: decl.modifiers, keyword: decl.funcKeyword),
            referencedTypes: referencedTypes(shown), parameters: parameters(decl.signature.parameterClause.parameters),
            valueType: result)
    }

    func initializer(_ decl: InitializerDeclSyntax) -> SurfaceMember {
        let shown = SyntaxText.shown(decl).with(\.body, nil)
        return SurfaceMember(
            owner: owner, name: "init", kind: .initializer, isStatic: false, signature: SyntaxText.oneLine(shown),
            throwsType: Self.throwsType(decl.signature.effectSpecifiers?.throwsClause),
            location: location(modifiers: decl.modifiers, keyword: decl.initKeyword),
            referencedTypes: referencedTypes(shown), parameters: parameters(decl.signature.parameterClause.parameters),
            valueType: ownerValue)
    }

    func `subscript`(_ decl: SubscriptDeclSyntax) -> SurfaceMember {
        let accessors = Accessors(decl.accessorBlock, hidesSetter: SyntaxText.hidesSetter(decl.modifiers))
        let shown = SyntaxText.shown(decl).with(\.accessorBlock, nil)
        return SurfaceMember(
            owner: owner, name: "subscript", kind: .subscript, isStatic: SyntaxText.isStatic(decl.modifiers),
            signature: SyntaxText.oneLine(shown) + " " + accessors.text, throwsType: accessors.throwsType,
            location: location(modifiers: decl.modifiers, keyword: decl.subscriptKeyword),
            referencedTypes: referencedTypes(shown), parameters: parameters(decl.parameterClause.parameters),
            valueType: typeRef(decl.returnClause.type))
    }

    /// One member per bound name: `let a, b: Int` declares two.
    func properties(_ decl: VariableDeclSyntax) -> [SurfaceMember] {
        let isLet = decl.bindingSpecifier.tokenKind == .keyword(.let)
        let isStatic = SyntaxText.isStatic(decl.modifiers)
        let head = [
            SyntaxText.oneLine(SyntaxText.keptAttributes(decl.attributes)),
            SyntaxText.oneLine(SyntaxText.modifiersWithoutSetterAccess(decl.modifiers)), decl.bindingSpecifier.text,
        ].filter { !$0.isEmpty }.joined(separator: " ")
        let bindings = Array(decl.bindings)
        var members: [SurfaceMember] = []
        for (index, binding) in bindings.enumerated() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            // `var a, b: Int`: a binding without a type takes the next one's.
            var annotation = binding.typeAnnotation
            if annotation == nil, binding.initializer == nil, binding.accessorBlock == nil {
                annotation = bindings[(index + 1)...].lazy.compactMap(\.typeAnnotation).first
            }
            var text = head + " " + SyntaxText.name(pattern.identifier)
            var named = Set<String>()
            var valueType: TypeRef?
            if let annotation {
                text += ": " + SyntaxText.oneLine(annotation.type)
                named.formUnion(TypeRef.namedTypes(in: annotation.type, resolve: resolve))
                valueType = typeRef(annotation.type)
            } else if let initializer = binding.initializer {
                valueType = ExpressionLiterals.type(of: initializer.value, resolve: resolve)
            }
            if let initializer = binding.initializer, annotation == nil || (isLet && (isStatic || owner.isEmpty)) {
                text += " = " + SyntaxText.oneLine(initializer.value)
            }
            if case .ffi(let name) = valueType { named.insert(name) }
            var throwsType: String?
            if !isLet {
                let accessors = Accessors(binding.accessorBlock, hidesSetter: SyntaxText.hidesSetter(decl.modifiers))
                text += " " + accessors.text
                throwsType = accessors.throwsType
            }
            members.append(
                SurfaceMember(
                    owner: owner, name: SyntaxText.name(pattern.identifier), kind: .property, isStatic: isStatic,
                    signature: text, throwsType: throwsType,
                    location: location(modifiers: decl.modifiers, keyword: decl.bindingSpecifier),
                    referencedTypes: named.sorted(), parameters: nil, valueType: valueType))
        }
        return members
    }

    func enumCases(_ decl: EnumCaseDeclSyntax) -> [SurfaceMember] {
        decl.elements.map { element in
            let parameters = element.parameterClause.map { clause in
                clause.parameters.map { parameter in
                    SurfaceParameter(
                        label: parameter.firstName.flatMap {
                            $0.tokenKind == .wildcard ? nil : SyntaxText.name($0)
                        },
                        hasDefault: parameter.defaultValue != nil, isVariadic: false,
                        isFunction: Self.isFunctionType(parameter.type))
                }
            }
            return SurfaceMember(
                owner: owner, name: SyntaxText.name(element.name), kind: .enumCase, isStatic: true,
                signature: "case " + SyntaxText.oneLine(element), throwsType: nil, location: location(of: element),
                referencedTypes: referencedTypes(element), parameters: parameters, valueType: ownerValue)
        }
    }
}

/// What the accessors of a property or subscript let a caller do: `{ get }` or `{ get set }`,
/// with the getter's effects.
struct Accessors {
    var text: String
    var throwsType: String?

    init(_ block: AccessorBlockSyntax?, hidesSetter: Bool) {
        var settable = block == nil  // a stored `var`
        var getterEffects = ""
        throwsType = nil
        if case .accessors(let list) = block?.accessors {
            for accessor in list {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.set), .keyword(._modify), .keyword(.willSet), .keyword(.didSet):
                    settable = true
                case .keyword(.get):
                    if let effects = accessor.effectSpecifiers {
                        getterEffects = " " + SyntaxText.oneLine(effects)
                        throwsType = MemberSignatures.throwsType(effects.throwsClause)
                    }
                default: break
                }
            }
        }
        text = "{ get" + getterEffects + (settable && !hidesSetter ? " set }" : " }")
    }
}

/// Types that a declaration without a type annotation gets from its initializer, where the syntax
/// alone tells: literals and calls of a named type.
enum ExpressionLiterals {
    static func type(of expression: ExprSyntax, resolve: (String) -> String?) -> TypeRef? {
        if expression.is(IntegerLiteralExprSyntax.self) { return .other("Int") }
        if expression.is(FloatLiteralExprSyntax.self) { return .other("Double") }
        if expression.is(StringLiteralExprSyntax.self) { return .other("String") }
        if expression.is(BooleanLiteralExprSyntax.self) { return .other("Bool") }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let first = callee.baseName.text.first, first.isUppercase
        {
            let name = SyntaxText.name(callee.baseName)
            return resolve(name).map { .ffi($0) } ?? .other(name)
        }
        return nil
    }
}
