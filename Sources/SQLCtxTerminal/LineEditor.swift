#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Line editing and history through the system's editline library (BSD libedit, Debian's
/// `libedit2`), loaded at run time with `dlopen`: no binary of the package links it.
///
/// Its readline-compatible functions are used: `readline` edits a line (arrows, Ctrl-A/E/K/W,
/// Ctrl-R history search), `add_history`, `read_history`, `write_history` and
/// `history_truncate_file` keep the history in a file. Ctrl-C must end `readline`, which libedit
/// cannot be asked to do; so libedit's own signal handling is off (`rl_catch_signals = 0`) and it
/// reads characters through ``readCharacter``, installed as `rl_getc_function`, which waits for
/// standard input and a ``WakeUpPipe`` together and reports the end of the input when the pipe
/// wakes it. Tab completion offers the words of ``completionWords`` (`rl_completion_entry_function`).
public final class LineEditor {
    /// `char *readline(const char *prompt)`.
    private typealias ReadlineFunction = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    /// `int add_history(const char *)`, `read_history`, `write_history`.
    private typealias HistoryFunction = @convention(c) (UnsafePointer<CChar>?) -> Int32
    /// `int history_truncate_file(const char *, int)`.
    private typealias TruncateFunction = @convention(c) (UnsafePointer<CChar>?, Int32) -> Int32
    /// `void using_history(void)`.
    private typealias VoidFunction = @convention(c) () -> Void
    /// `int (*rl_getc_function)(FILE *)`.
    typealias GetCharacterFunction = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    /// `char *(*rl_completion_entry_function)(const char *text, int state)`.
    typealias CompletionFunction = @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>?

    /// The names tried, in order.
    static let libraryNames = ["libedit.so.2", "libedit.so", "libedit.3.dylib", "libedit.dylib"]

    /// libedit's `readline`.
    private let readline: ReadlineFunction
    /// libedit's `add_history`.
    private let addHistory: HistoryFunction
    /// libedit's `write_history`.
    private let writeHistory: HistoryFunction
    /// libedit's `history_truncate_file`.
    private let truncateHistory: TruncateFunction
    /// The history file, or nil for no history.
    private let historyPath: String?
    /// How many lines the history file keeps.
    private let historyLimit: Int32 = 2000
    /// The words tab completion offers: SQL keywords, table and column names.
    public var completionWords: [String] {
        get { LineEditorInput.shared.completionWords }
        set { LineEditorInput.shared.completionWords = newValue }
    }

    /// Loads libedit and reads the history from `historyPath`; nil when no libedit can be loaded
    /// or it lacks one of these functions (the shell then reads plain lines).
    public init?(historyPath: String?, wakeUp: WakeUpPipe) {
        guard let handle = LineEditor.libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first,
            let readline = LineEditor.function(handle, "readline", as: ReadlineFunction.self),
            let addHistory = LineEditor.function(handle, "add_history", as: HistoryFunction.self),
            let readHistory = LineEditor.function(handle, "read_history", as: HistoryFunction.self),
            let writeHistory = LineEditor.function(handle, "write_history", as: HistoryFunction.self),
            let truncateHistory = LineEditor.function(handle, "history_truncate_file", as: TruncateFunction.self),
            let usingHistory = LineEditor.function(handle, "using_history", as: VoidFunction.self),
            let getCharacter = dlsym(handle, "rl_getc_function"),
            let catchSignals = dlsym(handle, "rl_catch_signals")
        else { return nil }
        self.readline = readline
        self.addHistory = addHistory
        self.writeHistory = writeHistory
        self.truncateHistory = truncateHistory
        self.historyPath = historyPath
        LineEditorInput.shared.input = TerminalInput(wakeUp: wakeUp)
        // Multibyte characters are decoded by libedit's locale: take the environment's.
        setlocale(LC_CTYPE, "")
        catchSignals.assumingMemoryBound(to: Int32.self).pointee = 0
        getCharacter.assumingMemoryBound(to: GetCharacterFunction?.self).pointee = readCharacter
        if let completion = dlsym(handle, "rl_completion_entry_function") {
            completion.assumingMemoryBound(to: CompletionFunction?.self).pointee = completeWord
        }
        usingHistory()
        if let historyPath { _ = readHistory(historyPath) }
    }

