import DynamicType

/// `borderline`: the text fills its last allowed line with less than the tolerance to spare, so it
/// may not fit on a device.
struct TightFitRule: BoxRule {
    func outcome(_ box: MeasuredBox) -> VerdictRules.Outcome? {
        let m = box.measurement
        return m.linesAllowed > 0 && m.lines >= m.linesAllowed && m.headroom < box.band ? VerdictRules.Outcome(verdict: .borderline) : nil
    }
}
