import SwiftSyntax

/// `platform-import`: only Foundation-level modules and SQLFFI may be imported.
final class ImportRule: RuleVisitor {
    static let platformModules: Set<String> = [
        "Glibc", "Darwin", "WinSDK", "Android", "Musl", "ucrt", "CRT", "Bionic", "WASILibc",
        "ObjectiveC", "os",
    ]
    /// Modules of this package that SQLContext must not reach around SQLFFI for.
    static let ownModules: Set<String> = ["SQLFFIShims", "SQLContext", "sqlctx"]

    /// Why `module` may not be imported, or nil when it may.
    static func problem(with module: String) -> String? {
        if platformModules.contains(module) {
            return "\(module) is a platform C module"
        }
        if ownModules.contains(module) {
            return "\(module) is our own module; SQLContext reaches C only through SQLFFI"
        }
        let characters = Array(module)
        if characters.count >= 2, characters[0] == "C", characters[1].isUppercase {
            return "\(module) is a C module"
        }
        return nil
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first, let problem = Self.problem(with: first.name.text) {
            report(first.name, .platformImport, "import of \(problem); \(RuleID.platformImport.why)")
        }
        return .skipChildren
    }
}
