import Foundation
import HeadroomText
import Testing

/// What the previews draw of a layout (`visualLines` and `emGlyphs`, the data `BoxRendering` is
/// made of): which clusters each line draws in visual order, their em glyphs and outlines.
struct VisualLineTests {
    let engine = Fixtures.engine

    /// Width of a line's drawn clusters: em advances × size plus the layout's spacing per cluster.
    static func drawnWidth(_ line: VisualLine, _ em: EmGlyphs, _ layout: TextLayout) -> Double {
        line.runs.flatMap { Array($0.start..<$0.end) }.reduce(0.0) { sum, c in
            let cluster = em.clusters[c]
            return sum + em.glyphs[cluster.glyphs].reduce(0) { $0 + $1.advance } * layout.pointSize
                + Double(cluster.tracked) * layout.tracking + Double(cluster.spaces) * layout.wordSpacing
                + Double(cluster.figures) * layout.figureSpacing
        }
    }

    /// The glyphs of a line in drawing order (left to right).
    static func drawnGlyphs(_ line: VisualLine, _ em: EmGlyphs) -> [EmGlyphs.Glyph] {
        line.runs.flatMap { run in
            (run.reversed ? Array((run.start..<run.end).reversed()) : Array(run.start..<run.end)).flatMap {
                em.glyphs[em.clusters[$0].glyphs]
            }
        }
    }

    @Test func latinClustersAddUpToTheLineWidth() throws {
        let shaped = try engine.shape("Hello", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 300, lines: 1)
        let em = shaped.emGlyphs(shaping: layout.shaping)
        let line = try #require(shaped.visualLines(for: layout).first)
        #expect(line.runs.count == 1 && !line.runs[0].reversed && line.runs[0].end == 5)
        #expect(Self.drawnGlyphs(line, em).count == 5)
        #expect(abs(Self.drawnWidth(line, em, layout) - layout.lines[0].width) < 1e-5)
        #expect(!line.rightToLeft && line.ellipsisFace == nil)
        for glyph in em.glyphs {
            let path = try #require(shaped.faces[glyph.face].svgPath(glyph: glyph.id, pointSize: 17))
            #expect(path.hasPrefix("M"))
        }
    }

    /// The stand-in's tracking, word spacing and figure spacing (one per digit) are carried per
    /// cluster: the drawn width is the measured one.
    @Test func digitsCarryTheFigureSpacing() throws {
        let shaped = try engine.shape("2024 posts", locale: "en")
        let layout = shaped.layout(pointSize: 34, width: 1000, lines: 1, options: LayoutOptions(tracking: true))
        let em = shaped.emGlyphs(shaping: layout.shaping)
        #expect(em.clusters.map(\.figures) == [1, 1, 1, 1, 0, 0, 0, 0, 0, 0])
        #expect(layout.figureSpacing > 0.5)
        let line = try #require(shaped.visualLines(for: layout).first)
        #expect(abs(Self.drawnWidth(line, em, layout) - layout.lines[0].width) < 1e-5)
        #expect(abs(layout.naturalWidth - layout.lines[0].width) < 1e-5)
    }

    @Test func bidiReordersRunsVisually() throws {
        let shaped = try engine.shape("abc אבג def", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 500, lines: 1)
        let line = try #require(shaped.visualLines(for: layout).first)
        let glyphs = Self.drawnGlyphs(line, shaped.emGlyphs(shaping: layout.shaping))
        let families = glyphs.map { shaped.faces[$0.face].family }
        // Visual order: Latin, then the Hebrew run, then Latin again (spaces stay in the primary face).
        let hebrew = families.indices.filter { families[$0] == "Noto Sans Hebrew" }
        #expect(hebrew.count == 3)
        #expect(hebrew.first! > 2 && hebrew.last! < families.count - 3)
        #expect(line.runs.contains { $0.reversed })
        // Hebrew letters are drawn right to left: alef (first in memory) is the rightmost.
        let alef = try #require(shaped.faces.first { $0.family == "Noto Sans Hebrew" }?.glyph(for: 0x05D0))
        #expect(hebrew.map { glyphs[$0] }.last?.id == alef)
    }

    @Test func rightToLeftParagraphsAreFlagged() throws {
        let shaped = try engine.shape("مرحبا بالعالم", locale: "ar")
        #expect(shaped.rightToLeft)
        let layout = shaped.layout(pointSize: 17, width: 500, lines: 1)
        #expect(shaped.visualLines(for: layout).allSatisfy { $0.rightToLeft })
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
        let lines = shaped.visualLines(for: layout)
        #expect(lines.count == layout.lines.count)
        #expect(lines.allSatisfy { $0.rightToLeft }, "line \(index): \(layout.lines[index].text)")
        // Its own characters stay left to right inside the line.
        #expect(lines[index].runs.allSatisfy { !$0.reversed || $0.end - $0.start == 1 })
        // Cut (at its left end, being right-to-left) when it is the last visible line.
        let truncated = shaped.layout(pointSize: 17, width: 120, lines: index + 1)
        if let ellipsis = truncated.ellipsis, ellipsis.lineIndex == index {
            let cut = shaped.visualLines(for: truncated)[index]
            #expect(cut.rightToLeft && cut.ellipsisFace != nil)
        }
    }

    @Test func truncatedLinesEndWithTheEllipsis() throws {
        let shaped = try engine.shape("The quick brown fox jumps over the lazy dog", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 120, lines: 2)
        let em = shaped.emGlyphs(shaping: layout.shaping)
        let lines = shaped.visualLines(for: layout)
        let ellipsis = try #require(layout.ellipsis)
        let slot = try #require(lines[1].ellipsisFace)
        #expect(lines[0].ellipsisFace == nil && lines[2].ellipsisFace == nil)
        // The "…" starts where the kept clusters end, and has glyphs.
        #expect(abs(Self.drawnWidth(lines[1], em, layout) - ellipsis.x) < 1e-5)
        #expect(!em.ellipses[slot].isEmpty)
        #expect(ellipsis.x + ellipsis.width <= 120 + 1e-6)
        #expect(Self.drawnGlyphs(lines[1], em).count == ellipsis.keptText.count)
        #expect(lines[2].overflow && !lines[1].overflow)
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
        let clusters = shaped.visualLines(for: layout).flatMap { $0.runs.flatMap { Array($0.start..<$0.end) } }
        #expect(Set(clusters).count == clusters.count, "a cluster is drawn twice")
        // Latin: one cluster per character; hanging spaces at line ends are not drawn.
        #expect(clusters.count <= text.count)
        #expect(clusters.count >= text.count - layout.lines.count)
    }

    @Test func colorEmojiHasNoOutline() throws {
        let shaped = try engine.shape("😀", locale: "en")
        let layout = shaped.layout(pointSize: 17, width: 100, lines: 1)
        let glyph = try #require(shaped.emGlyphs(shaping: layout.shaping).glyphs.first)
        #expect(shaped.faces[glyph.face].family == "Noto Color Emoji")
        #expect(shaped.faces[glyph.face].svgPath(glyph: glyph.id, pointSize: 17) == nil)
    }
}
