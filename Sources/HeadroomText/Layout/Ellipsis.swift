/// Where UIKit's `.byTruncatingTail` puts the ellipsis on the last visible line.
public struct Ellipsis: Sendable, Hashable {
    /// Index of the last visible line.
    public var lineIndex: Int
    /// UTF-16 range of the text kept before the "…" (from the line start).
    public var keptRange: Range<Int>
    /// The kept text.
    public var keptText: String
    /// Width of the kept text in points: the ellipsis starts here (from the line's leading edge).
    public var x: Double
    /// Width of the ellipsis "…".
    public var width: Double
    /// Cluster range kept (internal).
    var clusters: Range<Int>
    /// Face slot the "…" is set in: the last kept character's face when it has U+2026 (internal).
    var faceSlot: UInt16 = 0
}
