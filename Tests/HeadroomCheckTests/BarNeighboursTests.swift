import DynamicType
import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// A navigation title's room is the bar less the bar button items beside it, measured with their
/// own texts in the same language (fake measurer: a character is 0.5 × the point size wide).
struct BarNeighboursTests {
    static func manifest(spacing: Double = 8) -> Manifest {
        let fixed = FontSpec(style: .body, size: 17, scales: false)
        var title = Fixtures.element("title", keys: ["title"], width: 100)
        title.font = fixed
        title.beside = BarNeighbours(keys: ["done"], font: fixed, spacing: spacing)
        var manifest = Fixtures.manifest([Component(name: "Navigation titles", layout: .fixed, elements: [title])])
        manifest.sourceLocale = "en"
        return manifest
    }

    @Test func roomIsTheBarLessTheItemsInTheSameLanguage() {
        // "Hello" is 42.5 pt. English "Done" takes 34 + 8: room 58, fits; German "Fertig" 51 + 8:
        // room 41, truncates at every size (the fonts are fixed).
        let entries = [
            Fixtures.entry("title", "Hello", locale: "en"), Fixtures.entry("done", "Done", locale: "en", line: 2),
            Fixtures.entry("title", "Hello", locale: "de"), Fixtures.entry("done", "Fertig", locale: "de", line: 2),
        ]
        let report = Fixtures.run(Self.manifest(), entries)
        let truncated = Set(report.findings.filter { $0.key == "title" && $0.verdict == .truncates }.map(\.locale))
        #expect(truncated == ["de"])
        let german = report.findings.first { $0.key == "title" && $0.locale == "de" }
        #expect(german?.width == 41)
    }

    @Test func aMissingTranslationTakesTheSourceText() {
        // No German "done": iOS shows the English "Done" (34 + 20 pt): room 46, "Hello" fits.
        let entries = [
            Fixtures.entry("title", "Hello", locale: "en"), Fixtures.entry("done", "Done", locale: "en", line: 2),
            Fixtures.entry("title", "Hello", locale: "de"),
        ]
        let report = Fixtures.run(Self.manifest(spacing: 20), entries)
        #expect(report.findings.filter { $0.key == "title" && $0.verdict == .truncates }.isEmpty)
    }

    @Test func aSiblingShowingOneOfItsKeysTakesTheWidestForTheNarrowestRoom() {
        // A row 100 pt wide holds "Hello world" (93.5 pt) beside a sibling that shows "Done" (34)
        // or "Finished" (68): the narrowest room is 100 − 68 = 32, but two wrapping texts share the
        // row, so at least half: 50 (too narrow); the widest room is the whole row (fits).
        let fixed = FontSpec(style: .body, size: 17, scales: false)
        var value = Fixtures.element("value", keys: ["value"], width: 100)
        value.font = fixed
        value.widest = value.width
        value.beside = BarNeighbours(keys: ["done", "finished"], font: fixed, spacing: 0, oneOf: true)
        var manifest = Fixtures.manifest([Component(name: "Rows", layout: .fixed, elements: [value])])
        manifest.sourceLocale = "en"
        let entries = [
            Fixtures.entry("value", "Hello world", locale: "en"), Fixtures.entry("done", "Done", locale: "en", line: 2),
            Fixtures.entry("finished", "Finished", locale: "en", line: 3),
        ]
        let report = Fixtures.run(manifest, entries)
        let finding = report.findings.first { $0.key == "value" && $0.verdict == .truncates }
        #expect(finding?.width == 50)
        // Only "Done" beside it: 100 − 34 = 66, still too narrow for 93.5 pt.
        value.beside = BarNeighbours(keys: ["done"], font: fixed, spacing: 0, oneOf: true)
        var one = Fixtures.manifest([Component(name: "Rows", layout: .fixed, elements: [value])])
        one.sourceLocale = "en"
        #expect(Fixtures.run(one, entries).findings.first { $0.key == "value" && $0.verdict == .truncates }?.width == 66)
    }

    @Test func aSiblingShowingOneOfItsKeysTakesTheNarrowestForTheWidestRoom() {
        // "Hello w" (59.5 pt) in a 100 pt row beside a sibling that shows "Done" (34) or "Finished"
        // (68): the narrowest room 100 − 50 (half the row) truncates it; the widest room is the row
        // less the narrowest sibling, 100 − 34 = 66, not the whole row.
        let fixed = FontSpec(style: .body, size: 17, scales: false)
        var value = Fixtures.element("value", keys: ["value"], width: 100)
        value.font = fixed
        value.widest = value.width
        value.beside = BarNeighbours(keys: ["done", "finished"], font: fixed, spacing: 0, oneOf: true)
        value.evidence = EvidenceRuleTests.evidence(width: EvidenceRuleTests.estimate, bound: EvidenceRuleTests.screen)
        var manifest = Fixtures.manifest([Component(name: "Rows", layout: .fixed, elements: [value])])
        manifest.sourceLocale = "en"
        let entries = [
            Fixtures.entry("value", "Hello w", locale: "en"), Fixtures.entry("done", "Done", locale: "en", line: 2),
            Fixtures.entry("finished", "Finished", locale: "en", line: 3),
        ]
        let finding = Fixtures.run(manifest, entries).findings.first { $0.key == "value" && $0.verdict == .truncates }
        #expect(finding?.width == 50)
        #expect(finding?.fitsWidest == 66)
    }

    @Test func manifestReadsBesideOneOf() throws {
        let yaml = """
            strings: ["Strings"]
            components:
              - name: Rows
                elements:
                  - name: value
                    keys: [value]
                    style: body
                    width: 300
                    beside: { keys: [a, b], style: body, weight: semibold, oneOf: true }
            """
        let manifest = try ManifestParser().parse(yaml, file: "headroom.yml")
        let beside = try #require(manifest.components.first?.elements.first?.beside)
        #expect(beside.oneOf && beside.keys == ["a", "b"] && beside.spacing == 0)
        #expect(beside.font.weight == .semibold && beside.font.style == .body)
    }

    @Test func manifestReadsBeside() throws {
        let yaml = """
            strings: ["Strings"]
            components:
              - name: Navigation titles
                elements:
                  - name: title
                    keys: [title]
                    font: { size: 17, scales: false, weight: semibold }
                    width: 361
                    beside: { keys: [done, cancel], font: { size: 17, scales: false }, spacing: 8 }
            """
        let manifest = try ManifestParser().parse(yaml, file: "headroom.yml")
        let beside = try #require(manifest.components.first?.elements.first?.beside)
        #expect(beside.keys == ["done", "cancel"])
        #expect(beside.spacing == 8)
        #expect(beside.font.scales == false && beside.font.size == 17)
    }
}
