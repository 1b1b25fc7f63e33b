import DynamicType
import Foundation
import HeadroomFormats
import Testing

@testable import HeadroomCheck

/// The verdicts of issue 11 through the fake measurer (a character is 0.5 × the point size wide,
/// a line 1.2 × it tall). Sizes: Medium 16, Large 17, xLarge 19, AX1 28, AX5 53.
struct VerdictRulesTests {
    typealias C = ContentSizeCategory

    static func manifest(
        _ element: Element, layout: Component.Layout = .fixed, categories: [C] = [.medium, .large, .xLarge],
        devices: [Device] = [Device(name: "Phone", width: 320)], tolerance: Double? = nil
    ) -> Manifest {
        var manifest = Manifest(
            categories: categories, devices: devices, components: [Component(name: "C", layout: layout, elements: [element])])
        manifest.tolerance = tolerance
        return manifest
    }

    static func element(width: WidthSpec, lines: Int = 1, font: FontSpec = FontSpec(style: .body)) -> Element {
        Element(name: "text", keys: [KeyPattern("k")], font: font, lines: Lines(lines), width: Widths(width))
    }

    static func verdicts(_ report: CheckReport) -> [C: Verdict] {
        Dictionary(uniqueKeysWithValues: report.findings.filter { $0.verdict != .untranslated }.map { ($0.category, $0.verdict) })
    }

    // MARK: borderline

    struct Band: CustomTestStringConvertible, Sendable {
        var name: String
        var width: Double
        var tolerance: Double?
        var expected: [C: Verdict]
        var testDescription: String { name }
    }

    // 12 characters: 96 pt at Medium, 102 at Large, 114 at xLarge.
    static let bands: [Band] = [
        Band(name: "over by 0.5 of 101.5 (1.16% = 1.18): borderline", width: 101.5, tolerance: nil,
             expected: [.large: .borderline, .xLarge: .truncates]),
        Band(name: "0.5 to spare of 102.5 on its only line: borderline", width: 102.5, tolerance: nil,
             expected: [.large: .borderline, .xLarge: .truncates]),
        Band(name: "over by 2 of 100, default 1.16%: truncates", width: 100, tolerance: nil,
             expected: [.large: .truncates, .xLarge: .truncates]),
        Band(name: "over by 2 of 100, tolerance 5%: borderline (and 4 to spare at Medium)", width: 100, tolerance: 0.05,
             expected: [.medium: .borderline, .large: .borderline, .xLarge: .truncates]),
        Band(name: "tolerance 0: exact", width: 101.5, tolerance: 0, expected: [.large: .truncates, .xLarge: .truncates]),
    ]

    @Test(arguments: bands)
    func borderline(_ band: Band) {
        let report = Fixtures.run(
            Self.manifest(Self.element(width: .absolute(band.width)), tolerance: band.tolerance),
            [Fixtures.entry("k", "abcdefghijkl")])
        #expect(Self.verdicts(report) == band.expected)
        #expect(report.findings.filter { $0.verdict == .borderline }.allSatisfy { $0.severity == .note })
    }

    // MARK: default tolerance (issues 11 + 12)

    struct DefaultTolerance: CustomTestStringConvertible, Sendable {
        var name: String
        var typeface: Typeface
        var pointSize: Double
        var expected: Double
        var testDescription: String { name }
    }

    /// The stand-in's held-out p90 per group (StandInErrorBand) for the system font; 0.2% (the
    /// engine's agreement with Pango/Chromium) for a font file.
    static let defaults: [DefaultTolerance] = [
        DefaultTolerance(name: "system regular 17 pt: 1.16%", typeface: .system(.regular), pointSize: 17, expected: 0.0116),
        DefaultTolerance(name: "system medium 19 pt: 1.16%", typeface: .system(.medium), pointSize: 19, expected: 0.0116),
        DefaultTolerance(name: "system semibold 17 pt: 1.58%", typeface: .system(.semibold), pointSize: 17, expected: 0.0158),
        DefaultTolerance(name: "system bold 19.9 pt: 1.58%", typeface: .system(.bold), pointSize: 19.9, expected: 0.0158),
        DefaultTolerance(name: "system regular 20 pt: 1.96%", typeface: .system(.regular), pointSize: 20, expected: 0.0196),
        DefaultTolerance(name: "system bold 34 pt: 1.96%", typeface: .system(.bold), pointSize: 34, expected: 0.0196),
        DefaultTolerance(name: "font file 17 pt: 0.2%", typeface: Typeface(file: "Brand.ttf"), pointSize: 17, expected: 0.002),
        DefaultTolerance(
            name: "font file bold 28 pt: 0.2%", typeface: Typeface(file: "Brand.ttf", weight: .bold), pointSize: 28, expected: 0.002),
    ]

