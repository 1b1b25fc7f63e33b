import DynamicType
import Foundation
import HeadroomCheck
import HeadroomText
import Testing

@testable import HeadroomMeasure

/// The real adapter (`LayoutMeasurer`) over the checkout's bundled fonts: what the sweep and the
/// HTML report see through the `TextMeasurer` contract.
@Suite struct LayoutMeasurerTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts").path
    static let measurer: LayoutMeasurer = try! LayoutMeasurer(fontsDirectory: Self.fonts)

    /// Twelve boxes, the point sizes of the Dynamic Type body style, mixed widths and limits.
    static let boxes: [LayoutBox] = zip([14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], 0...).map { size, i in
        LayoutBox(pointSize: size, width: [120.0, 200, 320][i % 3], lines: [1, 2, 0][i % 3])
    }

    struct Sample: Sendable, CustomStringConvertible {
        var text: String
        var locale: String
        var description: String { locale }
    }

    static let truncating: [Sample] = [
        Sample(text: "Einstellungen für Benachrichtigungen und Datenschutz", locale: "de"),
        Sample(text: "إعدادات الإشعارات والخصوصية للحساب الشخصي", locale: "ar"),
        Sample(text: "通知とプライバシーの設定を変更する", locale: "ja"),
    ]

    // MARK: measure

    @Test func measuringTwelveBoxesAtOnceEqualsTwelveSeparateCalls() throws {
        for sample in Self.truncating {
            let together = try Self.measurer.measure(sample.text, locale: sample.locale, typeface: .system(.regular), boxes: Self.boxes)
            #expect(together.count == Self.boxes.count)
            for (box, result) in zip(Self.boxes, together) {
                let alone = try Self.measurer.measure(sample.text, locale: sample.locale, typeface: .system(.regular), boxes: [box])
                #expect(alone == [result], "\(sample.locale) at \(box)")
            }
        }
    }

    @Test func truncatesExactlyWhenTheUnlimitedHeightExceedsTheLimitedOne() throws {
        var seen = Set<Bool>()
        for sample in Self.truncating {
            for m in try Self.measurer.measure(sample.text, locale: sample.locale, typeface: .system(.semibold), boxes: Self.boxes) {
                #expect(m.truncates == (m.unconstrainedHeight > m.limitedHeight))
                #expect(m.truncates == (m.linesAllowed > 0 && m.lines > m.linesAllowed))
                seen.insert(m.truncates)
            }
        }
        #expect(seen == [true, false], "the boxes cover fitting and truncating cases")
    }

    @Test func headroomIsTheRoomLeftOnTheLastLinePlusUnusedLines() throws {
        let box = LayoutBox(pointSize: 17, width: 300, lines: 2)
        let m = try #require(try Self.measurer.measure("Open Settings", locale: "en", typeface: .system(.regular), boxes: [box]).first)
        #expect(!m.truncates && m.overflow == 0)
        let rendering = try Self.measurer.render("Open Settings", locale: "en", typeface: .system(.regular), box: box)
        let last = try #require(rendering.lines.last?.width)
        // One line used of two: the room on it plus a whole unused line.
        #expect(abs(m.headroom - (box.width - last + box.width)) < 1e-4)
        #expect(m.headroomCharacters == Int((m.headroom / m.averageCharacterWidth).rounded(.down)))
    }

    @Test func overflowIsWhatTheNaturalWidthExceedsOneLineBy() throws {
        let box = LayoutBox(pointSize: 17, width: 120, lines: 1)
        let text = "Benachrichtigungseinstellungen"
        let m = try #require(try Self.measurer.measure(text, locale: "de", typeface: .system(.regular), boxes: [box]).first)
        #expect(m.truncates && m.headroom == 0)
        #expect(abs(m.overflow - (m.naturalWidth - box.width)) < 1e-4)
        #expect(m.overflowCharacters == Int((m.overflow / m.averageCharacterWidth).rounded(.up)))
        #expect(m.margin == -m.overflow)
    }

    @Test(arguments: ["\u{0378}", "\u{10FFFD}"])
    func charactersNoFontCoversAreReportedMissing(_ character: String) throws {
        let m = try #require(
            try Self.measurer.measure("Save \(character) now", locale: "en", typeface: .system(.regular),
                                      boxes: [LayoutBox(pointSize: 17, width: 300, lines: 1)]).first)
        #expect(m.missingCharacters == [character])
        let clean = try #require(
            try Self.measurer.measure("Save now", locale: "en", typeface: .system(.regular),
                                      boxes: [LayoutBox(pointSize: 17, width: 300, lines: 1)]).first)
        #expect(clean.missingCharacters.isEmpty)
    }

    // MARK: render

    @Test(arguments: truncating)
    func everyTruncatedRenderingCarriesEllipsisGlyphsInsideTheBox(_ sample: Sample) throws {
        for box in [LayoutBox(pointSize: 17, width: 120, lines: 1), LayoutBox(pointSize: 38, width: 160, lines: 2)] {
            let r = try Self.measurer.render(sample.text, locale: sample.locale, typeface: .system(.regular), box: box)
            let x = try #require(r.ellipsisX, "\(sample.locale) truncates at \(box)")
            #expect(!r.ellipsis.isEmpty, "\(sample.locale) at \(box)")
            for glyph in r.ellipsis {
                #expect(!(r.outlines[glyph.outline] ?? "").isEmpty, "ellipsis outline \(glyph.outline) is drawn")
            }
            let last = try #require(r.lines.last { !$0.overflow })
            #expect(x >= -1e-6 && x <= box.width + 1e-6)
            #expect(r.ellipsis.allSatisfy { $0.x >= x - 1e-6 && $0.x < box.width && $0.y == last.baseline })
            let visible = last.glyphs.map(\.x)
            if r.rightToLeft {
                // Right to left: the ellipsis is the visual left end of the line.
                #expect(visible.allSatisfy { $0 >= x - 1e-6 })
            } else {
                #expect(visible.allSatisfy { $0 < x + 1e-6 })
            }
        }
    }

    @Test func theEllipsisTakesTheFaceOfTheLastVisibleCharacter() throws {
        let box = LayoutBox(pointSize: 17, width: 120, lines: 1)
        let arabicHasEllipsis = try FontFace(path: Self.fonts + "/NotoSansArabic-Regular.ttf")
            .covers(0x2026)
        let expected = ["de": "InterRegular", "ja": "NotoSansCJK", "ar": arabicHasEllipsis ? "NotoSansArabic" : "InterRegular"]
        for sample in Self.truncating {
            let r = try Self.measurer.render(sample.text, locale: sample.locale, typeface: .system(.regular), box: box)
            let family = try #require(expected[sample.locale])
            #expect(r.ellipsis.allSatisfy { $0.outline.hasPrefix(family) }, "\(sample.locale): \(r.ellipsis.map(\.outline))")
        }
    }

    @Test func renderedLinesMatchTheMeasurementAndStayInTheBox() throws {
        for sample in Self.truncating + [Sample(text: "Open Settings to turn on notifications for this app", locale: "en")] {
            let measured = try Self.measurer.measure(sample.text, locale: sample.locale, typeface: .system(.regular), boxes: Self.boxes)
            for (box, m) in zip(Self.boxes, measured) {
                let r = try Self.measurer.render(sample.text, locale: sample.locale, typeface: .system(.regular), box: box)
                #expect(r.lines.count == m.lines, "\(sample.locale) at \(box)")
                #expect(r.lines.map(\.overflow) == (0..<m.lines).map { box.lines > 0 && $0 >= box.lines })
                #expect(r.truncates == m.truncates)
                #expect(r.limitedHeight == m.limitedHeight && r.unconstrainedHeight == m.unconstrainedHeight)
                for line in r.lines where line.width <= box.width + 1e-6 {
                    for glyph in line.glyphs {
                        #expect(glyph.x >= -1e-6 && glyph.x <= box.width + 1e-6, "\(sample.locale) \(line.text)")
                        // Box coordinates: y is the baseline plus the glyph's own offset, inside the line.
                        #expect(glyph.y > line.top && glyph.y <= line.top + line.height, "\(sample.locale) \(line.text)")
                    }
                }
                for glyph in r.lines.flatMap(\.glyphs) + r.ellipsis {
                    #expect(r.outlines[glyph.outline] != nil, "outline \(glyph.outline)")
                }
            }
        }
    }

    @Test func latinGlyphsSitOnTheLineBaselineInBoxCoordinates() throws {
        let r = try Self.measurer.render(
            "Open Settings to turn on notifications", locale: "en", typeface: .system(.regular),
            box: LayoutBox(pointSize: 17, width: 120, lines: 0))
        #expect(r.lines.count > 1)
        for line in r.lines {
            #expect(line.baseline > line.top)
            #expect(line.glyphs.allSatisfy { $0.y == line.baseline })
        }
    }

    @Test func outlineKeysNameTheFaceSoWeightsDoNotShareOutlines() throws {
        let box = LayoutBox(pointSize: 17, width: 300, lines: 1)
        let regular = try Self.measurer.render("Save", locale: "en", typeface: .system(.regular), box: box)
        let bold = try Self.measurer.render("Save", locale: "en", typeface: .system(.bold), box: box)
        let regularKeys = Set(regular.lines.flatMap(\.glyphs).map(\.outline))
        let boldKeys = Set(bold.lines.flatMap(\.glyphs).map(\.outline))
        #expect(regularKeys.isDisjoint(with: boldKeys))
        // Keys end in "@<size>" (the HTML report shares outlines across sizes by the part before it).
        for key in regularKeys.union(boldKeys) { #expect(key.hasSuffix("@17.0")) }
        let bigger = try Self.measurer.render("Save", locale: "en", typeface: .system(.regular), box: LayoutBox(pointSize: 18, width: 300, lines: 1))
        #expect(Set(bigger.lines.flatMap(\.glyphs).map { $0.outline.replacingOccurrences(of: "@18.0", with: "@17.0") }) == regularKeys)
    }

    @Test func rightToLeftTextSetsRightToLeft() throws {
        let box = LayoutBox(pointSize: 17, width: 300, lines: 1)
        #expect(try Self.measurer.render("إعدادات", locale: "ar", typeface: .system(.regular), box: box).rightToLeft)
        #expect(try Self.measurer.render("הגדרות", locale: "he", typeface: .system(.regular), box: box).rightToLeft)
        #expect(!(try Self.measurer.render("Settings", locale: "en", typeface: .system(.regular), box: box).rightToLeft))
    }
}

extension TextRendering {
    fileprivate var truncates: Bool { unconstrainedHeight > limitedHeight }
}
