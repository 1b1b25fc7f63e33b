import DynamicType
import HeadroomFormats

/// A failing string drawn at every category on one device, for the HTML report: one rendering of
/// its single shaping, and per category the boxes' lines.
public struct StringPreview: Sendable, Hashable, Codable {
    public struct Frame: Sendable, Hashable, Codable {
        public var category: ContentSizeCategory
        public var verdict: Verdict
        /// The horizontal (or only) layout.
        public var horizontal: BoxRendering
        /// The vertical layout, for adaptive and flexible components.
        public var vertical: BoxRendering?
        public init(category: ContentSizeCategory, verdict: Verdict, horizontal: BoxRendering, vertical: BoxRendering?) {
            self.category = category
            self.verdict = verdict
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }
    /// The longest text (UTF-16 units) drawn as a preview: far past any screen's text, and a bound
    /// on a page's size (one 1 MB value drew a 59 MB page in 22 s and 2.8 GB).
    public static let maxCharacters = 5_000

    public var component: String
    public var element: String
    public var key: String
    public var locale: String
    public var variant: String?
    public var device: String
    public var location: SourceLocation
    /// The text's glyphs and outlines, the same for every frame (and every device of the string).
    public var rendering: ShapedRendering
    public var frames: [Frame]
    /// The development-language text drawn in the same boxes at the sizes where it is cut too
    /// (the design's), to show beside the translation; nil when no size is or the source is unknown.
    public var source: SourcePreview? = nil
    public init(
        component: String, element: String, key: String, locale: String, variant: String?, device: String,
        location: SourceLocation, rendering: ShapedRendering, frames: [Frame]
    ) {
        self.rendering = rendering
        self.component = component
        self.element = element
        self.key = key
        self.locale = locale
        self.variant = variant
        self.device = device
        self.location = location
        self.frames = frames
    }
}
