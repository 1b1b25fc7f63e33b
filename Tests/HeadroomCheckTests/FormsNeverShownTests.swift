import DynamicType
import Testing

@testable import HeadroomCheck
@testable import HeadroomFormats

/// `forms: { never: [zero] }` on an element (what `headroom init` writes for a view hidden when its
/// plural's count is 0): the `zero` form gets no box there, where only the count 0 selects it.
struct FormsNeverShownTests {
    struct Row: CustomStringConvertible, Sendable {
        var locale: String
        var category: String
        var hiddenAtZero: Bool
        var assigned: Bool
        var description: String { "\(locale) \(category) hidden at 0: \(hiddenAtZero)" }
    }

    static let rows: [Row] = [
        // Arabic `zero` is n = 0; English has no `zero` category, so the .stringsdict form maps 0 alone.
        Row(locale: "ar", category: "zero", hiddenAtZero: true, assigned: false),
        Row(locale: "en", category: "zero", hiddenAtZero: true, assigned: false),
        // Latvian `zero` also takes 10 to 20, 30…: drawn for those counts.
        Row(locale: "lv", category: "zero", hiddenAtZero: true, assigned: true),
        Row(locale: "ar", category: "one", hiddenAtZero: true, assigned: true),
        Row(locale: "en", category: "other", hiddenAtZero: true, assigned: true),
        Row(locale: "ar", category: "zero", hiddenAtZero: false, assigned: true),
    ]

    @Test(arguments: rows) func zeroFormSkippedWhereTheViewIsHidden(_ row: Row) {
        var element = Fixtures.element("count", keys: ["items.count"], width: 200)
        if row.hiddenAtZero { element.formsNeverShown = ["zero"] }
        let components = [Component(name: "Counter", layout: .fixed, elements: [element])]
        var entry = Fixtures.entry("items.count", "%d items", locale: row.locale)
        entry.plural = PluralContext(category: row.category, variable: "n", template: "%#@n@", valueType: "d")
        let assigned = CheckRunner.assign([entry], components: components, componentCount: 1, only: nil)
        #expect(!assigned.isEmpty == row.assigned)
    }

    @Test func parsedFromTheManifest() throws {
        let yaml = """
            components:
              - name: Counter
                elements:
                  - name: count
                    keys: [items.count]
                    style: footnote
                    forms: { never: [zero] }
                    width: 300
            """
        let manifest = try ManifestParser().parse(yaml, file: "headroom.yml")
        #expect(manifest.components.first?.elements.first?.formsNeverShown == ["zero"])
        #expect(throws: ManifestError.self) {
            _ = try ManifestParser().parse(yaml.replacingOccurrences(of: "never: [zero]", with: "never: [none]"), file: "h.yml")
        }
        #expect(throws: ManifestError.self) {
            _ = try ManifestParser().parse(yaml.replacingOccurrences(of: "never: [zero]", with: "hidden: [zero]"), file: "h.yml")
        }
    }
}
