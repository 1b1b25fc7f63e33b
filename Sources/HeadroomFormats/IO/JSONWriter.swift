/// The one JSON writer: strings, numbers and punctuation appended as UTF-8 bytes, with one escaping
/// and one number format for every document Headroom writes (reports, `measure`, `strings`, `scan`).
///
/// - Strings: `"` and `\` escaped, `\n` `\r` `\t`, other controls as `\u00XX`, U+2028/U+2029 as
///   `\u2028`/`\u2029` (JavaScript refuses them in literals); everything else, `/` and non-ASCII
///   included, is kept as UTF-8.
/// - Numbers: rounded half away from zero to at most `decimals` digits, trailing zeros dropped, never
///   an exponent or the locale; `null` when not finite (JSON has no NaN or infinity).
///
/// Bytes are appended to an array: building a large report through String appends is several times
/// slower. The static functions write into any byte array (a reporter's buffer); the struct is a
/// reusable buffer of its own (`measure --batch` answers).
public struct JSONWriter: Sendable {
    public var bytes: [UInt8] = []

    public init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// The bytes as a String.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends ASCII text as is (keys, punctuation).
    @inline(__always) public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always) public mutating func byte(_ value: UInt8) { bytes.append(value) }

    public mutating func null() { raw("null") }

    public mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }

    public mutating func int(_ value: Int) { Self.appendInt(value, to: &bytes) }

    public mutating func number(_ value: Double, decimals: Int) { Self.appendNumber(value, decimals: decimals, to: &bytes) }

    public mutating func string(_ text: String) { Self.appendString(text, to: &bytes) }

    /// `[s, ...]` of JSON strings, without spaces.
    public mutating func strings(_ list: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (index, s) in list.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(s)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    // MARK: Into any byte array

    /// A whole number in decimal.
    public static func appendInt(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            // `0 - Int.min` overflows: print its magnitude through UInt.
            appendDigits(UInt(bitPattern: 0 &- value), to: &bytes)
        } else {
            appendDigits(UInt(value), to: &bytes)
        }
    }

    private static func appendDigits(_ value: UInt, to bytes: inout [UInt8]) {
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

    /// `value` rounded half away from zero to at most `decimals` digits, trailing zeros dropped
    /// (`-0` is `0`). Values up to 10^13 units of the last decimal (every layout figure: widths are
    /// at most 100,000 pt) are printed digit by digit; larger ones as Swift's shortest form of the
    /// rounded value.
    public static func appendNumber(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        var unit: UInt64 = 1
        for _ in 0..<max(decimals, 0) { unit *= 10 }
        let scaled = (abs(value) * Double(unit)).rounded(.toNearestOrAwayFromZero)
        guard scaled < 1e13 else {
            // Near the top of Double's range the scaled value overflows; such a number has no fraction.
            let product = value * Double(unit)
            let rounded = product.isFinite ? product.rounded(.toNearestOrAwayFromZero) / Double(unit) : value
            let text = rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
            return bytes.append(contentsOf: text.utf8)
        }
        let units = UInt64(scaled)
        if value < 0 && units != 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(UInt(units / unit), to: &bytes)
        var fraction = units % unit
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var divisor: UInt64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// `text` as a JSON string literal (see the type's escaping).
    public static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var plainStart = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                // Most bytes need nothing: runs of them are copied in one go.
                guard b < 0x20 || b == 0x22 || b == 0x5C || b == 0xE2 else {
                    i += 1
                    continue
                }
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
                case 0xE2:
                    i += 1
                    continue
                default:
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<i]))
                    bytes.append(contentsOf: "\\u00".utf8)
                    bytes.append(hexDigits[Int(b >> 4)])
                    bytes.append(hexDigits[Int(b & 0xF)])
                    i += 1
                    plainStart = i
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<i]))
                escape!.withUTF8Buffer { bytes.append(contentsOf: $0) }
                i += length
                plainStart = i
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<n]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    // MARK: As Strings

    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` as `appendNumber` writes it.
    public static func number(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
