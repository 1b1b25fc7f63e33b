/// Writes JSON straight into UTF-8 bytes with exactly `MeasureJSON`'s rendering (escapes, numbers),
/// so the batch builds each answer in one reused buffer instead of concatenating Strings.
package struct MeasureJSONWriter {
    package var bytes: [UInt8] = []

    package init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    package mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends ASCII text as is (keys, punctuation).
    @inline(__always) mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always) mutating func byte(_ value: UInt8) { bytes.append(value) }

    package mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }

    /// A whole number in decimal.
    package mutating func int(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            // `0 - Int.min` overflows: print its magnitude through UInt.
            digits(UInt(bitPattern: 0 &- value))
        } else {
            digits(UInt(value))
        }
    }

    private mutating func digits(_ value: UInt) {
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: enough for 20 digits
        var v = value
        var count = 0
        withUnsafeMutableBytes(of: &scratch) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                count += 1
            } while v > 0
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    /// `MeasureJSON.format(value)`: rounded to 1/10000, whole numbers without a fraction, `null`
    /// when not finite. Values with at most 4 decimals and under 10^9 (every layout figure) are
    /// printed digit by digit; their shortest round-trip form is exactly those digits. Larger ones
    /// go through `MeasureJSON.format`.
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw("null")
            return
        }
        let scaled = (value * 10_000).rounded()
        guard abs(scaled) < 1e13 else {
            bytes.append(contentsOf: MeasureJSON.format(value).utf8)
            return
        }
        let n = Int(scaled)
        let magnitude = n < 0 ? -n : n
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        if n < 0, whole != 0 || fraction != 0 { bytes.append(UInt8(ascii: "-")) }
        digits(UInt(whole))
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var width = 4
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// A JSON string: quote, backslash and controls escaped (`\n`, `\r`, `\t`, else `\u00XX`), and
    /// U+2028/U+2029 as `\u2028`/`\u2029`; everything else kept as UTF-8.
    package mutating func string(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var plainStart = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                var escape: StaticString? = nil
                var length = 1
                switch b {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0xE2 where i + 2 < n && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    escape = utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default:
                    if b < 0x20 {
                        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<i]))
                        raw("\\u00")
                        let hex: [UInt8] = Array("0123456789abcdef".utf8)
                        bytes.append(hex[Int(b >> 4)])
                        bytes.append(hex[Int(b & 0xF)])
                        i += 1
                        plainStart = i
                        continue
                    }
                }
                if let escape {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<i]))
                    raw(escape)
                    i += length
                    plainStart = i
                } else {
                    i += 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<n]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `[s, ...]` of JSON strings.
    package mutating func strings(_ list: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (index, s) in list.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(s)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
