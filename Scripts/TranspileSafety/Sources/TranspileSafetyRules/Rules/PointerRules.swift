import SwiftSyntax

/// `pointer-type`, `unmanaged`, `unsafe-call` and `convention-attribute`: raw memory and C
/// interop, which belong in SQLFFI.
final class PointerRules: RuleVisitor {
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
            report(node, .pointerType, "\(name) is a raw pointer type; \(RuleID.pointerType.why)")
        } else if name == "Unmanaged" {
            report(node, .unmanaged, "Unmanaged is manual reference counting; \(RuleID.unmanaged.why)")
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
                report(node, .unsafeCall, "unsafeBitCast reinterprets bits; \(RuleID.unsafeCall.why)")
            }
        }
        if Self.isWithUnsafeName(name), ExpressionShapes.isCalled(node) {
            report(node, .unsafeCall, "\(name) is an unsafe scoped-access call; \(RuleID.unsafeCall.why)")
        }
        return .visitChildren
    }

    /// Attributes that give a function a C calling convention or a C symbol name.
    static let conventionAttributes: Set<String> = ["convention", "c", "_cdecl", "_silgen_name"]

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.conventionAttributes.contains(SyntaxNames.attributeName(node)) {
            report(
                node,
                .conventionAttribute,
                "\(snippet(node)) is a C or block calling convention; \(RuleID.conventionAttribute.why)"
            )
        }
        return .visitChildren
    }
}
