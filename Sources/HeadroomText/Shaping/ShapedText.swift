import DynamicType

/// A text shaped once, independent of size and width: lay it out at any point size, width and line
/// limit cheaply (advances are stored in em and scale linearly).
public struct ShapedText: Sendable {
    /// The text as given.
    public let text: String
    /// The locale it was shaped for ("" when none).
    public let locale: String
    /// The faces used (slots referenced by glyph runs), primary Text cut first.
    public let faces: [FontFace]
    /// Grapheme clusters no face in the stack covers (each measured with the primary .notdef).
    public let missingCharacters: [String]
    /// True when the first paragraph is right-to-left.
    public let rightToLeft: Bool
    /// Number of grapheme clusters in the text.
    public let graphemeCount: Int
    /// Tracking may apply: the system stand-in's calibration (`LayoutOptions.tracking`), or the
    /// primary face's own `trak` table at the size drawn (always).
    public let trackingAllowed: Bool
    /// The weight of the system stand-in's calibration, nil for a custom font: when set, the
    /// primary face takes SF Pro's vertical metrics and `StandInCalibration`'s tracking.
    public let standInWeight: Int?
    /// The primary is the calibrated stand-in: `LayoutOptions.tracking` adds its fitted spacing.
    let calibrated: Bool

    let units: [UInt16]
    let store: VariantStore

    init(
        text: String, locale: String, faces: [FontFace], missingCharacters: [String], rightToLeft: Bool,
        graphemeCount: Int, trackingAllowed: Bool, calibrated: Bool, standInWeight: Int? = nil, units: [UInt16],
        store: VariantStore
    ) {
        self.calibrated = calibrated
        self.standInWeight = standInWeight
        self.text = text
        self.locale = locale
        self.faces = faces
        self.missingCharacters = missingCharacters
        self.rightToLeft = rightToLeft
        self.graphemeCount = graphemeCount
        self.trackingAllowed = trackingAllowed
        self.units = units
        self.store = store
    }

    func variantIndex(for pointSize: Double) -> Int { store.index(for: pointSize) }

    func variant(_ index: Int) -> ShapedVariant { store.variant(index) }

    /// The primary face used at a point size (the Text or the Display cut).
    public func primaryFace(at pointSize: Double) -> FontFace { store.primaries[variantIndex(for: pointSize)].face }

