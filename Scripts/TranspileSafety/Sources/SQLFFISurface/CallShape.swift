import SwiftSyntax

/// The argument labels of a call site, which pick among a member's overloads.
struct CallShape: Hashable {
    /// One argument as the call site writes it.
    enum Argument: Hashable {
        /// An argument with its label, nil for none.
        case labeled(String?)
        /// An unlabeled trailing closure, which fills the next parameter that takes a function.
        case trailingClosure
    }

    var arguments: [Argument]
    /// True for a written reference such as `bind(_:at:)`: the labels must be exactly the parameters'.
    var isExact = false

    init(arguments: [Argument], isExact: Bool = false) {
        self.arguments = arguments
        self.isExact = isExact
    }

    init(_ call: FunctionCallExprSyntax) {
        arguments = call.arguments.map { .labeled($0.label.map(SyntaxText.name)) }
        if call.trailingClosure != nil { arguments.append(.trailingClosure) }
        arguments += call.additionalTrailingClosures.map { .labeled(SyntaxText.name($0.label)) }
    }

    init(_ call: SubscriptCallExprSyntax) {
        arguments = call.arguments.map { .labeled($0.label.map(SyntaxText.name)) }
        if call.trailingClosure != nil { arguments.append(.trailingClosure) }
    }

    /// The labels of `bind(_:at:)`, or nil for a reference written without them.
    init?(_ arguments: DeclNameArgumentsSyntax?) {
        guard let arguments else { return nil }
        self.arguments = arguments.arguments.map { argument in
            argument.name.tokenKind == .wildcard ? .labeled(nil) : .labeled(SyntaxText.name(argument.name))
        }
        isExact = true
    }

    /// Whether a call of this shape can call a declaration with these parameters: labels in order,
    /// parameters with a default value skipped, a variadic parameter taking the unlabeled
    /// arguments after it, a trailing closure filling the next function parameter.
    func matches(_ parameters: [SurfaceParameter]) -> Bool {
        if isExact {
            return arguments == parameters.map { .labeled($0.label) }
        }
        var next = 0
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case .labeled(let label):
                while next < parameters.count, parameters[next].label != label, parameters[next].hasDefault {
                    next += 1
                }
                guard next < parameters.count, parameters[next].label == label else { return false }
                index += 1
                if parameters[next].isVariadic {
                    while index < arguments.count, arguments[index] == .labeled(nil) { index += 1 }
                }
            case .trailingClosure:
                while next < parameters.count, !parameters[next].isFunction, parameters[next].hasDefault {
                    next += 1
                }
                guard next < parameters.count else { return false }
                index += 1
            }
            next += 1
        }
        return parameters[next...].allSatisfy { $0.hasDefault || $0.isVariadic }
    }

    /// Whether this shape can name an enum case with these associated values: in a pattern the
    /// labels may be left out (`case .notFound(let attempts)`).
    func matchesCase(_ parameters: [SurfaceParameter]) -> Bool {
        guard arguments.count == parameters.count else { return matches(parameters) }
        return zip(arguments, parameters).allSatisfy { argument, parameter in
            argument == .labeled(nil) || argument == .labeled(parameter.label)
        }
    }
}
