import DynamicType
import HeadroomCheck
import HeadroomFormats

/// Findings for the reporter benchmark, in report order (file, line, column, category, device):
/// strings of six locales, each failing at six categories (must go vertical at xxxLarge, truncates
/// from AX1), with every tenth string missing glyphs and every seventh a note, so that grouping,
/// severities and escaping all have work to do. Built a batch at a time, so the benchmark holds
/// one batch, not the run.
struct SyntheticFindings {
    static let perString = 6
    static let locales = ["ar", "de", "fi", "ja", "ms", "ru"]
    static let values = [
        "ar": "لديك رسائل غير مقروءة في صندوق الوارد", "de": "Erweiterte Bedienungshilfen & Einstellungen",
        "fi": "Lisäasetukset \"esteettömyys\" <uusi>", "ja": "詳細なアクセシビリティ設定を開く",
        "ms": "Tetapan Kebolehcapaian Lanjutan, 100%", "ru": "Расширенные настройки\nдоступности",
    ]
    static let categories: [ContentSizeCategory] = [.xxxLarge, .ax1, .ax2, .ax3, .ax4, .ax5]
    let count: Int
    var strings: Int { (count + Self.perString - 1) / Self.perString }

    /// Findings `range` (indices into the run's findings).
    func batch(_ range: Range<Int>) -> [Finding] {
        range.map(finding)
    }

    func finding(_ index: Int) -> Finding {
        let string = index / Self.perString
        let categoryIndex = index % Self.perString
        let locale = Self.locales[string * Self.locales.count / max(strings, 1)]
        let category = Self.categories[categoryIndex]
        let component = "Component\(string % 40)"
        let reflow = categoryIndex == 0
        let missing = string % 10 == 3
        let verdict: Verdict = missing ? .missingGlyphs : (reflow ? .reflow : .truncates)
        let severity: Severity = string % 7 == 5 ? .note : (reflow ? .warning : .error)
        let size = 23.0 + Double(categoryIndex) * 6
        let lines = 2 + categoryIndex / 2
        let m = TextMeasurement(
            pointSize: size, lineHeight: (size * 1.21).rounded(.up), lines: lines, linesAllowed: 1 + categoryIndex / 3,
            unconstrainedHeight: Double(lines) * 28, limitedHeight: 28, truncates: !reflow, naturalWidth: 326.25 + Double(string % 97),
            overflow: Double(string % 300) / 3 + Double(categoryIndex), headroom: 0, averageCharacterWidth: 6.1 + Double(categoryIndex),
            lineTexts: ["Tetapan Kebolehcapaian", "Lanjutan"], missingCharacters: missing ? ["𛀁"] : [],
            fontsUsed: ["Inter", "Noto Sans CJK JP"])
        let value = Self.values[locale]!
        return Finding(
            component: component, element: "title", key: "screen\(string % 500).title.\(string)", table: "Localizable",
            locale: locale, variant: string % 5 == 0 ? "other" : nil, category: category, device: "iPhone SE",
            verdict: verdict, severity: severity,
            location: SourceLocation(file: "/work/app/Strings/\(locale).lproj/Localizable.strings", line: string + 1, column: 20),
            orientation: categoryIndex >= 1 ? .vertical : .horizontal, width: 288, value: value, measuredText: value,
            sourceText: "Advanced Accessibility Settings", comment: string % 3 == 0 ? "Title of the settings screen" : nil,
            measurement: m, message: "Shorten by about 6 characters, or let the title wrap to 2 lines.")
    }
}
