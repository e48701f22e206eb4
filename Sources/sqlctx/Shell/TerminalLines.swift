import Foundation
import SQLCtxTerminal

/// Lines typed at a terminal: through libedit's line editor with history when the system has it
/// (``LineEditor``), else through the terminal's own line editing (``PlainLineReader``); Ctrl-C
/// at the prompt ends the read either way.
struct TerminalLines: LineSource {
    /// Output written before each prompt.
    let console: Console
    /// The line editor, or nil without libedit.
    let editor: LineEditor?
    /// The reader used without libedit.
    let plain: PlainLineReader
    /// The shell, whose database gives tab completion its names.
    let shell: Shell
    let isInteractive = true

    /// Reads from the terminal, with libedit when it loads and `SQLCTX_LINE_EDITOR` is not `none`;
    /// `historyPath` is the history file.
    init(
        console: Console, shell: Shell, wakeUp: WakeUpPipe, historyPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.console = console
        self.shell = shell
        let wantsEditor = environment["SQLCTX_LINE_EDITOR"] != "none"
        editor = wantsEditor ? LineEditor(historyPath: historyPath, wakeUp: wakeUp) : nil
        plain = PlainLineReader(wakeUp: wakeUp)
    }

    /// The history file: `SQLCTX_HISTORY` when set (empty: no history), else `~/.sqlctx_history`.
    static func historyPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["SQLCTX_HISTORY"] { return path.isEmpty ? nil : path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.sqlctx_history"
    }

    /// Shows `prompt` and reads a line.
    mutating func read(prompt: String) -> LineRead {
        console.flush()
        if let editor { editor.completionWords = CompletionWords.words(for: shell.context) }
        switch editor?.read(prompt: prompt) ?? plain.read(prompt: prompt) {
        case .line(let line): return .line(line + "\n")
        case .end: return .end
        case .interrupted: return .interrupted
        }
    }

    /// Saves the history, when there is a line editor.
    func finish() {
        editor?.saveHistory()
    }
}
