import Foundation

/// One slot per chunk, written once by whichever worker ran it.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [SweepPartial?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ partial: SweepPartial) {
        lock.withLock { slots[index] = partial }
    }

    /// Moves a slot's partial out (the slot forgets it).
    func take(_ index: Int) -> SweepPartial? {
        lock.withLock {
            let partial = slots[index]
            slots[index] = nil
            return partial
        }
    }
}
