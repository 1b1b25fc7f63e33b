import CICU
import Foundation
import Synchronization

/// Reuses ICU break iterators per (kind, locale): opening one costs far more than using it. An
/// iterator is used by one thread at a time (taken from its list, then given back).
final class BreakerPool: Sendable {
    static let shared = BreakerPool()

    private struct Key: Hashable {
        var kind: UInt32
        var locale: String
    }

    private let lists = Mutex<[Key: BreakerList]>([:])

    /// The iterators of one kind and locale (looked up once per locale, then kept by the caller).
    func list(kind: hr_break_kind, locale: String) -> BreakerList {
        lists.withLock { lists in
            let key = Key(kind: kind.rawValue, locale: locale)
            if let list = lists[key] { return list }
            let list = BreakerList(kind: kind, locale: locale)
            lists[key] = list
            return list
        }
    }
}
