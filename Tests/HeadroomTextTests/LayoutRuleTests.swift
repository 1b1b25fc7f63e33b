import DynamicType
import Foundation
import HeadroomText
import Testing

/// The UILabel rules, table-driven, with the real bundled fonts.
struct LayoutRuleTests {
    let engine = Fixtures.engine

    struct TruncationCase: Sendable {
        var text: String
        var width: Double
        var lines: Int
    }

    static let truncationCases: [TruncationCase] = [
        .init(text: "Settings", width: 200, lines: 1),
        .init(text: "Benachrichtigungseinstellungen", width: 120, lines: 1),
        .init(text: "Turn on notifications to stay informed", width: 120, lines: 2),
        .init(text: "Turn on notifications to stay informed", width: 120, lines: 3),
        .init(text: "Turn on notifications to stay informed", width: 120, lines: 0),
        .init(text: "OK", width: 10, lines: 1),
        .init(text: "", width: 100, lines: 1),
    ]

    @Test(arguments: truncationCases)
    func truncatesExactlyWhenUnconstrainedIsTaller(_ c: TruncationCase) throws {
        let layout = try engine.shape(c.text, locale: "en").layout(pointSize: 17, width: c.width, lines: c.lines)
        #expect(layout.truncates == (layout.unconstrainedHeight > layout.limitedHeight))
        // One font throughout: truncation is the same as needing more lines than allowed.
        #expect(layout.truncates == (c.lines > 0 && layout.linesNeeded > c.lines))
        #expect(layout.truncates == (layout.ellipsis != nil))
        if let ellipsis = layout.ellipsis {
            #expect(ellipsis.x + ellipsis.width <= c.width + 1e-6 || ellipsis.keptRange.isEmpty)
            #expect(c.text.hasPrefix(ellipsis.keptText) || ellipsis.lineIndex > 0)
        }
    }

    @Test func overflowIsWhatDoesNotFitTheAllowedLines() throws {
        let shaped = try engine.shape("Benachrichtigungen verwalten", locale: "de")
        let one = shaped.layout(pointSize: 17, width: 150, lines: 1)
        #expect(one.truncates)
        // One line: the text on one line minus the box, not the width of the hidden line.
        #expect(abs(one.overflow - (one.naturalWidth - 150)) < 1e-9)
        #expect(one.headroom == 0)
        let wide = shaped.layout(pointSize: 17, width: 500, lines: 1)
        #expect(wide.overflow == 0 && abs(wide.headroom - (500 - wide.naturalWidth)) < 1e-9)
        #expect(shaped.layout(pointSize: 17, width: 150, lines: 0).overflow == 0)
        // Two lines: the rest of the text from the second line's start, on one line, minus the box.
        let two = shaped.layout(pointSize: 17, width: 60, lines: 2)
        #expect(two.truncates)
        let rest = try engine.shape(two.lines[1...].map(\.text).joined(), locale: "de").layout(pointSize: 17, width: 1000, lines: 1)
        #expect(abs(two.overflow - (rest.widestLine - 60)) < 0.01)
    }

    @Test func zeroLinesMeansUnlimited() throws {
        let shaped = try engine.shape(String(repeating: "word ", count: 60), locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 100, lines: 0)
        #expect(layout.linesNeeded > 10)
        #expect(layout.limitedHeight == layout.unconstrainedHeight)
        #expect(!layout.truncates)
        #expect(layout.visibleLines.count == layout.linesNeeded)
    }

    @Test func customFontLineHeightComesFromTheFileMetrics() throws {
        let metrics = try #require(FontFileMetrics(path: Fixtures.font("Inter-Regular.otf")))
        let expected = 17 * Double(metrics.ascender - metrics.descender + metrics.lineGap) / Double(metrics.unitsPerEm)
        let custom = TextEngine(stack: try FontStack.file(Fixtures.font("Inter-Regular.otf")))
        let layout = try custom.shape("Hello", locale: "en").layout(pointSize: 17, width: 300, lines: 1)
        #expect(abs(layout.lineHeight - expected) < 1e-9)
        #expect(abs(try custom.lineHeight(weight: .regular, pointSize: 17) - expected) < 1e-9)
        // The system stand-in takes SF Pro's instead (SystemFontFidelityTests).
        #expect(abs(try engine.lineHeight(weight: .regular, pointSize: 17) - 17 * StandInCalibration.lineHeightEm) < 1e-9)
    }

