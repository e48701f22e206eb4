import SwiftSyntax

/// The outcome of looking a name up in one place.
enum Lookup {
    /// Nothing there has the name.
    case notFound
    /// Found, with the type of its value (nil when unknown).
    case found(TypeRef?)
}

extension UseFinder {
    /// What the syntax tells of the type of `expression`, recording every SQLFFI declaration it uses.
    func typeOf(_ expression: ExprSyntax) -> TypeRef? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference): return self.reference(reference, call: nil)
        case .memberAccessExpr(let access): return member(access, call: nil)
        case .functionCallExpr(let call): return self.call(call)
        case .subscriptCallExpr(let call): return subscriptCall(call)
        case .tryExpr(let tryExpression): return typeOf(tryExpression.expression)
        case .awaitExpr(let awaitExpression): return typeOf(awaitExpression.expression)
        case .forceUnwrapExpr(let unwrap): return typeOf(unwrap.expression)
        case .optionalChainingExpr(let chaining): return typeOf(chaining.expression)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return typeOf(only.expression)
            }
            return .tuple(
                tuple.elements.map {
                    TypeRef.TupleElement(label: $0.label.map(SyntaxText.name), type: typeOf($0.expression))
                })
        case .sequenceExpr(let sequence): return typeOf(sequence: Array(sequence.elements))
        case .asExpr(let cast): return resolveType(cast.type)
        case .isExpr: return .other("Bool")
        case .stringLiteralExpr: return .other("String")
        case .integerLiteralExpr: return .other("Int")
        case .floatLiteralExpr: return .other("Double")
        case .booleanLiteralExpr: return .other("Bool")
        case .closureExpr, .keyPathExpr: return .other("")
        default: return nil
        }
    }

    /// `a ?? b`, comparisons, `x as T` in a sequence that is not folded into operators.
    private func typeOf(sequence elements: [ExprSyntax]) -> TypeRef? {
        guard elements.count == 3 else { return nil }
        if elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            return resolveType(type.type)
        }
        guard let operation = elements[1].as(BinaryOperatorExprSyntax.self) else { return nil }
        switch operation.operator.text {
        case "??": return typeOf(elements[0]) ?? typeOf(elements[2])
        case "==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!==": return .other("Bool")
        default: return nil
        }
    }

    // MARK: - Names

    /// A bare name: a local, a member of an enclosing type, a type, a global.
    func reference(_ reference: DeclReferenceExprSyntax, call shape: CallShape?) -> TypeRef? {
        let name = SyntaxText.name(reference.baseName)
        switch name {
        case "self": return selfType
        case "Self": return selfType.map(Self.metatype)
        case "super": return nil
        default: break
        }
        if let local = local(name) { return shape == nil ? local : nil }
        if let member = implicitSelfMember(name, call: shape) { return member }
        if let ffiName = resolver.resolve(name, from: ffiOwner) {
            recordType(ffiName)
            guard let shape else { return .ffiType(ffiName) }
            _ = lookupSQLFFI(owner: ffiName, name: "init", call: shape, onType: true)
            return .ffi(ffiName)
        }
        if modules.type(named: name) != nil {
            guard let shape else { return .otherType(name) }
            // A memberwise initializer throws nothing.
            if !lookupModule(owner: name, name: "init", call: shape).isFound { lastEffect = .nothing }
            return .other(name)
        }
        if case .found(let type) = lookupSQLFFI(owner: "", name: name, call: shape, onType: false) { return type }
        if case .found(let type) = lookupModule(owner: "", name: name, call: shape) { return type }
        if let first = name.first, first.isUppercase { return shape == nil ? .otherType(name) : .other(name) }
        return nil
    }

    /// The innermost enclosing type, as a value.
    private var selfType: TypeRef? { enclosingTypes.last }

    private static func metatype(_ type: TypeRef) -> TypeRef {
        switch type {
        case .ffi(let name): return .ffiType(name)
        case .other(let name): return .otherType(name)
        default: return type
        }
    }

    /// A member of an enclosing type named without `self.`; nil when none has the name.
    func implicitSelfMember(_ name: String, call shape: CallShape?) -> TypeRef?? {
        for type in enclosingTypes.reversed() {
            let lookup: Lookup
            switch type {
            case .ffi(let owner):
                let inSQLFFI = lookupSQLFFI(owner: owner, name: name, call: shape, onType: nil)
                lookup = inSQLFFI.isFound ? inSQLFFI : lookupModule(owner: owner, name: name, call: shape)
            case .other(let owner): lookup = lookupModule(owner: owner, name: name, call: shape)
            default: lookup = .notFound
            }
            if case .found(let type) = lookup { return .some(type) }
        }
        return nil
    }

    // MARK: - Members, calls, subscripts

    func member(_ access: MemberAccessExprSyntax, call shape: CallShape?) -> TypeRef? {
        let name = SyntaxText.name(access.declName.baseName)
        let shape = shape ?? CallShape(access.declName.argumentNames)
        guard let baseExpression = access.base else { return implicitMember(name, call: shape) }
        // `SQLFFI.SQLiteLibrary`: the module name qualifies a type.
        if let module = baseExpression.as(DeclReferenceExprSyntax.self), module.baseName.text == resolver.moduleName,
            local(resolver.moduleName) == nil
        {
            return reference(access.declName, call: shape)
        }
        let base = typeOf(baseExpression)
        // Calls inside the base have their own effects; this member's lookup sets its own.
        lastEffect = nil
        return member(name, on: base, call: shape)
    }

    func call(_ call: FunctionCallExprSyntax) -> TypeRef? {
        let shape = CallShape(call)
        let callee = call.calledExpression
        var result: TypeRef?
        lastEffect = nil
        if let access = callee.as(MemberAccessExprSyntax.self) {
            result = member(access, call: shape)
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            result = self.reference(reference, call: shape)
        } else {
            // A call of a closure or function value: its result is unknown.
            _ = typeOf(callee)
            lastEffect = nil
        }
        if let lastEffect { callEffects[call.id] = lastEffect }
        return result
    }

    private func subscriptCall(_ call: SubscriptCallExprSyntax) -> TypeRef? {
        let base = typeOf(call.calledExpression)
        switch base {
        case .ffi(let owner):
            if case .found(let type) = lookupSQLFFI(
                owner: owner, name: "subscript", call: CallShape(call), onType: false)
            {
                return type
            }
            return nil
        case .other: return .other("")
        default: return nil
        }
    }

    /// The member `name` of a value or type of type `base`; over-approximated by name when `base`
    /// is unknown.
    func member(_ name: String, on base: TypeRef?, call shape: CallShape?) -> TypeRef? {
        switch base {
        case nil:
            return byName(name, call: shape, implicit: false)
        case .ffi(let owner):
            if case .found(let type) = lookupSQLFFI(owner: owner, name: name, call: shape, onType: false) {
                return type
            }
            if case .found(let type) = lookupModule(owner: owner, name: name, call: shape) { return type }
            return nil
        case .ffiType(let owner):
            if name == "self" { return base }
            if shape == nil, ffi.types[owner + "." + name] != nil {
                recordType(owner + "." + name)
                return .ffiType(owner + "." + name)
            }
            if case .found(let type) = lookupSQLFFI(owner: owner, name: name, call: shape, onType: true) {
                return type
            }
            if case .found(let type) = lookupModule(owner: owner, name: name, call: shape) { return type }
            return nil
        case .other(let owner), .otherType(let owner):
            if name == "self" { return base }
            if case .otherType = base, shape == nil, modules.type(named: owner + "." + name) != nil {
                return .otherType(owner + "." + name)
            }
            if !owner.isEmpty {
                if case .found(let type) = lookupSQLFFI(owner: owner, name: name, call: shape, onType: nil) {
                    return type
                }
                if case .found(let type) = lookupModule(owner: owner, name: name, call: shape) { return type }
            }
            // A member of a type that is not SQLFFI's and holds none of its types.
            return .other("")
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].type }
            return elements.first { $0.label == name }?.type ?? nil
        }
    }

    /// `.name` without a base: its type comes from the context, which the syntax rarely tells, so
    /// every SQLFFI enum case, initializer and static member of its own type with that name counts.
    private func implicitMember(_ name: String, call shape: CallShape?) -> TypeRef? {
        byName(name, call: shape, implicit: true)
    }

    /// The over-approximation: every SQLFFI member with that name whose labels fit.
    private func byName(_ name: String, call shape: CallShape?, implicit: Bool) -> TypeRef? {
        guard !StandardLibraryNames.members.contains(name) else { return nil }
        var candidates = ffi.allMembers(named: name)
        if implicit {
            candidates = candidates.filter { member in
                member.kind == .enumCase || member.kind == .initializer
                    || (member.isStatic && member.valueType == .ffi(member.owner))
            }
        }
        let matched = Self.select(candidates, call: shape)
        for member in matched { record(member, .byName) }
        if !matched.isEmpty { lastEffect = Self.effect(of: matched) }
        return Self.commonType(matched, call: shape)
    }

    // MARK: - Lookups

    /// Members of the SQLFFI type `owner` (or globals for an empty owner) named `name` that a use of
    /// this shape can mean. `onType`: true for a use on the type itself (static members, cases,
    /// initializers), false for one on a value, nil for either.
    func lookupSQLFFI(owner: String, name: String, call shape: CallShape?, onType: Bool?) -> Lookup {
        var candidates = ffi.members(of: owner, named: name)
        if let onType, !owner.isEmpty {
            candidates = candidates.filter { ($0.isStatic || $0.kind == .initializer) == onType }
        }
        let matched = Self.select(candidates, call: shape)
        guard !matched.isEmpty else { return .notFound }
        for member in matched { record(member, .byType) }
        lastEffect = Self.effect(of: matched)
        return .found(Self.commonType(matched, call: shape))
    }

    /// Members of a type of the modules meant for Kotlin (or their globals), for the types of
    /// properties and results.
    func lookupModule(owner: String, name: String, call shape: CallShape?) -> Lookup {
        let qualified = owner.isEmpty ? "" : (modules.type(named: owner)?.name ?? owner)
        let candidates = modules.members(of: qualified, named: name)
        guard !candidates.isEmpty else { return .notFound }
        let matched = Self.select(candidates, call: shape)
        let chosen = matched.isEmpty ? candidates : matched
        lastEffect = Self.effect(of: chosen)
        return .found(Self.commonType(chosen, call: shape))
    }

    /// The members a use of this shape can mean: a plain access means a property or case (or, when
    /// there is none, a reference to a method); a call means a function, initializer or case
    /// whose labels fit, or a property holding a function.
    static func select(_ candidates: [SurfaceMember], call shape: CallShape?) -> [SurfaceMember] {
        guard let shape, !shape.isExact || candidates.contains(where: { $0.parameters != nil }) else {
            let plain = candidates.filter { $0.kind == .property || ($0.kind == .enumCase && $0.parameters == nil) }
            return plain.isEmpty ? candidates.filter { $0.kind != .property } : plain
        }
        return candidates.filter { member in
            switch member.kind {
            case .property: return !shape.isExact
            case .enumCase: return member.parameters.map { shape.matchesCase($0) } ?? false
            case .function, .initializer, .subscript: return member.parameters.map { shape.matches($0) } ?? false
            }
        }
    }

    /// The type all matched members agree on, or nil.
    static func commonType(_ members: [SurfaceMember], call shape: CallShape?) -> TypeRef? {
        let types = members.map { member -> TypeRef? in
            switch member.kind {
            case .property: return shape == nil ? member.valueType : nil
            case .enumCase: return member.valueType
            case .function, .initializer, .subscript: return shape == nil ? nil : member.valueType
            }
        }
        guard let first = types.first, types.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    static func effect(of members: [SurfaceMember]) -> CallEffect {
        let thrown = Set(members.map(\.throwsType))
        guard thrown.count == 1, let only = thrown.first else { return .untyped }
        guard let type = only else { return .nothing }
        return type == "any Error" || type == "rethrows" ? .untyped : .typed(type)
    }
}

extension Lookup {
    var isFound: Bool {
        if case .found = self { return true }
        return false
    }
}
