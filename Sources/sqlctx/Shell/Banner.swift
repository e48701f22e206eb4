import SQLContext

/// What the shell says when it starts at a terminal: the SQLite it runs on (and the fork, such
/// as SQLCipher), how to get help, and which database it opened.
enum Banner {
    /// The banner's lines.
    ///
    /// - Parameters:
    ///   - context: the open database.
    ///   - database: the path named on the command line, or `:memory:`.
    ///   - isNew: whether that file did not exist before sqlctx opened (and so created) it.
    static func text(context: SQLContext, database: String, isNew: Bool) -> String {
        var text = "sqlctx " + SQLCtxCommand.version + ", SQLite version " + context.library.version
        if let fork = ForkVersion.of(context) { text += " (" + fork + ")" }
        text += "\nEnter \".help\" for usage hints.\n"
        if database == DatabaseArgument.inMemory || database.isEmpty {
            text += "Using a private in-memory database; \".open FILE\" opens a file.\n"
        } else if isNew {
            text += "new database " + database + "\n"
        }
        return text
    }
}