    @Test(arguments: [2.0, 3.0])
    func heightsRoundUpToThePixelGrid(scale: Double) throws {
        let shaped = try engine.shape("one two three four five six", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 60, lines: 2, options: LayoutOptions(scale: scale))
        let raw = layout.lines.reduce(0) { $0 + $1.height }
        let rawLimited = layout.lines.prefix(2).reduce(0) { $0 + $1.height }
        #expect(layout.unconstrainedHeight == (raw * scale).rounded(.up) / scale)
        #expect(layout.limitedHeight == (rawLimited * scale).rounded(.up) / scale)
        #expect(layout.unconstrainedHeight >= raw && layout.unconstrainedHeight - raw < 1 / scale)
    }

    @Test func oneVariableFaceAtEverySizeWeightsThroughWght() throws {
        let shaped = try engine.shape("Settings", locale: "en")
        #expect(shaped.primaryFace(at: 19.5) === shaped.primaryFace(at: 20))
        #expect(shaped.primaryFace(at: 20).family == "Inter")
        #expect(shaped.primaryFace(at: 20).variations["wght"] == 400)
        let below = shaped.layout(pointSize: 19.99, width: 500, lines: 1, options: LayoutOptions(tracking: true))
        let at = shaped.layout(pointSize: 20, width: 500, lines: 1, options: LayoutOptions(tracking: true))
        #expect(below.fontsUsed == ["Inter"] && at.fontsUsed == ["Inter"])
        // No step at 20 pt (the Text/Display switch made one of about 6%).
        #expect(abs(at.naturalWidth / 20 - below.naturalWidth / 19.99) < 0.001)
        // Weights between the named ones are instances of the same file.
        let semibold = try engine.shape("Settings", locale: "en", weight: .semibold)
        #expect(semibold.primaryFace(at: 17).variations["wght"] == 600)
        let plain = shaped.layout(pointSize: 17, width: 500, lines: 1).naturalWidth
        #expect(semibold.layout(pointSize: 17, width: 500, lines: 1).naturalWidth > plain)
    }

