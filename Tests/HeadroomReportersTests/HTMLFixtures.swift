import DynamicType
import HeadroomCheck
import HeadroomFormats
@testable import HeadroomReporters

/// Hand-built check reports for the HTML reporter's tests. The renderings are made here the way the
/// engine makes them (lines of positioned glyphs, outline paths per glyph and size, an ellipsis on
/// the last visible line), with simple box-shaped outlines instead of real font outlines.
enum HTMLFixtures {
    /// Point size of each category for a body-like style (17 pt at Large).
    static let sizes: [ContentSizeCategory: Double] = [
        .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
        .ax1: 28, .ax2: 33, .ax3: 40, .ax4: 47, .ax5: 53,
    ]

    /// The face every fixture glyph comes from (1000 units per em).
    static let face = FaceKey(file: "TestSans.ttf")

    /// Whether a text is set in the fixture's wide (CJK) advance.
    static func isWide(_ text: String) -> Bool { text.unicodeScalars.contains { $0.value >= 0x3000 } }

    /// A text "shaped" like a monospaced engine would: one cluster and one glyph per character,
    /// 0.55 em wide (1 em for CJK), box-shaped outlines in font units (y up), and a "…"; each ASCII
    /// digit counts for the figure spacing.
    static func shaped(_ text: String, rightToLeft: Bool = false, ellipsis: Bool = true) -> ShapedRendering {
        let advance = isWide(text) ? 1.0 : 0.55
        var outlines: [GlyphKey: FontUnitOutline] = [:]
        func glyph(_ character: Character) -> ShapedRendering.Glyph {
            let id = character.unicodeScalars.first!.value
            let key = GlyphKey(face: face, glyph: id)
            if outlines[key] == nil {
                let height = character.isUppercase || isWide(text) ? 0.7 : (character.isLetter ? 0.5 : 0.3)
                let w = Int(advance * 0.8 * 1000), h = Int(height * 1000)
                outlines[key] = FontUnitOutline(pathYUp: character == " " ? "" : "M0 0h\(w)v\(h)h-\(w)z", unitsPerEm: 1000)
            }
            return ShapedRendering.Glyph(face: 0, id: id, advance: advance)
        }
        let glyphs = text.map(glyph)
        let characters = Array(text)
        let clusters = glyphs.indices.map {
            ShapedRendering.Cluster(
                glyphs: $0..<($0 + 1), tracked: 1, spaces: 0,
                figures: characters[$0].isASCII && characters[$0].isNumber ? 1 : 0)
        }
        let shaping = ShapedRendering.Shaping(clusters: clusters, glyphs: glyphs, ellipses: [ellipsis ? [glyph("…")] : []])
        return ShapedRendering(faces: [face], shapings: [shaping], outlines: outlines, rightToLeft: rightToLeft)
    }

    /// Lays `text` out greedily by words (characters for CJK) with the fixture's advance, like the
    /// engine: lines as cluster runs (one reversed run for a right-to-left line), the last visible
    /// line cut before a "…" when the text truncates, the hidden lines from the cut on.
    static func rendering(_ text: String, pointSize: Double, width: Double, lines limit: Int, rightToLeft: Bool = false)
        -> BoxRendering
    {
        let characters = Array(text)
        let wide = isWide(text)
        let advance = pointSize * (wide ? 1.0 : 0.55)
        let lineHeight = (pointSize * 1.2 * 2).rounded(.up) / 2
        // Greedy word wrap over character ranges (a line's trailing space hangs).
        var words: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where wide || character == " " {
            if wide {
                words.append(index..<(index + 1))
            } else {
                if index > start { words.append(start..<index) }
                start = index + 1
            }
        }
        if !wide, start < characters.count { words.append(start..<characters.count) }
        var wrapped: [Range<Int>] = []
        var current: Range<Int>?
        for word in words {
            if let line = current, Double(word.upperBound - line.lowerBound) * advance > width {
                wrapped.append(line)
                current = word
            } else {
                current = (current?.lowerBound ?? word.lowerBound)..<word.upperBound
            }
        }
        wrapped.append(current ?? 0..<0)
        let truncates = limit > 0 && wrapped.count > limit
        let visible = limit > 0 ? min(limit, wrapped.count) : wrapped.count
        var cut: Int?
        if truncates {
            let last = wrapped[visible - 1]
            cut = last.lowerBound + max(0, min(last.count, Int(((width - advance) / advance).rounded(.down))))
        }
        var lines: [BoxRendering.Line] = []
        for (index, range) in wrapped.enumerated() {
            var drawn = range
            if let cut, index == visible - 1 { drawn = range.lowerBound..<cut }
            if let cut, index == visible { drawn = cut..<range.upperBound }
            let top = Double(index) * lineHeight
            let run = BoxRendering.Run(start: drawn.lowerBound, end: drawn.upperBound, reversed: rightToLeft)
            var lineText = String(characters[range])
            if cut != nil, index == visible - 1 { lineText = String(characters[drawn]) + "…" }
            lines.append(
                BoxRendering.Line(
                    text: lineText, top: top, baseline: top + pointSize * 0.95, height: lineHeight,
                    runs: drawn.isEmpty ? [] : [run], overflow: limit > 0 && index >= limit, rightToLeft: rightToLeft,
                    ellipsis: cut != nil && index == visible - 1 ? BoxRendering.Cut(face: 0, width: advance) : nil))
        }
        return BoxRendering(
            box: LayoutBox(pointSize: pointSize, width: width, lines: limit), lines: lines,
            limitedHeight: Double(visible) * lineHeight, unconstrainedHeight: Double(wrapped.count) * lineHeight)
    }

