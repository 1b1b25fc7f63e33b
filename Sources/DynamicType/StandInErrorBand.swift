/// How far the system-font stand-in's widths are from iOS's, measured (docs/fidelity.md): the
/// absolute relative error of a string's width against iOS 26.1 CoreText, per group of weight and
/// size, on strings held out of the fit (`scripts/fit-system-font.py --heldout`, leave one string
/// out; the figure string's fold takes its figure spacing from iOS 26.1 widths at other sizes).
/// The check's default tolerance for a system-font text comes from it (`defaultTolerance`).
public enum StandInErrorBand {
    /// The groups the error is reported in.
    public enum Group: String, Sendable, CaseIterable {
        /// Below 20 pt, weights up to medium (500).
        case textRegularMedium
        /// Below 20 pt, weights from semibold (600).
        case textSemiboldBold
        /// 20 pt and up, every weight.
        case display
    }

    /// Median and 90th percentile of |width error| as a fraction (0.01 = 1%).
    public struct Band: Sendable, Hashable {
        public let median: Double
        public let p90: Double
    }

    /// Held-out error of the calibrated stand-in, per group (6-fold leave-one-string-out over the
    /// 240 iOS 26.1 widths; in-sample it is lower, and on 252 iOS 26.1 widths at 12 sizes the table
    /// leaves out it is 0.27/0.70%, 0.32/1.17%, 0.45/1.37%: docs/fidelity.md).
    public static let measured: [Group: Band] = [
        .textRegularMedium: Band(median: 0.0041, p90: 0.0116),
        .textSemiboldBold: Band(median: 0.0051, p90: 0.0158),
        .display: Band(median: 0.0073, p90: 0.0196),
    ]

    /// The group of a weight (100-900) and point size.
    public static func group(weight: Int, pointSize: Double) -> Group {
        if pointSize >= 20 { return .display }
        return weight >= 600 ? .textSemiboldBold : .textRegularMedium
    }

    /// The check's default width tolerance for a system-font text, as a fraction of the width: the
    /// measured p90 of its group (9 in 10 widths are closer to iOS than this).
    public static func defaultTolerance(weight: Int, pointSize: Double) -> Double {
        measured[group(weight: weight, pointSize: pointSize)]!.p90
    }
}
