import Foundation

/// Turns the command-line arguments into the list of Swift files to check.
public enum SourceFileCollector {
    /// An argument that names neither a file nor a directory.
    public struct MissingPath: Error, CustomStringConvertible {
        /// The argument as given.
        public var path: String
        /// The message printed for it.
        public var description: String { "no such file or directory: \(path)" }
    }

    /// Files are taken as given; directories are walked (hidden entries and `.build` skipped)
    /// for `*.swift`, sorted by path. Printed paths keep the form of the argument.
    public static func swiftFiles(in arguments: [String]) throws -> [String] {
        let fileManager = FileManager.default
        var result: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw MissingPath(path: argument)
            }
            guard isDirectory.boolValue else {
                result.append(argument)
                continue
            }
            var found: [String] = []
            walk(directory: argument, into: &found)
            result.append(contentsOf: found.sorted())
        }
        return result
    }

    private static func walk(directory: String, into found: inout [String]) {
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where !entry.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                walk(directory: path, into: &found)
            } else if entry.hasSuffix(".swift") {
                found.append(path)
            }
        }
    }
}
