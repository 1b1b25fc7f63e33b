import CICU
import Synchronization

extension LocaleTag {
    /// The identifier used for files whose locale cannot be told (a `.strings` outside any `.lproj`).
    public static let unknownIdentifier = "und"

    /// The locale Headroom assumes for `Base.lproj` and for files outside any `.lproj` when it
    /// needs rules (plural categories, number formats): English, Xcode's default development language.
    public static let defaultDevelopmentLanguage = "en"

    /// Resolves a project's locale spelling (`pt-BR`, `zh_CN`, `zh-Hans`, `sr-Latn`, `es-419`,
    /// `Base`) to its canonical BCP 47 tag, likely script and direction, with ICU.
    ///
    /// `Base` maps to `developmentLanguage`; `und` (unknown) keeps `und` as its tag and is treated
    /// as Latin-script, left-to-right.
    public static func resolve(_ identifier: String, developmentLanguage: String = defaultDevelopmentLanguage) -> LocaleTag {
        LocaleCache.shared.tag(identifier, developmentLanguage: developmentLanguage)
    }

    /// The locale for rules: the BCP 47 tag, or the development language for `und`.
    public var rulesLocale: String { bcp47 == Self.unknownIdentifier ? Self.defaultDevelopmentLanguage : bcp47 }
}

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
