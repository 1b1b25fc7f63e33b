/// Locale-independent number formatting for reports: always `.` as the decimal separator, no
/// grouping, no exponent, so outputs are identical on every machine.
enum NumberFormat {
    /// `value` with exactly `decimals` digits after the point (`38.2` → `"38.20"` for 2), rounded
    /// half away from zero. Non-finite values print as `nan`, `inf`, `-inf`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<max(decimals, 0) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return String(value) }  // beyond exact integers; never in practice
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = units / divisor
        let sign = (value < 0 && units != 0) ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        var fraction = String(units % divisor)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        return sign + String(whole) + "." + fraction
    }

    /// At most `maxDecimals` digits after the point, trailing zeros removed (`38.20` → `"38.2"`,
    /// `12.0` → `"12"`).
    static func compact(_ value: Double, maxDecimals: Int = 3) -> String {
        var text = fixed(value, decimals: maxDecimals)
        guard text.utf8.contains(UInt8(ascii: ".")), value.isFinite else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// Points for humans: one decimal (`38.2 pt`).
    static func points(_ value: Double) -> String { fixed(value, decimals: 1) + " pt" }

    /// `1 line`, `2 lines`.
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : (plural ?? singular + "s"))
    }
}
