import Foundation

/// The package's own folder, for tests that read its files (README.md, the built `sqlctx`).
public enum PackageDirectory {
    /// The folder that holds `Package.swift`, found by walking up from `file` (the caller's source
    /// file by default), so that a test file keeps working when it moves between folders.
    ///
    /// - Parameter file: a source file inside the package.
    /// - Returns: the package's root folder; the file system root when no parent has a `Package.swift`.
    public static func root(of file: String = #filePath) -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return directory
    }
}
