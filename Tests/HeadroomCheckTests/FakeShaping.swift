import HeadroomCheck

/// The fake measurer's shaping: one glyph per character, half an em wide, all on one line. It
/// draws only the boxes it was measured in, like the real one.
struct FakeShaping: TextShaping {
    var text: String
    var boxes: [LayoutBox: TextMeasurement]

    struct UnmeasuredBox: Error {}

    func rendering() throws -> ShapedRendering {
        let face = FaceKey(file: "Fake.ttf")
        let glyphs = text.unicodeScalars.map { ShapedRendering.Glyph(face: 0, id: $0.value, advance: 0.5) }
        let clusters = glyphs.indices.map { ShapedRendering.Cluster(glyphs: $0..<($0 + 1)) }
        var outlines: [GlyphKey: FontUnitOutline] = [:]
        for glyph in glyphs { outlines[GlyphKey(face: face, glyph: glyph.id)] = FontUnitOutline(pathYUp: "M0 0h400v700h-400Z", unitsPerEm: 1000) }
        return ShapedRendering(
            faces: [face], shapings: [ShapedRendering.Shaping(clusters: clusters, glyphs: glyphs)], outlines: outlines,
            rightToLeft: false)
    }

    func boxRendering(_ box: LayoutBox) throws -> BoxRendering {
        guard let m = boxes[box] else { throw UnmeasuredBox() }
        let count = text.unicodeScalars.count
        let line = BoxRendering.Line(
            text: text, top: 0, baseline: m.lineHeight * 0.8, height: m.lineHeight,
            runs: count == 0 ? [] : [BoxRendering.Run(start: 0, end: count)], overflow: false,
            ellipsis: m.truncates ? BoxRendering.Cut(face: 0, width: box.pointSize) : nil)
        return BoxRendering(box: box, lines: [line], limitedHeight: m.limitedHeight, unconstrainedHeight: m.unconstrainedHeight)
    }
}
