import HeadroomCheck

/// The glyph outlines of one page, each written once in the page's `<defs>` under its
/// `GlyphKey` and referenced by `<use>` wherever it is drawn, at any size. The path data stays
/// in font units, y up, as the measurement gives it (`FontUnitOutline`); the `<path>` carries the
/// explicit transform to the page's drawing units, 1/1000 em with y down:
/// `scale(1000/unitsPerEm, -1000/unitsPerEm)`. A line's group then scales 1/1000 em to points.
final class HTMLOutlineTable {
    /// Drawing units per em: glyph positions in the previews are in 1/1000 em.
    static let unitsPerEm = 1000.0

    private var ids: [GlyphKey: String?] = [:]
    private(set) var paths: [(id: String, outline: FontUnitOutline)] = []
    /// Ids from the glyph's key (`ok` and a stable hash) instead of its position: the same glyph
    /// gets the same id in every answer of `headroom serve`, so a page adds each outline once.
    let keyedIDs: Bool

    init(keyedIDs: Bool = false) { self.keyedIDs = keyedIDs }

    /// The id of the `<path>` for a glyph, adding it on first use; nil for a glyph that draws
    /// nothing (a space) or has no outline in the rendering.
    func id(_ key: GlyphKey, in rendering: ShapedRendering) -> String? {
        if let known = ids[key] { return known }
        var id: String?
        if let outline = rendering.outlines[key], !outline.pathYUp.isEmpty {
            id = keyedIDs
                ? "ok" + StableHash.fnv1a64([key.face.file, String(key.face.index), key.face.instanceName, String(key.glyph)])
                : "o" + String(paths.count, radix: 36)
            paths.append((id!, outline))
        }
        ids[key] = id
        return id
    }

    /// The transform from an outline's font units (y up) to drawing units (1/1000 em, y down).
    static func transform(_ outline: FontUnitOutline) -> String {
        let scale = outline.drawScale(pointSize: unitsPerEm)
        return "scale(\(number(scale.x)) \(number(scale.y)))"
    }

    /// Up to six significant decimals (a scale, not a coordinate).
    static func number(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The `<svg>` holding every outline, to put once at the top of the page. Also holds the hatch
    /// pattern the overflow area is filled with.
    func definitions() throws -> String {
        let output = StringReportOutput()
        var text = TextBuffer(output: output)
        try writeDefinitions(into: &text)
        try text.flush()
        return output.text
    }

    /// `definitions()` appended to `text` a path at a time (a page's outlines can be megabytes).
    func writeDefinitions(into text: inout TextBuffer) throws {
        text.append("<svg class=\"defs\" aria-hidden=\"true\" focusable=\"false\" width=\"0\" height=\"0\"><defs>")
        text.append("<pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">")
        text.append("<line class=\"hatch-line\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\"/></pattern>")
        for path in paths {
            text.append("<path id=\"\(path.id)\" transform=\"\(Self.transform(path.outline))\" d=\"\(HTMLEscape.text(path.outline.pathYUp))\"/>")
            try text.flushIfFull()
        }
        text.append("</defs></svg>\n")
    }
}
