import DynamicType
import Foundation
@testable import HeadroomFormats
import Testing

@testable import HeadroomCheck
@testable import HeadroomMeasure

/// Markdown and bar neighbours through the real measurer (bundled fonts): what `check` measures
/// is what iOS draws.
@Suite struct DrawnTextMeasureTests {
    static let measurer = LayoutMeasurerTests.measurer

    static func natural(_ text: String, _ weight: FontWeight, size: Double = 17) throws -> Double {
        try measurer.measure(text, locale: "en", typeface: .system(weight), boxes: [LayoutBox(pointSize: size, width: 10_000, lines: 1)])[0].naturalWidth
    }

    static func entry(_ key: String, _ value: String, locale: String, line: Int = 1) -> LocalizedEntry {
        let location = SourceLocation(file: "Strings/\(locale).lproj/Localizable.strings", line: line, column: 1)
        return LocalizedEntry(key: key, table: "Localizable", locale: LocaleTag.resolve(locale), value: value,
                              location: location, keyLocation: location, format: .strings)
    }

    static func run(_ element: Element, _ entries: [LocalizedEntry]) -> CheckReport {
        var manifest = Manifest(devices: [Device(name: "Phone", width: 393)], components: [Component(name: "C", layout: .fixed, elements: [element])])
        manifest.categories = [.large]
        manifest.tolerance = 0
        manifest.sourceLocale = "en"
        return CheckRunner(manifest: manifest, measurer: measurer).check(entries: entries)
    }

    @Test func strongMarkdownIsMeasuredAsBoldTextWithoutItsStars() throws {
        let drawn = try Self.natural("Done", .semibold)  // Body's emphasized weight
        let written = try Self.natural("**Done**", .regular)
        #expect(drawn > (try Self.natural("Done", .regular)))
        #expect(drawn < written)
        var element = Element(name: "t", keys: [KeyPattern("k")], font: FontSpec(style: .body), lines: Lines(1),
                              width: Widths(.absolute((drawn + written) / 2)))
        element.markdown = true
        let entries = [Self.entry("k", "**Done**", locale: "en")]
        #expect(Self.run(element, entries).findings.filter { $0.verdict == .truncates }.isEmpty)
        element.markdown = false
        #expect(Self.run(element, entries).findings.contains { $0.verdict == .truncates })
    }

    @Test func aTitlesRoomIsLessItsBarItemsInTheSameLanguage() throws {
        let fixed = FontSpec(style: .body, size: 17, scales: false)
        var title = Element(name: "t", keys: [KeyPattern("title")], font: fixed, lines: Lines(1), width: Widths(.absolute(200)))
        title.beside = BarNeighbours(keys: ["done"], font: fixed, spacing: 8)
        let entries = [
            Self.entry("title", "Settings", locale: "en"), Self.entry("done", "Done", locale: "en", line: 2),
            Self.entry("title", "Einstellungen der Mitteilungen", locale: "de"), Self.entry("done", "Fertig", locale: "de", line: 2),
        ]
        let report = Self.run(title, entries)
        let german = try #require(report.findings.first { $0.key == "title" && $0.locale == "de" })
        #expect(abs(german.width - (200 - (try Self.natural("Fertig", .regular)) - 8)) < 0.01)
        #expect(!report.findings.contains { $0.key == "title" && $0.locale == "en" && $0.verdict == .truncates })
    }
}
