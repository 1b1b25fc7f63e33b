import DynamicType
import HeadroomCheck

/// The glyph-drawn previews of a text typed in a card's "try" box, for `headroom serve`'s answer:
/// the same drawing as the static card's (`HTMLPreview`), as the recipes and glyph data the page
/// script draws with `svgMarkup`, and the outlines the page does not have yet. Outline ids come
/// from the glyph (`HTMLOutlineTable(keyedIDs:)`), so every answer names a glyph alike.
public final class HTMLTryDrawing {
    private let outlines = HTMLOutlineTable(keyedIDs: true)
    private var glyphs: [String] = []

    public init() {}

    /// Adds one shaping of the text (one element's typeface) and returns its index in `glyphData`.
    public func add(_ rendering: ShapedRendering) -> Int {
        glyphs.append(HTMLPreview.glyphData(rendering, outlines: outlines))
        return glyphs.count - 1
    }

    /// The recipe of one box drawn from `rendering` (`HTMLPreview.json`), a JSON array.
    public func recipe(_ frame: BoxRendering, rendering: ShapedRendering, category: ContentSizeCategory) -> String {
        HTMLPreview(orientation: .text, category: category, frame: frame, rendering: rendering).json()
    }

    /// The glyph data of every shaping added, a JSON array (one entry per `add`).
    public var glyphData: String { "[" + glyphs.joined(separator: ",") + "]" }

    /// The outlines used, `[[id, transform, path]…]`: the page adds those it lacks to its `<defs>`.
    public var outlineData: String {
        "[" + outlines.paths.map { path in
            "[\(HTMLJSON.string(path.id)),\(HTMLJSON.string(HTMLOutlineTable.transform(path.outline))),\(HTMLJSON.string(path.outline.pathYUp))]"
        }.joined(separator: ",") + "]"
    }
}