    struct Spec {
        var component: String
        var element: String
        var key: String
        var locale: String
        var value: String
        var source: String?
        var comment: String?
        var file: String
        var line: Int
        var width: Double
        var verticalWidth: Double?
        var lines: Int
        var variant: String? = nil
        var device = "iPhone SE"
        var rightToLeft = false
        var missing: [String] = []
        var untranslated = false
        /// Leave the ellipsis glyphs out (the engine does when the font has none to offer).
        var noEllipsisGlyphs = false
        /// Who must act on the string's findings (nil: not known, as in reports of earlier versions).
        var cause: Cause? = nil
    }

    /// Findings, previews and component summaries for the strings, measured at `categories`.
    static func report(_ specs: [Spec], categories: [ContentSizeCategory] = ContentSizeCategory.allCases) -> CheckReport {
        var findings: [Finding] = []
        var previews: [StringPreview] = []
        var firstVertical: [String: ContentSizeCategory] = [:]
        var layouts: [String: ComponentSummary.Layout] = [:]
        for spec in specs {
            var frames: [StringPreview.Frame] = []
            let location = SourceLocation(file: spec.file, line: spec.line, column: 10)
            for category in categories {
                let size = sizes[category]!
                let h = rendering(spec.value, pointSize: size, width: spec.width, lines: spec.lines, rightToLeft: spec.rightToLeft)
                let v = spec.verticalWidth.map {
                    rendering(spec.value, pointSize: size, width: $0, lines: spec.lines, rightToLeft: spec.rightToLeft)
                }
                let hCut = h.unconstrainedHeight > h.limitedHeight
                let vCut = v.map { $0.unconstrainedHeight > $0.limitedHeight } ?? hCut
                var verdict: Verdict =
                    spec.untranslated ? .untranslated : !spec.missing.isEmpty ? .missingGlyphs : !hCut ? .fits : vCut ? .truncates : .reflow
                if verdict == .fits, spec.untranslated { verdict = .untranslated }
                frames.append(StringPreview.Frame(category: category, verdict: verdict, horizontal: h, vertical: v))
                let componentKey = "\(spec.component)|\(spec.locale)|\(spec.device)"
                layouts[componentKey] = spec.verticalWidth == nil ? .fixed : .adaptive
                if hCut, spec.verticalWidth != nil {
                    firstVertical[componentKey] = min(firstVertical[componentKey] ?? category, category)
                }
                guard verdict != .fits else { continue }
                let used = verdict == .truncates ? (v ?? h) : h
                let advance = size * 0.55
                let overflowChars = used.lines.filter(\.overflow).map(\.text.count).reduce(0, +)
                let headroom = verdict == .truncates || verdict == .reflow ? -Double(overflowChars) * advance : 10
                let measurement = TextMeasurement(
                    pointSize: size, lineHeight: used.lines.first?.height ?? size * 1.2, lines: used.lines.count,
                    linesAllowed: spec.lines, unconstrainedHeight: used.unconstrainedHeight, limitedHeight: used.limitedHeight,
                    truncates: used.unconstrainedHeight > used.limitedHeight, naturalWidth: Double(spec.value.count) * advance,
                    overflow: max(0, -headroom), headroom: max(0, headroom), averageCharacterWidth: advance, lineTexts: used.lines.map(\.text),
                    missingCharacters: spec.missing, fontsUsed: ["Test Sans"])
                findings.append(
                    Finding(
                        component: spec.component, element: spec.element, key: spec.key, table: "Localizable",
                        locale: spec.locale, variant: spec.variant, category: category, device: spec.device, verdict: verdict,
                        severity: verdict == .truncates ? .error : .warning, location: location,
                        orientation: verdict == .truncates && v != nil ? .vertical : .horizontal,
                        width: verdict == .truncates ? (spec.verticalWidth ?? spec.width) : spec.width, value: spec.value,
                        measuredText: spec.value, sourceText: spec.source, comment: spec.comment, measurement: measurement)
                    .with(cause: spec.cause))
            }
            if findings.contains(where: { $0.key == spec.key && $0.locale == spec.locale && $0.component == spec.component }) {
                previews.append(
                    StringPreview(
                        component: spec.component, element: spec.element, key: spec.key, locale: spec.locale,
                        variant: spec.variant, device: spec.device, location: location,
                        rendering: shaped(spec.value, rightToLeft: spec.rightToLeft, ellipsis: !spec.noEllipsisGlyphs),
                        frames: frames))
            }
        }
        let components = layouts.keys.sorted().map { key -> ComponentSummary in
            let parts = key.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return ComponentSummary(
                component: parts[0], layout: layouts[key]!, locale: parts[1], device: parts[2],
                firstVerticalCategory: firstVertical[key], ruleProblem: nil)
        }
        findings.sort { ($0.location, $0.category) < ($1.location, $1.category) }
        var counts: [Verdict: Int] = [:]
        for finding in findings { counts[finding.verdict, default: 0] += 1 }
        return CheckReport(
            findings: findings, components: components,
            problems: [Problem(location: SourceLocation(file: "/project/Strings/broken.strings", line: 3, column: 1), message: "Unterminated string <here> & there")],
            fonts: [FontRecord(family: "Test Sans", style: "Regular", file: "/project/Fonts/TestSans.ttf", sha256: String(repeating: "ab", count: 32))],
            previews: previews,
            statistics: Statistics(
                files: 4, entries: specs.count, measurements: specs.count * categories.count, verdicts: counts, seconds: 0.25))
    }

