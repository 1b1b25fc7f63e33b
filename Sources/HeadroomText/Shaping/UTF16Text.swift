/// UTF-16 to String without the standard library's generic transcoding path (which showed up in
/// profiles of line texts): one pass into the String's own UTF-8 storage.
enum UTF16Text {
    /// The String of `units`; a lone surrogate becomes U+FFFD, as `String(decoding:as:)` does.
    static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        let n = units.count
        guard n > 0 else { return "" }
        return String(unsafeUninitializedCapacity: n * 3) { out in
            var o = 0
            var i = 0
            while i < n {
                let u = UInt32(units[i])
                if u < 0x80 {
                    out[o] = UInt8(u)
                    o += 1
                    i += 1
                } else if u < 0x800 {
                    out[o] = UInt8(0xC0 | (u >> 6))
                    out[o + 1] = UInt8(0x80 | (u & 0x3F))
                    o += 2
                    i += 1
                } else if u >= 0xD800, u < 0xE000 {
                    if u < 0xDC00, i + 1 < n, units[i + 1] >= 0xDC00, units[i + 1] < 0xE000 {
                        let scalar = 0x10000 + ((u - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                        out[o] = UInt8(0xF0 | (scalar >> 18))
                        out[o + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
                        out[o + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                        out[o + 3] = UInt8(0x80 | (scalar & 0x3F))
                        o += 4
                        i += 2
                    } else {
                        out[o] = 0xEF
                        out[o + 1] = 0xBF
                        out[o + 2] = 0xBD
                        o += 3
                        i += 1
                    }
                } else {
                    out[o] = UInt8(0xE0 | (u >> 12))
                    out[o + 1] = UInt8(0x80 | ((u >> 6) & 0x3F))
                    out[o + 2] = UInt8(0x80 | (u & 0x3F))
                    o += 3
                    i += 1
                }
            }
            return o
        }
    }
}