    @Test(arguments: defaults)
    func defaultTolerance(_ row: DefaultTolerance) {
        #expect(VerdictRules.defaultTolerance(typeface: row.typeface, pointSize: row.pointSize) == row.expected)
        #expect(VerdictRules().tolerance(typeface: row.typeface, pointSize: row.pointSize) == row.expected)
        // The manifest's `tolerance:` overrides every default.
        #expect(VerdictRules(tolerance: 0.05).tolerance(typeface: row.typeface, pointSize: row.pointSize) == 0.05)
        // The real system font (SF Pro in the user's font folder) is a real font: 0.2% at every size.
        var real = VerdictRules()
        real.systemFontIsStandIn = false
        #expect(real.tolerance(typeface: row.typeface, pointSize: row.pointSize) == VerdictRules.customFontTolerance)
    }

    struct BandByFont: CustomTestStringConvertible, Sendable {
        var name: String
        var font: FontSpec
        var categories: [C]
        var width: Double
        var tolerance: Double?
        var expected: [C: Verdict]
        var testDescription: String { name }
    }

    // 12 characters: 102 pt at Large (17 pt), 168 pt at AX1 (28 pt).
    static let bandsByFont: [BandByFont] = [
        BandByFont(name: "regular, over by 1.5 of 100.5 (1.16% = 1.17): truncates", font: FontSpec(style: .body),
                   categories: [.large], width: 100.5, tolerance: nil, expected: [.large: .truncates]),
        BandByFont(name: "semibold, over by 1 of 101 (1.58% = 1.60): borderline", font: FontSpec(style: .body, weight: .semibold),
                   categories: [.large], width: 101, tolerance: nil, expected: [.large: .borderline]),
        BandByFont(name: "semibold, manifest 0.5% overrides: truncates", font: FontSpec(style: .body, weight: .semibold),
                   categories: [.large], width: 101, tolerance: 0.005, expected: [.large: .truncates]),
        BandByFont(name: "28 pt, over by 3 of 165 (1.96% = 3.23): borderline", font: FontSpec(style: .body),
                   categories: [.ax1], width: 165, tolerance: nil, expected: [.ax1: .borderline]),
        BandByFont(name: "28 pt, over by 4 of 164 (1.96% = 3.21): truncates", font: FontSpec(style: .body),
                   categories: [.ax1], width: 164, tolerance: nil, expected: [.ax1: .truncates]),
        BandByFont(name: "font file, over by 0.5 of 101.5 (0.2% = 0.2): truncates", font: FontSpec(style: .body, file: "Brand.ttf"),
                   categories: [.large], width: 101.5, tolerance: nil, expected: [.large: .truncates]),
        BandByFont(name: "font file, over by 0.15 of 101.85 (0.2% = 0.204): borderline", font: FontSpec(style: .body, file: "Brand.ttf"),
                   categories: [.large], width: 101.85, tolerance: nil, expected: [.large: .borderline]),
    ]

    @Test(arguments: bandsByFont)
    func toleranceFollowsTheFont(_ band: BandByFont) {
        let report = Fixtures.run(
            Self.manifest(Self.element(width: .absolute(band.width), font: band.font), categories: band.categories, tolerance: band.tolerance),
            [Fixtures.entry("k", "abcdefghijkl")])
        #expect(Self.verdicts(report) == band.expected)
    }

    // MARK: shrinks

    @Test func shrinksWithinTheMinimumScaleFactor() {
        var element = Self.element(width: .absolute(100))
        element.shrink = .scale(0.8)
        // Large: 102 pt, fits at 0.8 (81.6): shrinks to 100/102. AX1: 168 pt, 134.4 at 0.8: truncates.
        let report = Fixtures.run(Self.manifest(element, categories: [.medium, .large, .ax1]), [Fixtures.entry("k", "abcdefghijkl")])
        #expect(Self.verdicts(report) == [.large: .shrinks, .ax1: .truncates])
        let shrinks = report.findings.first { $0.verdict == .shrinks }
        #expect(shrinks?.scale == 0.98)
        #expect(shrinks?.severity == .note)
    }

    struct MinimumSize: CustomTestStringConvertible, Sendable {
        var name: String
        var points: Double
        var expected: [C: Verdict]
        var scales: [C: Double]
        var testDescription: String { name }
    }

