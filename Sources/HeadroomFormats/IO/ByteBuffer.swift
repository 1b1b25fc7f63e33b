/// A UTF-8 output buffer: escaping works on bytes, which keeps listings of ~100k entries fast.
struct ByteBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ s: String) { bytes.append(contentsOf: s.utf8) }

    /// `s` as a JSON string literal (`JSONWriter`).
    mutating func appendJSONString(_ s: String) { JSONWriter.appendString(s, to: &bytes) }

    /// `s` on one line with `\\n`, `\\r`, `\\t`, `\\"` and `\\\\` escaped, as a .strings file writes them.
    mutating func appendEscapedText(_ s: String) {
        var afterC2 = false
        for b in s.utf8 {
            defer { afterC2 = b == 0xC2 }
            switch b {
            case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
            case 0x0D: bytes.append(0x5C); bytes.append(0x72)
            case 0x09: bytes.append(0x5C); bytes.append(0x74)
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            // Other controls would reach the terminal (ESC sequences, BEL, NUL): \U001B as in .strings.
            case 0x00..<0x20, 0x7F: append(ControlCharacters.escape(UInt32(b)))
            case 0x80...0x9F where afterC2:
                bytes.removeLast() // the 0xC2 lead byte of a C1 control
                append(ControlCharacters.escape(UInt32(b)))
            default: bytes.append(b)
            }
        }
    }

    /// `{"file":…,"line":…,"column":…,"message":…}`.
    mutating func appendDiagnostic(_ location: SourceLocation, _ message: String) {
        append("{\"file\":")
        appendJSONString(location.file)
        append(",\"line\":\(location.line),\"column\":\(location.column),\"message\":")
        appendJSONString(message)
        append("}")
    }
}
