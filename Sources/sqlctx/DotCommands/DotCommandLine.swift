/// The words of a dot-command line: the command's name (without the dot) and its arguments.
///
/// Words are separated by white space; a word in single or double quotes may hold white space
/// (`.import 'my data.csv' t`), and a quote is written inside such a word by doubling it.
struct DotCommandLine: Equatable {
    /// The name, without the dot: `tables` for `.tables`.
    var name: String
    /// The words after the name.
    var arguments: [String]

    /// Whether `line` is a dot-command: its first character that is not white space is `.`.
    static func isDotCommand(_ line: String) -> Bool {
        line.first { !$0.isWhitespace } == "."
    }

    /// Splits a dot-command line into its words; nil when it is not one.
    init?(_ line: String) {
        guard DotCommandLine.isDotCommand(line) else { return nil }
        let words = DotCommandLine.words(line)
        name = String((words.first ?? ".").dropFirst())
        arguments = Array(words.dropFirst())
    }

    /// The words of `line`, quotes removed.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            if let open = quote {
                if character != open {
                    word = (word ?? "") + String(character)
                } else if characters.first == open {
                    characters.removeFirst()
                    word = (word ?? "") + String(character)
                } else {
                    quote = nil
                }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character.isWhitespace {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }
}
