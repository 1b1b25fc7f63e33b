import DynamicType
import Foundation
import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// Rule tables with the fake measurer (a character is 0.5 × the point size wide). Body sizes:
/// xSmall 14, Small 15, Medium 16, Large 17, xLarge 19, xxLarge 21, xxxLarge 23, AX1 28, AX2 33,
/// AX3 40, AX4 47, AX5 53.
struct SweepRuleTests {
    typealias C = ContentSizeCategory

    /// Expands "fits up to X, then V1 from Y, V2 from Z" into a full table.
    static func table(_ steps: [(C, Verdict)]) -> [C: Verdict] {
        var result: [C: Verdict] = [:]
        for category in C.allCases {
            let verdict = steps.last(where: { $0.0 <= category })?.1 ?? .fits
            if verdict != .fits { result[category] = verdict }
        }
        return result
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var layout: Component.Layout
        var text: String
        var width: Double
        var verticalWidth: Double
        var expected: [(C, Verdict)]
        var testDescription: String { name }
    }

    // 10 characters are 5 × pt wide: over 100 pt from xxLarge (105), over 200 pt from AX4 (235).
    static let cases: [Case] = [
        Case(name: "fixed fits", layout: .fixed, text: "Short", width: 200, verticalWidth: 200, expected: []),
        Case(name: "fixed truncates from xxLarge", layout: .fixed, text: "0123456789", width: 100, verticalWidth: 100,
             expected: [(.xxLarge, .truncates)]),
        Case(name: "adaptive reflows, then truncates vertically", layout: .adaptive, text: "0123456789", width: 100,
             verticalWidth: 200, expected: [(.xxLarge, .reflow), (.ax4, .truncates)]),
        Case(name: "adaptive fits", layout: .adaptive, text: "Hi", width: 100, verticalWidth: 200, expected: []),
        Case(name: "flexible truncates before AX, reflows at AX", layout: .flexible, text: "0123456789", width: 100,
             verticalWidth: 200, expected: [(.xxLarge, .truncates), (.ax1, .reflow), (.ax4, .truncates)]),
        Case(name: "flexible fits everywhere", layout: .flexible, text: "Hi", width: 100, verticalWidth: 200, expected: []),
    ]

    @Test(arguments: cases)
    func verdictTable(_ c: Case) {
        let component = Component(
            name: "C", layout: c.layout,
            elements: [Fixtures.element("title", keys: ["k"], width: c.width, verticalWidth: c.verticalWidth)])
        let report = Fixtures.run(Fixtures.manifest([component]), [Fixtures.entry("k", c.text)])
        #expect(Fixtures.verdicts(report, key: "k") == Self.table(c.expected))
    }

    @Test func adaptiveSubtitleFollowsTitle() {
        // Title: vertical from xxLarge. Subtitle (4 chars = 2 × pt, 30 pt wide): truncates from Medium
        // while the component is still horizontal, reflows once the title sends it vertical.
        let component = Component(
            name: "Header", layout: .adaptive,
            elements: [
                Fixtures.element("title", keys: ["t"], width: 100, verticalWidth: 200),
                Fixtures.element("subtitle", keys: ["s"], width: 30, verticalWidth: 200),
            ])
        let report = Fixtures.run(Fixtures.manifest([component]), [Fixtures.entry("t", "0123456789"), Fixtures.entry("s", "abcd", line: 2)])
        #expect(Fixtures.verdicts(report, key: "s") == Self.table([(.medium, .truncates), (.xxLarge, .reflow)]))
        let summary = report.components.first { $0.component == "Header" }
        #expect(summary?.firstVerticalCategory == .xxLarge)
        #expect(summary?.firstHorizontalTruncation == .medium)
    }

