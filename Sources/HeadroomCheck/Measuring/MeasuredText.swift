/// One measurement of a text: its figures in every box asked for, in order, and (from a measurer
/// that can draw) its shaping, from which the previews of any of those boxes are derived.
public struct MeasuredText: Sendable {
    public var measurements: [TextMeasurement]
    /// Nil from a measurer that cannot draw (a table-driven fake).
    public var shaping: (any TextShaping)?

    public init(measurements: [TextMeasurement], shaping: (any TextShaping)? = nil) {
        self.measurements = measurements
        self.shaping = shaping
    }
}
