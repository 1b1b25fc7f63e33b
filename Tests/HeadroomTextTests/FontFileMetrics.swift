import Foundation

/// Reads `head.unitsPerEm` and the `hhea` metrics straight from a font file's bytes, independently
/// of the engine, so tests can check the engine's line heights against the file itself.
struct FontFileMetrics {
    var unitsPerEm: Int
    var ascender: Int
    var descender: Int
    var lineGap: Int

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        func i16(_ o: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(o)))) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        let tables = u16(4)
        var head = -1, hhea = -1
        for i in 0..<tables {
            let record = 12 + i * 16
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            if tag == "head" { head = u32(record + 8) }
            if tag == "hhea" { hhea = u32(record + 8) }
        }
        guard head >= 0, hhea >= 0 else { return nil }
        unitsPerEm = u16(head + 18)
        ascender = i16(hhea + 4)
        descender = i16(hhea + 6)
        lineGap = i16(hhea + 8)
    }
}
