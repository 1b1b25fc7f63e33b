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
