/// One shaping of a text (one primary cut) as size-independent data: every cluster in logical
/// order with its glyphs (visual order inside a cluster), advances and offsets in em, and how many
/// tracked characters and word spaces each cluster adds. Draw it at any size by scaling the em
/// values and adding the layout's tracking and word spacing per cluster (see `TextLayout.tracking`).
public struct EmGlyphs: Sendable, Hashable {
    /// One glyph: its face slot (`ShapedText.faces`), id, and advance and offsets in em (y up).
    public struct Glyph: Sendable, Hashable {
        public var face: Int
        public var id: UInt32
        public var advance: Double
        public var offsetX: Double
        public var offsetY: Double
    }

    /// One cluster: its glyphs (a range of `glyphs`), tracked characters, word spaces and ASCII
    /// digits (each digit adds the layout's `figureSpacing`).
    public struct Cluster: Sendable, Hashable {
        public var glyphs: Range<Int>
        public var tracked: Int
        public var spaces: Int
        public var figures: Int = 0
    }

    public var clusters: [Cluster]
    public var glyphs: [Glyph]
    /// The "…" each face slot draws (empty for a slot without one), in em.
    public var ellipses: [[Glyph]]
}

extension ShapedText {
    /// A shaping as size-independent data (built on first use, like every shaping).
    public func emGlyphs(shaping index: Int) -> EmGlyphs {
        let v = variant(index)
        var glyphs: [EmGlyphs.Glyph] = []
        glyphs.reserveCapacity(v.glyphs.count)
        var clusters: [EmGlyphs.Cluster] = []
        clusters.reserveCapacity(v.count)
        for cluster in 0..<v.count {
            let g0 = Int(v.glyphStart[cluster]), g1 = Int(v.glyphStart[cluster + 1])
            for g in g0..<g1 {
                let glyph = v.glyphs[g]
                glyphs.append(
                    EmGlyphs.Glyph(
                        face: Int(v.face[cluster]), id: glyph.id, advance: Double(glyph.advance),
                        offsetX: Double(glyph.offsetX), offsetY: Double(glyph.offsetY)))
            }
            clusters.append(
                EmGlyphs.Cluster(
                    glyphs: g0..<g1, tracked: Int(v.prefixTrack[cluster + 1] - v.prefixTrack[cluster]),
                    spaces: Int(v.prefixSpace[cluster + 1] - v.prefixSpace[cluster]),
                    figures: Int(v.prefixFigure[cluster + 1] - v.prefixFigure[cluster])))
        }
        let ellipses = faces.indices.map { slot in
            v.ellipsisGlyphs(slot: UInt16(slot)).map {
                EmGlyphs.Glyph(face: slot, id: $0.glyph, advance: Double($0.advance), offsetX: 0, offsetY: 0)
            }
        }
        return EmGlyphs(clusters: clusters, glyphs: glyphs, ellipses: ellipses)
    }
}
