import DynamicType

/// The manifest's `limits:`: the sizes and devices the team commits to, which `headroom limits`
/// turns into each key's room for translators (the narrowest box over them).
public struct LimitsSetting: Sendable, Hashable {
    /// The largest content size category committed to (default xxxLarge: the largest non-accessibility size).
    public var upTo: ContentSizeCategory
    /// The devices committed to, by name; nil means the narrowest device of the manifest.
    public var devices: [String]?
    /// The manifest line (0 when the manifest has no `limits:`).
    public var line: Int

    public init(upTo: ContentSizeCategory = .xxxLarge, devices: [String]? = nil, line: Int = 0) {
        self.upTo = upTo
        self.devices = devices
        self.line = line
    }

    /// The manifest keys under `limits:`.
    public static let keys = ["upTo", "devices"]
}
