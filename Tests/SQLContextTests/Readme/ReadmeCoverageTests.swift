import Foundation
import SQLiteBuilds
import Testing

/// Every ```swift block of README.md and of the DocC articles (`Sources/*/*.docc/*.md`) is run by
/// a test: each is found verbatim (indented as a whole, its `import` lines among the file's
/// imports) in a Swift file under Tests/, except the README's `Package.swift` lines, which
/// `Scripts/check-readme` builds into a package of their own. The ```sh blocks of both are run by
/// `Scripts/check-readme` too; CI runs it.
@Suite struct ReadmeCoverageTests {
    /// The package's root folder.
    static let root = PackageDirectory.root()

    /// A fenced code block of a Markdown file.
    struct Block {
        /// The language after the opening fence: `swift`, `sh`.
        var language: String
        /// The lines between the fences.
        var lines: [String]
        /// The line number of the opening fence, from 1.
        var line: Int
    }

    /// The fenced code blocks of `text`, in order.
    static func blocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if var block = current {
                if line.hasPrefix("```") {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if line.hasPrefix("```") {
                current = Block(language: String(line.dropFirst(3)), lines: [], line: index + 1)
            }
        }
        return blocks
    }

    /// Whether `body` appears in `file` as consecutive lines, each indented by the same prefix of
    /// white space (empty lines may hold white space only).
    static func contains(_ file: [String], _ body: [String]) -> Bool {
        guard let first = body.first, !first.isEmpty else { return false }
        for start in file.indices where file[start].hasSuffix(first) {
            let indent = String(file[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }), start + body.count <= file.count else { continue }
            let matches = body.indices.allSatisfy { offset in
                let line = file[start + offset]
                return body[offset].isEmpty
                    ? line.trimmingCharacters(in: .whitespaces).isEmpty : line == indent + body[offset]
            }
            if matches { return true }
        }
        return false
    }

    /// The Swift files under Tests/, each as its lines.
    static func testSources() throws -> [(path: String, lines: [String])] {
        let tests = root.appendingPathComponent("Tests")
        let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        var sources: [(path: String, lines: [String])] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            sources.append((url.path, text.components(separatedBy: "\n")))
        }
        return sources
    }

    /// Whether `block` is in one of `sources`: its body verbatim, its `import` lines among the file's.
    static func isInATest(_ block: Block, _ sources: [(path: String, lines: [String])]) -> Bool {
        let imports = block.lines.prefix { $0.hasPrefix("import ") || $0.isEmpty }
        let body = Array(block.lines.dropFirst(imports.count))
        return sources.contains { source in
            imports.allSatisfy { $0.isEmpty || source.lines.contains($0) } && Self.contains(source.lines, body)
        }
    }

    /// The DocC articles of the package: every `.md` file of every `Sources/MODULE/MODULE.docc`, by path.
    static func articles() throws -> [URL] {
        let sources = root.appendingPathComponent("Sources")
        var articles: [URL] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent(module + ".docc")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            articles += names.filter { $0.hasSuffix(".md") }.map { catalog.appendingPathComponent($0) }
        }
        return articles.sorted { $0.path < $1.path }
    }

    @Test func everySwiftBlockOfTheReadmeIsInATest() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let swiftBlocks = Self.blocks(in: readme).filter { $0.language == "swift" }
        let sources = try Self.testSources()
        #expect(swiftBlocks.count >= 6)
        var packageBlocks = 0
        for block in swiftBlocks {
            if block.lines.contains(where: { $0.contains(".package(url:") }) {
                packageBlocks += 1
                continue
            }
            let problem =
                "README.md line \(block.line): this swift block is in no test under Tests/ (copy it verbatim into one):\n"
                + block.lines.joined(separator: "\n")
            let found = Self.isInATest(block, sources)
            #expect(found, Comment(rawValue: problem))
        }
        // The Package.swift lines are built by Scripts/check-readme, which CI runs.
        #expect(packageBlocks == 1)
        let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.contains("\nScripts/check-readme"))
    }

    /// The DocC articles' examples are held to the README's rule: none is exempt.
    @Test func everySwiftBlockOfTheDocCArticlesIsInATest() throws {
        let sources = try Self.testSources()
        let articles = try Self.articles()
        #expect(articles.count >= 20)
        var checked = 0
        for article in articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            let name = article.pathComponents.suffix(3).joined(separator: "/")
            for block in Self.blocks(in: text) where block.language == "swift" {
                checked += 1
                let problem =
                    "Sources/\(name) line \(block.line): this swift block is in no test under Tests/ (copy it verbatim into one):\n"
                    + block.lines.joined(separator: "\n")
                let found = Self.isInATest(block, sources)
                #expect(found, Comment(rawValue: problem))
            }
        }
        #expect(checked >= 25)
        // Their ```sh blocks are run by Scripts/check-readme, after the README's.
        let script = try String(contentsOf: Self.root.appendingPathComponent("Scripts/check-readme"), encoding: .utf8)
        #expect(script.contains("Sources/*/*.docc/*.md"))
    }

    @Test func theMatcherNeedsEveryLineInOrderAndOneIndentation() {
        let file = ["func f() {", "    let a = 1", "    print(a)", "", "    let b = 2", "}"]
        #expect(Self.contains(file, ["let a = 1", "print(a)"]))
        #expect(Self.contains(file, ["print(a)", "", "let b = 2"]))
        #expect(!Self.contains(file, ["let a = 1", "let b = 2"]))
        #expect(!Self.contains(file, ["let a = 1", "  print(a)"]))
        #expect(!Self.contains(["let a = 1 // x"], ["a = 1 // x"]))
    }

    @Test func blocksAreReadWithTheirLanguage() {
        let blocks = Self.blocks(in: "text\n```swift\nlet a = 1\n```\n\n```sh\necho hi\n```\n")
        #expect(blocks.map(\.language) == ["swift", "sh"])
        #expect(blocks.map(\.lines) == [["let a = 1"], ["echo hi"]])
        #expect(blocks.map(\.line) == [2, 6])
    }
}
