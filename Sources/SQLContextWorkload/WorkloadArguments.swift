/// The command line of `sqlcontext-workload`: a mode, then `--name value` options.
public struct WorkloadArguments {
    /// The first argument: `writer`, `replicated-writer`, `txn-writer` or `reader`.
    public var mode: String
    /// The `--name value` options, by name without the dashes.
    public var options: [String: String]
    /// What was wrong with the command line, if anything.
    public var problem: String?

    /// Parses `arguments` (without the program name).
    public init(_ arguments: [String]) {
        mode = arguments.first ?? ""
        options = [:]
        problem = arguments.isEmpty ? "no mode given" : nil
        var index = 1
        while index < arguments.count {
            let name = arguments[index]
            guard name.hasPrefix("--"), index + 1 < arguments.count else {
                problem = "expected --name value, got '" + name + "'"
                return
            }
            options[String(name.dropFirst(2))] = arguments[index + 1]
            index += 2
        }
    }

    /// The value of `--name`, or nil.
    public func string(_ name: String) -> String? { options[name] }

    /// The value of `--name` as an integer, `defaultValue` when absent; nil when it is not an integer.
    public func integer(_ name: String, default defaultValue: Int64) -> Int64? {
        guard let text = options[name] else { return defaultValue }
        return Int64(text)
    }
}