    @Test func trackingAddsPerCharacterOnlyForTheSystemStack() throws {
        let text = "Notifications"
        let shaped = try engine.shape(text, locale: "en")
        let plain = shaped.layout(pointSize: 17, width: 500, lines: 1)
        let tracked = shaped.layout(pointSize: 17, width: 500, lines: 1, options: LayoutOptions(tracking: true))
        let expected = StandInCalibration.trackingPoints(weight: 400, pointSize: 17) * Double(text.count)
        #expect(abs((tracked.naturalWidth - plain.naturalWidth) - expected) < 1e-9)
        #expect(tracked.tracking == StandInCalibration.trackingPoints(weight: 400, pointSize: 17))
        // Word spaces get the calibration's word spacing on top.
        let words = try engine.shape("Turn on", locale: "en")
        let wordsTracked = words.layout(pointSize: 28, width: 500, lines: 1, options: LayoutOptions(tracking: true))
        let wordsPlain = words.layout(pointSize: 28, width: 500, lines: 1)
        #expect(wordsTracked.wordSpacing == StandInCalibration.wordSpacingPoints(weight: 400, pointSize: 28))
        #expect(wordsTracked.wordSpacing < 0)
        #expect(
            abs(wordsTracked.naturalWidth - wordsPlain.naturalWidth - 7 * wordsTracked.tracking - wordsTracked.wordSpacing) < 1e-9)
        // ASCII digits get the figure spacing on top (SF keeps its figures wide at display sizes).
        let year = try engine.shape("Mai 2024", locale: "de")
        let yearTracked = year.layout(pointSize: 28, width: 500, lines: 1, options: LayoutOptions(tracking: true))
        let yearPlain = year.layout(pointSize: 28, width: 500, lines: 1)
        #expect(yearTracked.figureSpacing == StandInCalibration.figureSpacingPoints(weight: 400, pointSize: 28))
        #expect(yearTracked.figureSpacing > 0)
        #expect(
            abs(yearTracked.naturalWidth - yearPlain.naturalWidth - 8 * yearTracked.tracking - yearTracked.wordSpacing
                - 4 * yearTracked.figureSpacing) < 1e-9)
        #expect(yearPlain.figureSpacing == 0)

        // A user's font file never gets SF tracking.
        let custom = TextEngine(stack: try FontStack.file(Fixtures.font("Inter-Regular.otf")))
        let customShaped = try custom.shape(text, locale: "en")
        #expect(!customShaped.trackingAllowed)
        let a = customShaped.layout(pointSize: 17, width: 500, lines: 1)
        let b = customShaped.layout(pointSize: 17, width: 500, lines: 1, options: LayoutOptions(tracking: true))
        #expect(a.naturalWidth == b.naturalWidth)

        // Fallback faces (Thai here) are not tracked.
        let thai = try engine.shape("ไทย", locale: "th")
        #expect(
            thai.layout(pointSize: 17, width: 500, lines: 1, options: LayoutOptions(tracking: true)).naturalWidth
                == thai.layout(pointSize: 17, width: 500, lines: 1).naturalWidth)
    }

    @Test func aLineWithATallerFallbackIsTaller() throws {
        let latin = try engine.shape("Hello", locale: "en").layout(pointSize: 17, width: 500, lines: 0)
        let mixed = try engine.shape("Hello สวัสดี", locale: "th").layout(pointSize: 17, width: 500, lines: 0)
        let thaiFace = try FontFace(path: Fixtures.font("NotoSansThai-Regular.ttf"))
        #expect(mixed.lineHeight > latin.lineHeight)
        #expect(mixed.fontsUsed == ["Inter", "Noto Sans Thai"])
        #expect(abs(mixed.lineHeight - 17 * thaiFace.lineHeightEm) < 0.5)
        // Two lines, only the one with Thai on it grows.
        let split = try engine.shape("Hello world สวัสดี", locale: "th").layout(pointSize: 17, width: 60, lines: 0)
        #expect(split.lines.count >= 2)
        #expect(split.lines.first!.height < split.lines.last!.height)
    }

    @Test(arguments: ["\u{10FFFD}", "\u{0378}", "\u{1D800}"])
    func missingGlyphsAreReported(_ odd: String) throws {
        let shaped = try engine.shape("Key \(odd) here", locale: "en")
        #expect(!shaped.missingCharacters.isEmpty)
        let layout = shaped.layout(pointSize: 17, width: 500, lines: 1)
        let without = try engine.shape("Key  here", locale: "en").layout(pointSize: 17, width: 500, lines: 1)
        // Measured as the primary face's .notdef: wider than nothing.
        #expect(layout.naturalWidth > without.naturalWidth)
    }

    @Test func everythingInTheStackIsCovered() throws {
        let shaped = try engine.shape("Hi Ω Ж مرحبا שלום नमस्ते ไทย 日本 한국 😀 Ճ ქ ሰ বাংলা தமிழ் ខ្មែរ", locale: "en")
        #expect(shaped.missingCharacters.isEmpty)
    }

    @Test func hardBreaksEndLines() throws {
        for separator in ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}"] {
            let layout = try engine.shape("One\(separator)Two", locale: "en").layout(pointSize: 17, width: 500, lines: 0)
            #expect(layout.lines.map(\.text) == ["One", "Two"], "separator \(separator.unicodeScalars.map { $0.value })")
        }
        // A trailing newline does not add an empty line; an empty paragraph in the middle does.
        #expect(try engine.shape("One\n", locale: "en").layout(pointSize: 17, width: 500, lines: 0).linesNeeded == 1)
        #expect(try engine.shape("One\n\nTwo", locale: "en").layout(pointSize: 17, width: 500, lines: 0).linesNeeded == 3)
    }

    @Test func trailingSpacesHang() throws {
        let plain = try engine.shape("Hello", locale: "en").layout(pointSize: 17, width: 500, lines: 1)
        let spaced = try engine.shape("Hello     ", locale: "en").layout(pointSize: 17, width: 500, lines: 1)
        #expect(spaced.lines[0].width == plain.lines[0].width)
        #expect(spaced.widestLine == plain.widestLine)
        // The natural width (the text on one line) keeps them, like Pango's and Chromium's.
        #expect(spaced.naturalWidth > plain.naturalWidth)
        // A line exactly as wide as its widest word still fits "Hello " (the space hangs).
        let world = try engine.shape("world", locale: "en").layout(pointSize: 17, width: 500, lines: 1)
        let tight = try engine.shape("Hello world", locale: "en").layout(
            pointSize: 17, width: max(plain.naturalWidth, world.naturalWidth), lines: 0)
        #expect(tight.lines.map(\.text) == ["Hello ", "world"])
    }

    @Test func overlongWordsBreakAtGraphemeBoundaries() throws {
        // "é" as e + combining acute must never be split from its base.
        let word = String(repeating: "e\u{301}", count: 40)
        let layout = try engine.shape(word, locale: "fr").layout(pointSize: 17, width: 50, lines: 0)
        #expect(layout.linesNeeded > 3)
        for line in layout.lines {
            #expect(line.width <= 50 + 1e-6)
            #expect(line.text.unicodeScalars.first == "e")
            #expect(line.text.unicodeScalars.last == "\u{301}")
        }
        // A single grapheme wider than the line still goes on its own line.
        let narrow = try engine.shape("WW", locale: "en").layout(pointSize: 17, width: 5, lines: 0)
        #expect(narrow.lines.map(\.text) == ["W", "W"])
    }

    @Test func hangulWordPriorityKeepsSyllablesTogether() throws {
        let shaped = try engine.shape("개인정보 보호 설정을 변경합니다", locale: "ko")
        let priority = shaped.layout(pointSize: 17, width: 90, lines: 0)
        let free = shaped.layout(pointSize: 17, width: 90, lines: 0, options: LayoutOptions(hangulWordPriority: false))
        let words = Set("개인정보 보호 설정을 변경합니다".split(separator: " ").map(String.init))
        for line in priority.lines { #expect(line.text.split(separator: " ").allSatisfy { words.contains(String($0)) }) }
        #expect(free.lines.contains { line in !line.text.split(separator: " ").allSatisfy { words.contains(String($0)) } })
    }

    @Test func pushOutMovesAWordDownToAvoidAnOrphan() throws {
        let shaped = try engine.shape("Turn on notifications to stay informed", locale: "en")
        // "Turn on notifications" is 159.3 pt (over 157), "notifications to stay" 153.6.
        let greedy = shaped.layout(pointSize: 17, width: 157, lines: 0)
        let pushed = shaped.layout(pointSize: 17, width: 157, lines: 0, options: LayoutOptions(pushOut: true))
        #expect(greedy.lines.last?.text == "informed")
        #expect(pushed.lines.last?.text == "stay informed")
        #expect(pushed.linesNeeded == greedy.linesNeeded)
    }

    @Test func thaiBreaksBetweenWordsWithoutSpaces() throws {
        let text = "การตั้งค่าการแจ้งเตือนและความเป็นส่วนตัว"
        let layout = try engine.shape(text, locale: "th").layout(pointSize: 17, width: 110, lines: 0)
        #expect(layout.linesNeeded > 1)
        // ICU's dictionary: every line ends at a word boundary, never inside a syllable.
        #expect(layout.lines.map(\.text).joined() == text)
        #expect(layout.lines.dropLast().allSatisfy { !$0.text.hasSuffix("\u{E31}") && !$0.text.hasSuffix("\u{E49}") })
    }

    @Test func thaiWordsBeforeANewlineAreNotHardBreaks() throws {
        // ICU gives dictionary boundaries the rule status of the newline that ends their range.
        let shaped = try engine.shape("ปลดล็อกคลังสื่อ\nยกเลิกเพื่อใส่รหัสผ่าน", locale: "th")
        let layout = shaped.layout(pointSize: 17, width: 1000, lines: 0)
        #expect(layout.lines.map(\.text) == ["ปลดล็อกคลังสื่อ", "ยกเลิกเพื่อใส่รหัสผ่าน"])
    }

    @Test func hanUsesTheFaceForTheLocale() throws {
        let expectations = [("zh-Hans", "Noto Sans CJK SC"), ("zh-Hant", "Noto Sans CJK TC"), ("zh-HK", "Noto Sans CJK TC"),
                            ("zh-TW", "Noto Sans CJK TC"), ("ja", "Noto Sans CJK JP"), ("ko", "Noto Sans CJK KR")]
        for (locale, family) in expectations {
            let layout = try engine.shape("設定", locale: locale).layout(pointSize: 17, width: 300, lines: 1)
            #expect(layout.fontsUsed.contains(family), "\(locale) → \(layout.fontsUsed)")
        }
    }

    @Test func sizesScaleLinearly() throws {
        let shaped = try engine.shape("Scaling text linearly", locale: "en")
        let a = shaped.layout(pointSize: 12, width: 1000, lines: 1).naturalWidth
        let b = shaped.layout(pointSize: 18, width: 1000, lines: 1).naturalWidth
        #expect(abs(b / a - 1.5) < 1e-9)
    }
}
