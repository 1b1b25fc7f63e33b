/// How the system-font stand-in (Inter, variable `wght`) is brought to iOS's system font (SF Pro):
/// SF's vertical metrics, and a width calibration fitted to iOS 26.1 CoreText widths.
///
/// The width model, per weight w and point size s: `scale(w) × Inter advance`, plus `tracking(w, s)`
/// after each grapheme, `wordSpacing(w, s)` after each word space and `figureSpacing(w, s)` after each
/// ASCII digit set in the stand-in. It replaces SF Pro's HIG tracking (not kept in the code), which
/// belongs to SF Pro's own spacing and overshoots when added on top of Inter. The spacings are
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
        /// Extra spacing per ASCII digit at each knot size, 1/1000 em.
        let figureSpacing1000em: [Double]
    }

    // BEGIN FITTED (scripts/fit-system-font.py --write)
    static let knots: [Double] = [8.0, 12.0, 17.0, 20.0, 24.0, 28.0, 34.0]
    static let rows: [Row] = [
        Row(weight: 400, scale: 0.9700,
            tracking1000em: [44.58, 18.25, -5.45, -12.64, -17.98, -11.29, -14.72],
            wordSpacing1000em: [-30.75, -33.70, -33.92, -57.02, -95.92, -125.96, -118.81],
            figureSpacing1000em: [3.95, 3.90, 3.52, 7.10, 17.81, 20.00, 20.34]),
        Row(weight: 500, scale: 0.9700,
            tracking1000em: [48.45, 22.31, -2.24, -10.55, -14.56, -9.25, -12.45],
            wordSpacing1000em: [-21.25, -23.10, -23.65, -42.51, -72.21, -96.46, -90.68],
            figureSpacing1000em: [5.52, 5.43, 5.39, 9.05, 18.44, 20.99, 21.19]),
        Row(weight: 600, scale: 0.9700,
            tracking1000em: [48.43, 22.17, -2.39, -11.00, -15.49, -10.58, -13.67],
            wordSpacing1000em: [-6.35, -6.50, -6.85, -22.16, -47.44, -66.23, -62.13],
            figureSpacing1000em: [6.40, 6.44, 6.41, 9.97, 18.85, 21.49, 21.58]),
        Row(weight: 700, scale: 0.9700,
            tracking1000em: [53.83, 26.22, 1.86, -7.21, -12.42, -7.98, -10.98],
            wordSpacing1000em: [-0.04, 1.35, 1.23, -9.34, -27.43, -40.07, -37.50],
            figureSpacing1000em: [5.35, 7.90, 7.50, 10.99, 19.22, 21.93, 21.91]),
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

    /// Points added after each ASCII digit (0-9) set in the stand-in, on top of the tracking: SF
    /// tightens its letters at display sizes but not its figures (about +0.02 em a digit from 24 pt).
    public static func figureSpacingPoints(weight: Int, pointSize: Double) -> Double {
        interpolate(weight: weight) { atSize($0.figureSpacing1000em, pointSize) } * pointSize / 1000
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
