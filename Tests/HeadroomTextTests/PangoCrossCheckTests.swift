import Foundation
import HeadroomText
import Testing

/// Cross-checks widths and line counts against Pango (unhinted, given the same font file, which is
/// the only one fontconfig sees) with `scripts/oracle/pango_lines.py`, the oracle `docs/agreement.md`
/// uses. Skips when python3-gi is absent.
struct PangoCrossCheckTests {
    struct Case: Codable {
        var text: String
        var size: Double
        var width: Double
        var locale: String
        var file: String
    }

    static let cases: [Case] = [
        Case(text: "The quick brown fox jumps over the lazy dog", size: 17, width: 150, locale: "en", file: "Inter-Regular.otf"),
        Case(text: "Datenschutzeinstellungen für Benachrichtigungen", size: 15, width: 120, locale: "de", file: "Inter-Regular.otf"),
        Case(text: "Настройки уведомлений и конфиденциальности", size: 17, width: 140, locale: "ru", file: "Inter-Regular.otf"),
        Case(text: "Ρυθμίσεις ειδοποιήσεων και απορρήτου", size: 19, width: 130, locale: "el", file: "Inter-Regular.otf"),
        Case(text: "Wi-Fi AVAILABLE — Tap to connect (3 networks)", size: 13, width: 160, locale: "en", file: "Inter-Regular.otf"),
        Case(text: "إعدادات الإشعارات والخصوصية للحساب", size: 17, width: 120, locale: "ar", file: "NotoSansArabic-Regular.ttf"),
        Case(text: "הגדרות התראות ופרטיות החשבון", size: 17, width: 110, locale: "he", file: "NotoSansHebrew-Regular.ttf"),
        Case(text: "सूचना और गोपनीयता सेटिंग्स बदलें", size: 17, width: 120, locale: "hi", file: "NotoSansDevanagari-Regular.ttf"),
    ]

    @Test func widthsAndLinesAgreeWithPango() throws {
        let python = "/usr/bin/python3"
        let script = Fixtures.repoRoot + "/scripts/oracle/pango_lines.py"
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: python)
        probe.arguments = ["-c", "import gi; gi.require_version('PangoFT2', '1.0'); from gi.repository import PangoFT2"]
        probe.standardError = FileHandle.nullDevice
        guard FileManager.default.fileExists(atPath: python), (try? probe.run()) != nil else {
            print("skipped: \(python) not found")
            return
        }
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            print("skipped: python3-gi with Pango is not installed")
            return
        }
        let input = Self.cases.map { c in
            let object: [String: Any] = [
                "text": c.text, "size": c.size, "width": c.width, "locale": c.locale, "font": Fixtures.font(c.file), "faceIndex": 0,
            ]
            return String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        }.joined(separator: "\n") + "\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let answers = String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(answers.count == Self.cases.count, "pango_lines.py answered \(answers.count) of \(Self.cases.count): \(errors)")
        for (c, answer) in zip(Self.cases, answers) {
            let engine = TextEngine(stack: try FontStack.file(Fixtures.font(c.file)))
            let layout = try engine.shape(c.text, locale: c.locale).layout(pointSize: c.size, width: c.width, lines: 0)
            let pangoWidth = try #require(answer["naturalWidth"] as? Double, "\(c.text): \(answer)")
            let pangoLines = try #require(answer["lines"] as? Int)
            let relative = abs(layout.naturalWidth - pangoWidth) / pangoWidth
            #expect(relative < 0.0005, "\(c.text): \(layout.naturalWidth) vs Pango \(pangoWidth)")
            #expect(layout.linesNeeded == pangoLines, "\(c.text): \(layout.lines.map(\.text)) vs Pango \(answer["lineTexts"] ?? "")")
        }
    }
}
