/// One SQL statement cut out of a larger text.
struct SQLPiece: Equatable {
    /// The statement, from its first token through its closing `;` (or the end of the text).
    var text: String
    /// The 1-based line of the input on which the statement starts.
    var line: Int
}

/// Cuts SQL text into statements, without asking SQLite.
///
/// `SQLContext.prepare(sql:)` compiles exactly one statement and the public API does not say where
/// a statement ends, so the shell finds the ends itself and prepares each statement on its own:
/// that gives the column names of every statement, and statements run in order, so a statement
/// may use a table that an earlier one created.
///
/// A statement ends at a `;` that is outside quotes (`'…'`, `"…"`, `` `…` ``, `[…]`) and comments
/// (`-- …` to the end of the line, `/* … */`). In `CREATE [TEMP|TEMPORARY] TRIGGER` (optionally after
/// `EXPLAIN` or `EXPLAIN QUERY PLAN`), the `;`s of the body do not end the statement: only a `;`
/// right after an `END` that itself follows a `;` does — the same rule as SQLite's
/// `sqlite3_complete`, so `CASE … END` inside a trigger body is handled. Text that holds only
/// white space, comments and `;`s is no statement.
///
/// The splitter is incremental: ``feed(_:)`` takes input as it comes (a line of standard input,
/// or a whole argument) and returns the statements it completes; ``finish()`` returns what is left
/// when the input ends, a last statement without its `;`.
struct StatementSplitter {
    /// Where the scanner is, lexically.
    private enum Lexical {
        case code, singleQuoted, doubleQuoted, backticked, bracketed, lineComment, blockComment
    }

    /// Input not yet handed out: the current statement and whatever follows it.
    private var bytes: [UInt8] = []
    /// How many bytes of ``bytes`` have been scanned.
    private var scanned = 0
    /// Where the current statement's first token starts in ``bytes``; nil before its first token.
    private var statementStart: Int?
    /// The line of the current statement's first token.
    private var statementLine = 1
    /// The line of the next byte to scan.
    private var line = 1
    /// The lexical state at ``scanned``.
    private var lexical = Lexical.code
    /// The word being read, in upper case (ASCII); nil when no word is being read.
    private var word: [UInt8]?
    /// The first tokens of the current statement: words in upper case, `;`, or `""` for any other
    /// token; enough to recognize CREATE TRIGGER.
    private var leadingTokens: [String] = []
    /// The most recent token of the current statement, as in ``leadingTokens``.
    private var lastToken = ""
    /// The token before ``lastToken``.
    private var tokenBeforeLast = ""

    /// Creates a splitter at the start of the input.
    init() {}

    /// Whether a statement has begun and not ended, or a quote or block comment is open: the
    /// input so far is not at a statement boundary.
    var isInsideStatement: Bool {
        statementStart != nil || word != nil || (lexical != .code && lexical != .lineComment)
    }

    /// Cuts `text` into statements: every complete one, then the unterminated rest, if it holds a
    /// token.
    static func split(_ text: String) -> [SQLPiece] {
        var splitter = StatementSplitter()
        var pieces = splitter.feed(text)
        if let last = splitter.finish() { pieces.append(last) }
        return pieces
    }

    /// Whether `text` ends with a complete statement, as `sqlite3_complete` decides: its last
    /// token, outside quotes, comments and trigger bodies, is a `;`. The shell's answer where the
    /// loaded SQLite was built without `sqlite3_complete` (`SQLITE_OMIT_COMPLETE`). One difference:
    /// a text of nothing but `;`s, white space and comments holds no statement here, where
    /// SQLite calls it complete.
    static func endsWithCompleteStatement(_ text: String) -> Bool {
        var splitter = StatementSplitter()
        let pieces = splitter.feed(text)
        return !pieces.isEmpty && splitter.finish() == nil
    }

    /// Adds `text` to the input and returns the statements that it completes, in order.
    mutating func feed(_ text: String) -> [SQLPiece] {
        bytes.append(contentsOf: text.utf8)
        let pieces = scan(atEnd: false)
        compact()
        return pieces
    }

    /// Ends the input: returns the statement still open, without its `;`, if it holds a token,
    /// and starts over (line numbers go on).
    mutating func finish() -> SQLPiece? {
        // Only a last byte kept for its look-ahead is left to scan: it cannot complete a statement.
        _ = scan(atEnd: true)
        endWord()
        var piece: SQLPiece?
        if let start = statementStart {
            var end = bytes.count
            while end > start && StatementSplitter.isSpace(bytes[end - 1]) { end -= 1 }
            piece = SQLPiece(text: String(decoding: bytes[start..<end], as: UTF8.self), line: statementLine)
        }
        let nextLine = line
        self = StatementSplitter()
        line = nextLine
        return piece
    }

