// SkipSQL's view of a predicate as a function that writes it.
extension SQLPredicate {
    /// Appends the predicate's SQL and values to the expression it is given (SkipSQL keeps a
    /// predicate as this function; here it is built from ``expression``).
    public var applicator: (inout SQLExpression) -> Void {
        let expression = self.expression
        return { target in target.append(expression: expression) }
    }
}
