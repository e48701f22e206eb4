import SwiftSyntax

/// `pointer-type`, `unsafe-call`, `unmanaged` and `mirror`: standard-library types and functions
/// that SkipLib marks unavailable or does not have (raw memory, manual reference counting,
/// runtime reflection). Pointer work belongs in SQLFFI.
final class StandardLibraryRules: RuleVisitor {
    static let reflectionTypes: Set<String> = ["Mirror", "CustomReflectable", "CustomLeafReflectable"]

    static func isPointerTypeName(_ name: String) -> Bool {
        if name == "OpaquePointer" || name == "CVaListPointer" { return true }
        return (name.hasPrefix("Unsafe") || name.hasPrefix("AutoreleasingUnsafe"))
            && name.hasSuffix("Pointer")
    }

    /// `withUnsafeBytes`, `withUnsafeMutablePointer`, ...: `withUnsafe` and then a capital.
    static func isWithUnsafeName(_ name: String) -> Bool {
        let prefix = "withUnsafe"
        guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first else {
            return false
        }
        return next.isUppercase
    }

    private func checkTypeName(_ name: String, at node: some SyntaxProtocol) {
        if Self.isPointerTypeName(name) {
            report(node, .pointerType, "\(name) is a raw pointer type")
        } else if name == "Unmanaged" {
            report(node, .unmanaged, "Unmanaged is manual reference counting")
        } else if Self.reflectionTypes.contains(name) {
            report(node, .mirror, "\(name) is runtime reflection")
        }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        checkTypeName(node.name.text, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Swift" {
            checkTypeName(node.name.text, at: node.name)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if ExpressionShapes.isGlobalReference(node) {
            // Types used as expressions: `UnsafeMutablePointer<Int>.allocate(...)`, `OpaquePointer(p)`.
            checkTypeName(name, at: node)
            if name == "unsafeBitCast" {
                report(node, .unsafeCall, "unsafeBitCast reinterprets bits")
            }
        }
        if Self.isWithUnsafeName(name), ExpressionShapes.isCalled(node) {
            report(node, .unsafeCall, "\(name) is an unsafe scoped-access call")
        }
        return .visitChildren
    }
}
