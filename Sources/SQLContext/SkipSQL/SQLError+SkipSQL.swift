// SkipSQL's names for an error's message and its initializer.
extension SQLError {
    /// SkipSQL's name of ``message``: SQLite's message (`sqlite3_errmsg`), or SQLContext's own
    /// words for a misuse it catches.
    public var msg: String { message }

    /// An error of `code` with the message `msg` (SkipSQL's initializer); the extended code is
    /// `code`.
    ///
    /// - Parameters:
    ///   - msg: the message.
    ///   - code: the SQLite result code.
    public init(msg: String, code: Int32) {
        self.init(code: code, message: msg)
    }
}