    /// The text of UTF-16 range (cluster boundaries, so never half a surrogate pair): the text
    /// itself when the range is all of it, else transcoded from the units.
    func string(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        if range.lowerBound == 0, range.upperBound == units.count { return text }
        return units.withUnsafeBufferPointer { UTF16Text.string(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Lays the text out in a box `width` points wide, with at most `lines` lines (0 = unlimited).
    public func layout(pointSize: Double, width: Double, lines: Int, options: LayoutOptions = LayoutOptions())
        -> TextLayout
    {
        let limit = max(0, lines)  // a negative limit means no limit, like 0
        let variantIndex = variantIndex(for: pointSize)
        let v = variant(variantIndex)
        let size = pointSize
        var spacing = Spacing.zero
        let primaryFace = store.primaries[variantIndex].face
        if let own = primaryFace.trackingTable {
            spacing = Spacing(tracking: own.points(atPointSize: size, unitsPerEm: primaryFace.unitsPerEm), word: 0)
        } else if options.tracking, calibrated {
            let weight = standInWeight ?? 400
            spacing = Spacing(
                tracking: StandInCalibration.trackingPoints(weight: weight, pointSize: size),
                word: StandInCalibration.wordSpacingPoints(weight: weight, pointSize: size),
                figure: StandInCalibration.figureSpacingPoints(weight: weight, pointSize: size))
        }
        let breaker = LineBreaker(variant: v, size: size, spacing: spacing, width: width, options: options)
        let ranges = v.count == 0 ? [] : breaker.lineRanges()
        let primary = faces[Int(v.primary)]
        var lines: [LayoutLine] = []
        lines.reserveCapacity(ranges.count)
        var top = 0.0
        var limitedTop = 0.0
        for (index, range) in ranges.enumerated() {
            let (height, ascent) = lineMetrics(v, range.start, range.end, size: size, options: options)
            let unitStart = Int(v.clusterStart[range.start])
            let unitEnd = Int(v.clusterStart[range.end])
            var textEnd = unitEnd
            while textEnd > unitStart, ShapedText.isHardBreakUnit(units[textEnd - 1]) { textEnd -= 1 }
            lines.append(
                LayoutLine(
                    text: string(unitStart..<textEnd), range: unitStart..<unitEnd,
                    width: v.width(range.start, v.visibleEnd(range.start, range.end), size: size, spacing: spacing),
                    height: height, ascent: ascent, top: top, endsParagraph: range.endsParagraph,
                    clusters: range.start..<range.end))
            top += height
            if limit == 0 || index < limit { limitedTop = top }
        }
        let unconstrained = options.roundToPixels(top)
        let limited = options.roundToPixels(limitedTop)
        let truncates = unconstrained > limited + 1e-9
        var natural = 0.0
        for paragraph in v.paragraphs {
            natural = max(
                natural,
                paragraph.em * size + Double(paragraph.track) * spacing.tracking + Double(paragraph.spaces) * spacing.word
                    + Double(paragraph.figures) * spacing.figure)
        }
        let firstHeight = lines.first?.height ?? (options.fixedLineHeight ?? primaryMetrics(primary).height * size)
        var layout = TextLayout(
            pointSize: pointSize, width: width, lines: lines, lineHeight: firstHeight, unconstrainedHeight: unconstrained,
            limitedHeight: limited, truncates: truncates, naturalWidth: natural, linesAllowed: limit, ellipsis: nil,
            fontsUsed: v.fontNames, tracking: spacing.tracking, variant: variantIndex)
        layout.wordSpacing = spacing.word
        layout.figureSpacing = spacing.figure
        layout.figures = figures(
            v, lines: lines, limit: limit, truncates: truncates, width: width, size: size, spacing: spacing, options: options)
        if truncates, limit > 0 {
            layout.ellipsis = ellipsis(v, lines: lines, lastVisible: limit - 1, size: size, spacing: spacing, width: width)
        }
        return layout
    }


    /// Height and ascent of a line: the largest ascent, descent and gap of the faces on it.
    private func lineMetrics(_ v: ShapedVariant, _ start: Int, _ end: Int, size: Double, options: LayoutOptions)
        -> (Double, Double)
    {
        let primary = primaryMetrics(faces[Int(v.primary)])
        if let fixed = options.fixedLineHeight {
            let natural = primary.height * size
            return (fixed, primary.ascent * size + (fixed - natural) / 2)
        }
        if v.facesUsed.count == 1 { return (primary.height * size, primary.ascent * size) }
        var ascent = 0.0, descent = 0.0, gap = 0.0
        var last = UInt16.max
        for cluster in start..<end {
            let slot = v.face[cluster]
            if slot == last { continue }
            last = slot
            if slot == v.primary {
                ascent = max(ascent, primary.ascent)
                descent = max(descent, primary.descent)
                gap = max(gap, primary.gap)
            } else {
                let face = faces[Int(slot)]
                ascent = max(ascent, face.ascenderEm)
                descent = max(descent, face.descenderEm)
                gap = max(gap, face.lineGapEm)
            }
        }
        return ((ascent + descent + gap) * size, ascent * size)
    }

    /// The primary face's vertical metrics in em: SF Pro's for the system stand-in (UILabel's line
    /// height), the face's own `hhea` values for a custom font.
    private func primaryMetrics(_ face: FontFace) -> (ascent: Double, descent: Double, gap: Double, height: Double) {
        if standInWeight != nil {
            return (
                StandInCalibration.ascenderEm, StandInCalibration.descenderEm, StandInCalibration.lineGapEm,
                StandInCalibration.lineHeightEm
            )
        }
        return (face.ascenderEm, face.descenderEm, face.lineGapEm, face.lineHeightEm)
    }

    /// `.byTruncatingTail`: as much of the text from the last visible line's start as fits before "…".
    private func ellipsis(
        _ v: ShapedVariant, lines: [LayoutLine], lastVisible: Int, size: Double, spacing: Spacing, width: Double
    ) -> Ellipsis? {
        guard lastVisible >= 0, lastVisible < lines.count else { return nil }
        let line = lines[lastVisible]
        let start = line.clusters.lowerBound
        // The truncated line may pull text up from the rest of its paragraph.
        var paragraphEnd = line.clusters.upperBound
        if !line.endsParagraph {
            for next in lines[(lastVisible + 1)...] {
                paragraphEnd = next.clusters.upperBound
                if next.endsParagraph { break }
            }
        }
        // The "…" takes the face of the last character kept (UIKit draws the token in the
        // attributes at the cut), so its width depends on where the cut falls.
        func ellipsisWidth(_ slot: UInt16) -> Double {
            v.ellipsisEm(slot: slot) * size + (slot == v.primary ? spacing.tracking : 0)
        }
        let startSlot = v.ellipsisSlot(after: start < line.clusters.upperBound ? start : nil)
        var kept = start
        var keptSlot = startSlot
        var end = start + 1
        while end <= paragraphEnd {
            if v.flags[end - 1].contains(.graphemeEnd) {
                let visible = v.visibleEnd(start, end)
                let slot = visible > start ? v.ellipsisSlot(after: visible - 1) : startSlot
                if v.width(start, visible, size: size, spacing: spacing) + ellipsisWidth(slot) <= width + 1e-6 {
                    kept = visible
                    keptSlot = slot
                } else {
                    break
                }
            }
            end += 1
        }
        let unitStart = Int(v.clusterStart[start])
        let unitEnd = Int(v.clusterStart[kept])
        return Ellipsis(
            lineIndex: lastVisible, keptRange: unitStart..<unitEnd, keptText: string(unitStart..<unitEnd),
            x: v.width(start, kept, size: size, spacing: spacing), width: ellipsisWidth(keptSlot), clusters: start..<kept,
            faceSlot: keptSlot)
    }

    /// LF, CR, VT, FF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    static func isHardBreakUnit(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x0B || unit == 0x0C || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }
}