    /// The small report the golden file is made from: German truncation with characters that need
    /// escaping, Arabic (right to left) that must go vertical, Japanese, and an untranslated string.
    static let small: CheckReport = {
        var report = smallFindings
        // Where the German title's box comes from: every dimension known, the widest width written.
        if let i = report.outcomes.firstIndex(where: { $0.locale == "de" }) {
            var evidence = BoxEvidence(
                font: .code(file: "/project/Views/Header.swift", line: 18, what: ".font(.title2)"),
                lines: .nib(file: "/project/Views/Header.xib", objectID: "aB3-xy-9Qz", what: "numberOfLines=\"1\""),
                width: .documented(source: "HIG Layout", what: "the readable width less 16 pt margins"),
                drawn: .frameworkDefault(what: "a UILabel the code makes is drawn", source: "UIKit UILabel"))
            evidence.widthBound = .manifest(line: 31)
            report.outcomes[i].evidence = evidence
            report.outcomes[i].manifestLine = 27
        }
        // The Arabic button's width is an estimate: its findings say so and how to confirm it.
        if let i = report.outcomes.firstIndex(where: { $0.locale == "ar" }) {
            let estimate = Evidence.estimate(why: "a button's <20 pt> insets & margins")
            report.outcomes[i].evidence = BoxEvidence(
                font: .manifest(line: 40), lines: .manifest(line: 40), width: estimate, drawn: .manifest(line: 40))
            report.outcomes[i].manifestLine = 40
            for r in report.outcomes[i].results.indices where report.outcomes[i].results[r].reported {
                report.outcomes[i].results[r].assumptions = [Assumption(dimension: .width, evidence: estimate)]
            }
        }
        // A flexible component whose fixed AX1 rule is wrong for German.
        report.components.append(
            ComponentSummary(
                component: "FeaturedHeader", layout: .flexible, locale: "de", device: "iPhone SE", firstVerticalCategory: .ax1,
                ruleProblem: "goes vertical from AX1 although its text fits horizontally until AX3", ruleSeverity: .warning,
                firstHorizontalTruncation: .ax4, strings: 2))
        return report
    }()

