/// A font's own tracking (the AAT `trak` table's normal track, horizontal): font units added to
/// each glyph's advance at a point size. Apple's TrueType Reference Manual, "The 'trak' table":
/// values between two stored sizes are interpolated and values outside them extrapolated, linearly.
/// SF Pro carries one; HarfBuzz applies it only when given the point size (`hb_font_set_ptem`),
/// which a face shaped once for every size is not, so the layout adds it per size itself.
public struct TrackingTable: Sendable, Hashable {
    /// Point sizes, ascending.
    public let sizes: [Double]
    /// Font units added per glyph at each size.
    public let values: [Double]

    /// Reads the horizontal normal track (track value 0) of a `trak` table; nil when the table is
    /// malformed, has no horizontal data or no normal track, or its sizes are not ascending.
    public init?(table bytes: [UInt8]) {
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            return hi << 16 | lo
        }
        func fixed(_ at: Int) -> Double? { u32(at).map { Double(Int32(truncatingIfNeeded: $0)) / 65536 } }
        guard u32(0) == 0x0001_0000, u16(4) == 0, let horizontal = u16(6), horizontal != 0,
            let tracks = u16(horizontal), let count = u16(horizontal + 2), count > 0,
            let sizeTable = u32(horizontal + 4)
        else { return nil }
        var sizes: [Double] = []
        for i in 0..<count {
            guard let size = fixed(sizeTable + 4 * i), sizes.last.map({ size > $0 }) ?? true else { return nil }
            sizes.append(size)
        }
        for t in 0..<tracks {
            let entry = horizontal + 8 + 8 * t
            guard let track = fixed(entry), let offset = u16(entry + 6) else { return nil }
            guard track == 0 else { continue }
            var values: [Double] = []
            for i in 0..<count {
                guard let raw = u16(offset + 2 * i) else { return nil }
                values.append(Double(Int16(truncatingIfNeeded: raw)))
            }
            self.sizes = sizes
            self.values = values
            return
        }
        return nil
    }

    /// Font units added per glyph at `pointSize`.
    public func units(atPointSize pointSize: Double) -> Double {
        guard sizes.count > 1 else { return values[0] }
        var upper = 1
        while upper < sizes.count - 1, sizes[upper] < pointSize { upper += 1 }
        let lower = upper - 1
        let t = (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
        return values[lower] + t * (values[upper] - values[lower])
    }

    /// Points added per glyph at `pointSize` for a face of `unitsPerEm`.
    public func points(atPointSize pointSize: Double, unitsPerEm: Int) -> Double {
        units(atPointSize: pointSize) * pointSize / Double(unitsPerEm)
    }
}