    // 12 characters in 100 pt: 96 at Medium (16 pt), 102 at Large (17), 168 at AX1 (28).
    static let minimumSizes: [MinimumSize] = [
        MinimumSize(name: "down to 16 pt: Large and AX1 fit at 16 (96 pt)", points: 16,
                    expected: [.large: .shrinks, .ax1: .shrinks], scales: [.large: 0.98, .ax1: 0.59]),
        MinimumSize(name: "down to 17 pt: Large is at its minimum already, AX1 needs 102 pt at 17", points: 17,
                    expected: [.large: .truncates, .ax1: .truncates], scales: [:]),
        MinimumSize(name: "down to 10 pt: AX1 fits once scaled to 100/168", points: 10,
                    expected: [.large: .shrinks, .ax1: .shrinks], scales: [.large: 0.98, .ax1: 0.59]),
    ]

    /// A view that shrinks to a minimum font size in points (`minimumFontSize`) truncates only what does
    /// not fit at that size; a font already at or below it does not shrink.
    @Test(arguments: minimumSizes)
    func shrinksDownToTheMinimumFontSize(_ row: MinimumSize) {
        var element = Self.element(width: .absolute(100))
        element.shrink = .points(row.points)
        let report = Fixtures.run(Self.manifest(element, categories: [.medium, .large, .ax1]), [Fixtures.entry("k", "abcdefghijkl")])
        #expect(Self.verdicts(report) == row.expected)
        for finding in report.findings where finding.verdict == .shrinks {
            #expect(finding.scale == row.scales[finding.category], "\(finding.category)")
        }
    }

    // MARK: breaks-word

    @Test func breaksWordWhateverTheLineLimit() {
        // "Supercalifragilistic" (20 characters) is 160 pt at Medium in a 100 pt box with no line limit.
        for lines in [0, 3] {
            let report = Fixtures.run(
                Self.manifest(Self.element(width: .absolute(100), lines: lines)),
                [Fixtures.entry("k", "a Supercalifragilistic b"), Fixtures.entry("short", "ab cd ef gh ij kl mn op", line: 2)])
            #expect(Self.verdicts(report) == [.medium: .breaksWord, .large: .breaksWord, .xLarge: .breaksWord], "lines \(lines)")
            #expect(report.findings.allSatisfy { $0.key == "k" })
            #expect(report.findings.first?.severity == .warning)
            #expect(report.findings.first?.measurement.widestWord == 160 && report.findings.first?.width == 100)
        }
    }

    // MARK: no room, icons, widths

    @Test func noRoomIsAFinding() {
        // 50 pt minus an icon of 2 × the body line height: 9.2 pt at Large, −17.2 at AX1.
        let icon = IconSpec(aspectRatio: 2, relativeTo: .body)
        let element = Self.element(width: .device(insets: 150, icon: icon, spacing: 0))
        let report = Fixtures.run(
            Self.manifest(element, categories: [.large, .ax1], devices: [Device(name: "iPhone SE", width: 200)]),
            [Fixtures.entry("k", "")])
        let noRoom = report.findings.first { $0.verdict == .noRoom }
        #expect(noRoom?.category == .ax1)
        #expect(noRoom?.severity == .error)
        #expect(noRoom.map { abs($0.width - -17.2) < 0.05 } == true)
    }

    @Test func iconsHideOrStopGrowing() {
        let hidden = IconSpec(aspectRatio: 2, relativeTo: .body, hiddenFrom: .ax1)
        let clamped = IconSpec(aspectRatio: 2, relativeTo: .body, maxCategory: .large)
        let sweep = Self.sweep()
        #expect(sweep.iconWidth(hidden, .ax1) == nil)
        #expect(sweep.iconWidth(hidden, .large) == 2 * 1.2 * 17)
        #expect(sweep.iconWidth(clamped, .ax5) == sweep.iconWidth(clamped, .large))
        // Hidden: the text gets the icon's room and its spacing back.
        let width = WidthSpec.device(insets: 150, icon: hidden, spacing: 8)
        #expect(width.points(deviceWidth: 200) { sweep.iconWidth($0, .ax1) } == 50)
        #expect(abs(width.points(deviceWidth: 200) { sweep.iconWidth($0, .large) } - (50 - 40.8 - 8)) < 1e-9)
    }