    @Test func adaptiveInstancesArePairedByGlobCapture() {
        // Two rows of one glob component: only the row whose title is long goes vertical.
        let component = Component(
            name: "Row", layout: .adaptive,
            elements: [
                Fixtures.element("title", keys: ["row.*.title"], width: 100, verticalWidth: 200),
                Fixtures.element("value", keys: ["row.*.value"], width: 30, verticalWidth: 200),
            ])
        let entries = [
            Fixtures.entry("row.a.title", "0123456789", line: 1), Fixtures.entry("row.a.value", "abcd", line: 2),
            Fixtures.entry("row.b.title", "Hi", line: 3), Fixtures.entry("row.b.value", "abcd", line: 4),
        ]
        let report = Fixtures.run(Fixtures.manifest([component]), entries)
        #expect(Fixtures.verdicts(report, key: "row.a.value")[.xxLarge] == .reflow)
        #expect(Fixtures.verdicts(report, key: "row.b.value")[.xxLarge] == .truncates)
    }

    @Test func firstVerticalCategoryPerLocale() {
        let component = Component(
            name: "Header", layout: .adaptive,
            elements: [Fixtures.element("title", keys: ["t"], width: 100, verticalWidth: 400)])
        // en: 8 chars → 4 × pt > 100 from xxxLarge (92 at xxLarge fits? 4 × 21 = 84, 4 × 23 = 92, 4 × 28 = 112).
        let entries = [Fixtures.entry("t", "01234567"), Fixtures.entry("t", "0123456789AB", locale: "de")]
        let report = Fixtures.run(Fixtures.manifest([component]), entries)
        let first = Dictionary(uniqueKeysWithValues: report.components.map { ($0.locale, $0.firstVerticalCategory) })
        #expect(first["en"] == .ax1)
        // 12 chars: 6 × 17 = 102 > 100 at Large.
        #expect(first["de"] == .large)
    }

    @Test func flexibleRuleWrongBothWays() {
        let component = Component(
            name: "Featured", layout: .flexible,
            elements: [Fixtures.element("title", keys: ["t"], width: 100, verticalWidth: 400)])
        let entries = [Fixtures.entry("t", "Hi"), Fixtures.entry("t", "0123456789", locale: "ms")]
        let report = Fixtures.run(Fixtures.manifest([component]), entries)
        let en = report.components.first { $0.locale == "en" }
        let ms = report.components.first { $0.locale == "ms" }
        #expect(en?.ruleSeverity == .note)
        #expect(en?.ruleProblem?.contains("although its text fits horizontally at every size") == true)
        #expect(ms?.ruleSeverity == .warning)
        #expect(ms?.ruleProblem?.contains("from xxLarge") == true)
        #expect(ms?.firstVerticalCategory == .ax1)
        #expect(report.findings.contains { $0.locale == "ms" && $0.category == .xxxLarge && $0.verdict == .truncates })
    }

    @Test func untranslatedAndEmpty() {
        let component = Component(name: "C", layout: .fixed, elements: [Fixtures.element("t", keys: ["*"], width: 300)])
        let entries = [
            Fixtures.entry("a", "Open settings"), Fixtures.entry("a", "Open settings", locale: "de"),
            Fixtures.entry("b", "Done", line: 2), Fixtures.entry("b", "", locale: "fi", line: 2),
            Fixtures.entry("c", "Cancel", line: 3), Fixtures.entry("c", "Abbrechen", locale: "de", line: 3),
            // One word equal to the source is a weak signal: not reported ("Chats" is Chats in German).
            Fixtures.entry("d", "Chats", line: 4), Fixtures.entry("d", "Chats", locale: "de", line: 4),
            // A regional variant of the development language is never untranslated, even empty.
            Fixtures.entry("a", "Open settings", locale: "en-GB", line: 5), Fixtures.entry("b", "", locale: "en_AU", line: 6),
        ]
        let report = Fixtures.run(Fixtures.manifest([component]), entries)
        let untranslated = report.findings.filter { $0.verdict == .untranslated }.map { "\($0.key)/\($0.locale)" }
        #expect(untranslated.sorted() == ["a/de", "b/fi"])
        #expect(report.findings.allSatisfy { $0.verdict != .untranslated || $0.severity == .note })
    }

