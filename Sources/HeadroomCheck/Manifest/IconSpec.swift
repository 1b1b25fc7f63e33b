import DynamicType

/// An icon beside the text that grows with it: width = the style's line height × aspect ratio
/// (the seeds' adaptive button sizes its symbol relative to Body).
public struct IconSpec: Sendable, Hashable {
    public var aspectRatio: Double
    public var relativeTo: TextStyle
    /// The icon is hidden from this category up (`hiddenFrom: AX3`): the text gets its room.
    public var hiddenFrom: ContentSizeCategory?
    /// The icon stops growing above this category (`maxCategory: AX1`).
    public var maxCategory: ContentSizeCategory?
}
