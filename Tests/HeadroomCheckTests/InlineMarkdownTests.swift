import DynamicType
import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// Inline Markdown as SwiftUI draws a `LocalizedStringKey`: the markup removed, strong runs bold.
struct InlineMarkdownTests {
    struct Row: Sendable, CustomStringConvertible {
        var source: String
        var drawn: String
        var strong: Int
        var description: String { source }
    }

    static let rows: [Row] = [
        .init(source: "**Done**", drawn: "Done", strong: 4),
        .init(source: "__Done__", drawn: "Done", strong: 4),
        .init(source: "Tap *Save* now", drawn: "Tap Save now", strong: 0),
        .init(source: "Tap **Save** now", drawn: "Tap Save now", strong: 4),
        .init(source: "***Both***", drawn: "Both", strong: 4),
        .init(source: "Read the [Terms of Service](https://example.com/tos).", drawn: "Read the Terms of Service.", strong: 0),
        .init(source: "[**Bold link**](https://x.y)", drawn: "Bold link", strong: 9),
        .init(source: "Run `make all` first", drawn: "Run make all first", strong: 0),
        .init(source: "``a ` b``", drawn: "a ` b", strong: 0),
        .init(source: "~~old~~ new", drawn: "old new", strong: 0),
        .init(source: "Write to <mail@example.com>", drawn: "Write to mail@example.com", strong: 0),
        .init(source: "snake_case_name", drawn: "snake_case_name", strong: 0),
        .init(source: "2 * 3 * 4", drawn: "2 * 3 * 4", strong: 0),
        .init(source: "\\*not italic\\*", drawn: "*not italic*", strong: 0),
        .init(source: "**unclosed", drawn: "**unclosed", strong: 0),
        .init(source: "[not a link] here", drawn: "[not a link] here", strong: 0),
        .init(source: "# Heading stays", drawn: "# Heading stays", strong: 0),
        .init(source: "50% off", drawn: "50% off", strong: 0),
    ]

    @Test(arguments: rows)
    func markupIsRemoved(_ row: Row) {
        let parsed = InlineMarkdown(parsing: row.source)
        #expect(parsed.text == row.drawn)
        #expect(parsed.strongCount == row.strong)
    }

    @Test func strongTextIsMeasuredAtTheBoldTraitWeight() {
        var element = Fixtures.element("label", keys: ["k"], width: 100)
        element.markdown = true
        #expect(element.drawn("**Done**").text == "Done")
        #expect(element.drawn("**Done**").typeface.weight == .semibold)  // Body's emphasized weight (HIG)
        #expect(element.drawn("Done").typeface.weight == .regular)
        element.font.weight = .medium
        #expect(element.drawn("Tap **Done**").typeface.weight == .bold)
        element.markdown = false
        #expect(element.drawn("**Done**").text == "**Done**")
    }

    @Test func checkMeasuresTheDrawnText() {
        // The 8 drawn characters at 17 pt are 68 pt wide (fit 90 pt); the 25 written ones (212 pt) would not.
        var element = Fixtures.element("label", keys: ["k"], width: 90)
        element.markdown = true
        let plain = Fixtures.element("label", keys: ["k"], width: 90)
        let entries = [Fixtures.entry("k", "**Done** [now](https://x)")]
        let drawn = Fixtures.run(Fixtures.manifest([Component(name: "C", layout: .fixed, elements: [element])]), entries)
        let written = Fixtures.run(Fixtures.manifest([Component(name: "C", layout: .fixed, elements: [plain])]), entries)
        #expect(Fixtures.verdicts(drawn, key: "k")[.large] == nil)
        #expect(Fixtures.verdicts(written, key: "k")[.large] == .truncates)
        #expect(!drawn.findings.isEmpty && drawn.findings.allSatisfy { $0.measuredText == "Done now" })
    }
}
