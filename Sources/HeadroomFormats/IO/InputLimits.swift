/// The documented limits on what Headroom reads from a file it does not trust (a translation, a
/// manifest, a batch line). Past a limit the input is an error naming the file and line (or the
/// option), never a crash, a hang or an allocation the size of the number. See docs/limits.md.
public enum InputLimits {
    /// Bytes read from one localization file (64 MiB; the largest file of the four-app corpus is
    /// under 2 MB). A larger file is a problem, and nothing past the limit is read.
    public static let fileBytes = 64 << 20
    /// Bytes of a manifest (`headroom.yml`); one `init` writes for a large app is under 1 MB.
    public static let manifestBytes = 16 << 20
    /// Nesting of XML elements (`.stringsdict`, XLIFF): a `.stringsdict` needs 5 levels, XLIFF
    /// inline markup a handful.
    public static let xmlDepth = 256
    /// Nesting of JSON arrays and objects (`.xcstrings`).
    public static let jsonDepth = 512
    /// The largest argument position in a format specifier (`%64$@`) and catalog `argNum`.
    public static let formatPosition = 64
    /// Plural variables (`.stringsdict`) or substitutions (String Catalog) of one key. Each
    /// variant is measured inside the whole format with the others filled in, so the work grows
    /// with the square of their number; a format names at most 64 arguments anyway.
    public static let pluralVariables = 64
    /// The largest field width (`%1000d`) a format specifier may give.
    public static let formatWidth = 1_000
    /// The largest precision (`%.100f`) a format specifier may give.
    public static let formatPrecision = 100
    /// The largest point size a manifest or an option may give.
    public static let pointSize = 1_000.0
    /// The largest line count a manifest may give (0 = unlimited).
    public static let lineCount = 10_000
    /// The largest width in points (boxes, devices, insets).
    public static let width = 100_000.0

    /// `digits` accumulated without overflow: the value saturates at `Int.max / 10`, far above
    /// every limit, so a 30-digit number reads as "too large" instead of trapping.
    @inline(__always) static func appendDigit(_ value: Int, _ digit: Int) -> Int {
        value > (Int.max - digit) / 10 ? Int.max / 10 : value * 10 + digit
    }

    /// `value` as an Int when it is a whole number in `range`, else nil (NaN, infinities, 1e19).
    public static func integer(_ value: Double, in range: ClosedRange<Int>) -> Int? {
        guard value.isFinite, value.rounded() == value, value >= Double(range.lowerBound), value <= Double(range.upperBound)
        else { return nil }
        return Int(value)
    }

    /// `value` converted to Int, clamped to ±`Int32.max` (a ratio of two huge widths), 0 for NaN.
    public static func clampedInt(_ value: Double) -> Int {
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? Int(Int32.max) : -Int(Int32.max)) }
        return Int(max(-Double(Int32.max), min(Double(Int32.max), value)))
    }
}
