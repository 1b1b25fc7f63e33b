import DynamicType
import HeadroomCheck
import HeadroomFormats
import HeadroomReporters

/// One fixed, hand-built report that every golden output is rendered from: findings across every
/// verdict and severity, Latin, Cyrillic, RTL (ar, he) and CJK (ja) locales, plural variants,
/// several devices and orientations, problems, and texts that need XML, JSON, Markdown and
/// workflow-command escaping (quotes, `<&>`, newlines, `%`, commas, colons, emoji, a control character).
enum ReportFixture {
    static let workingDirectory = "/work/app"
    static let context = ReportContext(toolVersion: "0.1.0-test", workingDirectory: workingDirectory)

    static func measurement(
        size: Double, lines: Int, allowed: Int, headroom: Double, charWidth: Double = 7.5,
        lineHeight: Double? = nil, natural: Double = 300, texts: [String] = [], missing: [String] = [],
        fonts: [String] = ["Inter"]
    ) -> TextMeasurement {
        let lineHeight = lineHeight ?? (size * 1.21).rounded(.up)
        return TextMeasurement(
            pointSize: size, lineHeight: lineHeight, lines: lines, linesAllowed: allowed,
            unconstrainedHeight: Double(lines) * lineHeight,
            limitedHeight: Double(allowed == 0 ? lines : min(lines, allowed)) * lineHeight,
            truncates: allowed > 0 && lines > allowed, naturalWidth: natural, overflow: max(0, -headroom), headroom: max(0, headroom),
            averageCharacterWidth: charWidth, lineTexts: texts, missingCharacters: missing, fontsUsed: fonts)
    }

    static func finding(
        _ component: String, _ element: String, key: String, table: String = "Localizable", locale: String,
        variant: String? = nil, category: ContentSizeCategory, device: String, verdict: Verdict, severity: Severity,
        file: String, line: Int, column: Int, orientation: Orientation = .horizontal, width: Double,
        value: String, measured: String? = nil, source: String?, comment: String? = nil,
        measurement: TextMeasurement, cause: Cause? = .translation, shownAt: [DisplaySite] = []
    ) -> Finding {
        var finding = Finding(
            component: component, element: element, key: key, table: table, locale: locale, variant: variant,
            category: category, device: device, verdict: verdict, severity: severity,
            location: SourceLocation(file: file, line: line, column: column), orientation: orientation,
            width: width, value: value, measuredText: measured ?? value, sourceText: source, comment: comment,
            measurement: measurement)
        finding.cause = cause
        finding.shownAt = shownAt
        return finding
    }

    /// The Swift places that show `settings.title` (under the working directory; the second without
    /// a column, as a hand-written `shownAt: File.swift:7` gives) and the Hebrew alert (outside it).
    static let titleSites = [
        DisplaySite(file: "/work/app/Sources/Settings/SettingsView.swift", line: 42, column: 13),
        DisplaySite(file: "Sources/Settings/SettingsRow.swift", line: 7),
    ]
    static let alertSites = [DisplaySite(file: "/shared/Other App/AlertView.swift", line: 20, column: 9)]

    static let msFile = "/work/app/Strings/ms.lproj/Localizable.strings"
    static let arFile = "Strings/ar.lproj/Localizable.stringsdict"
    static let heFile = "/shared/Other App/he.lproj/Alerts.strings"  // outside the working directory
    static let catalog = "./Strings/Localizable.xcstrings"
    static let ruFile = "Strings/ru.lproj/Localizable.stringsdict"
    static let deFile = "Strings/de.lproj/Localizable.strings"