    /// `sameAsSource:` opts keys out of the equal-to-source signal; an empty value still counts.
    @Test func sameAsSourceOptsKeysOut() {
        let component = Component(name: "C", layout: .fixed, elements: [Fixtures.element("t", keys: ["*"], width: 300)])
        let entries = [
            Fixtures.entry("brand.tagline", "Open Source Rocks"), Fixtures.entry("brand.tagline", "Open Source Rocks", locale: "de"),
            Fixtures.entry("brand.footer", "Made in Berlin", line: 2), Fixtures.entry("brand.footer", "", locale: "de", line: 2),
            Fixtures.entry("settings.open", "Open settings", line: 3),
            Fixtures.entry("settings.open", "Open settings", locale: "de", line: 3),
        ]
        var manifest = Fixtures.manifest([component])
        let before = Fixtures.run(manifest, entries).findings.filter { $0.verdict == .untranslated }.map(\.key)
        #expect(before.sorted() == ["brand.footer", "brand.tagline", "settings.open"])
        manifest.sameAsSource = [KeyPattern("brand.*")]
        let after = Fixtures.run(manifest, entries).findings.filter { $0.verdict == .untranslated }.map(\.key)
        #expect(after.sorted() == ["brand.footer", "settings.open"])
    }

    @Test func missingGlyphs() {
        let component = Component(name: "C", layout: .fixed, elements: [Fixtures.element("t", keys: ["*"], width: 300)])
        let report = Fixtures.run(Fixtures.manifest([component]), [Fixtures.entry("snow", "Let it ☃")])
        let finding = report.findings.first { $0.verdict == .missingGlyphs }
        #expect(finding?.severity == .error)
        #expect(finding?.measurement.missingCharacters == ["☃"])
        #expect(report.exitCode == 1)
    }

    @Test func iconWidthGrowsWithBodyLineHeight() {
        // width = 200 − 2 × body line height (1.2 × pt): 159.2 at Large, 72.8 at AX5.
        let element = Element(
            name: "title", keys: [KeyPattern("k")], font: FontSpec(style: .body), lines: Lines(1),
            width: Widths(.device(insets: 0, icon: IconSpec(aspectRatio: 2, relativeTo: .body), spacing: 0)))
        let component = Component(name: "Button", layout: .fixed, elements: [element])
        let manifest = Fixtures.manifest([component], devices: [Device(name: "Phone", width: 200)])
        // 20 chars = 10 × pt: 170 > 159.2 at Large.
        let report = Fixtures.run(manifest, [Fixtures.entry("k", String(repeating: "x", count: 20))])
        let widths = Dictionary(uniqueKeysWithValues: report.findings.map { ($0.category, $0.width) })
        #expect(abs((widths[.large] ?? 0) - 159.2) < 0.001)
        #expect(abs((widths[.ax5] ?? 0) - 72.8) < 0.001)
        #expect(widths[.medium] == nil)  // 160 ≤ 200 − 2 × 19.2 = 161.6
    }

    @Test func maxPointSizeClamps() {
        #expect(FontSpec(style: .body, size: 17, maxPointSize: 20).pointSize(at: .ax5) == 20)
        #expect(FontSpec(style: .body, size: 17, maxPointSize: 20).pointSize(at: .large) == 17)
        // UIFontMetrics: 17 × 29/22 = 22.4 → 22 at xxxLarge.
        #expect(FontSpec(style: .body, size: 17).pointSize(at: .xxxLarge) == 22)
        #expect(FontSpec(style: .body, maxPointSize: 30).pointSize(at: .ax3) == 30)
        #expect(FontSpec(style: .headline).typeface.weight == .semibold)
        #expect(FontSpec(style: .headline, weight: .bold).typeface.weight == .bold)
    }

    @Test func severitiesAndExitCodes() {
        let component = Component(
            name: "C", layout: .adaptive, elements: [Fixtures.element("title", keys: ["k"], width: 100, verticalWidth: 1000)])
        var manifest = Fixtures.manifest([component])
        // Reflow only (vertical never truncates): note by default → exit 0.
        let entries = [Fixtures.entry("k", "0123456789")]
        let byDefault = Fixtures.run(manifest, entries)
        #expect(byDefault.findings.allSatisfy { $0.verdict == .reflow && $0.severity == .note })
        #expect(byDefault.exitCode == 0)
        manifest.severities.reflow = .error
        #expect(Fixtures.run(manifest, entries).exitCode == 1)
        manifest.severities.reflow = .ignore
        let ignored = Fixtures.run(manifest, entries)
        #expect(ignored.findings.isEmpty)
        #expect(ignored.statistics.ignored == 7)  // xxLarge, xxxLarge, AX1 … AX5
        #expect(ignored.statistics.verdicts[.reflow] == 7)
    }

