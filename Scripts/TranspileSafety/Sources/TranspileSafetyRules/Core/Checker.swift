import SwiftParser
import SwiftSyntax

/// One file to check: its path as it will be printed, and its text.
public struct SourceFile: Sendable {
    /// The path as it will be printed.
    public var path: String
    /// The Swift source text.
    public var text: String

    /// A file to check under the given printed path.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The files of one Swift module: Skip transpiles a module as a whole, so declarations in one
/// file inform rules in another (an extension of a type declared elsewhere in the module).
public struct SourceModule: Sendable {
    /// The module's name (the last component of its directory), which other modules may import.
    public var name: String
    /// Its Swift files.
    public var files: [SourceFile]
    /// The files of other modules whose declarations the transpiler is given for this one
    /// (skipstone's `--link`): read for their members, never checked.
    public var linked: [SourceFile]

    /// A module of the given files, with the files of the modules linked to it.
    public init(name: String, files: [SourceFile], linked: [SourceFile] = []) {
        self.name = name
        self.files = files
        self.linked = linked
    }
}

/// Runs every rule over a set of modules.
public enum TranspileSafetyChecker {
    /// The rule visitors, each a separate pass over the syntax tree.
    static let rules: [RuleVisitor.Type] = [
        EnumReservedPropertyRule.self,
        DelegatingInitRule.self,
        AttributeRule.self,
        NumericInitLabelRule.self,
        InitializerRules.self,
        ActorMutablePropertyRule.self,
        CaseRules.self,
        ComposedTypeRule.self,
        CustomOperatorRule.self,
        ExtensionRules.self,
        KeyPathRule.self,
        LocalDeclarationRules.self,
        MacroRule.self,
        NestedInGenericRule.self,
        OptionalNoneSomeRule.self,
        OptionSetRule.self,
        ParameterPackRule.self,
        ReservedTypeNameRule.self,
        TupleArityRule.self,
        TypealiasConstraintRule.self,
        StandardLibraryRules.self,
        ImportRule.self,
        StringMutationRule.self,
        DoubleIntLiteralRule.self,
        IntForSQLiteIntegerRule.self,
        GenericStaticMemberRule.self,
        TrailingClosureNotLastRule.self,
        EmptyLiteralElementRule.self,
        PublicInlineCallsInternalRule.self,
        UnsignedIntLiteralRule.self,
        Int64LiteralEqualityRule.self,
        ShiftCountRule.self,
        StringInitializerRule.self,
        ArrayFromStringRule.self,
        DataSequenceRule.self,
        CatchErrorArgumentRule.self,
        TupleAssignmentRule.self,
        ProtocolExtensionSelfRule.self,
        MetatypeGenericArgumentRule.self,
        MetatypeConstructCastRule.self,
        LocalizedErrorOverrideRule.self,
        UndeterminedGenericLiteralRule.self,
        AmbiguousOverloadRule.self,
        JVMSignatureClashRule.self,
    ]

    /// Checks each module on its own (its files together) and returns the violations in the
    /// order of the modules and files, then by position, without duplicates.
    public static func check(_ modules: [SourceModule]) -> [Violation] {
        let moduleNames = Set(modules.map(\.name))
        var result: [Violation] = []
        for module in modules {
            let trees = module.files.map { Parser.parse(source: $0.text) }
            var index = ModuleIndex(files: Array(zip(module.files.map(\.path), trees)), moduleNames: moduleNames)
            if !module.linked.isEmpty { index.linkedMembers = MemberIndex(linking: module.linked) }
            for (file, tree) in zip(module.files, trees) {
                let context = RuleContext(path: file.path, tree: tree, module: index)
                for rule in rules {
                    rule.init(context: context).run()
                }
                var seen = Set<Violation>()
                let sorted = context.violations.sorted {
                    ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule)
                }
                result.append(contentsOf: sorted.filter { seen.insert($0).inserted })
            }
        }
        return result
    }

    /// Checks files as one module.
    public static func check(_ files: [SourceFile], moduleName: String = "Module") -> [Violation] {
        check([SourceModule(name: moduleName, files: files)])
    }

    /// Checks one piece of source text on its own.
    public static func check(source: String, path: String = "<source>") -> [Violation] {
        check([SourceFile(path: path, text: source)])
    }
}
