import Testing
@testable import HeadroomFormats

/// `.stringsdict`: plural expansion, several variables, device rules, binary plists, locales.
@Suite struct StringsDictTests {
    let result = Fixtures.load(Fixtures.good + "/ru.lproj/Plurals.stringsdict")

    @Test func expandsEachPluralVariantWithItsLine() throws {
        #expect(result.problems.isEmpty)
        let variants = result.entries.filter { $0.key == "photos.count" }
        #expect(variants.map(\.variant) == ["one", "few", "many", "other"])
        #expect(variants.map(\.location.line) == [16, 18, 20, 22])
        let few = try #require(variants.first { $0.variant == "few" })
        #expect(few.value == "%ld фотографии")
        #expect(few.location.column == 12)
        #expect(few.keyLocation.line == 5)
        #expect(few.plural?.template == "У вас %#@photos@")
        #expect(few.plural?.valueType == "ld")
        #expect(few.locale.bcp47 == "ru")
        #expect(few.format == .stringsdict)
    }

    @Test func severalVariablesAreNamedAndKeepTheOthersText() throws {
        let files = result.entries.filter { $0.key == "files.in.folders" }
        #expect(files.map(\.variant) == ["files:one", "files:other", "folders:one", "folders:other"])
        let folderOne = try #require(files.first { $0.variant == "folders:one" })
        #expect(folderOne.plural?.otherVariables == ["files": "%d файла"])
        #expect(folderOne.plural?.variable == "folders")
    }

    @Test func deviceRuleAndEntitiesAndCDATA() throws {
        #expect(Fixtures.entry(result, key: "device.title", variant: "iphone")?.value == "Нажмите & держите")
        #expect(Fixtures.entry(result, key: "device.title", variant: "mac")?.value == "Щёлкните")
        #expect(Fixtures.entry(result, key: "plain")?.value == "Просто <текст>")
    }

    @Test func binaryPlistIsReadWithLineOne() throws {
        let binary = Fixtures.load(Fixtures.good + "/ar.lproj/Binary.stringsdict")
        #expect(binary.problems.isEmpty)
        #expect(Set(binary.entries.compactMap(\.variant)) == ["zero", "one", "two", "few", "many", "other"])
        let two = try #require(Fixtures.entry(binary, key: "files.count", variant: "two"))
        #expect(two.value == "ملفان")
        #expect(two.location.line == 1)
        #expect(two.locale.isRightToLeft)
    }

    @Test func fileOutsideAnLprojHasUnknownLocaleAndAWarning() throws {
        let templates = Fixtures.load(Fixtures.good + "/Templates.stringsdict")
        let one = try #require(Fixtures.entry(templates, key: "items", variant: "one"))
        #expect(one.locale.identifier == "und")
        #expect(one.locale.rulesLocale == "en")
        #expect(templates.warnings.contains { $0.kind == .unknownLocale })
    }
}
