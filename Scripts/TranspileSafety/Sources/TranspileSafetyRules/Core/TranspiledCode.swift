import SwiftSyntax

/// The code Skip's transpiler actually translates. skipstone drops two kinds of source:
///
/// - the clauses of an `#if` it does not take (`StatementTypes.swift`, `IfDefined.extractClause`
///   and `processConditions`): `SKIP`, `os(Android)` and `canImport(Skip…)` are true and
///   `SKIP_BRIDGE` false, any other symbol is false unless given with `-S` (Skip's build plugin
///   gives none); an `#if` that names none of Skip's symbols is "not processed at all" (its
///   conditions count as false, so only its `#else` is translated); a clause with parentheses or
///   with both `&&` and `||` is too complex (warning `preprocessorTooComplex`) and no clause from it
///   on is taken;
/// - a statement or declaration whose comments carry `// SKIP REPLACE:` (`StatementExtras.swift`,
///   `Directive.replace`; `StatementDecoder.decode` returns the directive's Kotlin instead of
///   decoding the syntax).
///
/// Rules never report inside dropped code, and the analyses do not learn from it.
enum TranspiledCode {
    /// What `#if` conditions mean to skipstone (`IfSkipBlockType`).
    enum SkipSymbol: Equatable {
        case ifSkip, ifOSAndroid, ifNotSkipBridge, ifCanImportSkipLib
    }

    /// One clause condition as `processConditions` evaluates it: split on spaces, `&&`, `||`,
    /// `!` and parentheses as words.
    static func evaluate(condition: String) -> (
        isSupported: Bool, isTrue: Bool, symbols: [SkipSymbol], negated: [SkipSymbol]
    ) {
        var symbols: [SkipSymbol] = []
        var negated: [SkipSymbol] = []
        var hasTrue = false
        var hasFalse = false
        var hasAnd = false
        var hasOr = false
        var hasParentheses = false
        for word in condition.split(separator: " ", omittingEmptySubsequences: true) {
            if word == "&&" {
                hasAnd = true
                continue
            }
            if word == "||" {
                hasOr = true
                continue
            }
            var symbol = Substring(word)
            let isNot = symbol.hasPrefix("!")
            if isNot {
                symbol = symbol.dropFirst()
            } else if symbol.hasPrefix("(") {
                hasParentheses = true
                symbol = symbol.dropFirst()
            } else if symbol.hasSuffix(")") && !symbol.contains("(") {
                hasParentheses = true
                symbol = symbol.dropLast()
            }
            let kind: SkipSymbol?
            let isTrue: Bool
            if symbol == "SKIP" {
                kind = .ifSkip
                isTrue = !isNot
            } else if symbol == "os(Android)" {
                kind = .ifOSAndroid
                isTrue = !isNot
            } else if symbol == "SKIP_BRIDGE" {
                kind = .ifNotSkipBridge
                isTrue = isNot
            } else if symbol.hasPrefix("canImport(Skip") {
                kind = .ifCanImportSkipLib
                isTrue = !isNot
            } else {
                kind = nil
                isTrue = isNot
            }
            if let kind {
                // SKIP_BRIDGE counts as negated when written without `!`.
                if (kind == .ifNotSkipBridge) != isNot {
                    negated.append(kind)
                } else {
                    symbols.append(kind)
                }
            }
            hasTrue = hasTrue || isTrue
            hasFalse = hasFalse || !isTrue
        }
        if symbols.isEmpty && negated.isEmpty {
            return (true, false, [], [])
        } else if hasParentheses || (hasAnd && hasOr) {
            return (false, false, [], [])
        } else if hasAnd {
            return (true, !hasFalse, symbols, negated)
        } else if hasOr {
            return (true, hasTrue, [], [])
        }
        return (true, hasTrue, symbols, negated)
    }

    /// The clause of `node` that skipstone translates, and whether it counts as an `#if SKIP`
    /// block; nil when it translates none.
    static func takenClause(of node: IfConfigDeclSyntax) -> (clause: IfConfigClauseSyntax, isIfSkip: Bool)? {
        var taken: IfConfigClauseSyntax?
        var symbols: [SkipSymbol] = []
        var hasNotSkip = false
        for clause in node.clauses {
            if let taken {
                return (taken, symbols.contains(.ifSkip))
            }
            if clause.poundKeyword.tokenKind == .poundElse {
                taken = clause
                if hasNotSkip { symbols.append(.ifSkip) }
                continue
            }
            let result = evaluate(condition: clause.condition?.description ?? "")
            symbols = result.symbols
            hasNotSkip = hasNotSkip || result.negated.contains(.ifSkip)
            if !result.isSupported { break }
            if result.isTrue { taken = clause }
        }
        return taken.map { ($0, symbols.contains(.ifSkip)) }
    }

    /// Whether a statement or member carries a `// SKIP REPLACE:` (or `/* SKIP REPLACE:`) directive.
    static func isReplaced(_ item: some SyntaxProtocol) -> Bool {
        NowarnDirective.carries(item, "REPLACE:")
    }

    /// Whether a clause of an `#if` is one skipstone does not translate.
    static func isDropped(clause: IfConfigClauseSyntax) -> Bool {
        guard let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return false }
        return takenClause(of: ifConfig)?.clause.id != clause.id
    }

    /// Whether `node` lies in code the transpiler drops: an untaken `#if` clause, or a statement
    /// replaced by `// SKIP REPLACE:`.
    static func isDropped(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), isDropped(clause: clause) {
                return true
            }
            if syntax.is(CodeBlockItemSyntax.self) || syntax.is(MemberBlockItemSyntax.self), isReplaced(syntax) {
                return true
            }
            current = syntax.parent
        }
        return false
    }
}

/// A visitor that does not enter the code the transpiler drops (``TranspiledCode``).
open class TranspiledCodeVisitor: SyntaxVisitor {
    override open func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        TranspiledCode.isDropped(clause: node) ? .skipChildren : .visitChildren
    }

    override open func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        TranspiledCode.isReplaced(node) ? .skipChildren : .visitChildren
    }

    override open func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        TranspiledCode.isReplaced(node) ? .skipChildren : .visitChildren
    }
}
