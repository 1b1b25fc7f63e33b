import DynamicType
import Foundation
import HeadroomText
import Testing

/// Golden layout dumps for many scripts with the real bundled fonts. Regenerate with
/// `HEADROOM_UPDATE_GOLDEN=1`.
struct GoldenLayoutTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var locale: String?
        var weight: FontWeight = .regular
        var size: Double = 17
        var width: Double
        var lines: Int = 0
        var options = LayoutOptions()
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "latin", text: "The quick brown fox jumps over the lazy dog", locale: "en", width: 150),
        Case(name: "latin-truncated", text: "The quick brown fox jumps over the lazy dog", locale: "en", width: 120, lines: 2),
        Case(name: "latin-bold-display", text: "Settings and Privacy", locale: "en", weight: .bold, size: 28, width: 200),
        Case(name: "german-compound", text: "Datenschutzgrundverordnungseinstellungen speichern", locale: "de", width: 150),
        Case(name: "greek", text: "Ρυθμίσεις ειδοποιήσεων και απορρήτου", locale: "el", width: 120),
        Case(name: "russian", text: "Настройки уведомлений и конфиденциальности", locale: "ru", width: 140),
        Case(name: "arabic", text: "إعدادات الإشعارات والخصوصية", locale: "ar", width: 110),
        Case(name: "hebrew", text: "הגדרות התראות ופרטיות", locale: "he", width: 90),
        Case(name: "hindi", text: "सूचना और गोपनीयता सेटिंग्स", locale: "hi", width: 100),
        Case(name: "thai-dictionary", text: "การตั้งค่าการแจ้งเตือนและความเป็นส่วนตัว", locale: "th", width: 110),
        Case(name: "japanese", text: "通知とプライバシーの設定を変更します。", locale: "ja", width: 100),
        // The "…" takes the face of the last kept character: Noto Sans CJK JP here, Inter for Arabic
        // (Noto Sans Arabic has no U+2026).
        Case(name: "japanese-truncated", text: "通知とプライバシーの設定を変更します。", locale: "ja", width: 100, lines: 2),
        Case(name: "arabic-truncated", text: "إعدادات الإشعارات والخصوصية", locale: "ar", width: 110, lines: 1),
        Case(name: "chinese-simplified", text: "通知和隐私设置，请稍后再试。", locale: "zh-Hans", width: 100),
        Case(name: "chinese-traditional", text: "通知和隱私設定，請稍後再試。", locale: "zh-Hant", width: 100),
        Case(name: "korean-word-priority", text: "알림 및 개인정보 보호 설정을 변경합니다", locale: "ko", width: 120),
        Case(
            name: "korean-no-word-priority", text: "알림 및 개인정보 보호 설정을 변경합니다", locale: "ko", width: 120,
            options: LayoutOptions(hangulWordPriority: false)),
        Case(name: "emoji", text: "Great job 👍🏽 see you 🇫🇷 soon 👨‍👩‍👧", locale: "en", width: 120),
        Case(name: "mixed-ltr-rtl", text: "Open ملف الإعدادات in Settings", locale: "en", width: 130),
        Case(name: "hard-newlines", text: "First line\nSecond\r\nThird\u{2028}Fourth\u{2029}Fifth", locale: "en", width: 200),
        Case(name: "overlong-word", text: "Supercalifragilisticexpialidocious", locale: "en", width: 80),
        Case(name: "trailing-spaces", text: "Hello      world   ", locale: "en", width: 60),
        Case(name: "tracking", text: "Notifications", locale: "en", width: 200, options: LayoutOptions(tracking: true)),
        Case(
            name: "push-out", text: "Turn on notifications to stay informed", locale: "en", width: 160,
            options: LayoutOptions(pushOut: true)),
        Case(name: "missing-glyphs", text: "Key \u{10FFFD} and \u{0378} here", locale: "en", width: 200),
        Case(name: "scale-2x", text: "Two lines of text here", locale: "en", width: 100, options: LayoutOptions(scale: 2)),
    ]

    @Test(arguments: cases)
    func golden(_ c: Case) throws {
        let shaped = try Fixtures.engine.shape(c.text, locale: c.locale, weight: c.weight)
        let layout = shaped.layout(pointSize: c.size, width: c.width, lines: c.lines, options: c.options)
        let dump = LayoutDump.dump(
            text: c.text, locale: c.locale, weight: c.weight.name, size: c.size, width: c.width, lines: c.lines,
            options: c.options, shaped: shaped, layout: layout)
        let path = Fixtures.goldenDirectory + "/\(c.name).txt"
        if ProcessInfo.processInfo.environment["HEADROOM_UPDATE_GOLDEN"] == "1" {
            try dump.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(
            try? String(contentsOfFile: path, encoding: .utf8), "missing golden \(path); run with HEADROOM_UPDATE_GOLDEN=1")
        #expect(dump == expected, "layout dump differs from \(path)")
    }
}
