import Testing
@testable import HeadroomFormats

/// XLIFF 1.2 inside an `.xcloc`.
@Suite struct XLIFFTests {
    let result = Fixtures.load(Fixtures.good + "/Project.xcloc")

    @Test func readsOnlyLocalizedContents() {
        #expect(result.problems.isEmpty)
        #expect(result.files.count == 1)
        #expect(result.files[0].hasSuffix("Localized Contents/de.xliff"))
    }

    @Test func transUnitWithTargetNoteAndMaxWidth() throws {
        let title = try #require(Fixtures.entry(result, key: "settings.title"))
        #expect(title.value == "Einstellungen")
        #expect(title.sourceText == "Settings")
        #expect(title.comment == "Title of the settings screen")
        #expect(title.maxWidth == MaxWidth(value: 120, unit: "pixel"))
        #expect(title.locale.identifier == "de")
        #expect(title.table == "Localizable")
        #expect(title.location.line == 10)
        #expect(title.location.column == 36)
        #expect(title.state == "translated")
        #expect(title.format == .xliff)
    }

    @Test func inlineMarkupKeepsItsTextInOrder() throws {
        let inline = try #require(Fixtures.entry(result, key: "inline"))
        #expect(inline.value == "Tippe hier jetzt")
        #expect(inline.sourceText == "Tap here now")
    }

    @Test func unitWithoutTargetShowsTheSource() throws {
        let untranslated = try #require(Fixtures.entry(result, key: "untranslated"))
        #expect(untranslated.value == "Not yet <translated>")
        #expect(untranslated.state == "new")
    }

    @Test func stringsdictIdsBecomeKeyAndVariant() throws {
        let one = try #require(Fixtures.entry(result, key: "items", variant: "one"))
        #expect(one.value == "1 Element")
        #expect(one.state == "needs-review-translation")
        #expect(one.plural?.category == "one")
    }
}
