/// Which text a result is about: a string (key in a table, locale, plural or device variant) shown
/// in one element of one component. Findings, outcomes and replays hold one (`AboutText`) and read
/// its fields as their own (`finding.key`), so the identity is spelled and compared in one place.
public struct TextIdentity: Sendable, Hashable, Codable {
    public var component: String
    public var element: String
    public var key: String
    /// The table name: the file name without extension (`Localizable`).
    public var table: String
    public var locale: String
    /// The plural category, device or substitution variant; nil for a plain value.
    public var variant: String?
}
