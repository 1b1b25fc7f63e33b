/// An XLIFF `maxwidth` and its unit (`pixel`, `char`, `point`…).
public struct MaxWidth: Sendable, Hashable, Codable {
    public var value: Double
    public var unit: String
}
