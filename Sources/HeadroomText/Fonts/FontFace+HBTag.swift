import CTextStack

// HarfBuzz tags, for the font tables and variation axes a face reads.
extension FontFace {
    /// `HB_TAG('w','g','h','t')` for Swift (the C macro does not import).
    static func hbTag(_ text: String) -> hb_tag_t {
        var value: UInt32 = 0
        let bytes = Array(text.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: max(0, 4 - text.utf8.count))
        for byte in bytes { value = (value << 8) | UInt32(byte) }
        return value
    }

    /// The four-letter text of a tag.
    static func hbTagString(_ tag: hb_tag_t) -> String {
        let bytes = [UInt8((tag >> 24) & 0xFF), UInt8((tag >> 16) & 0xFF), UInt8((tag >> 8) & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
