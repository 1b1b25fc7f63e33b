import CTextStack

/// What HarfBuzz left in a buffer, grouped into clusters (the glyphs of one cluster value), walked
/// in logical order (backwards for a right-to-left run); the glyphs inside a group stay in output
/// (visual) order.
struct GlyphClusters {
    let infos: UnsafeMutablePointer<hb_glyph_info_t>?
    let positions: UnsafeMutablePointer<hb_glyph_position_t>?
    /// Glyphs in the buffer (0 when HarfBuzz gave no infos or positions).
    let count: Int

    init(_ buffer: OpaquePointer) {
        var count: UInt32 = 0
        infos = hb_buffer_get_glyph_infos(buffer, &count)
        positions = hb_buffer_get_glyph_positions(buffer, &count)
        self.count = infos == nil || positions == nil ? 0 : Int(count)
    }

    /// Calls `body` with each group's cluster value and its glyphs' indices.
    @inline(__always) func forEach(rightToLeft: Bool, _ body: (_ cluster: Int, _ glyphs: Range<Int>) -> Void) {
        guard let infos else { return }
        var i = rightToLeft ? count - 1 : 0
        while rightToLeft ? i >= 0 : i < count {
            var low = i, high = i + 1
            if rightToLeft {
                while low > 0, infos[low - 1].cluster == infos[i].cluster { low -= 1 }
                i = low - 1
            } else {
                while high < count, infos[high].cluster == infos[i].cluster { high += 1 }
                i = high
            }
            body(Int(infos[low].cluster), low..<high)
        }
    }
}
