/// The shaping of a text with one primary cut (Text or Display): per-cluster advances in em and
/// the flags the line breaker needs. Clusters are in logical order; a cluster is what HarfBuzz
/// shaped as one unit (at least a grapheme cluster).
final class ShapedVariant: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// Whitespace only: hangs at the end of a line.
        static let space = Flags(rawValue: 1)
        /// The cluster ends on a grapheme boundary (an emergency break may go after it).
        static let graphemeEnd = Flags(rawValue: 2)
        /// A hard line break character (zero width).
        static let hardBreak = Flags(rawValue: 4)
    }

    /// One shaped glyph: id, advance and offsets in em (y up).
    struct Glyph: Sendable {
        let id: UInt32
        let advance: Float
        let offsetX: Float
        let offsetY: Float
    }

    /// One glyph of an ellipsis.
    struct EllipsisGlyph: Sendable {
        let glyph: UInt32
        let advance: Float
    }

    /// Σ em, tracked characters, word spaces and digits of a paragraph.
    struct Paragraph: Sendable {
        let em: Double
        let track: Int32
        let spaces: Int32
        var figures: Int32 = 0
        /// The paragraph's clusters and base direction (UAX #9 paragraph level: the lowest level
        /// of its clusters). A line takes its paragraph's direction, not its own: a line holding
        /// only digits or an e-mail address in an Arabic paragraph is still right-to-left.
        let clusters: Range<Int>
        let rightToLeft: Bool
    }

    struct BreakKind: OptionSet, Sendable {
        let rawValue: UInt8
        static let hard = BreakKind(rawValue: 1)
        /// Between two Hangul syllables: suppressed by `.hangulWordPriority`.
        static let hangul = BreakKind(rawValue: 2)
    }

    /// Smallest point size this variant is used at.
    let minimumPointSize: Double
    /// UTF-16 start of each cluster, plus a final entry = text length.
    let clusterStart: [Int32]
    /// Σ advances (em) of clusters before i; count + 1 entries.
    let prefixEm: [Double]
    /// Σ tracked characters of clusters before i; count + 1 entries.
    let prefixTrack: [Int32]
    /// Σ word spaces (U+0020, U+00A0) set in the tracked primary face before cluster i; count + 1.
    let prefixSpace: [Int32]
    /// Σ ASCII digits set in the tracked primary face before cluster i; count + 1 entries.
    let prefixFigure: [Int32]
    /// For a cluster end e: the end of the last non-space cluster at or before e (0 if none).
    let trimEnd: [Int32]
    let flags: [Flags]
    /// Face slot (index into `ShapedText.faces`) of each cluster.
    let face: [UInt16]
    /// Bidi level of each cluster.
    let level: [UInt8]
    /// Cluster ends after which a line may break, ascending; the last is `count`.
    let breakEnd: [Int32]
    let breakKind: [BreakKind]
    /// Glyphs of each cluster: start into `glyphs` (count + 1 entries), visual order inside.
    let glyphStart: [Int32]
    let glyphs: [Glyph]
    /// The faces used by this variant (slots), primary first.
    let facesUsed: [UInt16]
    /// The primary face slot.
    let primary: UInt16
    /// Family names of the faces used, primary first.
    let fontNames: [String]
    /// Which "…" each face slot draws: 0 none (unused slot or no U+2026), 1 the face's U+2026,
    /// 2 three periods (the primary without U+2026). Bytes, not optional arrays: cheap to build.
    let ellipsisKind: [UInt8]
    /// The faces the slots refer to (`ShapedText.faces`).
    let slotFaces: [FontFace]
    /// Σ em and tracked characters of each paragraph, for the natural width.
    let paragraphs: [Paragraph]
    /// Factor on the primary face's advances (its "…" included): the system stand-in's calibration.
    let primaryScale: Double

    var count: Int { flags.count }

    /// `[slot]` for the first slots, shared.
    private static let singleSlots: [[UInt16]] = (0..<8).map { [UInt16($0)] }

    /// `prefixEm`, `prefixTrack` and `trimEnd` have count + 1 entries (see their docs).
    init(
        minimumPointSize: Double, clusterStart: [Int32], prefixEm: [Double], prefixTrack: [Int32], prefixSpace: [Int32],
        prefixFigure: [Int32],
        trimEnd: [Int32],
        flags: [Flags], face: [UInt16], level: [UInt8], breakEnd: [Int32], breakKind: [BreakKind], glyphStart: [Int32],
        glyphs: [Glyph], primary: UInt16, ellipsisKind: [UInt8],
        faces: [FontFace], primaryScale: Double = 1
    ) {
        self.minimumPointSize = minimumPointSize
        self.primaryScale = primaryScale
        self.clusterStart = clusterStart
        let n = flags.count
        self.prefixEm = prefixEm
        self.prefixTrack = prefixTrack
        self.prefixSpace = prefixSpace
        self.prefixFigure = prefixFigure
        self.trimEnd = trimEnd
        self.flags = flags
        self.face = face
        self.level = level
        self.breakEnd = breakEnd
        self.breakKind = breakKind
        self.glyphStart = glyphStart
        self.glyphs = glyphs
        self.primary = primary
        self.ellipsisKind = ellipsisKind
        slotFaces = faces
        var used: [UInt16] = []
        var last = primary
        for slot in face where slot != last {
            last = slot
            if used.isEmpty { used.append(primary) }
            if !used.contains(slot) { used.append(slot) }
        }
        if used.isEmpty {
            // One face (most texts): arrays shared by every text, nothing allocated.
            facesUsed = Int(primary) < ShapedVariant.singleSlots.count ? ShapedVariant.singleSlots[Int(primary)] : [primary]
            fontNames = faces[Int(primary)].familyList
        } else {
            facesUsed = used
            var names: [String] = []
            for slot in used where !names.contains(faces[Int(slot)].family) { names.append(faces[Int(slot)].family) }
            fontNames = names
        }
        var paragraphs: [Paragraph] = []
        var start = 0
        // A paragraph on one line keeps its trailing spaces (as Pango's and Chromium's natural
        // widths do); only a line that wraps lets them hang.
        for (index, end) in breakEnd.enumerated() where breakKind[index].contains(.hard) || Int(end) == n {
            var last = Int(end)
            while last > start, flags[last - 1].contains(.hardBreak) { last -= 1 }
            var lowest = UInt8.max
            for c in start..<Int(end) { lowest = min(lowest, level[c]) }
            paragraphs.append(
                Paragraph(
                    em: prefixEm[last] - prefixEm[start], track: prefixTrack[last] - prefixTrack[start],
                    spaces: prefixSpace[last] - prefixSpace[start], figures: prefixFigure[last] - prefixFigure[start],
                    clusters: start..<Int(end),
                    rightToLeft: lowest != UInt8.max && lowest & 1 == 1))
            start = Int(end)
        }
        self.paragraphs = paragraphs
    }

    /// Width in points of clusters a..<b at `size` with `spacing` (points per tracked character,
    /// per word space and per digit).
    @inline(__always) func width(_ a: Int, _ b: Int, size: Double, spacing: Spacing) -> Double {
        (prefixEm[b] - prefixEm[a]) * size + Double(prefixTrack[b] - prefixTrack[a]) * spacing.tracking
            + Double(prefixSpace[b] - prefixSpace[a]) * spacing.word
            + Double(prefixFigure[b] - prefixFigure[a]) * spacing.figure
    }

    /// The face slot the ellipsis is set in after cluster `last` (the last visible character):
    /// that character's face when it has "…", else the primary, else any face used that has it.
    func ellipsisSlot(after last: Int?) -> UInt16 {
        if let last, last >= 0, last < face.count, hasEllipsis(face[last]) { return face[last] }
        if hasEllipsis(primary) { return primary }
        return facesUsed.first { hasEllipsis($0) } ?? primary
    }

    private func hasEllipsis(_ slot: UInt16) -> Bool { Int(slot) < ellipsisKind.count && ellipsisKind[Int(slot)] != 0 }

    /// The ellipsis glyphs in a slot (empty when no face can draw one).
    func ellipsisGlyphs(slot: UInt16) -> [EllipsisGlyph] {
        guard Int(slot) < ellipsisKind.count else { return [] }
        let glyphs: [EllipsisGlyph]
        switch ellipsisKind[Int(slot)] {
        case 1: glyphs = slotFaces[Int(slot)].ellipsisGlyphs ?? []
        case 2: glyphs = slotFaces[Int(slot)].periodEllipsisGlyphs ?? []
        default: glyphs = []
        }
        guard slot == primary, primaryScale != 1 else { return glyphs }
        return glyphs.map { EllipsisGlyph(glyph: $0.glyph, advance: $0.advance * Float(primaryScale)) }
    }

    /// Width of "…" in a slot, in em.
    func ellipsisEm(slot: UInt16) -> Double {
        guard Int(slot) < ellipsisKind.count else { return 0 }
        let scale = slot == primary ? primaryScale : 1
        switch ellipsisKind[Int(slot)] {
        case 1: return slotFaces[Int(slot)].ellipsisEm * scale
        case 2: return slotFaces[Int(slot)].periodEllipsisEm * scale
        default: return 0
        }
    }

    /// The end of the visible (non-hanging) part of a line a..<e.
    @inline(__always) func visibleEnd(_ a: Int, _ e: Int) -> Int { max(a, Int(trimEnd[e])) }
}