    @Test func rulesCatchKeysInNoComponent() {
        let component = Component(name: "Tab", layout: .fixed, elements: [Fixtures.element("label", keys: ["tab.*"], width: 10)])
        let rule = Component(name: "Other", layout: .fixed, elements: [Fixtures.element("text", keys: ["*"], width: 10)])
        let report = Fixtures.run(
            Fixtures.manifest([component], rules: [rule]), [Fixtures.entry("tab.home", "Home"), Fixtures.entry("about", "About", line: 2)])
        #expect(Set(report.findings.map { "\($0.key)=\($0.component)" }) == ["tab.home=Tab", "about=Other"])
    }

    @Test func filters() {
        let a = Component(name: "A", layout: .fixed, elements: [Fixtures.element("t", keys: ["a"], width: 10)])
        let b = Component(name: "B", layout: .fixed, elements: [Fixtures.element("t", keys: ["b"], width: 10)])
        let entries = [
            Fixtures.entry("a", "Alpha"), Fixtures.entry("b", "Beta", line: 2), Fixtures.entry("a", "Alfa", locale: "de"),
            Fixtures.entry("b", "Beta!", locale: "de", line: 2),
        ]
        let manifest = Fixtures.manifest([a, b])
        let report = Fixtures.run(
            manifest, entries, options: CheckOptions(locales: ["de"], components: ["A"], categories: [.large, .ax5]))
        #expect(Set(report.findings.map(\.key)) == ["a"])
        #expect(Set(report.findings.map(\.locale)) == ["de"])
        #expect(Set(report.findings.map(\.category)) == [.large, .ax5])
        // A key of a filtered-out component does not fall through to the rules.
        let rule = Component(name: "Other", layout: .fixed, elements: [Fixtures.element("text", keys: ["*"], width: 10)])
        let withRule = Fixtures.run(Fixtures.manifest([a, b], rules: [rule]), entries, options: CheckOptions(components: ["A", "Other"]))
        #expect(!withRule.findings.contains { $0.key == "b" })
    }

