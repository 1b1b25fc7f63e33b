import DynamicType

/// A text that needs more than its allowed lines: `borderline` when it is over by at most the
/// tolerance, `shrinks` when it fits at the smallest size the element shrinks to (`minimumScaleFactor`
/// or `minimumFontSize`, with the scale reached), else `truncates`.
struct OverflowRule: BoxRule {
    func outcome(_ box: MeasuredBox) -> VerdictRules.Outcome? {
        let m = box.measurement
        guard m.truncates else { return nil }
        if m.overflow <= box.band { return VerdictRules.Outcome(verdict: .borderline) }
        if let shrunk = box.shrunk, !shrunk.truncates, m.pointSize > 0 {
            let factor = shrunk.pointSize / m.pointSize
            // The scale that makes the text's width fit the room of its allowed lines.
            let room = Double(max(1, m.linesAllowed)) * box.width
            let scale = min(1, max(factor, room / (room + m.overflow)))
            return VerdictRules.Outcome(verdict: .shrinks, scale: (scale * 100).rounded(.down) / 100)
        }
        return VerdictRules.Outcome(verdict: .truncates)
    }
}
