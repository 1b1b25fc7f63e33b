import DynamicType
import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// The rules about a string's text as a whole, one table each, with the fake measurer.
struct TextRuleTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var locale: String
        var value: String
        var source: String?
        var sameAsSource: [String] = []
        var untranslated: Bool
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a translation", locale: "de", value: "Einstellungen öffnen", source: "Open settings", untranslated: false),
        Row(name: "empty", locale: "de", value: " ", source: "Open settings", untranslated: true),
        Row(name: "same as a two-word source", locale: "de", value: "Open settings", source: "Open settings", untranslated: true),
        Row(name: "same as a one-word source", locale: "de", value: "OK", source: "OK", untranslated: false),
        Row(name: "opted out by sameAsSource", locale: "de", value: "Ice Cubes", source: "Ice Cubes", sameAsSource: ["k"], untranslated: false),
        Row(name: "a regional variant of the source language", locale: "en-GB", value: "Open settings", source: "Open settings", untranslated: false),
        Row(name: "the source itself", locale: "en", value: "Open settings", source: "Open settings", untranslated: false),
        Row(name: "source unknown", locale: "de", value: "Open settings", source: nil, untranslated: false),
    ]

    @Test(arguments: rows)
    func untranslated(_ row: Row) throws {
        let entry = Fixtures.entry("k", row.value, locale: row.locale)
        let measurement = try FakeMeasurer().measure(row.value, locale: row.locale, typeface: FontSpec(style: .body).typeface,
                                                     boxes: [LayoutBox(pointSize: 17, width: 300, lines: 1)])[0]
        let rule = UntranslatedRule(sourceLocales: ["en"], sameAsSource: row.sameAsSource.map(KeyPattern.init))
        let text = RuledText(entry: entry, measurement: measurement, isSource: row.locale == "en", sourceText: row.source)
        #expect((rule.finding(text)?.verdict == .untranslated) == row.untranslated)
    }

    @Test func missingGlyphsNameWhoMustAct() throws {
        let measurement = try FakeMeasurer().measure("a☃", locale: "de", typeface: FontSpec(style: .body).typeface,
                                                     boxes: [LayoutBox(pointSize: 17, width: 300, lines: 1)])[0]
        let entry = Fixtures.entry("k", "a☃", locale: "de")
        let translation = MissingGlyphsRule().finding(RuledText(entry: entry, measurement: measurement, isSource: false))
        let source = MissingGlyphsRule().finding(RuledText(entry: entry, measurement: measurement, isSource: true))
        #expect(translation?.verdict == .missingGlyphs && translation?.cause == .translation)
        #expect(source?.cause == .design)
    }
}