    @Test func deterministicOrderAcrossWorkerCounts() {
        let rule = Component(name: "Other", layout: .fixed, elements: [Fixtures.element("text", keys: ["*"], width: 60)])
        let header = Component(
            name: "H", layout: .adaptive,
            elements: [Fixtures.element("title", keys: ["h.*.t"], width: 60, verticalWidth: 120),
                       Fixtures.element("sub", keys: ["h.*.s"], width: 40, verticalWidth: 120)])
        var entries: [LocalizedEntry] = []
        for (i, locale) in ["en", "de", "fi", "ms"].enumerated() {
            for n in 0..<60 {
                let key = n % 3 == 0 ? "h.\(n).t" : (n % 3 == 1 ? "h.\(n - 1).s" : "k\(n)")
                entries.append(Fixtures.entry(key, String(repeating: "w", count: 3 + (n * 7 + i) % 17), locale: locale, line: n + 1))
            }
        }
        let devices = [Device(name: "Small", width: 320), Device(name: "Big", width: 820)]
        let manifest = Fixtures.manifest([header], rules: [rule], devices: devices)
        let one = Fixtures.run(manifest, entries, options: CheckOptions(workers: 1))
        let four = Fixtures.run(manifest, entries, options: CheckOptions(workers: 4))
        #expect(!one.findings.isEmpty)
        #expect(one.findings == four.findings)
        #expect(one.components == four.components)
        let keys = one.findings.map { ($0.location, $0.category.index) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 <= $1.1) })
    }

    @Test func baselineRoundTrip() throws {
        let rule = Component(name: "Other", layout: .fixed, elements: [Fixtures.element("text", keys: ["*"], width: 50)])
        let manifest = Fixtures.manifest([], rules: [rule])
        let entries = [Fixtures.entry("a", "0123456789")]
        let first = Fixtures.run(manifest, entries)
        #expect(!first.findings.isEmpty)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Baseline(findings: first.findings).write(path: path)
        let baseline = try Baseline.load(path: path)
        // The same finding moved to another line stays known; a new string still fails.
        var moved = entries
        moved[0].location.line = 40
        moved.append(Fixtures.entry("b", "0123456789AB", line: 41))
        let second = Fixtures.run(manifest, moved, options: CheckOptions(baseline: baseline))
        #expect(second.statistics.baselined == first.findings.count)
        #expect(Set(second.findings.map(\.key)) == ["b"])
        #expect(second.exitCode == 1)
        let known = Fixtures.run(manifest, [moved[0]], options: CheckOptions(baseline: baseline))
        #expect(known.findings.isEmpty && known.exitCode == 0)
    }

    @Test func baselineErrorsNameTheFile() throws {
        #expect(throws: BaselineError.unreadable(path: "/nonexistent/b.json")) { try Baseline.load(path: "/nonexistent/b.json") }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows: [(json: String, reason: String)] = [
            ("{\n  \"version\" : 1,\n  \"fingerprints\" : [\"a\",]\n}", "line 3, column 25: invalid JSON:"),
            ("{\"version\": 1, \"fingerprints\": [\"a\", 2]}", "line 1, column 38: a fingerprint must be a string, found a number"),
            ("{\"version\": \"1\", \"fingerprints\": []}", "line 1, column 14: \"version\" must be a whole number"),
            ("[]", "line 1, column 1: expected an object, found an array"),
        ]
        for row in rows {
            try Data(row.json.utf8).write(to: URL(fileURLWithPath: path))
            do {
                _ = try Baseline.load(path: path)
                Issue.record("expected an error for \(row.json)")
            } catch {
                #expect(error.description.hasPrefix("\(path): error: not a Headroom baseline: \(row.reason)"), "\(error)")
            }
        }
    }

    /// The baseline keeps the layout Foundation's pretty, sorted encoder gave it, so a rewrite with
    /// the same findings leaves a committed baseline unchanged.
    @Test func baselineLayout() throws {
        let two = Baseline(fingerprints: ["b|x/y|de", "a|\"q\"|ar", "b|x/y|de"])
        #expect(String(decoding: two.encoded(), as: UTF8.self) == """
            {
              "fingerprints" : [
                "a|\\"q\\"|ar",
                "b|x/y|de"
              ],
              "version" : 1
            }

            """)
        #expect(String(decoding: Baseline(fingerprints: []).encoded(), as: UTF8.self) == "{\n  \"fingerprints\" : [\n\n  ],\n  \"version\" : 1\n}\n")
    }

    @Test func previewsForFailingStrings() {
        let component = Component(
            name: "C", layout: .adaptive, elements: [Fixtures.element("title", keys: ["k"], width: 100, verticalWidth: 200)])
        let report = Fixtures.run(
            Fixtures.manifest([component]), [Fixtures.entry("k", "0123456789"), Fixtures.entry("ok", "Hi", line: 2)],
            options: CheckOptions(previews: true))
        #expect(report.previews.count == 1)
        #expect(report.previews.first?.frames.count == 12)
        #expect(report.previews.first?.frames.first { $0.category == .xxLarge }?.verdict == .reflow)
        #expect(report.previews.first?.frames.allSatisfy { $0.vertical != nil } == true)
    }

    /// Where the source is cut too (the design's sizes), the preview draws the source from its own
    /// shaping in the same boxes, at those sizes only, to show beside the translation.
    @Test func previewsDrawTheSourceAtTheDesignSizes() throws {
        let component = Component(name: "C", layout: .fixed, elements: [Fixtures.element("title", keys: ["k"], width: 100)])
        let report = Fixtures.run(
            Fixtures.manifest([component]),
            [Fixtures.entry("k", "0123456789"), Fixtures.entry("k", "0123456789abcdefghij", locale: "de")],
            options: CheckOptions(previews: true))
        let de = try #require(report.outcomes.first { $0.locale == "de" })
        let design = Set(de.results.filter { $0.cause == .design }.map(\.category))
        #expect(!design.isEmpty)
        #expect(de.results.contains { $0.cause == .translation })
        let preview = try #require(de.previews.first)
        let source = try #require(preview.source)
        #expect(Set(source.frames.map(\.category)) == design)
        #expect(source.rendering != preview.rendering)
        // The source is drawn in the translation's boxes.
        for frame in source.frames {
            #expect(frame.horizontal.box == preview.frames.first { $0.category == frame.category }?.horizontal.box)
        }
        // The English itself has no source to draw.
        #expect(report.outcomes.filter { $0.locale == "en" }.allSatisfy { $0.previews.allSatisfy { $0.source == nil } })
    }

    @Test func aTextPastThePreviewLimitIsCheckedButNotDrawn() throws {
        let component = Component(name: "C", layout: .fixed, elements: [Fixtures.element("title", keys: ["k", "long"], width: 100)])
        let long = String(repeating: "abcde ", count: StringPreview.maxCharacters / 6 + 1)
        let report = Fixtures.run(
            Fixtures.manifest([component]),
            [Fixtures.entry("k", "0123456789abcdefghij"), Fixtures.entry("long", long)],
            options: CheckOptions(previews: true))
        let drawn = try #require(report.outcomes.first { $0.key == "k" })
        let notDrawn = try #require(report.outcomes.first { $0.key == "long" })
        #expect(!drawn.previews.isEmpty)
        #expect(notDrawn.results.contains { $0.verdict == .truncates })
        #expect(notDrawn.previews.isEmpty)
    }

    @Test func keyPatternCaptures() {
        #expect(KeyPattern("settings.*.title").captures("settings.wifi.title") == ["wifi"])
        #expect(KeyPattern("settings.*.title").captures("settings.wifi.value") == nil)
        #expect(KeyPattern("tab.?").matches("tab.1"))
        #expect(!KeyPattern("tab.?").matches("tab.10"))
        #expect(KeyPattern("exact").captures("exact") == [])
        #expect(KeyPattern("*").matches(""))
    }
}

extension SweepRuleTests {
    @Test func deviceVariantsOnlyOnTheirIdiom() {
        // A share of the device width (3.2 and 8.2 pt): every string truncates on every device.
        let element = Element(
            name: "t", keys: [KeyPattern("*")], font: FontSpec(style: .body), lines: Lines(1),
            width: Widths(.fraction(0.01, insets: 0, icon: nil, spacing: 0)))
        let component = Component(name: "C", layout: .fixed, elements: [element])
        let devices = [Device(name: "iPhone SE", width: 320), Device(name: "iPad", width: 820)]
        let entries = [
            Fixtures.entry("hint", "Tap to continue", variant: "device.iphone"),
            Fixtures.entry("hint", "Tap or click to continue", line: 2, variant: "device.ipad"),
            Fixtures.entry("plain", "Continue", line: 3),
        ]
        let report = Fixtures.run(Fixtures.manifest([component], devices: devices), entries)
        #expect(Set(report.findings.filter { $0.variant == "device.iphone" }.map(\.device)) == ["iPhone SE"])
        #expect(Set(report.findings.filter { $0.variant == "device.ipad" }.map(\.device)) == ["iPad"])
        #expect(Set(report.findings.filter { $0.key == "plain" }.map(\.device)) == ["iPhone SE", "iPad"])
    }
}

extension SweepRuleTests {
    @Test func keyPatternsThatMatchNothingAreWarnings() {
        var manifest = Fixtures.manifest([
            Component(name: "Row", layout: .fixed, elements: [
                Element(name: "title", keys: [KeyPattern("row.*.title"), KeyPattern("row.*.titel")], font: FontSpec(style: .body),
                        lines: Lines(1), width: Widths(.absolute(300)), line: 7)
            ])
        ])
        manifest.file = "headroom.yml"
        let report = Fixtures.run(manifest, [Fixtures.entry("row.a.title", "A")])
        #expect(report.problems.map(\.message) == ["Row › title: the key 'row.*.titel' matches no string"])
        #expect(report.problems.first?.location == SourceLocation(file: "headroom.yml", line: 7, column: 1))
        #expect(report.problems.first?.severity == .warning && report.exitCode == 0)
    }
}
