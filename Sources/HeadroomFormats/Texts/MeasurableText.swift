/// The text to measure for an entry: its value with every format argument replaced by a sample.
public struct MeasurableText: Sendable, Hashable, Codable {
    /// What to measure.
    public var text: String
    /// The sample value used for each argument, in argument order (`%1$…`, `%2$…`).
    public var samples: [String]
}
