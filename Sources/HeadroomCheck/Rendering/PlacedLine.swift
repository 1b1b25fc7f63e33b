/// One line of a `BoxRendering` with its glyphs placed: x in points from the box's left edge
/// (a right-to-left line aligned right), y offsets in points from the baseline, pointing down.
/// Computed from the shaping's em advances, the size and the layout's spacing; the HTML page's
/// script computes the same from the same data.
public struct PlacedLine: Sendable, Hashable {
    public struct Glyph: Sendable, Hashable {
        public var key: GlyphKey
        public var x: Double
        public var y: Double
    }

    public var glyphs: [Glyph]
    /// Drawn width: the kept glyphs plus the "…" when the line is cut.
    public var width: Double
    /// Where the "…" starts (x of its left edge), and its glyphs (empty when no face has one).
    public var ellipsisX: Double?
    public var ellipsis: [Glyph]
}

extension BoxRendering {
    /// Every line placed (see `PlacedLine`).
    public func placed(_ rendering: ShapedRendering) -> [PlacedLine] {
        lines.map { place($0, rendering) }
    }

    /// Places one line: the pen runs left to right over the clusters in visual order, adding each
    /// glyph's advance and each cluster's tracking, word spacing and figure spacing; the "…" goes at
    /// the pen's end, or first (at the left) on a right-to-left line.
    public func place(_ line: Line, _ rendering: ShapedRendering) -> PlacedLine {
        let size = box.pointSize
        let shaping = shaping < rendering.shapings.count ? rendering.shapings[shaping] : ShapedRendering.Shaping(clusters: [], glyphs: [])
        var glyphs: [PlacedLine.Glyph] = []
        var ellipsis: [PlacedLine.Glyph] = []
        var ellipsisX: Double?
        var pen = 0.0
        func addEllipsis(_ cut: Cut) {
            ellipsisX = pen
            var x = pen
            let cutGlyphs = cut.face < shaping.ellipses.count ? shaping.ellipses[cut.face] : []
            for glyph in cutGlyphs {
                ellipsis.append(PlacedLine.Glyph(key: rendering.key(glyph), x: x, y: 0))
                x += glyph.advance * size
            }
            pen += cut.width
        }
        if let cut = line.ellipsis, line.rightToLeft { addEllipsis(cut) }
        for run in line.runs {
            for c in run.clusters where c < shaping.clusters.count {
                let cluster = shaping.clusters[c]
                for g in cluster.glyphs {
                    let glyph = shaping.glyphs[g]
                    glyphs.append(
                        PlacedLine.Glyph(key: rendering.key(glyph), x: pen + glyph.offsetX * size, y: -glyph.offsetY * size))
                    pen += glyph.advance * size
                }
                pen += Double(cluster.tracked) * tracking + Double(cluster.spaces) * wordSpacing
                    + Double(cluster.figures) * figureSpacing
            }
        }
        if let cut = line.ellipsis, !line.rightToLeft { addEllipsis(cut) }
        let offset = line.rightToLeft ? max(0, box.width - pen) : 0
        if offset != 0 {
            for i in glyphs.indices { glyphs[i].x += offset }
            for i in ellipsis.indices { ellipsis[i].x += offset }
            ellipsisX = ellipsisX.map { $0 + offset }
        }
        return PlacedLine(glyphs: glyphs, width: pen, ellipsisX: ellipsisX, ellipsis: ellipsis)
    }
}
