import Testing
@testable import HeadroomFormats

/// Sample values: user-given, locale-formatted numbers, plural-category numbers.
@Suite struct ArgumentSamplerTests {
    func entry(_ value: String, locale: String = "en", key: String = "k", plural: PluralContext? = nil) -> LocalizedEntry {
        let location = HeadroomFormats.SourceLocation(file: "f", line: 1, column: 1)
        return LocalizedEntry(key: key, table: "T", locale: LocaleTag.resolve(locale), value: value,
                              location: location, keyLocation: location, format: .strings, plural: plural)
    }

    struct Row: Sendable, CustomStringConvertible {
        var value: String, locale: String, text: String
        var description: String { "\(locale) \(value)" }
    }

    static let rows: [Row] = [
        .init(value: "Hello %@!", locale: "en", text: "Hello Alexandria!"),
        .init(value: "%d files", locale: "en", text: "12,345 files"),
        .init(value: "%ld Dateien", locale: "de", text: "12.345 Dateien"),
        .init(value: "%lld fichiers", locale: "fr", text: "12\u{202F}345 fichiers"),
        .init(value: "%.2f km", locale: "en", text: "12,345.00 km"),
        .init(value: "%2$@ → %1$@", locale: "en", text: "Alexandria → Alexandria"),
        .init(value: "100%% done", locale: "en", text: "100% done"),
        .init(value: "%x", locale: "en", text: "3039"),
    ]

    @Test(arguments: rows)
    func defaultSamples(_ row: Row) {
        let measured = ArgumentSampler().measurableText(for: entry(row.value, locale: row.locale))
        #expect(measured.text == row.text)
    }

    @Test func userSamplesWinInArgumentOrder() {
        let sampler = ArgumentSampler(samples: ["greeting": ["Zoë", "3"]])
        let measured = sampler.measurableText(for: entry("%2$@ messages for %1$@", key: "greeting"))
        #expect(measured.text == "3 messages for Zoë")
        #expect(measured.samples == ["Zoë", "3"])
    }

    @Test func pluralVariantGetsANumberOfItsCategory() {
        for (category, locale) in [("one", "en"), ("few", "ru"), ("many", "ru"), ("two", "ar"), ("few", "pl")] {
            let e = entry("%ld x", locale: locale, plural: PluralContext(category: category))
            let measured = ArgumentSampler().measurableText(for: e)
            let (number, digits) = LocaleNumbers.shared.number(forCategory: category, locale: locale)
            #expect(digits == 0)
            #expect(LocaleNumbers.shared.category(of: number, locale: locale) == category)
            #expect(measured.text == LocaleNumbers.shared.format(number, fractionDigits: 0, locale: locale) + " x")
        }
    }

    @Test func zeroCategoryOutsideICURulesUsesZero() {
        let e = entry("No files", locale: "en", plural: PluralContext(category: "zero"))
        #expect(LocaleNumbers.shared.number(forCategory: "zero", locale: "en").value == 0)
        #expect(ArgumentSampler().measurableText(for: e).text == "No files")
    }

    @Test func stringsdictVariantIsMeasuredInsideItsTemplate() {
        let plural = PluralContext(category: "one", variable: "files", template: "%#@files@ in %#@folders@",
                                   valueType: "d", otherVariables: ["folders": "%d folders"])
        let measured = ArgumentSampler().measurableText(for: entry("%d file", plural: plural))
        #expect(measured.text == "1 file in 12,345 folders")
        #expect(measured.samples == ["1", "12,345"])
    }

    @Test func catalogSubstitutionsUseArgNum() throws {
        let result = Fixtures.load(Fixtures.good + "/Catalog.xcstrings")
        let personOne = try #require(Fixtures.entry(result, key: "followers", variant: "people:one"))
        let measured = ArgumentSampler().measurableText(for: personOne)
        #expect(measured.text == "12,345 followers by 1 person")
        #expect(measured.samples == ["12,345", "1"])
    }
}

/// Integer arguments never get a fractional sample, even for a category only fractions reach.
@Suite struct IntegerPluralSampleTests {
    @Test func russianOtherWithIntegerTypeGetsAnInteger() {
        let location = HeadroomFormats.SourceLocation(file: "f", line: 1, column: 1)
        let plural = PluralContext(category: "other", variable: "n", template: "%#@n@", valueType: "ld")
        let e = LocalizedEntry(key: "k", table: "T", locale: LocaleTag.resolve("ru"), value: "%ld файла",
                               location: location, keyLocation: location, format: .stringsdict, plural: plural)
        let text = ArgumentSampler().measurableText(for: e).text
        #expect(!text.contains(","))
        #expect(text == LocaleNumbers.shared.format(12345, fractionDigits: 0, locale: "ru") + " файла")
        // A float argument may use the fraction ICU finds for `other`.
        #expect(LocaleNumbers.shared.number(forCategory: "other", locale: "ru").fractionDigits == 1)
    }
}

/// `.stringsdict` variables with explicit positions (`%3$#@geese@`).
@Suite struct PositionalVariableTests {
    @Test func positionalVariablesTakeTheirOwnArguments() {
        let location = HeadroomFormats.SourceLocation(file: "f", line: 1, column: 1)
        let plural = PluralContext(category: "one", variable: "geese", template: "%1$d: %3$#@geese@ landed on %2$#@fields@",
                                   valueType: "d", otherVariables: ["fields": "%2$d fields"])
        let e = LocalizedEntry(key: "k", table: "T", locale: LocaleTag.resolve("en"), value: "%3$d goose",
                               location: location, keyLocation: location, format: .stringsdict, plural: plural)
        let measured = ArgumentSampler().measurableText(for: e)
        #expect(measured.text == "12,345: 1 goose landed on 12,345 fields")
        #expect(measured.samples == ["12,345", "12,345", "1"])
    }
}
