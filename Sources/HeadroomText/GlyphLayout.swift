extension ShapedText {
    /// The glyphs to draw for a layout: each line in visual order (bidi reordered, ICU), the last
    /// visible line cut where the ellipsis goes when the text truncates, and the hidden lines from
    /// the cut on.
    public func glyphRuns(for layout: TextLayout) -> RenderedText {
        let v = variant(layout.variant)
        let size = layout.pointSize
        var lines: [RenderedText.Line] = []
        var ellipsisGlyphs: [RenderedText.Glyph] = []
        var ellipsisX: Double? = nil
        for (index, line) in layout.lines.enumerated() {
            let truncatedHere = layout.ellipsis?.lineIndex == index
            let clusters = drawnClusters(v, layout: layout, line: index)
            let order = visualOrder(v, clusters)
            let paragraphRTL = paragraphRightToLeft(v, line.clusters.lowerBound)
            var glyphs: [RenderedText.Glyph] = []
            var x = 0.0
            if truncatedHere, paragraphRTL, let ellipsis = layout.ellipsis {
                ellipsisGlyphs = makeEllipsis(v, slot: ellipsis.faceSlot, at: 0, size: size)
                ellipsisX = 0
                x = ellipsis.width
            }
            for cluster in order {
                let g0 = Int(v.glyphStart[cluster]), g1 = Int(v.glyphStart[cluster + 1])
                for g in g0..<g1 {
                    glyphs.append(
                        RenderedText.Glyph(
                            face: Int(v.face[cluster]), glyph: v.glyphs[g].id, x: x + Double(v.glyphs[g].offsetX) * size,
                            y: -Double(v.glyphs[g].offsetY) * size, pointSize: size))
                    x += Double(v.glyphs[g].advance) * size
                }
                x += v.spacingAfter(
                    cluster, Spacing(tracking: layout.tracking, word: layout.wordSpacing, figure: layout.figureSpacing))
            }
            if truncatedHere, !paragraphRTL, let ellipsis = layout.ellipsis {
                ellipsisX = x
                ellipsisGlyphs = makeEllipsis(v, slot: ellipsis.faceSlot, at: x, size: size)
                x += layout.ellipsis?.width ?? 0
            }
            lines.append(
                RenderedText.Line(
                    index: index, glyphs: glyphs, width: x, top: line.top, baseline: line.baseline, height: line.height,
                    overflow: layout.linesAllowed > 0 && index >= layout.linesAllowed, rightToLeft: paragraphRTL))
        }
        return RenderedText(lines: lines, ellipsis: ellipsisGlyphs, ellipsisX: ellipsisX)
    }

    /// The "…" glyphs of a face slot from `x`, on the baseline.
    private func makeEllipsis(_ v: ShapedVariant, slot: UInt16, at x: Double, size: Double) -> [RenderedText.Glyph] {
        var pen = x
        return v.ellipsisGlyphs(slot: slot).map { item in
            defer { pen += Double(item.advance) * size }
            return RenderedText.Glyph(face: Int(slot), glyph: item.glyph, x: pen, y: 0, pointSize: size)
        }
    }
}
