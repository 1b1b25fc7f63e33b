import CICU
import Foundation

/// Reuses ICU break iterators per (kind, locale): opening one costs far more than using it. An
/// iterator is used by one thread at a time (taken from the pool, then given back).
final class BreakerPool: @unchecked Sendable {
    static let shared = BreakerPool()

    private struct Key: Hashable {
        var kind: Int32
        var locale: String
    }

    private let lock = NSLock()
    private var idle: [Key: [OpaquePointer]] = [:]

    /// Boundaries after 0 (the last is `units.count`) and, for line breaks, which are mandatory.
    func boundaries(kind: Int32, locale: String, units: [UInt16]) -> (offsets: [Int32], hard: [UInt8]) {
        let key = Key(kind: kind, locale: locale)
        guard let breaker = take(key) else { return ([Int32(units.count)], [0]) }
        defer { give(breaker, key) }
        var capacity = max(16, units.count / 3 + 8)
        while true {
            var offsets = [Int32](repeating: 0, count: capacity)
            var hard = [UInt8](repeating: 0, count: capacity)
            let count = units.withUnsafeBufferPointer { text in
                hr_breaker_boundaries(breaker, text.baseAddress, Int32(units.count), &offsets, &hard, Int32(capacity))
            }
            if count < 0 { return ([Int32(units.count)], [0]) }
            if Int(count) <= capacity {
                offsets.removeSubrange(Int(count)...)
                hard.removeSubrange(Int(count)...)
                return (offsets, hard)
            }
            capacity = Int(count)
        }
    }

    private func take(_ key: Key) -> OpaquePointer? {
        lock.lock()
        if var list = idle[key], let breaker = list.popLast() {
            idle[key] = list
            lock.unlock()
            return breaker
        }
        lock.unlock()
        return hr_breaker_open(key.kind, key.locale.isEmpty ? nil : key.locale)
    }

    private func give(_ breaker: OpaquePointer, _ key: Key) {
        lock.lock()
        idle[key, default: []].append(breaker)
        lock.unlock()
    }
}
