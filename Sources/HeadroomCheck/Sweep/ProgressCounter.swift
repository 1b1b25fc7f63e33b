import Foundation
import Synchronization

/// Hands out chunk numbers and counts progress across worker threads.
final class ProgressCounter: Sendable {
    private let counts = Mutex((claimed: 0, done: 0))
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func claim() -> Int? {
        counts.withLock { counts in
            guard counts.claimed < total else { return nil }
            counts.claimed += 1
            return counts.claimed - 1
        }
    }

    func advance(by count: Int) {
        let now = counts.withLock { counts in
            counts.done += count
            return counts.done
        }
        report?(now, total)
    }
}
