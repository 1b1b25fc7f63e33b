/// The figures a report gives for one layout, defined once here and used by `measure`, `check` and
/// every reporter:
///
/// - `overflow` (a box that truncates): the text width that does not fit, in points (≥ 0). The
///   lines before the last allowed one keep their breaks when text is cut from the end (greedy
///   filling), so the text fits once the rest of the last allowed line's paragraph fits on that
///   line and every later paragraph is gone: overflow = (that rest, on one line, hanging spaces
///   excluded) − box width, plus the width of every later paragraph.
/// - `headroom` (a box that fits): how much more text width would still fit, in points (≥ 0): the
///   room left on the last line (after its trailing spaces) plus every unused allowed line. Exact
///   when the text fills its last allowed line (always for one line); an upper bound otherwise
///   (word wrapping wastes some of an unused line). With no line limit it is the room on the last
///   line (more text only adds lines).
/// - `averageAdvance`: this text's own width per grapheme cluster, to turn either into characters
///   (`TextMeasurement.overflowCharacters` / `headroomCharacters`).
/// - `widestWord`: the widest run between two line-break opportunities (ICU), hanging spaces
///   excluded; a word wider than the box is cut across lines (`breaks-word`).
public struct LayoutFigures: Sendable, Hashable {
    public var overflow: Double
    public var headroom: Double
    public var averageAdvance: Double
    public var widestWord: Double
}

extension ShapedText {
    /// The figures of a layout of this text (see `LayoutFigures`).
    func figures(
        _ v: ShapedVariant, lines: [LayoutLine], limit: Int, truncates: Bool, width: Double, size: Double,
        spacing: Spacing, options: LayoutOptions
    ) -> LayoutFigures {
        let n = v.count
        let average = graphemeCount > 0 && n > 0 ? v.width(0, n, size: size, spacing: spacing) / Double(graphemeCount) : 0
        var widest = 0.0
        var start = 0
        for (index, end) in v.breakEnd.enumerated() {
            if options.hangulWordPriority, v.breakKind[index] == .hangul { continue }
            let stop = Int(end)
            if stop > start { widest = max(widest, v.width(start, v.visibleEnd(start, stop), size: size, spacing: spacing)) }
            start = stop
        }
        if start < n { widest = max(widest, v.width(start, v.visibleEnd(start, n), size: size, spacing: spacing)) }

        var overflow = 0.0
        var headroom = 0.0
        if truncates, limit > 0, lines.count > limit {
            let first = lines[limit - 1].clusters.lowerBound
            var last = limit - 1
            while !lines[last].endsParagraph, last + 1 < lines.count { last += 1 }
            let paragraphEnd = lines[last].clusters.upperBound
            let rest = v.width(first, v.visibleEnd(first, paragraphEnd), size: size, spacing: spacing)
            let later = paragraphEnd < n ? v.width(paragraphEnd, n, size: size, spacing: spacing) : 0
            overflow = max(0, rest - width) + later
        } else if !truncates {
            if let line = lines.last {
                var end = line.clusters.upperBound
                while end > line.clusters.lowerBound, v.flags[end - 1].contains(.hardBreak) { end -= 1 }
                let used = v.width(line.clusters.lowerBound, end, size: size, spacing: spacing)
                headroom = max(0, width - used) + (limit > 0 ? Double(max(0, limit - lines.count)) * width : 0)
            } else {
                headroom = width * Double(max(1, limit))
            }
        }
        return LayoutFigures(overflow: overflow, headroom: headroom, averageAdvance: average, widestWord: widest)
    }
}
