/// How the system-font stand-in (Inter, variable `wght`) is brought to iOS's system font (SF Pro):
/// SF's vertical metrics, and a width calibration fitted to iOS 26.1 CoreText widths.
///
/// The width model, per weight w and point size s: `scale(w) × Inter advance`, plus `tracking(w, s)`
/// after each grapheme and `wordSpacing(w, s)` after each word space set in the stand-in. It replaces SF Pro's HIG tracking (`SFProTracking`), which
/// belongs to SF Pro's own spacing and overshoots when added on top of Inter. Both spacings are
/// piecewise linear in the point size through `knots` (no step at 20 pt, as SF's optical size is continuous)
/// and constant outside them; both are linear in the weight between the fitted rows and constant
/// beyond them (100-300 use the 400 row, 800-900 the 700 row: not fitted).
///
/// The numbers come from `scripts/fit-system-font.py` (method and error band: docs/fidelity.md);
/// they are aggregate parameters, no per-glyph data of Apple's fonts.
public enum StandInCalibration {
    /// SF Pro's `hhea` ascender, 1950/2048 em: the baseline of a line below its top.
    public static let ascenderEm = 1950.0 / 2048.0
    /// SF Pro's `hhea` descender, 494/2048 em (positive, below the baseline).
    public static let descenderEm = 494.0 / 2048.0
    /// SF Pro's line gap (0).
    public static let lineGapEm = 0.0
    /// One line of the system font, 1.19336 em (20.287 pt at 17 pt), as UILabel measures it.
    public static var lineHeightEm: Double { ascenderEm + descenderEm + lineGapEm }

    /// The family the width calibration was fitted for (Debian `fonts-inter-variable`); a system
    /// stack with another primary family gets SF's vertical metrics but no width calibration.
    public static let fittedFamily = "Inter"

    struct Row: Sendable {
        let weight: Int
        /// Factor on the stand-in's advances.
        let scale: Double
        /// Tracking at each knot size, 1/1000 em.
        let tracking1000em: [Double]
        /// Extra spacing per word space (U+0020, U+00A0) at each knot size, 1/1000 em.
        let wordSpacing1000em: [Double]
    }

    // BEGIN FITTED (scripts/fit-system-font.py --write)
    static let knots: [Double] = [8.0, 12.0, 17.0, 20.0, 24.0, 28.0, 34.0]
    static let rows: [Row] = [
        Row(weight: 400, scale: 0.9850,
            tracking1000em: [40.26, 14.08, -9.59, -16.31, -20.76, -13.62, -17.14],
            wordSpacing1000em: [-51.14, -55.95, -56.51, -82.75, -123.84, -159.00, -150.03]),
        Row(weight: 500, scale: 0.9850,
            tracking1000em: [44.14, 18.15, -6.38, -14.22, -17.39, -11.57, -14.89],
            wordSpacing1000em: [-42.13, -45.96, -46.45, -68.18, -100.45, -129.93, -122.16]),
        Row(weight: 600, scale: 0.9850,
            tracking1000em: [44.06, 17.96, -6.59, -14.74, -18.41, -12.97, -16.20],
            wordSpacing1000em: [-27.32, -29.54, -29.77, -47.92, -75.56, -99.75, -93.54]),
        Row(weight: 700, scale: 0.9850,
            tracking1000em: [48.28, 22.11, -2.39, -10.98, -15.42, -10.43, -13.57],
            wordSpacing1000em: [-6.75, -23.42, -21.82, -35.30, -55.49, -73.73, -68.88]),
    ]
    // END FITTED

    /// Factor on the stand-in's advances at a weight (100-900).
    public static func scale(weight: Int) -> Double {
        interpolate(weight: weight) { $0.scale }
    }

    /// Tracking in points after each grapheme set in the stand-in, at a weight and point size.
    public static func trackingPoints(weight: Int, pointSize: Double) -> Double {
        interpolate(weight: weight) { atSize($0.tracking1000em, pointSize) } * pointSize / 1000
    }

    /// Points added after each word space (U+0020, U+00A0) set in the stand-in, on top of the
    /// tracking: SF's spaces and inter-word fit are tighter than Inter's, most at display sizes.
    public static func wordSpacingPoints(weight: Int, pointSize: Double) -> Double {
        interpolate(weight: weight) { atSize($0.wordSpacing1000em, pointSize) } * pointSize / 1000
    }

    /// A knot row at a point size: linear between knots, constant outside them.
    private static func atSize(_ values: [Double], _ size: Double) -> Double {
        guard let first = knots.first, let last = knots.last, values.count == knots.count else { return 0 }
        if size <= first { return values[0] }
        if size >= last { return values[knots.count - 1] }
        var j = 0
        while knots[j + 1] < size { j += 1 }
        let t = (size - knots[j]) / (knots[j + 1] - knots[j])
        return values[j] * (1 - t) + values[j + 1] * t
    }

    private static func interpolate(weight: Int, _ value: (Row) -> Double) -> Double {
        guard let first = rows.first, let last = rows.last else { return 0 }
        if weight <= first.weight { return value(first) }
        if weight >= last.weight { return value(last) }
        var j = 0
        while rows[j + 1].weight < weight { j += 1 }
        let a = rows[j], b = rows[j + 1]
        let t = Double(weight - a.weight) / Double(b.weight - a.weight)
        return value(a) * (1 - t) + value(b) * t
    }
}
