/// A 64-bit FNV-1a hash printed as 16 hex digits: stable across runs, machines and Swift versions
/// (unlike `Hasher`), for SARIF fingerprints.
enum StableHash {
    static func fnv1a64(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 {
                hash ^= 0x1F  // unit separator, so ("ab","c") and ("a","bc") differ
                hash = hash &* 0x0000_0100_0000_01B3
            }
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
