import HeadroomCheck
import HeadroomText

/// Turns a layout's positioned glyphs into the report's `TextRendering`: SVG outlines keyed per
/// face, glyph and size (`<face>-<glyph>@<size>`); right-to-left lines aligned right (UILabel's
/// natural alignment); glyph positions in box coordinates.
struct LayoutRenderer {
    let shaped: ShapedText
    let layout: TextLayout
    let box: LayoutBox

    func rendering() -> TextRendering {
        let rendered = shaped.glyphRuns(for: layout)
        var outlines: [String: String] = [:]
        // Box coordinates (the contract): x from the box's left edge, y = the line's baseline in
        // the box plus the glyph's own offset (RenderedText gives y from the baseline).
        func glyph(_ g: RenderedText.Glyph, offset: Double, baseline: Double) -> TextRendering.Glyph {
            let face = shaped.faces[g.face]
            let size = (g.pointSize * 100).rounded() / 100
            let key = "\(Self.faceKey(face))-\(g.glyph)@\(size)"
            if outlines[key] == nil {
                // A bitmap glyph (color emoji) has no outline: draw its em box.
                outlines[key] = face.svgPath(glyph: g.glyph, pointSize: g.pointSize) ?? emojiBox(face, size: g.pointSize)
            }
            return TextRendering.Glyph(outline: key, x: g.x + offset, y: baseline + g.y)
        }
        var ellipsisOffset = 0.0
        var ellipsisBaseline = 0.0
        var lines: [TextRendering.Line] = []
        for line in rendered.lines {
            let offset = line.rightToLeft ? max(0, box.width - line.width) : 0
            var text = layout.lines[line.index].text
            if let ellipsis = layout.ellipsis, ellipsis.lineIndex == line.index {
                ellipsisOffset = offset
                ellipsisBaseline = line.baseline
                text = ellipsis.keptText + "…"
            }
            lines.append(
                TextRendering.Line(
                    text: text, top: line.top, baseline: line.baseline, height: line.height,
                    width: line.width, glyphs: line.glyphs.map { glyph($0, offset: offset, baseline: line.baseline) }, overflow: line.overflow))
        }
        // Before building the rendering: `glyph` registers the ellipsis outlines in `outlines`.
        let ellipsis = rendered.ellipsis.map { glyph($0, offset: ellipsisOffset, baseline: ellipsisBaseline) }
        return TextRendering(
            box: box, rightToLeft: shaped.rightToLeft, lines: lines, outlines: outlines,
            ellipsisX: rendered.ellipsisX.map { $0 + ellipsisOffset }, ellipsis: ellipsis,
            limitedHeight: layout.limitedHeight, unconstrainedHeight: layout.unconstrainedHeight)
    }

    /// Names a face across renderings (reports share outlines by key): family and style letters,
    /// the collection index and the variation values, e.g. `InterBold`, `NotoSansCJKJPRegular#2`.
    static func faceKey(_ face: FontFace) -> String {
        var key = (face.family + face.style).filter { $0.isLetter || $0.isNumber }
        if face.faceIndex > 0 { key += "#\(face.faceIndex)" }
        for (tag, value) in face.variations.sorted(by: { $0.key < $1.key }) {
            key += "~\(tag.filter { $0.isLetter || $0.isNumber })\((value * 100).rounded() / 100)"
        }
        return key
    }

    private func emojiBox(_ face: FontFace, size: Double) -> String {
        let top = -face.ascenderEm * size * 0.9
        let side = (size * 100).rounded() / 100
        return "M0 \((top * 100).rounded() / 100)h\(side)v\(side)h-\(side)Z"
    }
}
