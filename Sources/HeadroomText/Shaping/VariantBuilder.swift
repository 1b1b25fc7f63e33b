import CICU
import CTextStack

/// Collects the run shapes of one variant into a `ShapedVariant`.
struct VariantBuilder {
    let units: [UInt16]
    let scalar: [UInt32]
    let graphemeStart: [Bool]
    let breakAt: [UInt8]
    let primarySlot: UInt16
    let primary: FontFace
    let trackingAllowed: Bool
    /// Factor on the advances of runs set in the primary face (1 except for the system stand-in).
    let primaryScale: Double

    var clusterStart: [Int32] = []
    /// Σ advances (em) before each cluster. While a run is appended, entry c + 1 briefly holds
    /// cluster c's own advance (`finishClusters` turns it into the sum).
    var prefixEm: [Double] = [0]
    var prefixTrack: [Int32] = [0]
    var prefixSpace: [Int32] = [0]
    var prefixFigure: [Int32] = [0]
    var trimEnd: [Int32] = [0]
    var flags: [ShapedVariant.Flags] = []
    var face: [UInt16] = []
    var level: [UInt8] = []
    var glyphStart: [Int32] = [0]
    var glyphs: [ShapedVariant.Glyph] = []

    init(itemizer: Itemizer, primarySlot: UInt16, primary: FontFace, trackingAllowed: Bool, primaryScale: Double = 1) {
        self.primaryScale = primaryScale
        units = itemizer.units
        scalar = itemizer.scalar
        graphemeStart = itemizer.graphemeStart
        breakAt = itemizer.breakAt
        self.primarySlot = primarySlot
        self.primary = primary
        self.trackingAllowed = trackingAllowed
        let n = units.count
        clusterStart.reserveCapacity(n + 1)
        prefixEm.reserveCapacity(n + 1)
        prefixTrack.reserveCapacity(n + 1)
        prefixSpace.reserveCapacity(n + 1)
        prefixFigure.reserveCapacity(n + 1)
        trimEnd.reserveCapacity(n + 1)
        flags.reserveCapacity(n)
        face.reserveCapacity(n)
        level.reserveCapacity(n)
        glyphStart.reserveCapacity(n + 1)
        glyphs.reserveCapacity(n)
    }

    /// Appends the clusters HarfBuzz left in `buffer` for `run` (shaped with `face`), straight into
    /// the variant's arrays: the same clusters, flags and glyphs as `append(_:run:)` of a `RunShape`.
    mutating func appendShaped(_ buffer: OpaquePointer, face: FontFace, run: Itemizer.Run) {
        let first = clusterStart.count
        let shaped = GlyphClusters(buffer)
        let upem = Double(face.unitsPerEm)
        let advanceScale = run.slot == 0 ? primaryScale : 1
        shaped.forEach(rightToLeft: run.level & 1 == 1) { cluster, group in
            var sum = 0.0
            for g in group {
                let position = shaped.positions![g]
                let advance = Double(position.x_advance) * advanceScale
                sum += advance
                glyphs.append(
                    ShapedVariant.Glyph(
                        id: shaped.infos![g].codepoint, advance: Float(advance / upem),
                        offsetX: Float(Double(position.x_offset) / upem), offsetY: Float(Double(position.y_offset) / upem)))
            }
            clusterStart.append(Int32(cluster))
            prefixEm.append(sum / upem)
            glyphStart.append(Int32(glyphs.count))
        }
        if clusterStart.count == first {
            // Nothing came out (only ignorables): keep the range as one empty cluster.
            clusterStart.append(Int32(run.start))
            prefixEm.append(0)
            glyphStart.append(Int32(glyphs.count))
        } else {
            clusterStart[first] = Int32(run.start)
        }
        finishClusters(from: first, run: run)
    }

