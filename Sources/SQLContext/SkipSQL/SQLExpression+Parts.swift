// SkipSQL's view of an expression as parts.
extension SQLExpression {
    /// The expression as SkipSQL keeps it: pieces of SQL text, each with the value of the `?` it
    /// adds, if any. Read, it is the whole text with no value, then one empty piece per bound value;
    /// set, the texts are joined into ``sql`` and the values become ``bindings``, in order.
    public var parts: [(String, SQLValue?)] {
        get {
            var parts: [(String, SQLValue?)] = [(sql, nil)]
            for binding in bindings { parts.append(("", binding)) }
            return parts
        }
        set {
            var text = ""
            var values: [SQLValue] = []
            for part in newValue {
                text += part.0
                if let value = part.1 { values.append(value) }
            }
            sql = text
            bindings = values
        }
    }
}
