import Foundation
import Synchronization

/// One slot per chunk, written once by whichever worker ran it.
final class ResultSlots: Sendable {
    private let slots: Mutex<[SweepPartial?]>

    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ partial: SweepPartial) {
        slots.withLock { $0[index] = partial }
    }

    /// Moves a slot's partial out (the slot forgets it).
    func take(_ index: Int) -> SweepPartial? {
        slots.withLock { slots in
            let partial = slots[index]
            slots[index] = nil
            return partial
        }
    }
}
