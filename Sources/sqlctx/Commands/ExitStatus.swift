/// The exit status of sqlctx, one value per kind of outcome.
enum ExitStatus: Int32 {
    /// Everything ran.
    case success = 0
    /// At least one SQL statement failed, whether or not `--bail` stopped the run there, or the
    /// database could not be opened.
    case sqlError = 1
    /// The command line was wrong: an unknown option, a bad value, a missing argument.
    case usage = 2
    /// No SQLite library could be loaded.
    case noLibrary = 3
}
