package final class Connection {
    package let library: Library
    package private(set) var raw: Int = 0

    package init(path: String, library: Library) throws(Failure) {
        self.library = library
    }

    package func prepare(_ sql: String, persistent: Bool = false) throws(Failure) -> Statement {
        Statement()
    }

    /// Never used: not listed.
    package func unusedMember() {}
}

extension Connection {
    /// Declared in an extension and never used: not listed.
    package func execute(_ sql: String) throws(Failure) {}
}
