import DynamicType

/// `breaks-word`: the text fits its lines but a word is wider than the box, so iOS cuts it across
/// lines (whatever the line limit).
struct BreaksWordRule: BoxRule {
    func outcome(_ box: MeasuredBox) -> VerdictRules.Outcome? {
        box.measurement.widestWord > box.width + 1e-6 ? VerdictRules.Outcome(verdict: .breaksWord) : nil
    }
}
