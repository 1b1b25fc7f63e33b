/// The glyph outlines of one page, each written once in the page's `<defs>` and referenced by
/// `<use>` everywhere it is drawn. Outlines are deduplicated by their path data, so the same glyph
/// at the same size shared by many previews costs one `<path>`.
final class HTMLOutlineTable {
    private var ids: [String: String] = [:]
    private(set) var paths: [(id: String, data: String)] = []

    /// The id of the `<path>` for this path data, adding it on first use; nil for an empty outline
    /// (a space), which draws nothing.
    func id(for data: String) -> String? {
        if data.isEmpty { return nil }
        if let id = ids[data] { return id }
        let id = "o" + String(paths.count, radix: 36)
        ids[data] = id
        paths.append((id, data))
        return id
    }

    /// The `<svg>` holding every outline, to put once at the top of the page. Also holds the hatch
    /// pattern the overflow area is filled with.
    func definitions() -> String {
        var out = "<svg class=\"defs\" aria-hidden=\"true\" focusable=\"false\" width=\"0\" height=\"0\"><defs>"
        out += "<pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        out += "<line class=\"hatch-line\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\"/></pattern>"
        for path in paths {
            out += "<path id=\"\(path.id)\" d=\"\(HTMLEscape.text(path.data))\"/>"
        }
        out += "</defs></svg>\n"
        return out
    }
}
