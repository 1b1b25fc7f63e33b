import Testing
@testable import HeadroomFormats

/// String Catalogs: plural and device variations, substitutions, implicit source text, states.
@Suite struct StringCatalogTests {
    let result = Fixtures.load(Fixtures.good + "/Catalog.xcstrings")

    @Test func pluralVariationsWithStatesAndPositions() throws {
        #expect(result.problems.isEmpty)
        let many = try #require(Fixtures.entry(result, key: "%lld posts", variant: "many", locale: "ru"))
        #expect(many.value == "%lld постов")
        #expect(many.state == "needs_review")
        #expect(many.location.line == 20)
        #expect(many.location.column == 80)
        #expect(many.comment == "Post counter")
        #expect(many.plural?.category == "many")
        #expect(many.sourceText == nil || many.sourceText == "%lld posts")
        let englishOne = try #require(Fixtures.entry(result, key: "%lld posts", variant: "one", locale: "en"))
        #expect(englishOne.value == "%lld post")
    }

    @Test func deviceThenPluralIsNested() throws {
        let iphoneOther = try #require(Fixtures.entry(result, key: "Tap to open", variant: "device.iphone/plural.other", locale: "de"))
        #expect(iphoneOther.value == "Tippe %lld-mal")
        #expect(iphoneOther.plural?.category == "other")
        #expect(Fixtures.entry(result, key: "Tap to open", variant: "mac", locale: "de")?.value == "Klicke zum Öffnen")
    }

    @Test func keyWithoutSourceLocalizationHasTheKeyAsSourceText() throws {
        let source = try #require(Fixtures.entry(result, key: "Tap to open", locale: "en"))
        #expect(source.value == "Tap to open")
        #expect(source.location.line == 27)
        let german = try #require(Fixtures.entry(result, key: "Tap to open", variant: "mac", locale: "de"))
        #expect(german.sourceText == "Tap to open")
    }

    @Test func substitutionsExpandPerVariable() throws {
        let variants = result.entries.filter { $0.key == "followers" }.compactMap(\.variant)
        #expect(variants == ["count:one", "count:other", "people:one", "people:other"])
        let personOne = try #require(Fixtures.entry(result, key: "followers", variant: "people:one"))
        #expect(personOne.plural?.template == "%#@count@ by %#@people@")
        #expect(personOne.plural?.argumentNumber == 2)
        #expect(personOne.plural?.otherVariables == ["count": "%arg followers"])
    }

    @Test func shouldTranslateFalseAndEscapedKeys() throws {
        let ok = try #require(Fixtures.entry(result, key: "OK"))
        #expect(ok.shouldTranslate == false)
        #expect(ok.value == "OK")
        #expect(Fixtures.entry(result, key: "Stale é 😀", locale: "fr")?.state == "stale")
        #expect(Fixtures.entry(result, key: "Stale é 😀", locale: "zh-Hans")?.locale.script == "Hans")
    }
}
