import ArgumentParser
import SQLContext

/// The sqlctx shell (being written).
@main
struct SQLCtxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sqlctx")
    func run() throws {}
}
