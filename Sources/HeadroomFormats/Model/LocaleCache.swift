import CICU
import Synchronization

/// ICU lookups are cheap but there are ~100k entries: resolve each spelling once.
final class LocaleCache: Sendable {
    static let shared = LocaleCache()
    private let tags = Mutex<[String: LocaleTag]>([:])

    func tag(_ identifier: String, developmentLanguage: String) -> LocaleTag {
        let cacheKey = identifier + "\u{1}" + developmentLanguage
        return tags.withLock { tags in
            if let tag = tags[cacheKey] { return tag }
            let tag = Self.compute(identifier, developmentLanguage: developmentLanguage)
            tags[cacheKey] = tag
            return tag
        }
    }

    private static func compute(_ identifier: String, developmentLanguage: String) -> LocaleTag {
        if identifier == LocaleTag.unknownIdentifier || identifier.isEmpty {
            return LocaleTag(identifier: LocaleTag.unknownIdentifier, bcp47: LocaleTag.unknownIdentifier,
                             script: "Latn", isRightToLeft: false)
        }
        let spelled = legacyNames[identifier] ?? identifier
        let source = spelled == "Base" ? developmentLanguage : spelled.replacingOccurrences(of: "_", with: "-")
        let bcp47 = cString(source) { hr_locale_to_bcp47($0, $1, $2) } ?? source
        let script = cString(bcp47) { hr_locale_likely_script($0, $1, $2) }.flatMap { $0.isEmpty ? nil : $0 } ?? "Latn"
        let rtl = hr_locale_is_rtl(bcp47) == 1
        return LocaleTag(identifier: identifier, bcp47: bcp47.isEmpty ? source : bcp47, script: script, isRightToLeft: rtl)
    }

    /// Old Xcode projects name folders after languages (`English.lproj`).
    static let legacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
        "Italian": "it", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
        "Finnish": "fi", "Norwegian": "nb", "Korean": "ko", "Russian": "ru", "Polish": "pl",
    ]

    private static func cString(_ input: String, _ body: (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var out = [CChar](repeating: 0, count: 128)
        let n = input.withCString { body($0, &out, Int32(out.count)) }
        guard n >= 0, n < out.count else { return nil }
        return String(decoding: out[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