    /// Scans the bytes not yet scanned and returns the statements that end in them. Unless
    /// `atEnd`, stops before a last byte whose meaning depends on the next one (`-`, `/`, `*`).
    private mutating func scan(atEnd: Bool) -> [SQLPiece] {
        var pieces: [SQLPiece] = []
        var index = scanned
        scanning: while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch lexical {
            case .code:
                if StatementSplitter.isWordByte(byte) {
                    beginToken(at: index)
                    if word == nil { word = [] }
                    if let count = word?.count, count < 32 {
                        word?.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
                    } else {
                        word?.append(0)  // too long to be a keyword; never matches one
                    }
                    index += 1
                    continue scanning
                }
                endWord()
                switch byte {
                case 0x2D, 0x2F:  // "-" or "/": a comment opener when "--" or "/*"
                    if next == nil && !atEnd { break scanning }
                    if (byte == 0x2D && next == 0x2D) || (byte == 0x2F && next == 0x2A) {
                        lexical = byte == 0x2D ? .lineComment : .blockComment
                        index += 2
                        continue scanning
                    }
                    otherToken(at: index)
                case 0x27:
                    otherToken(at: index)
                    lexical = .singleQuoted
                case 0x22:
                    otherToken(at: index)
                    lexical = .doubleQuoted
                case 0x60:
                    otherToken(at: index)
                    lexical = .backticked
                case 0x5B:
                    otherToken(at: index)
                    lexical = .bracketed
                case 0x3B:  // ";"
                    if let start = statementStart, !isInsideTriggerBody {
                        pieces.append(
                            SQLPiece(text: String(decoding: bytes[start...index], as: UTF8.self), line: statementLine))
                        resetStatement()
                    } else if statementStart != nil {
                        pushToken(";")
                    }
                default:
                    if !StatementSplitter.isSpace(byte) { otherToken(at: index) }
                }
            case .singleQuoted:
                if byte == 0x27 { lexical = .code }
            case .doubleQuoted:
                if byte == 0x22 { lexical = .code }
            case .backticked:
                if byte == 0x60 { lexical = .code }
            case .bracketed:
                if byte == 0x5D { lexical = .code }
            case .lineComment:
                if byte == 0x0A { lexical = .code }
            case .blockComment:
                if byte == 0x2A {
                    if next == nil && !atEnd { break scanning }
                    if next == 0x2F {
                        lexical = .code
                        index += 2
                        continue scanning
                    }
                }
            }
            if byte == 0x0A { line += 1 }
            index += 1
        }
        scanned = index
        return pieces
    }

    /// Whether the current statement is a CREATE TRIGGER whose body has not ended: a `;` here
    /// belongs to the body unless it follows `; END`.
    private var isInsideTriggerBody: Bool {
        guard isCreateTrigger else { return false }
        return !(lastToken == "END" && tokenBeforeLast == ";")
    }

    /// Whether the current statement starts `[EXPLAIN [QUERY PLAN]] CREATE [TEMP|TEMPORARY] TRIGGER`.
    private var isCreateTrigger: Bool {
        var tokens = leadingTokens[...]
        if tokens.first == "EXPLAIN" {
            tokens = tokens.dropFirst()
            if tokens.first == "QUERY" && tokens.dropFirst().first == "PLAN" { tokens = tokens.dropFirst(2) }
        }
        guard tokens.first == "CREATE" else { return false }
        tokens = tokens.dropFirst()
        if tokens.first == "TEMP" || tokens.first == "TEMPORARY" { tokens = tokens.dropFirst() }
        return tokens.first == "TRIGGER"
    }

    /// Notes that a token starts at `index`: the first one starts the statement.
    private mutating func beginToken(at index: Int) {
        if statementStart == nil {
            statementStart = index
            statementLine = line
        }
    }

    /// Records a token that is neither a word nor a `;` (a quoted name, a string, an operator).
    private mutating func otherToken(at index: Int) {
        beginToken(at: index)
        pushToken("")
    }

    /// Ends the word being read, if any, and records it as a token.
    private mutating func endWord() {
        guard let letters = word else { return }
        word = nil
        pushToken(letters.contains(0) ? "" : String(decoding: letters, as: UTF8.self))
    }

    /// Records a token of the current statement.
    private mutating func pushToken(_ token: String) {
        if leadingTokens.count < 6 { leadingTokens.append(token) }
        tokenBeforeLast = lastToken
        lastToken = token
    }

    /// Forgets the statement that just ended.
    private mutating func resetStatement() {
        statementStart = nil
        leadingTokens = []
        lastToken = ""
        tokenBeforeLast = ""
    }

    /// Drops the bytes that no statement needs any more.
    private mutating func compact() {
        let keepFrom = statementStart ?? scanned
        guard keepFrom > 0 else { return }
        bytes.removeFirst(keepFrom)
        scanned -= keepFrom
        if statementStart != nil { statementStart = 0 }
    }

    /// Whether `byte` can be part of a word (a keyword or an unquoted name): ASCII letters and
    /// digits, `_`, `$`, and every byte of a non-ASCII character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    /// Whether `byte` is white space to SQLite: space, tab, LF, FF, CR.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
