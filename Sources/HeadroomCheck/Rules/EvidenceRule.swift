import DynamicType

/// How loud a fit verdict may be on the evidence of its box: an error needs every dimension known
/// (read from code or a nib, written or confirmed in the manifest, documented, a framework's
/// default); a verdict resting on an unconfirmed estimate is at most a warning that names it.
///
/// With a width (or a line limit) given as bounds, a text that overflows the narrowest (the
/// estimate) but fits the loosest box — the widest, with the most lines — *may* truncate: a warning
/// naming the estimate. One that overflows even the loosest box truncates whatever the estimate,
/// when those bounds are known.
public enum EvidenceRule {
    /// The severity a verdict gets and what it rests on that nobody confirmed.
    public struct Outcome: Sendable, Hashable {
        public var severity: Severity
        /// The unconfirmed estimates the verdict rests on (empty: every dimension is known).
        public var assumptions: [Assumption]
        /// The width of the loosest box, when the text fits it (the verdict is a "may truncate").
        public var fitsWidest: Double?
    }

    /// Verdicts about how the text fits its box (not about the text itself).
    public static func isAboutFit(_ verdict: Verdict) -> Bool {
        verdict != .fits && !verdict.isAboutText
    }

    /// - Parameters:
    ///   - severity: the policy's severity for the verdict.
    ///   - widest: the verdict and width in the loosest box (widest, most lines), nil when the width
    ///     and the line limit are one value each.
    public static func decide(
        _ verdict: Verdict, severity: Severity, evidence: BoxEvidence, widest: (verdict: Verdict, width: Double)? = nil
    ) -> Outcome {
        guard isAboutFit(verdict) else { return Outcome(severity: severity, assumptions: [], fitsWidest: nil) }
        var assumptions = evidence.assumptions
        var fitsWidest: Double?
        if let widest, assumptions.contains(where: { $0.dimension == .width || $0.dimension == .lines }) {
            if widest.verdict == .fits || widest.verdict == .borderline {
                fitsWidest = widest.width
            } else {
                if evidence.isBoundKnown { assumptions.removeAll { $0.dimension == .width } }
                if evidence.isLinesBoundKnown { assumptions.removeAll { $0.dimension == .lines } }
            }
        }
        return Outcome(severity: assumptions.isEmpty ? severity : min(severity, .warning), assumptions: assumptions, fitsWidest: fitsWidest)
    }
}
