import DynamicType
import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// `at-risk` as a `check` verdict on development-language strings (issue 14 point 2), through the
/// fake measurer (a character is half the point size wide: "abcde fghij" is 93.5 pt at Large) and
/// fixed expansion facts at the `ExpansionFacts` boundary.
struct AtRiskCheckTests {
    typealias C = ContentSizeCategory

    /// p90 per language: de ×1.5, fr ×1.3, ja ×0.9.
    struct Facts: ExpansionFacts {
        func p90(language: String, sourceCharacters: Int) -> Double? {
            ["de": 1.5, "fr": 1.3, "ja": 0.9][language]
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var width: Double
        var lines: Int = 1
        var categories: [C] = [.large]
        var limits = LimitsSetting()
        var severity: Severity? = nil
        var expansion = true
        /// The languages at risk, nil for no at-risk finding.
        var expected: [String]?
        var expectedSeverity: Severity = .note
        var testDescription: String { name }
    }

    // The source "abcde fghij" is 93.5 pt at Large: de needs 140.25, fr 121.55, ja 84.15.
    static let cases: [Case] = [
        Case(name: "130 pt: de needs 140.25, at risk (a note)", width: 130, expected: ["de"]),
        Case(name: "110 pt: de and fr at risk", width: 110, expected: ["de", "fr"]),
        Case(name: "150 pt: every language fits", width: 150, expected: nil),
        Case(name: "90 pt: the source itself truncates, no at-risk", width: 90, expected: nil),
        Case(name: "65 pt × 2 lines: room 130, de at risk", width: 65, lines: 2, expected: ["de"]),
        Case(name: "unlimited lines: no room to compare", width: 130, lines: 0, expected: nil),
        Case(name: "limits.atRisk warning", width: 130, limits: LimitsSetting(atRisk: .warning), expected: ["de"],
             expectedSeverity: .warning),
        Case(name: "severities at-risk error overrides limits", width: 130, limits: LimitsSetting(atRisk: .warning),
             severity: .error, expected: ["de"], expectedSeverity: .error),
        Case(name: "limits.atRisk ignore", width: 130, limits: LimitsSetting(atRisk: .ignore), expected: nil),
        Case(name: "only up to limits.upTo: at Small (15 pt) 82.5 pt, de needs 123.75", width: 130,
             categories: [.small, .large], limits: LimitsSetting(upTo: .small), expected: nil),
        Case(name: "no expansion facts: not checked", width: 130, expansion: false, expected: nil),
    ]

    @Test(arguments: cases)
    func atRisk(_ row: Case) throws {
        let element = Element(
            name: "text", keys: [KeyPattern("k")], font: FontSpec(style: .body), lines: Lines(row.lines),
            width: Widths(.absolute(row.width)))
        var manifest = Manifest(
            categories: row.categories, devices: [Device(name: "Phone", width: 320)],
            components: [Component(name: "C", layout: .fixed, elements: [element])])
        manifest.limits = row.limits
        if let severity = row.severity { manifest.severities.set("at-risk", severity) }
        var options = CheckOptions()
        if row.expansion { options.expansion = Facts() }
        let entries = [
            Fixtures.entry("k", "abcde fghij"), Fixtures.entry("k", "abcdefgh", locale: "de"),
            Fixtures.entry("k", "abcdefgh", locale: "fr"), Fixtures.entry("k", "abcd", locale: "ja"),
            Fixtures.entry("k", "abcde fghij", locale: "en-GB"),
        ]
        let report = Fixtures.run(manifest, entries, options: options)
        let risks = report.findings.filter { $0.verdict == .atRisk }
        guard let expected = row.expected else {
            #expect(risks.isEmpty)
            return
        }
        try #require(risks.count == 1)
        let finding = risks[0]
        #expect(finding.locale == "en")
        #expect(finding.risks.map(\.language) == expected)
        #expect(finding.severity == row.expectedSeverity)
        #expect(finding.cause == .design)
        #expect(AtRiskRule.describe(finding.risks).contains("de (p90 ×1.50 needs 141 pt)"))
        // A text finding, counted once per string.
        #expect(report.statistics.verdicts[.atRisk] == 1)
        #expect(report.outcomes.first { $0.locale == "en" }?.textFindings.contains { $0.verdict == .atRisk } == true)
    }

    /// The rule `limits --risk` uses: width × p90 > room, per language, and its largest p90.
    @Test func theRuleItself() {
        let rule = AtRiskRule(facts: Facts())
        let risks = rule.risks(sourceWidth: 85, sourceCharacters: 10, room: 120, languages: ["fr", "de", "ja", "tlh"])
        #expect(risks.map(\.language) == ["de"])
        #expect(risks.first?.needed == 127.5)
        #expect(rule.largestP90(sourceCharacters: 10, languages: ["fr", "ja"]) == 1.3)
        #expect(AtRiskRule.describe(risks) == "de (p90 ×1.50 needs 128 pt)")
    }
}
