/// The loadable extensions that come with a build (the apsw wheels ship them beside the library).
extension SQLiteBuild {
    /// The path of the loadable extension `file` (such as `rot13.so`) shipped with this build; nil
    /// for a build that ships none. They load into any SQLite of the matrix that can load
    /// extensions (they call SQLite only through the routines it passes them).
    public func loadableExtension(_ file: String) -> String? {
        switch self {
        case .sqlite3541: return Self.cache + "/apsw-3.54.1.0/" + file
        case .sqlite3mc: return Self.cache + "/apsw-sqlite3mc-3.54.0.0/" + file
        default: return nil
        }
    }
}