    /// Not in full report order (file, line, column, category, device), but, as the runner
    /// delivers them, every finding of one translation is next to the others, in category order.
    static let findings: [Finding] = [
        finding(
            "Header", "title", key: "settings.title", locale: "ms", category: .xxxLarge, device: "iPhone SE",
            verdict: .truncates, severity: .error, file: msFile, line: 12, column: 20, width: 288,
            value: "Tetapan Kebolehcapaian Lanjutan", source: "Advanced Accessibility Settings",
            comment: "Title of the settings screen",
            measurement: measurement(size: 23, lines: 2, allowed: 1, headroom: -38.25, charWidth: 6.1, natural: 326.25,
                                     texts: ["Tetapan Kebolehcapaian", "Lanjutan"]), shownAt: titleSites),
        finding(
            "Header", "title", key: "settings.title", locale: "ms", category: .ax1, device: "iPhone SE",
            verdict: .truncates, severity: .error, file: msFile, line: 12, column: 20, orientation: .vertical,
            width: 288, value: "Tetapan Kebolehcapaian Lanjutan", source: "Advanced Accessibility Settings",
            measurement: measurement(size: 28, lines: 3, allowed: 2, headroom: -101.4, charWidth: 7.4, natural: 677.4),
            shownAt: titleSites),
        finding(
            "Header", "title", key: "settings.title", locale: "ms", category: .ax2, device: "iPhone SE",
            verdict: .truncates, severity: .error, file: msFile, line: 12, column: 20, orientation: .vertical,
            width: 288, value: "Tetapan Kebolehcapaian Lanjutan", source: "Advanced Accessibility Settings",
            measurement: measurement(size: 33, lines: 3, allowed: 2, headroom: -150.2, charWidth: 8.7), shownAt: titleSites),
        finding(
            "Header", "subtitle", key: "settings.subtitle", locale: "ms", category: .xLarge, device: "iPhone 16",
            verdict: .reflow, severity: .warning, file: msFile, line: 13, column: 23, width: 361,
            value: "Laraskan saiz teks, kontras & gerakan", source: "Adjust text size, contrast & motion",
            measurement: measurement(size: 17, lines: 2, allowed: 1, headroom: -12.0, charWidth: 8)),
        finding(
            "Button", "label", key: "checkout.button", locale: "de", category: .ax2, device: "iPhone 16",
            verdict: .reflow, severity: .note, file: deFile, line: 4, column: 21, orientation: .vertical, width: 345,
            value: "Zur Kasse gehen", source: "Check out",
            measurement: measurement(size: 40, lines: 2, allowed: 3, headroom: 12.5, charWidth: 20.1), cause: .design),
        finding(
            "Cell", "title", key: "inbox.unread", locale: "ar", variant: "few", category: .ax3, device: "iPad (10th generation)",
            verdict: .truncates, severity: .error, file: arFile, line: 31, column: 13, width: 704,
            value: "لديك %d رسائل غير مقروءة", measured: "لديك 3 رسائل غير مقروءة", source: "You have %d unread messages",
            measurement: measurement(size: 44, lines: 2, allowed: 1, headroom: -88.0, charWidth: 17.3,
                                     texts: ["لديك 3 رسائل غير", "مقروءة"], fonts: ["Noto Sans Arabic"])),
        finding(
            "Alert", "message", key: "alert.delete", table: "Alerts", locale: "he", category: .ax5, device: "iPhone SE",
            verdict: .truncates, severity: .warning, file: heFile, line: 7, column: 18, width: 240,
            value: "למחוק את \"הקובץ\" <ישן> & להמשיך?", source: "Delete the \"old\" <file> & continue?",
            comment: "Alert body.\nKeep it short: 2 lines, 100% width.",
            measurement: measurement(size: 53, lines: 4, allowed: 3, headroom: -61.75, charWidth: 21.5, fonts: ["Noto Sans Hebrew"]), cause: .design,
            shownAt: alertSites),
        finding(
            "TabBar", "item", key: "tab.favorites", locale: "ja", category: .large, device: "iPhone 16",
            verdict: .missingGlyphs, severity: .error, file: catalog, line: 118, column: 25, width: 78,
            value: "お気に入り𛀁⭐️", source: "Favorites",
            measurement: measurement(size: 10, lines: 1, allowed: 1, headroom: 2, charWidth: 10, missing: ["𛀁"],
                                     fonts: ["Noto Sans CJK JP", "Noto Color Emoji"])),
        finding(
            "Settings", "row", key: "settings.about", locale: "ja", category: .large, device: "iPhone 16",
            verdict: .untranslated, severity: .note, file: catalog, line: 140, column: 25, width: 300,
            value: "About", source: "About",
            measurement: measurement(size: 17, lines: 1, allowed: 1, headroom: 250, charWidth: 8)),
        finding(
            "List", "footer", key: "items.count: total, %d%%", locale: "ru", variant: "many", category: .xxLarge,
            device: "iPhone SE", verdict: .reflow, severity: .warning, file: ruFile, line: 52, column: 17, width: 288,
            value: "Выбрано %d элементов: 100%, всего", measured: "Выбрано 25 элементов: 100%, всего",
            source: "%d items selected: 100%, total",
            measurement: measurement(size: 21, lines: 2, allowed: 1, headroom: -0.04, charWidth: 9.9)),
        {
            // A warning resting on an estimate of the width: every format names it.
            var result = finding(
                "Greeting", "banner", key: "emoji.👋", locale: "fi", category: .medium, device: "iPad Pro 11\", landscape",
                verdict: .truncates, severity: .warning, file: "Strings/fi.lproj/Localizable.strings", line: 3, column: 14,
                width: 180.5, value: "Hei 👋\tTervetuloa\u{1B}!", source: "Hi 👋 Welcome!",
                measurement: measurement(size: 16, lines: 3, allowed: 0, headroom: -0.5, charWidth: 0))
            result.assumptions = [Assumption(dimension: .width, evidence: .estimate(why: "a row's 16 pt side margins"))]
            return result
        }(),
        finding(
            "Header", "title", key: "settings.title", locale: "el", category: .ax4, device: "iPhone SE",
            verdict: .truncates, severity: .ignore, file: "Strings/el.lproj/Localizable.strings", line: 12, column: 20,
            width: 288, value: "Προηγμένες ρυθμίσεις προσβασιμότητας", source: "Advanced Accessibility Settings",
            measurement: measurement(size: 47, lines: 3, allowed: 2, headroom: -20, charWidth: 24)),
        atRisk,
    ]

