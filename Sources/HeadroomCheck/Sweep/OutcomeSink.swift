import Foundation
import Synchronization

/// The outcomes of every chunk, appended as chunks finish.
final class OutcomeSink: Sendable {
    private let outcomes = Mutex<[StringOutcome]>([])

    /// Moves `chunk` in (it is left empty).
    func add(_ chunk: inout [StringOutcome]) {
        guard !chunk.isEmpty else { return }
        outcomes.withLock { [chunk] in $0.append(contentsOf: chunk) }
        chunk = []
    }

    func take() -> [StringOutcome] {
        outcomes.withLock { outcomes in
            let all = outcomes
            outcomes = []
            return all
        }
    }
}
