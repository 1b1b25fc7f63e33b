import Foundation

/// The outcomes of every chunk, appended as chunks finish.
final class OutcomeSink: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [StringOutcome] = []

    /// Moves `chunk` in (it is left empty).
    func add(_ chunk: inout [StringOutcome]) {
        guard !chunk.isEmpty else { return }
        lock.withLock { outcomes.append(contentsOf: chunk) }
        chunk = []
    }

    func take() -> [StringOutcome] {
        lock.withLock {
            let all = outcomes
            outcomes = []
            return all
        }
    }
}
