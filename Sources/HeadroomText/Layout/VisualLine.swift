import CICU

/// Which clusters of a shaping one line of a layout draws, in visual order (left to right), as
/// runs of consecutive clusters; the positions follow from the shaping's em advances, the size
/// and the layout's spacing (`EmGlyphs`).
public struct VisualLine: Sendable, Hashable {
    /// Clusters `start..<end`, drawn from `end - 1` down to `start` when `reversed` (a
    /// right-to-left run).
    public struct Run: Sendable, Hashable {
        public var start: Int
        public var end: Int
        public var reversed: Bool
    }

    public var index: Int
    public var runs: [Run]
    /// True for lines past the line limit.
    public var overflow: Bool
    /// The paragraph's direction: a right-to-left line is aligned right, its "…" at its left end.
    public var rightToLeft: Bool
    /// On the last visible line of a truncated text: the face slot the "…" is set in (its runs hold
    /// only the kept clusters).
    public var ellipsisFace: Int?
}

extension ShapedText {
    /// The clusters each line of `layout` draws, in visual order: the last visible line cut where
    /// the ellipsis goes, and the hidden lines from the cut on (UIKit cuts the last visible line
    /// with the rest of its paragraph, so the hidden text continues from the cut, not from those
    /// lines' starts). Trailing spaces hang and are not drawn.
    public func visualLines(for layout: TextLayout) -> [VisualLine] {
        let v = variant(layout.variant)
        return layout.lines.enumerated().map { index, line in
            let clusters = drawnClusters(v, layout: layout, line: index)
            let order = visualOrder(v, clusters)
            var runs: [VisualLine.Run] = []
            for cluster in order {
                if var last = runs.last {
                    if !last.reversed, cluster == last.end {
                        last.end += 1
                        runs[runs.count - 1] = last
                        continue
                    }
                    if cluster == last.start - 1, last.reversed || last.end - last.start == 1 {
                        last.start -= 1
                        last.reversed = true
                        runs[runs.count - 1] = last
                        continue
                    }
                }
                runs.append(VisualLine.Run(start: cluster, end: cluster + 1, reversed: false))
            }
            let truncatedHere = layout.ellipsis?.lineIndex == index
            return VisualLine(
                index: index, runs: runs, overflow: layout.linesAllowed > 0 && index >= layout.linesAllowed,
                rightToLeft: paragraphRightToLeft(v, line.clusters.lowerBound),
                ellipsisFace: truncatedHere ? layout.ellipsis.map { Int($0.faceSlot) } : nil)
        }
    }

    /// The clusters a line draws (see `visualLines`).
    func drawnClusters(_ v: ShapedVariant, layout: TextLayout, line index: Int) -> Range<Int> {
        var clusters = layout.lines[index].clusters
        if let ellipsis = layout.ellipsis {
            if ellipsis.lineIndex == index { clusters = ellipsis.clusters }
            if index > ellipsis.lineIndex, clusters.lowerBound < ellipsis.clusters.upperBound {
                clusters = min(ellipsis.clusters.upperBound, clusters.upperBound)..<clusters.upperBound
            }
        }
        return clusters.lowerBound..<v.visibleEnd(clusters.lowerBound, clusters.upperBound)
    }

    func paragraphRightToLeft(_ v: ShapedVariant, _ cluster: Int) -> Bool {
        v.paragraphs.first { $0.clusters.contains(cluster) }?.rightToLeft ?? rightToLeft
    }

    /// Cluster indices of a range in visual order (UAX #9 L2 on the clusters' levels).
    func visualOrder(_ v: ShapedVariant, _ clusters: Range<Int>) -> [Int] {
        let count = clusters.count
        guard count > 0 else { return [] }
        var levels = Array(v.level[clusters])
        if !levels.contains(where: { $0 & 1 == 1 }) { return Array(clusters) }
        var map = [Int32](repeating: 0, count: count)
        _ = hr_bidi_reorder_visual(&levels, Int32(count), &map)
        return map.map { clusters.lowerBound + Int($0) }
    }
}
