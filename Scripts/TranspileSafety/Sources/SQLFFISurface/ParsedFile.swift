import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file, parsed, with the path the document prints for it.
struct ParsedFile {
    /// The path relative to the root, such as `Sources/SQLFFI/Statement/SQLiteStatement.swift`.
    var path: String
    var tree: SourceFileSyntax
    var converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Every `*.swift` file under `directory` (hidden entries skipped), read and parsed, sorted by
    /// path. Paths are printed relative to `root`.
    static func directory(_ directory: String, root: String) throws -> [ParsedFile] {
        let base = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: root)).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw SurfaceError("no such directory: \(directory)") }
        let enumerator = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { paths.append(url.standardizedFileURL.path) }
        }
        let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
        return try paths.sorted().map { path in
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let relative = path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
            return ParsedFile(path: relative, text: text)
        }
    }
}

/// A failure the command reports in one line.
struct SurfaceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
