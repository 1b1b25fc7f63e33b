/// Who must act on a finding.
public enum Cause: String, Sendable, Hashable, Codable, CaseIterable {
    /// The development-language text fails in the same box too: the layout (design) must change.
    case design
    /// Only the translation fails: the translators can fix it.
    case translation

    /// Parses `design` or `translation` (any case).
    public init?(name: String) { self.init(rawValue: name.lowercased()) }
}
