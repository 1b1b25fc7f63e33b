import Foundation
import HeadroomText
import Testing

/// Positioned glyphs and outlines for rendering.
struct GlyphRunTests {
    let engine = Fixtures.engine

    @Test func latinGlyphsAdvanceToTheLineWidth() throws {
        let shaped = try engine.shape("Hello", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 300, lines: 1)
        let rendered = shaped.glyphRuns(for: layout)
        let line = try #require(rendered.lines.first)
        #expect(line.glyphs.count == 5)
        #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
        #expect(abs(line.width - layout.lines[0].width) < 1e-5)
        #expect(!line.rightToLeft)
        for glyph in line.glyphs {
            let path = try #require(shaped.faces[glyph.face].svgPath(glyph: glyph.glyph, pointSize: 17))
            #expect(path.hasPrefix("M"))
        }
        #expect(rendered.ellipsis.isEmpty && rendered.ellipsisX == nil)
    }

    @Test func bidiReordersRunsVisually() throws {
        let shaped = try engine.shape("abc אבג def", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 500, lines: 1)
        let line = try #require(shaped.glyphRuns(for: layout).lines.first)
        let families = line.glyphs.map { shaped.faces[$0.face].family }
        // Visual order: Latin, then the Hebrew run, then Latin again (spaces stay in the primary face).
        let hebrew = families.indices.filter { families[$0] == "Noto Sans Hebrew" }
        #expect(hebrew.count == 3)
        #expect(hebrew.first! > 2 && hebrew.last! < families.count - 3)
        // Hebrew letters are drawn right to left: alef (first in memory) is the rightmost.
        let alef = try #require(shaped.faces.first { $0.family == "Noto Sans Hebrew" }?.glyph(for: 0x05D0))
        let hebrewGlyphs = hebrew.map { line.glyphs[$0] }
        #expect(hebrewGlyphs.last?.glyph == alef)
    }

    @Test func rightToLeftParagraphsAreFlagged() throws {
        let shaped = try engine.shape("مرحبا بالعالم", locale: "ar")
        #expect(shaped.rightToLeft)
        let layout = shaped.layout(pointSize: 17, width: 500, lines: 1)
        #expect(shaped.glyphRuns(for: layout).lines.allSatisfy { $0.rightToLeft })
    }

    /// A line of an Arabic or Hebrew paragraph that holds only an e-mail address or digits takes
    /// the paragraph's direction (UILabel aligns it right and cuts it at its left end), not the
    /// direction of its own characters.
    @Test(arguments: [
        ("راسلنا على support@example.com اليوم", "ar", "support@example.com"),
        ("הזמנה מספר 1234567890123 התקבלה", "he", "1234567890123"),
    ])
    func linesWithoutRightToLeftLettersKeepTheParagraphDirection(_ text: String, _ locale: String, _ alone: String) throws {
        let shaped = try engine.shape(text, locale: locale)
        // Narrow enough that (part of) the address or the number is a line of its own.
        let layout = shaped.layout(pointSize: 17, width: 120, lines: 0)
        // A line with letters or digits but no right-to-left letter.
        let index = try #require(
            layout.lines.firstIndex { line in
                line.text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
                    && !line.text.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) }
            })
        #expect(alone.unicodeScalars.contains { layout.lines[index].text.unicodeScalars.contains($0) })
        let rendered = shaped.glyphRuns(for: layout)
        #expect(rendered.lines.count == layout.lines.count)
        #expect(rendered.lines.allSatisfy { $0.rightToLeft }, "line \(index): \(layout.lines[index].text)")
        // Cut at the left end when it is the last visible line of a truncated layout.
        let truncated = shaped.layout(pointSize: 17, width: 120, lines: index + 1)
        if let ellipsis = truncated.ellipsis, ellipsis.lineIndex == index {
            let runs = shaped.glyphRuns(for: truncated)
            #expect(runs.ellipsisX == 0)
            #expect(runs.lines[index].glyphs.allSatisfy { $0.x >= ellipsis.width - 1e-6 })
        }
    }

    @Test func truncatedLinesEndWithTheEllipsis() throws {
        let shaped = try engine.shape("The quick brown fox jumps over the lazy dog", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 120, lines: 2)
        let rendered = shaped.glyphRuns(for: layout)
        let ellipsis = try #require(layout.ellipsis)
        let x = try #require(rendered.ellipsisX)
        #expect(abs(x - ellipsis.x) < 1e-5)
        #expect(!rendered.ellipsis.isEmpty)
        #expect(x + ellipsis.width <= 120 + 1e-6)
        #expect(rendered.lines[1].glyphs.count == ellipsis.keptText.count)
        #expect(rendered.lines[2].overflow && !rendered.lines[1].overflow)
    }

    /// "…deiner Mediat…" above "Mediathek" drew "Mediat" twice: the hidden lines continue from
    /// where the ellipsis cuts, so every character is drawn once (kept or hidden).
    @Test func hiddenTextContinuesFromTheCut() throws {
        let text = "Füge Titel zu deiner Mediathek hinzu, um sie hier zu sehen"
        let shaped = try engine.shape(text, locale: "de")
        let layout = shaped.layout(pointSize: 17, width: 150, lines: 1)
        let ellipsis = try #require(layout.ellipsis)
        // The cut runs into the second line (UIKit truncates with the rest of the paragraph).
        #expect(ellipsis.keptText.count > layout.lines[0].text.trimmingCharacters(in: .whitespaces).count)
        let rendered = shaped.glyphRuns(for: layout)
        let drawn = rendered.lines.reduce(0) { $0 + $1.glyphs.count }
        // Latin: one glyph per character; hanging spaces at line ends are not drawn.
        #expect(drawn <= text.count)
        #expect(drawn >= text.count - layout.lines.count)
    }

    @Test func colorEmojiHasNoOutline() throws {
        let shaped = try engine.shape("😀", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 100, lines: 1)
        let glyph = try #require(shaped.glyphRuns(for: layout).lines.first?.glyphs.first)
        #expect(shaped.faces[glyph.face].family == "Noto Color Emoji")
        #expect(shaped.faces[glyph.face].svgPath(glyph: glyph.glyph, pointSize: 17) == nil)
    }
}
