import ArgumentParser

/// `headroom init` (placeholder until its issue lands).
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "init", abstract: "Not built yet.")

    func run() async throws {
        throw ValidationError("headroom init is not built yet")
    }
}
