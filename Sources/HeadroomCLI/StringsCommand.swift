import ArgumentParser

/// `headroom strings` (placeholder until its issue lands).
struct StringsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "strings", abstract: "Not built yet.")

    func run() async throws {
        throw ValidationError("headroom strings is not built yet")
    }
}
