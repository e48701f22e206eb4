import SQLContext
import SQLFFI

/// What `sqlctx info` shows about a loaded SQLite library.
struct InfoReport {
    /// The library.
    let library: SQLiteLibrary
    /// Every feature, checked on an in-memory database of that library.
    let features: [SQLiteFeatureStatus]
    /// The fork's name and version (`SQLCipher 3.4.1`), or nil for a plain SQLite.
    let fork: String?

    /// SQLite's name for a `SQLITE_THREADSAFE` setting, and the setting.
    static func threading(_ setting: Int32) -> String {
        switch setting {
        case 0: return "single-thread (SQLITE_THREADSAFE=0: no SQLPool)"
        case 1: return "serialized (SQLITE_THREADSAFE=1)"
        case 2: return "multi-thread (SQLITE_THREADSAFE=2)"
        default: return "unknown (sqlite3_threadsafe() = " + String(setting) + ")"
        }
    }

    /// Labeled lines: the library, its version and the fork's, its compile options, its missing
    /// functions, its features.
    func text() -> String {
        let missing = library.functions.missingOptionalFunctions
        var text = ""
        text += "library:        " + library.path + "\n"
        text += "version:        " + library.version + "\n"
        text += "fork:           " + (fork ?? "none") + "\n"
        text += "source id:      " + library.sourceID + "\n"
        text += "discovered by:  " + library.discoveredBy + "\n"
        text += "threading:      " + Self.threading(library.threadSafety) + "\n"
        text += "missing optional functions: " + (missing.isEmpty ? "none" : String(missing.count)) + "\n"
        for name in missing { text += "  " + name + "\n" }
        if let options = library.compileOptions {
            text += "compile options: " + String(options.count) + "\n"
            for option in options { text += "  " + option + "\n" }
        } else {
            text += "compile options: unknown (built with SQLITE_OMIT_COMPILEOPTION_DIAGS)\n"
        }
        text += "features:\n"
        let width = features.map(\.feature.rawValue.count).max() ?? 0
        for status in features {
            let name = status.feature.rawValue
            text += "  " + name + String(repeating: " ", count: width - name.count) + "  "
            text += (status.isSupported ? "yes" : "no ") + "  " + status.reason + "\n"
        }
        return text
    }

    /// A Markdown table with one row per feature, `| feature | yes/no | reason |`, under a header
    /// that names the version.
    func markdown() -> String {
        var text = "| feature | SQLite " + InfoReport.cell(library.version) + " | reason |\n"
        text += "|---|---|---|\n"
        for status in features {
            text += "| " + status.feature.rawValue + " | " + (status.isSupported ? "yes" : "no") + " | "
            text += InfoReport.cell(status.reason) + " |\n"
        }
        return text
    }

    /// `text` made safe for a Markdown table cell: `|` escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "\n", "\r", "\r\n": result += " "
            default: result += String(character)
            }
        }
        return result
    }
}
