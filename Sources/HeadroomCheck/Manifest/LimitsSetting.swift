import DynamicType

/// The manifest's `limits:`: the sizes and devices the team commits to, which `headroom limits`
/// turns into each key's room for translators (the narrowest box over them).
public struct LimitsSetting: Sendable, Hashable {
    /// The largest content size category committed to (default xxxLarge: the largest non-accessibility size).
    public var upTo: ContentSizeCategory = .xxxLarge
    /// The devices committed to, by name; nil means the narrowest device of the manifest.
    public var devices: [String]?
    /// How loudly `at-risk` (a source string whose room is below a language's p90 expansion) is
    /// reported by `headroom limits --risk`; a note by default (a prediction, not a measurement).
    public var atRisk: Severity = .note
    /// The manifest line (0 when the manifest has no `limits:`).
    public var line: Int = 0

    /// The manifest keys under `limits:`.
    public static let keys = ["upTo", "devices", "atRisk"]
}
