/// The development-language text of a failing string, drawn from its own single shaping in the
/// translation's boxes at the sizes where it is cut too: the HTML card shows it beside the
/// translation there, since those sizes are the design's to fix.
public struct SourcePreview: Sendable, Hashable, Codable {
    /// The source text's glyphs and outlines.
    public var rendering: ShapedRendering
    /// One frame per size where the source is cut too, in the translation's boxes at that size.
    public var frames: [StringPreview.Frame]

    public init(rendering: ShapedRendering, frames: [StringPreview.Frame]) {
        self.rendering = rendering
        self.frames = frames
    }
}
