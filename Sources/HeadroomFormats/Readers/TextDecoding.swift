/// Decodes localization-file bytes: by byte order mark, else by detection (a regular pattern of
/// zero bytes means BOM-less UTF-16; otherwise the bytes must be valid UTF-8).
enum TextDecoding {
    static func decode(_ bytes: [UInt8], file: String) throws(FormatError) -> DecodedText {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return DecodedText(scalars: try decodeUTF8(bytes, from: 3, file: file), encoding: .utf8, hadByteOrderMark: true)
        }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return DecodedText(scalars: try decodeUTF16(bytes, from: 2, littleEndian: true, file: file),
                               encoding: .utf16LittleEndian, hadByteOrderMark: true)
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return DecodedText(scalars: try decodeUTF16(bytes, from: 2, littleEndian: false, file: file),
                               encoding: .utf16BigEndian, hadByteOrderMark: true)
        }
        if let littleEndian = utf16ByZeroPattern(bytes) {
            return DecodedText(scalars: try decodeUTF16(bytes, from: 0, littleEndian: littleEndian, file: file),
                               encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian, hadByteOrderMark: false)
        }
        return DecodedText(scalars: try decodeUTF8(bytes, from: 0, file: file), encoding: .utf8, hadByteOrderMark: false)
    }

    /// BOM-less UTF-16 is recognised by ASCII text having a zero in every other byte: returns true
    /// for little endian, false for big endian, nil when the pattern is absent.
    static func utf16ByZeroPattern(_ bytes: [UInt8]) -> Bool? {
        let n = min(bytes.count, 4096)
        guard n >= 2 else { return nil }
        // Text starts with ASCII (a quote, a comment, a brace, white space): in BOM-less UTF-16 the
        // first unit then has a zero byte, which valid text in UTF-8 never has.
        if bytes[0] != 0, bytes[0] < 0x80, bytes[1] == 0 { return true }
        if bytes[0] == 0, bytes[1] != 0, bytes[1] < 0x80 { return false }
        var evenZeros = 0, oddZeros = 0
        for i in 0..<n where bytes[i] == 0 {
            if i & 1 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let pairs = n / 2
        // Mostly-ASCII UTF-16 has a zero in well over a third of the units, all on one side.
        if oddZeros * 3 >= pairs, evenZeros * 10 <= oddZeros { return true }
        if evenZeros * 3 >= pairs, oddZeros * 10 <= evenZeros { return false }
        return nil
    }

    static func decodeUTF8(_ bytes: [UInt8], from start: Int, file: String) throws(FormatError) -> [UInt32] {
        var out = [UInt32]()
        out.reserveCapacity(bytes.count - start)
        var i = start
        let n = bytes.count
        while i < n {
            let b0 = UInt32(bytes[i])
            if b0 < 0x80 {
                if b0 == 0 { throw invalid(out, file, "NUL byte: binary data, not text") }
                out.append(b0); i += 1; continue
            }
            var need = 0, cp: UInt32 = 0, minimum: UInt32 = 0
            switch b0 {
            case 0xC2...0xDF: need = 1; cp = b0 & 0x1F; minimum = 0x80
            case 0xE0...0xEF: need = 2; cp = b0 & 0x0F; minimum = 0x800
            case 0xF0...0xF4: need = 3; cp = b0 & 0x07; minimum = 0x10000
            default: throw invalid(out, file, "byte 0x\(String(b0, radix: 16, uppercase: true)) is not valid UTF-8")
            }
            for k in 1...need {
                guard i + k < n else { throw invalid(out, file, "truncated UTF-8 sequence at end of file") }
                let b = UInt32(bytes[i + k])
                guard b & 0xC0 == 0x80 else { throw invalid(out, file, "invalid UTF-8 sequence") }
                cp = (cp << 6) | (b & 0x3F)
            }
            guard cp >= minimum, cp <= 0x10FFFF, !(0xD800...0xDFFF).contains(cp) else {
                throw invalid(out, file, "invalid UTF-8 sequence (overlong or surrogate)")
            }
            out.append(cp)
            i += need + 1
        }
        return out
    }

    static func decodeUTF16(_ bytes: [UInt8], from start: Int, littleEndian: Bool, file: String) throws(FormatError) -> [UInt32] {
        var out = [UInt32]()
        out.reserveCapacity((bytes.count - start) / 2)
        let count = bytes.count - start
        let units = count / 2
        @inline(__always) func unit(_ k: Int) -> UInt32 {
            let a = UInt32(bytes[start + 2 * k]), b = UInt32(bytes[start + 2 * k + 1])
            return littleEndian ? (a | b << 8) : (a << 8 | b)
        }
        var k = 0
        while k < units {
            let u = unit(k)
            if u < 0xD800 || u > 0xDFFF {
                if u == 0 { throw invalid(out, file, "NUL character: binary data, not text") }
                out.append(u); k += 1; continue
            }
            if u <= 0xDBFF, k + 1 < units {
                let low = unit(k + 1)
                if (0xDC00...0xDFFF).contains(low) {
                    out.append(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00))
                    k += 2; continue
                }
            }
            throw invalid(out, file, "lone UTF-16 surrogate 0x\(String(u, radix: 16, uppercase: true))")
        }
        if count % 2 != 0 {
            throw invalid(out, file, "odd number of bytes (\(bytes.count)) for UTF-16 text; the file is truncated")
        }
        return out
    }

    /// An encoding error located after the text decoded so far.
    private static func invalid(_ decoded: [UInt32], _ file: String, _ reason: String) -> FormatError {
        let (line, column) = LineCounter.position(in: decoded, at: decoded.count)
        return .invalidEncoding(SourceLocation(file: file, line: line, column: column), reason: reason)
    }
}
