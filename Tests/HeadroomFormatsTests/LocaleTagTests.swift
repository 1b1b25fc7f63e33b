import Testing
@testable import HeadroomFormats

/// Locale spellings found in projects → BCP 47, script, direction (ICU likely subtags).
@Suite struct LocaleTagTests {
    struct Row: Sendable, CustomStringConvertible {
        var identifier: String, bcp47: String, script: String, rtl: Bool
        var description: String { identifier }
    }

    static let rows: [Row] = [
        .init(identifier: "Base", bcp47: "en", script: "Latn", rtl: false),
        .init(identifier: "en", bcp47: "en", script: "Latn", rtl: false),
        .init(identifier: "pt-BR", bcp47: "pt-BR", script: "Latn", rtl: false),
        .init(identifier: "zh-Hans", bcp47: "zh-Hans", script: "Hans", rtl: false),
        .init(identifier: "zh-Hant", bcp47: "zh-Hant", script: "Hant", rtl: false),
        .init(identifier: "zh_CN", bcp47: "zh-CN", script: "Hans", rtl: false),
        .init(identifier: "zh-TW", bcp47: "zh-TW", script: "Hant", rtl: false),
        .init(identifier: "sr-Latn", bcp47: "sr-Latn", script: "Latn", rtl: false),
        .init(identifier: "sr", bcp47: "sr", script: "Cyrl", rtl: false),
        .init(identifier: "en-GB", bcp47: "en-GB", script: "Latn", rtl: false),
        .init(identifier: "es-419", bcp47: "es-419", script: "Latn", rtl: false),
        .init(identifier: "ar", bcp47: "ar", script: "Arab", rtl: true),
        .init(identifier: "he", bcp47: "he", script: "Hebr", rtl: true),
        .init(identifier: "fa", bcp47: "fa", script: "Arab", rtl: true),
        .init(identifier: "ckb", bcp47: "ckb", script: "Arab", rtl: true),
        .init(identifier: "ja", bcp47: "ja", script: "Jpan", rtl: false),
        .init(identifier: "hi-IN", bcp47: "hi-IN", script: "Deva", rtl: false),
        .init(identifier: "th", bcp47: "th", script: "Thai", rtl: false),
        .init(identifier: "und", bcp47: "und", script: "Latn", rtl: false),
        .init(identifier: "English", bcp47: "en", script: "Latn", rtl: false),
        .init(identifier: "Japanese", bcp47: "ja", script: "Jpan", rtl: false),
    ]

    @Test(arguments: rows)
    func resolves(_ row: Row) {
        let tag = LocaleTag.resolve(row.identifier)
        #expect(tag.identifier == row.identifier)
        #expect(tag.bcp47 == row.bcp47)
        #expect(tag.script == row.script)
        #expect(tag.isRightToLeft == row.rtl)
    }

    @Test func baseFollowsTheDevelopmentLanguage() {
        #expect(LocaleTag.resolve("Base", developmentLanguage: "de").bcp47 == "de")
    }

    @Test func lprojFolderGivesTheLocale() {
        let result = Fixtures.load(Fixtures.good + "/de.lproj/Utf16LE.strings")
        #expect(result.entries.first?.locale == LocaleTag.resolve("de"))
    }
}
