import Foundation
import TranspileSafetyRules

/// Writes a line straight to a file handle, so standard output and standard error keep their order.
func writeLine(_ text: String, to handle: FileHandle) {
    handle.write(Data((text + "\n").utf8))
}

let status = CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    standardOutput: { writeLine($0, to: .standardOutput) },
    standardError: { writeLine($0, to: .standardError) }
)
exit(status)