    @Test func fractionAndColumnsOfTheDevice() {
        #expect(WidthSpec.fraction(0.5, insets: 16, icon: nil, spacing: 0).points(deviceWidth: 400) { _ in nil } == 184)
        #expect(WidthSpec.fraction(0.25, insets: 0, icon: nil, spacing: 0).points(deviceWidth: 400) { _ in nil } == 100)
    }

    static func sweep() -> Sweep {
        Sweep(
            components: [], entries: [], texts: { entry, _ in entry.value }, measurer: FakeMeasurer(), categories: C.allCases,
            devices: [], severities: SeverityPolicy(), baseline: [], previews: false, workers: 1, progress: nil,
            sourceValues: [:], sourceLocales: [], iconLineHeights: [.body: C.allCases.map { 1.2 * Double(TextStyle.body.pointSize(at: $0)) }])
    }

    @Test func aFixedWidthIsReportedOnce() {
        let devices = [Device(name: "iPhone SE", width: 320), Device(name: "iPad", width: 820)]
        let fixed = Fixtures.run(Self.manifest(Self.element(width: .absolute(50)), devices: devices), [Fixtures.entry("k", "abcdefghijkl")])
        #expect(fixed.findings.count == 3)
        #expect(Set(fixed.findings.map(\.device)) == ["every device"])
        let relative = Fixtures.run(
            Self.manifest(Self.element(width: .device(insets: 270, icon: nil, spacing: 0)), devices: devices),
            [Fixtures.entry("k", "abcdefghijkl")])
        #expect(Set(relative.findings.map(\.device)) == ["iPhone SE"])
    }

    // MARK: fonts

    @Test func fixedSizeFontsAndCategoryClamps() {
        let fixed = FontSpec(style: .body, size: 10, scales: false)
        #expect(C.allCases.allSatisfy { fixed.pointSize(at: $0) == 10 })
        var clamped = FontSpec(style: .body)
        clamped.maxCategory = .ax1
        #expect(clamped.pointSize(at: .ax5) == 28)
        #expect(clamped.pointSize(at: .large) == 17)
        var custom = FontSpec(style: .body, size: 20)
        custom.maxCategory = .large
        #expect(custom.pointSize(at: .ax3) == 20)
    }

    // MARK: cause

    static func causeRun(
        _ entries: [LocalizedEntry], severities: SeverityPolicy = SeverityPolicy(), causes: Set<Cause>? = nil
    ) -> CheckReport {
        var manifest = Self.manifest(Self.element(width: .absolute(100)), categories: [.large, .ax1])
        manifest.severities = severities
        var options = CheckOptions()
        options.causes = causes
        return Fixtures.run(manifest, entries, options: options)
    }

    // "Continue" (8) fits at Large (68 pt) and truncates at AX1 (112 pt); "Fortfahren jetzt" (16)
    // truncates at both (136, 224).
    static let causeEntries = [
        Fixtures.entry("k", "Continue"), Fixtures.entry("k", "Fortfahren jetzt", locale: "de", line: 2),
    ]

    @Test func causeIsDesignWhereTheSourceFailsToo() {
        let report = Self.causeRun(Self.causeEntries)
        let de = Dictionary(uniqueKeysWithValues: report.findings.filter { $0.locale == "de" }.map { ($0.category, $0.cause) })
        #expect(de == [.large: .translation, .ax1: .design])
        #expect(report.findings.first { $0.locale == "en" }?.cause == .design)
    }

    @Test func severitiesPerCauseAndTheCauseFilter() {
        var severities = SeverityPolicy()
        severities.byCause[.design] = [.truncates: .warning]
        let report = Self.causeRun(Self.causeEntries, severities: severities)
        #expect(report.findings.filter { $0.cause == .design }.allSatisfy { $0.severity == .warning })
        #expect(report.findings.filter { $0.cause == .translation }.allSatisfy { $0.severity == .error })
        let translations = Self.causeRun(Self.causeEntries, causes: [.translation])
        #expect(translations.findings.map(\.category) == [.large])
        #expect(translations.findings.allSatisfy { $0.cause == .translation })
    }

    @Test func pluralFormsTheSourceLacksUseItsOtherForm() {
        let entries = [
            Fixtures.entry("k", "Continue", variant: "other"),
            Fixtures.entry("k", "Fortfahren jetzt", locale: "ru", line: 2, variant: "few"),
        ]
        let report = Self.causeRun(entries)
        #expect(report.findings.filter { $0.locale == "ru" }.allSatisfy { $0.cause != nil })
        #expect(report.findings.contains { $0.locale == "ru" && $0.cause == .translation })
    }
}
