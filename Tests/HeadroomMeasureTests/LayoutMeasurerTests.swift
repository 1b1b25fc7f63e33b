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
                let path = r.outlines[glyph.key]?.pathYUp ?? ""
                #expect(!path.isEmpty, "ellipsis outline \(glyph.key) is drawn")
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
        let expected = ["de": "Inter", "ja": "NotoSansCJK", "ar": arabicHasEllipsis ? "NotoSansArabic" : "Inter"]
        for sample in Self.truncating {
            let r = try Self.measurer.render(sample.text, locale: sample.locale, typeface: .system(.regular), box: box)
            let family = try #require(expected[sample.locale])
            #expect(r.ellipsis.allSatisfy { $0.key.face.file.hasPrefix(family) }, "\(sample.locale): \(r.ellipsis.map(\.key))")
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
                    #expect(r.outlines[glyph.key] != nil, "outline \(glyph.key)")
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
        let regularKeys = Set(regular.lines.flatMap(\.glyphs).map(\.key))
        let boldKeys = Set(bold.lines.flatMap(\.glyphs).map(\.key))
        #expect(regularKeys.isDisjoint(with: boldKeys))
        // The same glyph at another size has the same key: outlines carry no size.
        let bigger = try Self.measurer.render("Save", locale: "en", typeface: .system(.regular), box: LayoutBox(pointSize: 18, width: 300, lines: 1))
        #expect(Set(bigger.lines.flatMap(\.glyphs).map(\.key)) == regularKeys)
    }

    @Test func outlinesAreInFontUnitsWithYUp() throws {
        // "H" stands on the baseline: in font units with y up, its outline runs from 0 up to the
        // cap height (about 0.7 em), never below the baseline.
        let r = try Self.measurer.render("H", locale: "en", typeface: .system(.regular), box: LayoutBox(pointSize: 17, width: 300, lines: 1))
        let key = try #require(r.lines.first?.glyphs.first?.key)
        let outline = try #require(r.outlines[key])
        let ys = Self.coordinates(outline.pathYUp).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(ys.min() ?? -1 >= -1e-6)
        let capHeight = (ys.max() ?? 0) / outline.unitsPerEm
        #expect(capHeight > 0.6 && capHeight < 0.8, "cap height \(capHeight) em")
        #expect(outline.drawScale(pointSize: 17) == (17 / outline.unitsPerEm, -17 / outline.unitsPerEm))
    }

    @Test func everyBoxIsDrawnFromTheOneShapingOfTheMeasurement() throws {
        let text = "Benachrichtigungen für diese App verwalten"
        let measured = try Self.measurer.measureText(text, locale: "de", typeface: .system(.regular), boxes: Self.boxes)
        let plain = try Self.measurer.measure(text, locale: "de", typeface: .system(.regular), boxes: Self.boxes)
        #expect(measured.measurements == plain)
        let shaping = try #require(measured.shaping)
        let rendering = try shaping.rendering()
        // One shaping for twelve sizes and widths: the bundled stack has no optical-size axis.
        #expect(rendering.shapings.count == 1)
        for (box, m) in zip(Self.boxes, measured.measurements) {
            let frame = try shaping.boxRendering(box)
            #expect(frame.shaping == 0)
            #expect(frame.lines.count == m.lines && frame.truncates == m.truncates, "\(box)")
            #expect(frame.limitedHeight == m.limitedHeight && frame.unconstrainedHeight == m.unconstrainedHeight)
        }
        // A box it was not measured in is not laid out again behind the measurement's back.
        #expect(throws: (any Error).self) { try shaping.boxRendering(LayoutBox(pointSize: 99, width: 10, lines: 1)) }
    }

    @Test func digitsArePlacedWithTheFigureSpacingTheEngineMeasuresWith() throws {
        // The stand-in adds space after each ASCII digit (about 0.02 em at 34 pt): the preview's pen
        // ends where the engine's line ends, not 4 × that short of it.
        let box = LayoutBox(pointSize: 34, width: 1000, lines: 1)
        let measured = try Self.measurer.measureText("2024 posts", locale: "en", typeface: .system(.regular), boxes: [box])
        let shaping = try #require(measured.shaping)
        let rendering = try shaping.rendering()
        let frame = try shaping.boxRendering(box)
        var options = Self.measurer.options
        options.tracking = true
        let layout = try Self.measurer.engine(for: .system(.regular)).shape("2024 posts", locale: "en")
            .layout(pointSize: 34, width: 1000, lines: 1, options: options)
        #expect(layout.figureSpacing > 0.1 && frame.figureSpacing == layout.figureSpacing)
        #expect(rendering.shapings[0].clusters.map(\.figures).reduce(0, +) == 4)
        let placed = try #require(frame.placed(rendering).first)
        let width = try #require(layout.lines.first?.width)
        #expect(abs(placed.width - width) < 0.01, "drawn \(placed.width) pt, measured \(width) pt")
        print("2024 posts at 34 pt: drawn \(placed.width) pt, measured \(width) pt, figure spacing \(frame.figureSpacing) pt")
        #expect(abs(placed.width - measured.measurements[0].naturalWidth) < 0.01)
        // The last glyph ("s") starts inside the line and ends at it, less the spacing after it.
        let last = try #require(placed.glyphs.last)
        let s = try #require(rendering.shapings[0].glyphs.last)
        #expect(abs(last.x + s.advance * 34 + frame.tracking - width) < 0.01)
    }

    @Test func rightToLeftPreviewsRunRightToLeftAndAlignRight() throws {
        let hebrew = try FontFace(path: Self.fonts + "/NotoSansHebrew-Regular.ttf")
        let shin = try #require(hebrew.glyph(for: 0x05E9))  // ש, the first letter
        let finalMem = try #require(hebrew.glyph(for: 0x05DD))  // ם, the last letter
        let box = LayoutBox(pointSize: 17, width: 300, lines: 1)
        let r = try Self.measurer.render("שלום עולם", locale: "he", typeface: .system(.regular), box: box)
        let line = try #require(r.lines.first)
        let xs = line.glyphs.map(\.x)
        #expect(xs == xs.sorted(), "glyphs are placed left to right in visual order")
        #expect(line.glyphs.last?.key.glyph == shin && line.glyphs.last?.key.face.file == "NotoSansHebrew-Regular.ttf")
        #expect(line.glyphs.first?.key.glyph == finalMem)
        #expect(abs((xs.first ?? 0) - (box.width - line.width)) < 1e-6, "aligned right")
        // An e-mail address inside an Arabic paragraph keeps its left-to-right order.
        let arabic = try Self.measurer.render(
            "راسلنا على abc@example.com", locale: "ar", typeface: .system(.regular), box: LayoutBox(pointSize: 17, width: 320, lines: 1))
        // (Spaces draw nothing; they may come from either face.)
        let inked = arabic.lines[0].glyphs.filter { !(arabic.outlines[$0.key]?.pathYUp.isEmpty ?? true) }
        let inter = inked.filter { $0.key.face.file.hasPrefix("Inter") }
        #expect(inter.count >= 15)
        #expect(inter.map(\.x) == inter.map(\.x).sorted())
        let arabicGlyphs = inked.filter { $0.key.face.file.hasPrefix("NotoSansArabic") }
        #expect((inter.map(\.x).max() ?? 0) < (arabicGlyphs.map(\.x).min() ?? 0), "the address is left of the Arabic words")
        // Cut: the ellipsis is the left end of the line, every kept glyph right of it.
        let cut = try Self.measurer.render(
            "ניהול הגדרות התראות ופרטיות של החשבון", locale: "he", typeface: .system(.regular),
            box: LayoutBox(pointSize: 17, width: 100, lines: 1))
        let x = try #require(cut.ellipsisX)
        #expect(!cut.ellipsis.isEmpty)
        #expect(cut.lines[0].glyphs.allSatisfy { $0.x > x })
        #expect(abs(x - (100 - cut.lines[0].width)) < 1e-6)
    }

    /// The numbers of SVG path data made of M, L, Q, C and Z commands, in order.
    static func coordinates(_ path: String) -> [Double] {
        path.split(whereSeparator: { $0.isLetter || $0 == " " }).compactMap { Double($0) }
    }

    @Test func rightToLeftTextSetsRightToLeft() throws {
        let box = LayoutBox(pointSize: 17, width: 300, lines: 1)
        #expect(try Self.measurer.render("إعدادات", locale: "ar", typeface: .system(.regular), box: box).rightToLeft)
        #expect(try Self.measurer.render("הגדרות", locale: "he", typeface: .system(.regular), box: box).rightToLeft)
        #expect(!(try Self.measurer.render("Settings", locale: "en", typeface: .system(.regular), box: box).rightToLeft))
    }
}

