/// A text's single shaping, kept after measuring it: what the previews are drawn from, with no
/// second shaping. Boxes are laid out by the engine from this shaping; the rendering is the same
/// for every box.
public protocol TextShaping: Sendable {
    /// The size-independent rendering: glyphs in em, outlines in font units by glyph key.
    func rendering() throws -> ShapedRendering
    /// What one of the measured boxes draws (lines, ellipsis, size) of `rendering()`.
    func boxRendering(_ box: LayoutBox) throws -> BoxRendering
}
