import DynamicType

/// `no-room`: the box comes out zero or negative wide (insets and an icon take the whole width).
struct NoRoomRule: BoxRule {
    func outcome(_ box: MeasuredBox) -> VerdictRules.Outcome? {
        box.width <= 0 ? VerdictRules.Outcome(verdict: .noRoom) : nil
    }
}