/// One box drawn from `measureText`'s shaping, in box coordinates (y down), for the assertions.
struct DrawnBox {
    struct Glyph {
        var key: GlyphKey
        var x: Double
        /// The line's baseline plus the glyph's own offset.
        var y: Double
    }
    struct Line {
        var text: String
        var top: Double
        var baseline: Double
        var height: Double
        var width: Double
        var glyphs: [Glyph]
        var overflow: Bool
    }
    var lines: [Line]
    var ellipsis: [Glyph]
    var ellipsisX: Double?
    var outlines: [GlyphKey: FontUnitOutline]
    var rightToLeft: Bool
    var limitedHeight: Double
    var unconstrainedHeight: Double
    var truncates: Bool { unconstrainedHeight > limitedHeight }
}

extension LayoutMeasurer {
    /// The preview of one box, drawn from the measurement's own shaping.
    func render(_ text: String, locale: String, typeface: Typeface, box: LayoutBox) throws -> DrawnBox {
        let shaping = try #require(try measureText(text, locale: locale, typeface: typeface, boxes: [box]).shaping)
        let rendering = try shaping.rendering()
        let frame = try shaping.boxRendering(box)
        var ellipsis: [DrawnBox.Glyph] = []
        var ellipsisX: Double?
        let lines = zip(frame.lines, frame.placed(rendering)).map { line, placed -> DrawnBox.Line in
            if let x = placed.ellipsisX {
                ellipsisX = x
                ellipsis = placed.ellipsis.map { DrawnBox.Glyph(key: $0.key, x: $0.x, y: line.baseline + $0.y) }
            }
            return DrawnBox.Line(
                text: line.text, top: line.top, baseline: line.baseline, height: line.height, width: placed.width,
                glyphs: placed.glyphs.map { DrawnBox.Glyph(key: $0.key, x: $0.x, y: line.baseline + $0.y) },
                overflow: line.overflow)
        }
        return DrawnBox(
            lines: lines, ellipsis: ellipsis, ellipsisX: ellipsisX, outlines: rendering.outlines,
            rightToLeft: rendering.rightToLeft, limitedHeight: frame.limitedHeight, unconstrainedHeight: frame.unconstrainedHeight)
    }
}
