/// The identifier of every rule. What each forbids is in `RuleTexts.swift`, what it rests on in
/// `RuleBasis.swift`; RULES.md is generated from both (`check-transpile-safety --rules-markdown`).
public enum RuleID: String, CaseIterable, Sendable, Comparable {
    // The four classes Skip's transpiler rejected in Sources/SQLContext (issue 12).
    case enumReservedProperty = "enum-reserved-property"
    case delegatingInit = "delegating-init"
    case unsupportedAttribute = "unsupported-attribute"
    case numericInitLabel = "numeric-init-label"

    // Other transpiler errors and warnings that the syntax shows.
    case autoclosure = "autoclosure"
    case asyncInitOrSubscript = "async-init-or-subscript"
    case actorMutableProperty = "actor-mutable-property"
    case caseWhere = "case-where"
    case casePartialBinding = "case-partial-binding"
    case composedType = "composed-type"
    case customOperator = "custom-operator"
    case externalExtension = "external-extension"
    case extensionFilePrivate = "extension-file-private"
    case fallthroughStatement = "fallthrough"
    case genericInit = "generic-init"
    case keyPath = "key-path"
    case localType = "local-type"
    case localVariableAccessors = "local-variable-accessors"
    case macro = "macro"
    case nestedInGeneric = "nested-in-generic"
    case optionalNoneSome = "optional-none-some"
    case optionSetNotStruct = "optionset-not-struct"
    case parameterPack = "parameter-pack"
    case reservedTypeName = "reserved-type-name"
    case tupleArity = "tuple-arity"
    case typealiasConstraint = "typealias-constraint"

    // Standard-library API that SkipLib marks unavailable or does not have.
    case pointerType = "pointer-type"
    case unsafeCall = "unsafe-call"
    case unmanaged = "unmanaged"
    case mirror = "mirror"
    case unmappedImport = "unmapped-import"

    // Kotlin facts that the transpiler leaves to the Kotlin compiler or to run time.
    case stringMutation = "string-mutation"
    case doubleIntLiteral = "double-int-literal"
    case intForSQLiteInteger = "int-for-sqlite-integer"
    case genericStaticMember = "generic-static-member"
    case trailingClosureNotLast = "trailing-closure-not-last"
    case emptyLiteralElement = "empty-literal-element"
    case publicInlineCallsInternal = "public-inline-calls-internal"

    // The kotlinc errors and transpiler warnings of issue 28 (SQLContext at ea3c814).
    case unsignedIntLiteral = "unsigned-int-literal"
    case int64LiteralEquality = "int64-literal-equality"
    case shiftCountType = "shift-count-type"
    case stringInitializer = "string-initializer"
    case arrayFromString = "array-from-string"
    case dataSequence = "data-sequence"
    case catchErrorArgument = "catch-error-argument"
    case tupleAssignmentUninitialized = "tuple-assignment-uninitialized"
    case protocolExtensionSelf = "protocol-extension-self"
    case metatypeGenericArgument = "metatype-generic-argument"
    case metatypeConstructCast = "metatype-construct-cast"

    // The kotlinc errors and transpiler warnings of issue 28 that need the module's declarations.
    case localizedErrorOverride = "localized-error-override"
    case undeterminedGenericLiteral = "undetermined-generic-literal"
    case ambiguousOverload = "ambiguous-overload"
    case jvmSignatureClash = "jvm-signature-clash"

    /// Orders rules by identifier, for stable output.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Who rejects what a rule reports, which decides whether `// SKIP NOWARN` mutes it.
public enum RuleKind: String, Sendable {
    /// The transpiler stops with an error.
    case transpilerError = "transpiler error"
    /// The transpiler warns (and drops or changes what it warns about).
    case transpilerWarning = "transpiler warning"
    /// The transpiler is silent; the generated Kotlin does not compile against SkipLib.
    case kotlinCompile = "Kotlin compile error"
    /// The Kotlin compiles but behaves differently (Skip's documentation asks to avoid it).
    case kotlinBehaviour = "Kotlin behaviour"

    /// Whether a `// SKIP NOWARN` directive on the statement mutes it, as it mutes the
    /// transpiler's own messages (StatementExtras.swift: "Mute warnings and errors for this
    /// syntax"). What the transpiler does not report, the directive cannot mute.
    public var isMutedByNowarn: Bool {
        self == .transpilerError || self == .transpilerWarning
    }
}

extension RuleID {
    /// Who rejects the construct.
    public var kind: RuleKind {
        switch self {
        case .unsupportedAttribute, .extensionFilePrivate, .undeterminedGenericLiteral, .ambiguousOverload:
            return .transpilerWarning
        case .numericInitLabel, .unmanaged, .mirror, .unmappedImport, .stringMutation, .doubleIntLiteral,
            .genericStaticMember, .trailingClosureNotLast, .emptyLiteralElement, .publicInlineCallsInternal,
            .unsignedIntLiteral, .int64LiteralEquality,
            .shiftCountType, .stringInitializer, .arrayFromString, .dataSequence, .catchErrorArgument,
            .tupleAssignmentUninitialized, .protocolExtensionSelf, .metatypeGenericArgument, .metatypeConstructCast,
            .localizedErrorOverride, .jvmSignatureClash:
            return .kotlinCompile
        case .intForSQLiteInteger:
            return .kotlinBehaviour
        default:
            return .transpilerError
        }
    }
}
