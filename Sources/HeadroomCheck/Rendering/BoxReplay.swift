import DynamicType

/// One box `check` measured for a string, with what it concluded: what `headroom measure --config
/// --key` prints, so a developer can iterate on one string with exactly the boxes of the check.
public struct BoxReplay: Sendable, Hashable, Codable, AboutText {
    /// The text (component, element, key, table, locale, variant), read as the replay's own.
    public var identity: TextIdentity
    public var device: String
    public var category: ContentSizeCategory
    public var orientation: Orientation
    /// The box as measured (a width of no room is measured as 1 pt) and the width the manifest gives.
    public var box: LayoutBox
    public var width: Double
    /// The text measured (arguments replaced by samples).
    public var text: String
    public var measurement: TextMeasurement
    /// The verdict for this category on this device, on the box it is about (`inUse`), and who
    /// must act; `fits` on a box not in use.
    public var verdict: Verdict
    public var inUse: Bool
    public var cause: Cause?
    public var scale: Double?
}
