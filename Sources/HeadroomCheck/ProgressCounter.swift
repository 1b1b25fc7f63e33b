import Foundation

/// Hands out chunk numbers and counts progress across worker threads.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var claimed = 0
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func claim() -> Int? {
        lock.withLock {
            guard claimed < total else { return nil }
            claimed += 1
            return claimed - 1
        }
    }

    func advance(by count: Int) {
        let now = lock.withLock {
            done += count
            return done
        }
        report?(now, total)
    }
}
