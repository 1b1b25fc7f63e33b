import DynamicType
import Foundation
@testable import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// `textCase:` on an element (what `headroom init` writes for `.textCase(.uppercase)`): the sweep
/// measures the text as drawn, transformed with the locale's casing rules.
struct TextCaseTests {
    struct Row: CustomStringConvertible, Sendable {
        var textCase: TextCase?
        var locale: String
        var value: String
        var measured: String
        var description: String { "\(textCase?.rawValue ?? "as written") \(locale) \(value)" }
    }

    static let rows: [Row] = [
        Row(textCase: nil, locale: "en", value: "Settings", measured: "Settings"),
        Row(textCase: .uppercase, locale: "en", value: "Settings", measured: "SETTINGS"),
        // German ß uppercases to SS: one character more to fit.
        Row(textCase: .uppercase, locale: "de", value: "Straße", measured: "STRASSE"),
        // Turkish dotted i.
        Row(textCase: .uppercase, locale: "tr", value: "ayarlar için", measured: "AYARLAR İÇİN"),
        Row(textCase: .lowercase, locale: "en", value: "About", measured: "about"),
    ]

    @Test(arguments: rows) func sweepMeasuresTheDrawnCase(_ row: Row) {
        var element = Fixtures.element("header", keys: ["k"], width: 300)
        element.textCase = row.textCase
        let manifest = Fixtures.manifest([Component(name: "Header", layout: .fixed, elements: [element])])
        let file = "Strings/\(row.locale).lproj/Localizable.strings"
        let entry = LocalizedEntry(
            key: "k", table: "Localizable", locale: Fixtures.locale(row.locale), value: row.value,
            location: SourceLocation(file: file, line: 1, column: 7), keyLocation: SourceLocation(file: file, line: 1, column: 1),
            format: .strings)
        let measurer = CountingMeasurer()
        _ = CheckRunner(manifest: manifest, measurer: measurer).check(entries: [entry], options: CheckOptions(workers: 1))
        #expect(measurer.calls(row.measured, row.locale) > 0)
        if row.measured != row.value { #expect(measurer.calls(row.value, row.locale) == 0) }
    }

    @Test func parsedFromTheManifest() throws {
        let yaml = """
            components:
              - name: Section header
                elements:
                  - name: title
                    keys: [section.*]
                    style: footnote
                    textCase: uppercase
                    width: 300
            """
        let manifest = try ManifestParser().parse(yaml, file: "headroom.yml")
        #expect(manifest.components.first?.elements.first?.textCase == .uppercase)
        #expect(throws: ManifestError.self) {
            _ = try ManifestParser().parse(yaml.replacingOccurrences(of: "textCase: uppercase", with: "textCase: shouting"), file: "h.yml")
        }
    }
}
