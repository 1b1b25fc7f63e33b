/// Escaping done on UTF-8 bytes: much faster than appending scalars to a String, which matters
/// for reports with a hundred thousand findings.
enum ByteEscaping {
    /// `text` with each ASCII byte for which `replacement` returns a string replaced by it; other
    /// bytes (including every byte of a multi-byte character) are kept.
    static func mapASCII(_ text: String, _ replacement: (UInt8) -> String?) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if byte < 0x80, let replaced = replacement(byte) {
                out.append(contentsOf: replaced.utf8)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// True when some UTF-8 byte of `text` satisfies `test`; scans the contiguous buffer of a
    /// native string (several times faster than iterating `utf8`).
    static func contains(_ text: String, where test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? text.utf8.contains(where: test)
    }
}