    /// Sets flags, face, level and tracking of the clusters from `first` (their starts, advances
    /// and glyphs appended); a hard line break keeps no width and no glyphs.
    private mutating func finishClusters(from first: Int, run: Itemizer.Run) {
        let slot = run.slot == 0 ? primarySlot : run.slot
        let last = clusterStart.count
        for c in first..<last {
            let start = Int(clusterStart[c])
            let end = c + 1 < last ? Int(clusterStart[c + 1]) : run.end
            var isSpace = true
            var isHard = false
            var graphemes: Int32 = 0
            var wordSpaces: Int32 = 0
            var figures: Int32 = 0
            for i in start..<end {
                if ShapedText.isHardBreakUnit(units[i]) { isHard = true }
                if graphemeStart[i] { graphemes += 1 }
                if units[i] == 0x20 || units[i] == 0xA0 { wordSpaces += 1 }
                if units[i] >= 0x30, units[i] <= 0x39 { figures += 1 }
                if isSpace {
                    let u = units[i]
                    if u == 0x20 || ShapedText.isHardBreakUnit(u) || u == 0x09 || (u >= 0xDC00 && u < 0xE000) {
                        // still whitespace
                    } else if u < 0x80 || hr_is_whitespace(scalar[i]) == 0 {
                        isSpace = false
                    }
                }
            }
            var f: ShapedVariant.Flags = []
            if isSpace || isHard { f.insert(.space) }
            if isHard { f.insert(.hardBreak) }
            if graphemeStart[end] { f.insert(.graphemeEnd) }
            flags.append(f)
            face.append(slot)
            level.append(run.level)
            // An invisible cluster (a bidi control, a lone joiner: no advance) takes no tracking.
            let tracked = trackingAllowed && slot == primarySlot && !isHard && prefixEm[c + 1] != 0
            prefixTrack.append(prefixTrack[c] + (tracked ? graphemes : 0))
            prefixSpace.append(prefixSpace[c] + (tracked ? wordSpaces : 0))
            prefixFigure.append(prefixFigure[c] + (tracked ? figures : 0))
            prefixEm[c + 1] = prefixEm[c] + (isHard ? 0 : prefixEm[c + 1])
            trimEnd.append(f.contains(.space) ? trimEnd[c] : Int32(c + 1))
            if isHard {
                let g0 = Int(glyphStart[c]), g1 = Int(glyphStart[c + 1])
                if g1 > g0 {
                    glyphs.removeSubrange(g0..<g1)
                    for k in (c + 1)..<glyphStart.count { glyphStart[k] -= Int32(g1 - g0) }
                }
            }
        }
    }

    /// Appends a run shaped earlier (a fallback run shared by the Text and Display cuts).
    mutating func append(_ shape: Shaper.RunShape, run: Itemizer.Run) {
        let first = clusterStart.count
        for c in 0..<shape.clusterStart.count {
            clusterStart.append(shape.clusterStart[c])
            prefixEm.append(shape.advance[c])
            for g in Int(shape.glyphStart[c])..<Int(shape.glyphStart[c + 1]) {
                glyphs.append(
                    ShapedVariant.Glyph(
                        id: shape.glyphID[g], advance: shape.glyphAdvance[g], offsetX: shape.glyphOffsetX[g],
                        offsetY: shape.glyphOffsetY[g]))
            }
            glyphStart.append(Int32(glyphs.count))
        }
        finishClusters(from: first, run: run)
    }

    /// The variant (the builder's arrays move into it).
    mutating func build(minimumPointSize: Double, faces: [FontFace]) -> ShapedVariant {
        let n = clusterStart.count
        var breakEnd: [Int32] = []
        var breakKind: [ShapedVariant.BreakKind] = []
        for c in 0..<n {
            let end = c + 1 < n ? Int(clusterStart[c + 1]) : units.count
            let kind = breakAt[end]
            guard kind != 0 || c == n - 1 else { continue }
            var k: ShapedVariant.BreakKind = []
            if kind == 2 { k.insert(.hard) }
            if kind == 1, end < units.count, isHangul(end), isHangul(previousScalarIndex(end)) { k.insert(.hangul) }
            breakEnd.append(Int32(c + 1))
            breakKind.append(k)
        }
        // "…" per face slot used (none when the face lacks U+2026); the primary falls back to three
        // periods so there is always something to draw.
        var ellipsisKind = [UInt8](repeating: 0, count: faces.count)
        var last = primarySlot
        ellipsisKind[Int(primarySlot)] = faces[Int(primarySlot)].ellipsisGlyphs != nil ? 1 : 0
        for slot in face where slot != last {
            last = slot
            ellipsisKind[Int(slot)] = faces[Int(slot)].ellipsisGlyphs != nil ? 1 : 0
        }
        if ellipsisKind[Int(primarySlot)] == 0, faces[Int(primarySlot)].periodEllipsisGlyphs != nil { ellipsisKind[Int(primarySlot)] = 2 }
        clusterStart.append(Int32(units.count))
        return ShapedVariant(
            minimumPointSize: minimumPointSize, clusterStart: clusterStart, prefixEm: prefixEm, prefixTrack: prefixTrack,
            prefixSpace: prefixSpace, prefixFigure: prefixFigure,
            trimEnd: trimEnd, flags: flags, face: face, level: level, breakEnd: breakEnd, breakKind: breakKind,
            glyphStart: glyphStart, glyphs: glyphs, primary: primarySlot,
            ellipsisKind: ellipsisKind, faces: faces,
            primaryScale: primaryScale)
    }

    private func previousScalarIndex(_ offset: Int) -> Int {
        var i = offset - 1
        if i > 0, units[i] >= 0xDC00, units[i] < 0xE000 { i -= 1 }
        return i
    }

    private func isHangul(_ index: Int) -> Bool {
        let cp = scalar[index]
        // Hangul syllables and jamo (what `.hangulWordPriority` keeps together).
        return (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0x1100 && cp <= 0x11FF) || (cp >= 0x3130 && cp <= 0x318F)
            || (cp >= 0xA960 && cp <= 0xA97F) || (cp >= 0xD7B0 && cp <= 0xD7FF)
    }
}
