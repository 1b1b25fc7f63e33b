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

    var clusterStart: [Int32] = []
    var advance: [Double] = []
    var track: [Int32] = []
    var flags: [ShapedVariant.Flags] = []
    var face: [UInt16] = []
    var level: [UInt8] = []
    var glyphStart: [Int32] = [0]
    var glyphID: [UInt32] = []
    var glyphAdvance: [Float] = []
    var glyphOffsetX: [Float] = []
    var glyphOffsetY: [Float] = []

    init(itemizer: Itemizer, primarySlot: UInt16, primary: FontFace, trackingAllowed: Bool) {
        units = itemizer.units
        scalar = itemizer.scalar
        graphemeStart = itemizer.graphemeStart
        breakAt = itemizer.breakAt
        self.primarySlot = primarySlot
        self.primary = primary
        self.trackingAllowed = trackingAllowed
        let n = units.count
        clusterStart.reserveCapacity(n)
        advance.reserveCapacity(n)
        track.reserveCapacity(n)
        flags.reserveCapacity(n)
        face.reserveCapacity(n)
        level.reserveCapacity(n)
        glyphStart.reserveCapacity(n + 1)
        glyphID.reserveCapacity(n)
        glyphAdvance.reserveCapacity(n)
        glyphOffsetX.reserveCapacity(n)
        glyphOffsetY.reserveCapacity(n)
    }

    /// Appends the clusters HarfBuzz left in `buffer` for `run` (shaped with `face`), straight into
    /// the variant's arrays: the same clusters, flags and glyphs as `append(_:run:)` of a `RunShape`.
    mutating func appendShaped(_ buffer: OpaquePointer, face: FontFace, run: Itemizer.Run) {
        let first = clusterStart.count
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let total = infos == nil || positions == nil ? 0 : Int(count)
        let upem = Double(face.unitsPerEm)
        let rightToLeft = run.level & 1 == 1
        // Groups of equal cluster values, walked in logical order (reversed for right-to-left);
        // the glyphs inside a group stay in output (visual) order.
        var i = rightToLeft ? total - 1 : 0
        while rightToLeft ? i >= 0 : i < total {
            var low = i, high = i + 1
            if rightToLeft {
                while low > 0, infos![low - 1].cluster == infos![i].cluster { low -= 1 }
                i = low - 1
            } else {
                while high < total, infos![high].cluster == infos![i].cluster { high += 1 }
                i = high
            }
            var sum = 0.0
            for g in low..<high {
                let position = positions![g]
                sum += Double(position.x_advance)
                glyphID.append(infos![g].codepoint)
                glyphAdvance.append(Float(Double(position.x_advance) / upem))
                glyphOffsetX.append(Float(Double(position.x_offset) / upem))
                glyphOffsetY.append(Float(Double(position.y_offset) / upem))
            }
            clusterStart.append(Int32(infos![low].cluster))
            advance.append(sum / upem)
            glyphStart.append(Int32(glyphID.count))
        }
        if clusterStart.count == first {
            // Nothing came out (only ignorables): keep the range as one empty cluster.
            clusterStart.append(Int32(run.start))
            advance.append(0)
            glyphStart.append(Int32(glyphID.count))
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
            for i in start..<end {
                if ShapedText.isHardBreakUnit(units[i]) { isHard = true }
                if graphemeStart[i] { graphemes += 1 }
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
            track.append(trackingAllowed && slot == primarySlot && !isHard ? graphemes : 0)
            if isHard {
                advance[c] = 0
                let g0 = Int(glyphStart[c]), g1 = Int(glyphStart[c + 1])
                if g1 > g0 {
                    glyphID.removeSubrange(g0..<g1)
                    glyphAdvance.removeSubrange(g0..<g1)
                    glyphOffsetX.removeSubrange(g0..<g1)
                    glyphOffsetY.removeSubrange(g0..<g1)
                    for k in (c + 1)..<glyphStart.count { glyphStart[k] -= Int32(g1 - g0) }
                }
            }
        }
    }

    mutating func append(_ shape: Shaper.RunShape, run: Itemizer.Run) {
        let slot = run.slot == 0 ? primarySlot : run.slot
        for c in 0..<shape.clusterStart.count {
            let start = Int(shape.clusterStart[c])
            let end = c + 1 < shape.clusterStart.count ? Int(shape.clusterStart[c + 1]) : run.end
            var isSpace = true
            var isHard = false
            var graphemes: Int32 = 0
            for i in start..<end {
                if ShapedText.isHardBreakUnit(units[i]) { isHard = true }
                if graphemeStart[i] { graphemes += 1 }
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
            clusterStart.append(Int32(start))
            flags.append(f)
            face.append(slot)
            level.append(run.level)
            track.append(trackingAllowed && slot == primarySlot && !isHard ? graphemes : 0)
            if isHard {
                advance.append(0)
                glyphStart.append(Int32(glyphID.count))
            } else {
                advance.append(shape.advance[c])
                let g0 = Int(shape.glyphStart[c]), g1 = Int(shape.glyphStart[c + 1])
                glyphID.append(contentsOf: shape.glyphID[g0..<g1])
                glyphAdvance.append(contentsOf: shape.glyphAdvance[g0..<g1])
                glyphOffsetX.append(contentsOf: shape.glyphOffsetX[g0..<g1])
                glyphOffsetY.append(contentsOf: shape.glyphOffsetY[g0..<g1])
                glyphStart.append(Int32(glyphID.count))
            }
        }
    }

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
        let ellipsisGlyphs: [ShapedVariant.EllipsisGlyph]
        switch ellipsisKind[Int(primarySlot)] {
        case 1: ellipsisGlyphs = faces[Int(primarySlot)].ellipsisGlyphs ?? []
        case 2: ellipsisGlyphs = faces[Int(primarySlot)].periodEllipsisGlyphs ?? []
        default: ellipsisGlyphs = []
        }
        let ellipsisEm = ellipsisGlyphs.reduce(0.0) { $0 + Double($1.advance) }
        clusterStart.append(Int32(units.count))
        return ShapedVariant(
            minimumPointSize: minimumPointSize, clusterStart: clusterStart, advanceEm: advance,
            trackCount: track, flags: flags, face: face, level: level, breakEnd: breakEnd, breakKind: breakKind,
            glyphStart: glyphStart, glyphID: glyphID, glyphAdvance: glyphAdvance, glyphOffsetX: glyphOffsetX,
            glyphOffsetY: glyphOffsetY, primary: primarySlot, ellipsisEm: ellipsisEm, ellipsisGlyphs: ellipsisGlyphs, ellipsisKind: ellipsisKind,
            faces: faces)
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
