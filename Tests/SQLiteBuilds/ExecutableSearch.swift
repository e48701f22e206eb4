import Foundation

/// Finds programs that tests run, as a shell would.
public enum ExecutableSearch {
    /// The path of the first executable file called `name` in a folder of `PATH`, or nil.
    public static func onPath(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