    /// Resolves `name` in the library as a function of type `type`.
    private static func function<T>(_ handle: UnsafeMutableRawPointer, _ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Shows `prompt` and reads a line with editing; a line that is not empty joins the history.
    public func read(prompt: String) -> TerminalRead {
        LineEditorInput.shared.input?.wakeUp.drain()
        LineEditorInput.shared.wasInterrupted = false
        let line = readline(prompt)
        defer { free(line) }
        if LineEditorInput.shared.wasInterrupted {
            var newline: UInt8 = 0x0A
            _ = write(STDOUT_FILENO, &newline, 1)
            return .interrupted
        }
        guard let line else { return .end }
        let text = String(cString: line)
        if !text.allSatisfy(\.isWhitespace) { _ = addHistory(text) }
        return .line(text)
    }

    /// Writes the history file, keeping its last 2000 lines.
    public func saveHistory() {
        guard let historyPath else { return }
        _ = writeHistory(historyPath)
        _ = truncateHistory(historyPath, historyLimit)
    }
}

/// What the C callbacks of ``LineEditor`` share: they cannot capture context. Used only on the
/// thread that calls `readline`, the main thread.
final class LineEditorInput: @unchecked Sendable {
    /// The one instance.
    static let shared = LineEditorInput()
    /// The terminal, read so that Ctrl-C wakes the character reader.
    var input: TerminalInput?
    /// Whether the last `readline` ended because of Ctrl-C.
    var wasInterrupted = false
    /// The words that tab completion offers.
    var completionWords: [String] = []
    /// The completions of the word being completed, not yet handed to libedit.
    var pendingCompletions: [String] = []

    /// The next character of standard input as a Unicode scalar value (UTF-8 decoded), or -1
    /// (`EOF`) at the end of the input or when Ctrl-C woke the reader.
    func nextCharacter() -> Int32 {
        guard let first = nextByte() else { return -1 }
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        var bytes = [first]
        while bytes.count < length, let next = nextByte() { bytes.append(next) }
        if wasInterrupted { return -1 }
        let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD
        return Int32(scalar)
    }

    /// One byte of standard input, or nil at its end, on an error, or when Ctrl-C woke the reader
    /// (``wasInterrupted`` is then true).
    private func nextByte() -> UInt8? {
        guard let input else { return nil }
        var buffer: [UInt8] = [0]
        switch input.read(into: &buffer) {
        case .bytes: return buffer[0]
        case .end: return nil
        case .woken:
            wasInterrupted = true
            return nil
        }
    }

    /// The next completion of `prefix`: the first call of a completion (`state` 0) finds the words
    /// that start with it (in any case); each call hands out one, as a `malloc`ed copy that libedit
    /// frees; nil when there are no more.
    func completion(of prefix: String, state: Int32) -> UnsafeMutablePointer<CChar>? {
        if state == 0 {
            let lowered = prefix.lowercased()
            pendingCompletions = completionWords.filter { $0.lowercased().hasPrefix(lowered) }
        }
        guard !pendingCompletions.isEmpty else { return nil }
        return strdup(pendingCompletions.removeFirst())
    }
}

/// `rl_getc_function`: reads through ``LineEditorInput/nextCharacter()``; nothing it calls throws.
private func readCharacter(_ stream: UnsafeMutableRawPointer?) -> Int32 {
    LineEditorInput.shared.nextCharacter()
}

/// `rl_completion_entry_function`: the completions of the word before the cursor; nothing it calls
/// throws.
private func completeWord(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    LineEditorInput.shared.completion(of: text.map { String(cString: $0) } ?? "", state: state)
}
