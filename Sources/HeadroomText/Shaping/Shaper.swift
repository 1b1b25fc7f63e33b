import CICU
import CTextStack

/// Shapes runs with HarfBuzz and assembles the per-cluster arrays of a variant.
struct Shaper {
    /// HarfBuzz output for one run, grouped into clusters in logical order.
    struct RunShape {
        var clusterStart: [Int32] = []
        var advance: [Double] = []
        /// Per cluster: glyph range (visual order inside) into the glyph arrays.
        var glyphStart: [Int32] = [0]
        var glyphID: [UInt32] = []
        var glyphAdvance: [Float] = []
        var glyphOffsetX: [Float] = []
        var glyphOffsetY: [Float] = []
    }

    let units: [UInt16]
    let buffer: OpaquePointer
    let language: hb_language_t?

    func shape(start: Int, end: Int, level: UInt8, script: hb_script_t, face: FontFace) -> RunShape {
        var out = RunShape()
        shape(start: start, end: end, level: level, script: script, face: face, into: &out)
        return out
    }

    /// Shapes units start..<end with HarfBuzz; the glyphs are left in `buffer`.
    func harfBuzz(start: Int, end: Int, level: UInt8, script: hb_script_t, face: FontFace) {
        hb_buffer_clear_contents(buffer)
        units.withUnsafeBufferPointer { text in
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(units.count), UInt32(start), Int32(end - start))
        }
        hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        if let language { hb_buffer_set_language(buffer, language) }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        // `hb_shape` with the plan looked up in the face's own table (`hb_shape_full` does the
        // same with HarfBuzz's list of plans; `hb_buffer_clear_contents` did its buffer set-up).
        guard hb_buffer_get_length(buffer) > 0 else { return }
        var props = hb_segment_properties_t()
        hb_buffer_get_segment_properties(buffer, &props)
        var features = FontFace.shapingFeatures
        if let plan = face.shapePlan(props) {
            hb_shape_plan_execute(plan, face.hbFont, buffer, &features, 1)
        } else {
            hb_shape(face.hbFont, buffer, &features, 1)
        }
    }

    /// Shapes into `out`, reusing its storage.
    func shape(start: Int, end: Int, level: UInt8, script: hb_script_t, face: FontFace, into out: inout RunShape) {
        out.clusterStart.removeAll(keepingCapacity: true)
        out.advance.removeAll(keepingCapacity: true)
        out.glyphStart.removeAll(keepingCapacity: true)
        out.glyphStart.append(0)
        out.glyphID.removeAll(keepingCapacity: true)
        out.glyphAdvance.removeAll(keepingCapacity: true)
        out.glyphOffsetX.removeAll(keepingCapacity: true)
        out.glyphOffsetY.removeAll(keepingCapacity: true)
        harfBuzz(start: start, end: end, level: level, script: script, face: face)
        let rightToLeft = level & 1 == 1
        let shaped = GlyphClusters(buffer)
        let upem = Double(face.unitsPerEm)
        shaped.forEach(rightToLeft: rightToLeft) { cluster, glyphs in
            var sum = 0.0
            for g in glyphs {
                let position = shaped.positions![g]
                sum += Double(position.x_advance)
                out.glyphID.append(shaped.infos![g].codepoint)
                out.glyphAdvance.append(Float(Double(position.x_advance) / upem))
                out.glyphOffsetX.append(Float(Double(position.x_offset) / upem))
                out.glyphOffsetY.append(Float(Double(position.y_offset) / upem))
            }
            out.clusterStart.append(Int32(cluster))
            out.advance.append(sum / upem)
            out.glyphStart.append(Int32(out.glyphID.count))
        }
        if out.clusterStart.isEmpty {
            // Nothing came out (only ignorables): keep the range as one empty cluster.
            out.clusterStart = [Int32(start)]
            out.advance = [0]
            out.glyphStart = [0, 0]
        } else if out.clusterStart[0] != Int32(start) {
            out.clusterStart[0] = Int32(start)
        }
    }
}