    /// A development-language string with less room than German's p90 expansion needs.
    static let atRisk: Finding = {
        var result = finding(
            "Header", "title", key: "settings.privacy", locale: "en", category: .xxxLarge, device: "iPhone SE",
            verdict: .atRisk, severity: .note, file: "Strings/en.lproj/Localizable.strings", line: 14, column: 22,
            width: 288, value: "Privacy and Security", source: nil,
            measurement: measurement(size: 23, lines: 1, allowed: 1, headroom: 61.2, charWidth: 11.3, natural: 226.8),
            cause: .design)
        result.risks = [
            AtRiskRule.Risk(language: "de", sourceWidth: 226.8, needed: 403.7, room: 288, p90: 1.78),
            AtRiskRule.Risk(language: "ru", sourceWidth: 226.8, needed: 451.3, room: 288, p90: 1.99),
        ]
        return result
    }()

    static let report = CheckReport(
        findings: findings,
        components: [
            ComponentSummary(component: "Header", layout: .adaptive, locale: "ms", device: "iPhone SE",
                             firstVerticalCategory: .xLarge, ruleProblem: nil, firstHorizontalTruncation: .xLarge,
                             strings: 2),
            ComponentSummary(component: "Header", layout: .adaptive, locale: "en", device: "iPhone SE",
                             firstVerticalCategory: nil, ruleProblem: nil, strings: 2),
            ComponentSummary(component: "Button", layout: .flexible, locale: "de", device: "iPhone 16",
                             firstVerticalCategory: .ax1,
                             ruleProblem: "goes vertical from AX1 although \"Zur Kasse gehen\" fits | until AX3",
                             ruleSeverity: .note, firstHorizontalTruncation: .ax4, strings: 1),
            ComponentSummary(component: "List", layout: .flexible, locale: "ru", device: "iPhone SE",
                             firstVerticalCategory: .ax1,
                             ruleProblem: "truncates horizontally from xxLarge, before the accessibility sizes where List goes vertical; it needs to go vertical from xxLarge",
                             ruleSeverity: .warning, firstHorizontalTruncation: .xxLarge, strings: 3,
                             location: SourceLocation(file: "/work/app/headroom.yml", line: 41, column: 1)),
            ComponentSummary(component: "Cell", layout: .fixed, locale: "ar", device: "iPad (10th generation)",
                             firstVerticalCategory: nil, ruleProblem: nil, firstHorizontalTruncation: .ax3, strings: 4),
            ComponentSummary(component: "Toolbar", layout: .flexible, locale: "ko", device: "iPhone SE",
                             firstVerticalCategory: .ax1, ruleProblem: "goes vertical from AX1 although its text fits horizontally at every size",
                             ruleSeverity: nil, strings: 2),
        ],
        problems: [
            Problem(location: SourceLocation(file: "/work/app/Strings/pt-BR.lproj/Localizable.strings", line: 9, column: 31),
                    message: "Expected ';' after the value of \"greeting\" <line 9>"),
            Problem(location: SourceLocation(file: "headroom.yml", line: 40, column: 5),
                    message: "The glob \"Strings/**/*.xliff\" matches no file.\nCheck the path.", severity: .warning),
        ],
        fonts: [
            FontRecord(family: "Inter", style: "Regular", file: "/work/app/Fonts/Inter-Regular.otf", sha256: "a1b2c3"),
            FontRecord(family: "Noto Sans Arabic", style: "Regular", file: "/usr/share/fonts/NotoSansArabic-Regular.ttf",
                       sha256: "d4e5f6"),
        ],
        previews: [],
        statistics: Statistics(
            files: 7, entries: 412, measurements: 19_776,
            verdicts: [.fits: 19_764, .truncates: 6, .reflow: 3, .missingGlyphs: 1, .untranslated: 1], seconds: 0.4321,
            baselined: 3, ignored: 1)
    )
}
