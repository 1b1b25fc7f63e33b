import CICU
import Synchronization

/// Dates and relative dates written for a locale through ICU, as `DateFormatter` and
/// `RelativeDateTimeFormatter` write them; each the widest of a set of realistic values (most
/// UTF-16 units: this layer knows nothing of fonts), cached per locale and style. Thread-safe.
final class LocaleDates: Sendable {
    static let shared = LocaleDates()
    private let cache = Mutex([String: String]())

    /// The longest of the 12 months' 28th at 22:58 (UTC, 2026) in `locale` with the two styles:
    /// month names differ most in length, and a two-digit day and hour are the widest numbers.
    func widestDate(date: FormatArgument.DateStyle, time: FormatArgument.DateStyle, locale: String) -> String? {
        let key = "d\u{1}\(locale)\u{1}\(date.rawValue)\u{1}\(time.rawValue)"
        return cache.withLock { cache in
            if let hit = cache[key] { return hit }
            var widest: String?
            for month in 1...12 {
                let millis = (Double(Self.daysSince1970(year: 2026, month: month, day: 28)) * 86_400 + 22 * 3600 + 58 * 60) * 1000
                guard let text = Self.utf16({ out, capacity in hr_date_format(locale, date.icu, time.icu, millis, out, capacity) }) else { continue }
                if text.utf16.count > (widest?.utf16.count ?? -1) { widest = text }
            }
            if let widest { cache[key] = widest }
            return widest
        }
    }

    /// The longest of realistic past offsets in `locale` ("59 minutes ago", "23 hours ago",
    /// "6 days ago", "3 weeks ago", "11 months ago", "10 years ago").
    func widestRelativeDate(locale: String) -> String? {
        let key = "r\u{1}\(locale)"
        return cache.withLock { cache in
            if let hit = cache[key] { return hit }
            // (offset, URelativeDateTimeUnit): year 0, month 2, week 3, day 4, hour 5, minute 6, second 7.
            let offsets: [(Double, Int32)] = [(-59, 7), (-59, 6), (-23, 5), (-6, 4), (-3, 3), (-11, 2), (-10, 0)]
            var widest: String?
            for (offset, unit) in offsets {
                guard let text = Self.utf16({ out, capacity in hr_relative_date_format(locale, offset, unit, 0, out, capacity) }) else { continue }
                if text.utf16.count > (widest?.utf16.count ?? -1) { widest = text }
            }
            if let widest { cache[key] = widest }
            return widest
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func utf16(_ write: (UnsafeMutablePointer<UInt16>, Int32) -> Int32) -> String? {
        var out = [UInt16](repeating: 0, count: 256)
        let n = out.withUnsafeMutableBufferPointer { write($0.baseAddress!, Int32($0.count)) }
        guard n > 0, n < out.count else { return nil }
        return String(decoding: out[0..<Int(n)], as: UTF16.self)
    }
}
