/// One glyph of one face: the key its outline is stored and drawn under, the same at every size
/// (an outline is in font units; the size is applied when it is drawn).
public struct GlyphKey: Sendable, Hashable, Codable, Comparable {
    public var face: FaceKey
    public var glyph: UInt32

    public init(face: FaceKey, glyph: UInt32) {
        self.face = face
        self.glyph = glyph
    }

    public static func < (a: GlyphKey, b: GlyphKey) -> Bool { (a.face, a.glyph) < (b.face, b.glyph) }
}
