import SwiftSyntax

/// `int-for-sqlite-integer`: declarations of SQLite integers, row ids and change counts typed
/// `Int` (or `Int?`, `[Int]`) instead of `Int64`. A declaration is one of those when its name
/// holds, at a camel-case word start, `rowid`, `changes`, `lastInsert` or `integerValue`
/// (any case: `rowID`, `RowID`, `totalChanges`, `lastInsertRowid`), or when it is a function
/// named `integer` (the `integer(at:)` column reader). Properties, variables, parameters
/// (by label or name), enum associated values, tuple elements and function results count, and
/// so do unannotated variables initialized with an integer literal or `Int(...)`.
final class IntForSQLiteIntegerRule: RuleVisitor {
    static let words = ["rowid", "changes", "lastinsert", "integervalue"]

    static func isSQLiteIntegerName(_ name: String) -> Bool {
        words.contains { SyntaxNames.containsWord(name, $0) }
    }

    /// The `Int` inside `Int`, `Swift.Int`, `Int?`, `Int!`, `[Int]`, `[Int]?`, or nil.
    static func intType(in type: TypeSyntax) -> TypeSyntax? {
        var current = TypeNames.unwrappingOptional(type)
        if let array = current.as(ArrayTypeSyntax.self) {
            current = TypeNames.unwrappingOptional(array.element)
        }
        return TypeNames.isStandard(current, named: ["Int"]) ? current : nil
    }

    private func check(name: String, type: TypeSyntax?, what: String) {
        guard let type, let intType = Self.intType(in: type) else { return }
        report(
            intType,
            .intForSQLiteInteger,
            "\(what) `\(name)` is typed \(snippet(type)); use Int64"
        )
    }

    private func check(names: [TokenSyntax?], type: TypeSyntax?, what: String) {
        let matching = names.compactMap { $0?.text }.first { Self.isSQLiteIntegerName($0) }
        if let matching {
            check(name: matching, type: type, what: what)
        }
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let pattern = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
        if let annotation = node.typeAnnotation {
            check(names: [pattern.identifier], type: annotation.type, what: "declaration")
        } else if let value = node.initializer?.value, Self.infersInt(value) {
            let name = pattern.identifier.text
            if Self.isSQLiteIntegerName(name) {
                report(
                    value,
                    .intForSQLiteInteger,
                    "declaration `\(name)` is an Int inferred from `\(snippet(value))`; declare it Int64"
                )
            }
        }
        return .visitChildren
    }

    /// `0`, `-1`, `Int(x)`: initializers that make an unannotated variable an `Int`.
    static func infersInt(_ value: ExprSyntax) -> Bool {
        if ExpressionShapes.isIntegerLiteral(value) { return true }
        if let call = value.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            return callee.baseName.text == "Int"
        }
        return false
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        check(names: [node.firstName, node.secondName], type: node.type, what: "parameter")
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        check(names: [node.firstName, node.secondName], type: node.type, what: "closure parameter")
        return .visitChildren
    }

    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        check(names: [node.firstName, node.secondName], type: node.type, what: "associated value")
        return .visitChildren
    }

    override func visit(_ node: TupleTypeElementSyntax) -> SyntaxVisitorContinueKind {
        check(names: [node.firstName, node.secondName], type: node.type, what: "tuple element")
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if name == "integer" || Self.isSQLiteIntegerName(name) {
            check(name: name, type: node.signature.returnClause?.type, what: "result of func")
        }
        return .visitChildren
    }
}
