import Testing
@testable import HeadroomFormats

/// Which plural forms iOS ever shows: the locale's CLDR rules (through ICU) for the argument's type,
/// and `zero` for 0 in every locale.
@Suite struct PluralCategoriesTests {
    struct Row: Sendable, CustomStringConvertible {
        var locale: String
        var category: String
        /// The form's own text (its specifier gives the type when `valueType` is nil).
        var value: String
        var valueType: String?
        var shown: Bool
        var description: String { "\(locale) \(category) \(value) \(valueType ?? "-")" }
    }

    static let rows: [Row] = [
        // Russian `other` is for fractions only (1.5 файла); `many` and `few` are integers'.
        .init(locale: "ru", category: "other", value: "%d файла", valueType: "d", shown: false),
        .init(locale: "ru", category: "other", value: "%lld файла", valueType: nil, shown: false),
        .init(locale: "ru", category: "other", value: "%.1f км", valueType: "f", shown: true),
        .init(locale: "ru", category: "many", value: "%d файлов", valueType: "d", shown: true),
        .init(locale: "ru", category: "few", value: "%d файла", valueType: "lld", shown: true),
        .init(locale: "ru", category: "one", value: "%d файл", valueType: "d", shown: true),
        // Polish `other` likewise; Czech `many` is for fractions only.
        .init(locale: "pl", category: "other", value: "%d pliku", valueType: "d", shown: false),
        .init(locale: "pl", category: "many", value: "%d plików", valueType: "d", shown: true),
        .init(locale: "cs", category: "many", value: "%d souboru", valueType: "d", shown: false),
        .init(locale: "cs", category: "many", value: "%.1f souboru", valueType: "f", shown: true),
        // Japanese has only `other`: a `one` form is never chosen, for any number.
        .init(locale: "ja", category: "one", value: "%dつのファイル", valueType: "d", shown: false),
        .init(locale: "ja", category: "one", value: "%.1f", valueType: "f", shown: false),
        .init(locale: "ja", category: "other", value: "%dつのファイル", valueType: "d", shown: true),
        // English has `one` and `other`; `few` never; `zero` is iOS's for 0 in every locale.
        .init(locale: "en", category: "few", value: "%d files", valueType: "d", shown: false),
        .init(locale: "en", category: "zero", value: "No files", valueType: "d", shown: true),
        .init(locale: "ja", category: "zero", value: "なし", valueType: "d", shown: true),
        .init(locale: "en", category: "one", value: "%d file", valueType: "d", shown: true),
        // Arabic has all six; French `many` is an integer's (1,000,000 de fichiers).
        .init(locale: "ar", category: "two", value: "ملفان", valueType: "d", shown: true),
        .init(locale: "ar", category: "many", value: "%d ملفًا", valueType: "d", shown: true),
        .init(locale: "fr", category: "many", value: "%d de fichiers", valueType: "d", shown: true),
        // A type no text states counts as any number: Russian `other` may be a fraction's.
        .init(locale: "ru", category: "other", value: "несколько", valueType: nil, shown: true),
    ]

    @Test(arguments: rows)
    func formIsShownWhenTheRulesSelectItForTheArgument(_ row: Row) {
        let location = SourceLocation(file: "f", line: 1, column: 1)
        let entry = LocalizedEntry(
            key: "files", table: "Localizable", locale: LocaleTag.resolve(row.locale), value: row.value,
            variant: row.category, location: location, keyLocation: location, format: .stringsdict,
            plural: PluralContext(category: row.category, variable: "files", template: "%#@files@", valueType: row.valueType))
        #expect(entry.isShownPluralForm == row.shown)
    }

    @Test func plainValuesAndDeviceVariantsAreShown() {
        let location = SourceLocation(file: "f", line: 1, column: 1)
        let plain = LocalizedEntry(key: "k", table: "T", locale: LocaleTag.resolve("ru"), value: "%d",
                                   location: location, keyLocation: location, format: .strings)
        var device = plain
        device.variant = "iphone"
        device.plural = PluralContext(category: nil)
        #expect(plain.isShownPluralForm)
        #expect(device.isShownPluralForm)
    }

    @Test func categoriesComeFromICU() {
        #expect(PluralCategories.of(locale: "ru").all == ["one", "few", "many", "other"])
        #expect(PluralCategories.of(locale: "ru").integer == ["one", "few", "many"])
        #expect(PluralCategories.of(locale: "ja").all == ["other"])
        #expect(PluralCategories.of(locale: "ar").integer == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralCategories.of(locale: "en").integer == ["one", "other"])
    }
}
