import ArgumentParser

/// `headroom check` (placeholder until its issue lands).
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Not built yet.")

    func run() async throws {
        throw ValidationError("headroom check is not built yet")
    }
}
