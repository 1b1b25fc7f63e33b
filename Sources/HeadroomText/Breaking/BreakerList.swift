import CICU
import Foundation
import Synchronization

/// Idle ICU iterators of one kind and locale.
// Unchecked: the idle ICU iterators are C pointers; each is used by one thread at a time, the list under `lock`.
final class BreakerList: @unchecked Sendable {
    let kind: hr_break_kind
    let locale: String
    private let lock = Mutex(())
    private var idle: [OpaquePointer] = []

    init(kind: hr_break_kind, locale: String) {
        self.kind = kind
        self.locale = locale
    }

    deinit {
        for breaker in idle { hr_breaker_close(breaker) }
    }

    /// Boundaries after 0 (the last is `units.count`); `[units.count]` if ICU fails.
    func boundaries(_ units: [UInt16]) -> [Int32] {
        guard let breaker = take() else { return [Int32(units.count)] }
        defer { give(breaker) }
        var capacity = max(16, units.count / 3 + 8)
        while true {
            var count: Int32 = 0
            let offsets = [Int32](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                count = units.withUnsafeBufferPointer { text in
                    hr_breaker_boundaries(breaker, text.baseAddress, Int32(units.count), buffer.baseAddress, nil, Int32(capacity))
                }
                initialized = count < 0 ? 0 : min(Int(count), capacity)
            }
            if count < 0 { return [Int32(units.count)] }
            if Int(count) <= capacity { return offsets }
            capacity = Int(count)
        }
    }

    private func take() -> OpaquePointer? {
        if let breaker = lock.withLock({ _ in idle.popLast() }) { return breaker }
        return hr_breaker_open(Int32(kind.rawValue), locale.isEmpty ? nil : locale)
    }

    private func give(_ breaker: OpaquePointer) {
        lock.withLock { _ in idle.append(breaker) }
    }
}
