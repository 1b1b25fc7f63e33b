import CICU
import Synchronization

/// Plural categories and number formatting for a locale through ICU, cached and thread-safe
/// (ICU's handles are not, so every call runs under one lock; results are cached per locale).
final class LocaleNumbers: Sendable {
    static let shared = LocaleNumbers()
    private struct FormatKey: Hashable {
        var locale: String
        var value: Double
        var fractionDigits: Int
    }
    private struct Caches {
        var categoryNumbers: [String: (Double, Int)] = [:]
        var categories: [String: PluralCategories] = [:]
        var formatted: [FormatKey: String] = [:]
    }
    private let caches = Mutex(Caches())

    /// A number of the plural `category` in `locale`, with its visible fraction digits.
    ///
    /// Preference: the default sample 12345 if it falls in the category; otherwise the largest
    /// integer up to 1000 that does (a wide, realistic value); otherwise a decimal (`x.5`). A
    /// category ICU never selects for the locale (`zero` in English, which `.stringsdict` still
    /// applies to 0) gets the conventional number: zero 0, one 1, two 2, few 3, many 11, other 12345.
    ///
    /// With `integerOnly` (the argument is `%d`, `%ld`…), decimals are not tried: a category that
    /// only fractions reach (`other` in Russian) cannot be shown by an integer, and gets 12345.
    func number(forCategory category: String, locale: String, integerOnly: Bool = false) -> (value: Double, fractionDigits: Int) {
        let cacheKey = locale + "\u{1}" + category + (integerOnly ? "\u{1}i" : "")
        return caches.withLock { caches in
            if let hit = caches.categoryNumbers[cacheKey] { return hit }
            let found = Self.search(category: category, locale: locale, integerOnly: integerOnly)
            caches.categoryNumbers[cacheKey] = found
            return found
        }
    }

    /// The plural categories of `locale`'s cardinal rules (ICU `uplrules_getKeywords`), and those
    /// an integer can select. A category is an integer's when ICU selects it for some integer from
    /// 0 to 2,000 or for a power of 1,000 up to 10^12: CLDR's conditions on integers look at the
    /// integer itself (ranges below 2,000), its remainders by 10, 100 and 1,000, and, for the
    /// `many` of French, Spanish, Italian and Portuguese, its remainder by 1,000,000.
    func pluralCategories(locale: String) -> PluralCategories {
        caches.withLock { caches in
            if let hit = caches.categories[locale] { return hit }
            var found = PluralCategories(all: ["other"], integer: ["other"])
            if let rules = hr_plural_rules_open(locale) {
                defer { hr_plural_rules_close(rules) }
                var out = [CChar](repeating: 0, count: 64)
                let n = hr_plural_keywords(rules, &out, Int32(out.count))
                if n > 0, n < out.count {
                    let text = String(decoding: out[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    found.all = Set(text.split(separator: " ").map(String.init))
                }
                var integer: Set<String> = []
                for value in (0...2000).map(Double.init) + [1e3, 1e6, 1e9, 1e12] {
                    integer.insert(Self.select(rules, value, fractionDigits: 0))
                    if integer.count == found.all.count { break }
                }
                found.integer = integer
            }
            caches.categories[locale] = found
            return found
        }
    }

    /// The plural category ICU selects for an integer in `locale`.
    func category(of value: Double, locale: String) -> String {
        caches.withLock { _ in
            guard let rules = hr_plural_rules_open(locale) else { return "other" }
            defer { hr_plural_rules_close(rules) }
            return Self.select(rules, value, fractionDigits: 0)
        }
    }

    /// `value` formatted for `locale` with grouping and `fractionDigits` fraction digits.
    func format(_ value: Double, fractionDigits requested: Int, locale: String) -> String {
        let fractionDigits = min(max(0, requested), InputLimits.formatPrecision)
        let cacheKey = FormatKey(locale: locale, value: value, fractionDigits: fractionDigits)
        return caches.withLock { caches in
            if let hit = caches.formatted[cacheKey] { return hit }
            var text = fractionDigits == 0 && abs(value) < 1e18 ? String(Int(value)) : String(value)
            if let format = hr_number_format_open(locale) {
                var out = [UInt16](repeating: 0, count: 128)
                let n = hr_number_format_double(format, value, Int32(fractionDigits), &out, Int32(out.count))
                if n > 0, n < out.count { text = String(decoding: out[0..<Int(n)], as: UTF16.self) }
                hr_number_format_close(format)
            }
            caches.formatted[cacheKey] = text
            return text
        }
    }

    private static func select(_ rules: OpaquePointer, _ value: Double, fractionDigits: Int) -> String {
        var out = [CChar](repeating: 0, count: 32)
        let n = fractionDigits == 0
            ? hr_plural_select(rules, value, &out, 32)
            : hr_plural_select_decimal(rules, value, Int32(fractionDigits), &out, 32)
        guard n > 0, n < 32 else { return "other" }
        return String(decoding: out[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static let conventional: [String: Double] = ["zero": 0, "one": 1, "two": 2, "few": 3, "many": 11, "other": 12345]

    private static func search(category: String, locale: String, integerOnly: Bool) -> (Double, Int) {
        guard let rules = hr_plural_rules_open(locale) else { return (conventional[category] ?? 12345, 0) }
        defer { hr_plural_rules_close(rules) }
        if select(rules, 12345, fractionDigits: 0) == category { return (12345, 0) }
        for n in stride(from: 1000, through: 0, by: -1) where select(rules, Double(n), fractionDigits: 0) == category {
            return (Double(n), 0)
        }
        if integerOnly { return (conventional[category] ?? 12345, 0) }
        for tenths in stride(from: 5, through: 995, by: 10) {
            let value = Double(tenths) / 10
            if select(rules, value, fractionDigits: 1) == category { return (value, 1) }
        }
        return (conventional[category] ?? 12345, 0)
    }
}
