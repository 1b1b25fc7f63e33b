/// One axis of a variable font (`wght`, `opsz`, ...), in design units.
public struct VariationAxis: Sendable, Hashable {
    public var tag: String
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double

    /// Clamps a requested value into the axis range.
    public func clamp(_ value: Double) -> Double { min(max(value, minimum), maximum) }
}
