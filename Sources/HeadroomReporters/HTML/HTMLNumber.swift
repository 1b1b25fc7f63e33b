/// Compact, deterministic number formatting for SVG coordinates and report figures.
enum HTMLNumber {
    /// At most two decimals, no trailing zeros, no negative zero: `12`, `12.5`, `-0.25`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let integer = Int(rounded)
            return String(integer)
        }
        return String(rounded)
    }

    /// A count with thousands separators (`5,000`), independent of the machine's locale.
    static func count(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }
}
