import DynamicType

/// One rule of the list that turns a box's measurement into a verdict (`VerdictRules.boxRules`):
/// nil lets the next rule decide.
protocol BoxRule: Sendable {
    func outcome(_ box: MeasuredBox) -> VerdictRules.Outcome?
}

/// What a box rule sees: the measurement, the box width as the manifest gives it (before any
/// clamping), the tolerance band in points, and the measurement at the smallest size the element
/// shrinks to, when it shrinks.
struct MeasuredBox {
    var measurement: TextMeasurement
    var width: Double
    var band: Double
    var shrunk: TextMeasurement?
}
