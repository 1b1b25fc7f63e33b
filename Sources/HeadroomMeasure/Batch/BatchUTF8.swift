/// UTF-8 validation of a batch line in place (the Unicode well-formed byte sequences, as
/// `String(validating:)` checks them), without building a String only to throw it away.
package enum BatchUTF8 {
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        var i = 0
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            offset < n && bytes[offset] >= low && bytes[offset] <= high
        }
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
            } else if b < 0xC2 {
                return false
            } else if b < 0xE0 {
                guard continuation(i + 1) else { return false }
                i += 2
            } else if b < 0xF0 {
                let low: UInt8 = b == 0xE0 ? 0xA0 : 0x80
                let high: UInt8 = b == 0xED ? 0x9F : 0xBF
                guard continuation(i + 1, low, high), continuation(i + 2) else { return false }
                i += 3
            } else if b < 0xF5 {
                let low: UInt8 = b == 0xF0 ? 0x90 : 0x80
                let high: UInt8 = b == 0xF4 ? 0x8F : 0xBF
                guard continuation(i + 1, low, high), continuation(i + 2), continuation(i + 3) else { return false }
                i += 4
            } else {
                return false
            }
        }
        return true
    }
}
