/// What a text looks like, independent of size and box: its single shaping (per primary cut) as
/// glyphs with advances and offsets in em, grouped in clusters in logical order, and each glyph's
/// outline in font units under its `GlyphKey`. A box's drawing (`BoxRendering`) only says which
/// clusters go on which line, where the ellipsis is, and the size; positions follow from here.
public struct ShapedRendering: Sendable, Hashable, Codable {
    /// One glyph: face (index into `faces`), glyph id, advance and offsets in em (offset y up).
    public struct Glyph: Sendable, Hashable, Codable {
        public var face: Int
        public var id: UInt32
        public var advance: Double
        public var offsetX: Double
        public var offsetY: Double
        public init(face: Int, id: UInt32, advance: Double, offsetX: Double = 0, offsetY: Double = 0) {
            self.face = face
            self.id = id
            self.advance = advance
            self.offsetX = offsetX
            self.offsetY = offsetY
        }
    }

    /// One cluster (what the shaper set as one unit): its glyphs (a range of `Shaping.glyphs`, in
    /// visual order) and the tracked characters, word spaces and ASCII digits it adds tracking, word
    /// spacing and figure spacing for.
    public struct Cluster: Sendable, Hashable, Codable {
        public var glyphs: Range<Int>
        public var tracked: Int
        public var spaces: Int
        public var figures: Int
        public init(glyphs: Range<Int>, tracked: Int = 0, spaces: Int = 0, figures: Int = 0) {
            self.glyphs = glyphs
            self.tracked = tracked
            self.spaces = spaces
            self.figures = figures
        }
    }

    /// One shaping (one primary cut, or one optical size of a font with an `opsz` axis).
    public struct Shaping: Sendable, Hashable, Codable {
        public var clusters: [Cluster]
        public var glyphs: [Glyph]
        /// The "…" glyphs of each face (index into `faces`; empty when the face has none).
        public var ellipses: [[Glyph]]
        public init(clusters: [Cluster], glyphs: [Glyph], ellipses: [[Glyph]] = []) {
            self.clusters = clusters
            self.glyphs = glyphs
            self.ellipses = ellipses
        }
    }

    public var faces: [FaceKey]
    public var shapings: [Shaping]
    /// Every outline the shapings and their ellipses use, once per glyph key.
    public var outlines: [GlyphKey: FontUnitOutline]
    /// True when the first paragraph is right-to-left.
    public var rightToLeft: Bool

    public init(faces: [FaceKey], shapings: [Shaping], outlines: [GlyphKey: FontUnitOutline], rightToLeft: Bool) {
        self.faces = faces
        self.shapings = shapings
        self.outlines = outlines
        self.rightToLeft = rightToLeft
    }

    /// The key of a glyph's outline.
    public func key(_ glyph: Glyph) -> GlyphKey { GlyphKey(face: faces[glyph.face], glyph: glyph.id) }
}