    static let smallFindings: CheckReport = report(
        [
            Spec(
                component: "AdaptiveHeader", element: "title", key: "header.title.<b>&\"quoted\"'", locale: "de",
                value: "Benachrichtigungen & <Einstellungen> verwalten", source: "Manage notifications & <settings>",
                comment: "Screen title; keep it \"short\"", file: "/project/Strings/de.lproj/Localizable.strings", line: 12,
                width: 200, verticalWidth: 150, lines: 1),
            Spec(
                component: "AdaptiveButton", element: "title", key: "button.save", locale: "ar",
                value: "حفظ التغييرات في الإعدادات", source: "Save changes", comment: nil,
                file: "/project/Strings/ar.lproj/Localizable.strings", line: 4, width: 260, verticalWidth: 400, lines: 1,
                rightToLeft: true),
            Spec(
                component: "TabBar", element: "label", key: "tab.favorites", locale: "ja", value: "お気に入りの項目",
                source: "Favorites", comment: "Tab bar item", file: "/project/Strings/ja.lproj/Localizable.strings", line: 7,
                width: 80, verticalWidth: nil, lines: 1, noEllipsisGlyphs: true),
            Spec(
                component: "TabBar", element: "label", key: "tab.settings", locale: "ja", value: "Settings",
                source: "Settings", comment: nil, file: "/project/Strings/ja.lproj/Localizable.strings", line: 9,
                width: 80, verticalWidth: nil, lines: 1, untranslated: true),
        ],
        categories: [.large, .xxxLarge, .ax3])
}

extension HTMLFixtures {
    /// Phrases per locale for synthetic reports (long enough to wrap in narrow boxes).
    static let phrases: [(locale: String, rightToLeft: Bool, texts: [String])] = [
        ("de", false, ["Benachrichtigungseinstellungen verwalten", "Zahlungsmethode hinzufügen und bestätigen", "Datenschutzerklärung & Nutzungsbedingungen"]),
        ("fi", false, ["Ilmoitusasetusten hallinta", "Lisää maksutapa ja vahvista", "Tietosuojaseloste ja käyttöehdot"]),
        ("ru", false, ["Управление настройками уведомлений", "Добавить способ оплаты", "Политика конфиденциальности"]),
        ("el", false, ["Διαχείριση ρυθμίσεων ειδοποιήσεων", "Προσθήκη τρόπου πληρωμής", "Πολιτική απορρήτου"]),
        ("ar", true, ["إدارة إعدادات الإشعارات", "إضافة طريقة دفع وتأكيدها", "سياسة الخصوصية وشروط الاستخدام"]),
        ("he", true, ["ניהול הגדרות התראות", "הוספת אמצעי תשלום ואישורו", "מדיניות פרטיות ותנאי שימוש"]),
        ("hi", false, ["सूचना सेटिंग प्रबंधित करें", "भुगतान विधि जोड़ें और पुष्टि करें", "गोपनीयता नीति और उपयोग की शर्तें"]),
        ("th", false, ["จัดการการตั้งค่าการแจ้งเตือน", "เพิ่มวิธีการชำระเงิน", "นโยบายความเป็นส่วนตัว"]),
        ("ja", false, ["通知設定を管理する", "お支払い方法を追加して確認", "プライバシーポリシーと利用規約"]),
        ("zh-Hans", false, ["管理通知设置", "添加并确认付款方式", "隐私政策和使用条款"]),
        ("ko", false, ["알림 설정 관리", "결제 수단 추가 및 확인", "개인정보 처리방침 및 이용약관"]),
        ("ms", false, ["Urus tetapan pemberitahuan", "Tambah dan sahkan kaedah pembayaran", "Dasar privasi dan terma penggunaan"]),
    ]

    static let componentShapes: [(component: String, element: String, width: Double, vertical: Double?, lines: Int)] = [
        ("AdaptiveHeader", "title", 200, 150, 1), ("AdaptiveButton", "title", 180, 300, 2), ("ListCell", "subtitle", 160, nil, 2),
        ("TabBar", "label", 90, nil, 1), ("Alert", "message", 240, nil, 3),
    ]

    /// `count` failing strings spread over twelve locales and five components, every category.
    static func synthetic(count: Int) -> CheckReport {
        var specs: [Spec] = []
        var index = 0
        while specs.count < count {
            let pool = phrases[index % phrases.count]
            let shape = componentShapes[(index / phrases.count) % componentShapes.count]
            let text = pool.texts[(index / (phrases.count * componentShapes.count)) % pool.texts.count]
            let value = index % 7 == 0 ? text + " " + text : text
            specs.append(
                Spec(
                    component: shape.component, element: shape.element, key: "screen\(index / 60).item\(index).\(shape.element)",
                    locale: pool.locale, value: value, source: "Source text for item \(index)",
                    comment: index % 3 == 0 ? "Shown in the \(shape.component) on screen \(index / 60)" : nil,
                    file: "/project/Strings/\(pool.locale).lproj/Localizable.strings", line: 10 + index, width: shape.width,
                    verticalWidth: shape.vertical, lines: shape.lines, rightToLeft: pool.rightToLeft,
                    cause: index % 4 == 0 ? .design : .translation))
            index += 1
        }
        return report(specs)
    }
}

extension Finding {
    fileprivate func with(cause: Cause?) -> Finding {
        var copy = self
        copy.cause = cause
        return copy
    }
}
