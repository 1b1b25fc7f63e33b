import ArgumentParser

/// `headroom measure` (placeholder until its issue lands).
struct MeasureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure", abstract: "Not built yet.")

    func run() async throws {
        throw ValidationError("headroom measure is not built yet")
    }
}
