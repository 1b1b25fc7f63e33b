import DynamicType
@testable import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// A plural form the locale's rules never select for its argument is never on screen: `check`
/// measures it not at all (no finding, not counted), while the forms iOS shows are checked.
struct PluralFormCheckTests {
    func form(_ category: String, _ value: String, locale: String, valueType: String = "d", line: Int) -> LocalizedEntry {
        var entry = Fixtures.entry("files", value, locale: locale, line: line, variant: category)
        entry.format = .stringsdict
        entry.plural = PluralContext(category: category, variable: "n", template: "%#@n@", valueType: valueType)
        return entry
    }

    @Test func formsTheRulesNeverSelectAreNotChecked() {
        // 40 characters are 20 × pt wide: far over 100 pt at every size.
        let long = String(repeating: "x", count: 37) + " %d"
        let component = Component(name: "C", layout: .fixed, elements: [Fixtures.element("label", keys: ["files"], width: 100)])
        var manifest = Fixtures.manifest([component])
        manifest.locales = ["ru", "ja"]
        let entries = [
            form("one", long, locale: "ru", line: 1), form("other", long, locale: "ru", line: 2),
            form("other", long, locale: "ru", valueType: "f", line: 3),
            form("one", long, locale: "ja", line: 4), form("other", long, locale: "ja", line: 5),
            form("zero", long, locale: "ja", line: 6),
        ]
        let report = Fixtures.run(manifest, entries)
        let checked = Set(report.findings.filter { $0.verdict == .truncates }.map { "\($0.locale) \($0.variant ?? "") \($0.location.line)" })
        #expect(checked == ["ru one 1", "ru other 3", "ja other 5", "ja zero 6"])
        #expect(report.statistics.entries == 4)
    }
}
