/// The localization file formats Headroom reads.
public enum FileFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case strings, stringsdict, xcstrings, xliff
}
