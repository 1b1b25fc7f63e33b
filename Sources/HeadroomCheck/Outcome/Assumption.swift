import DynamicType

/// One dimension of a box that rests on an estimate nobody confirmed: a finding that rests on it is
/// at most a warning, until `confirmed: [dimension]` in the manifest settles it.
public struct Assumption: Sendable, Hashable, Codable {
    public var dimension: BoxDimension
    public var evidence: Evidence

    public init(dimension: BoxDimension, evidence: Evidence) {
        self.dimension = dimension
        self.evidence = evidence
    }
}
