import DynamicType
import HeadroomFormats

/// A font file a run used.
public struct FontRecord: Sendable, Hashable, Codable {
    public var family: String
    public var style: String
    public var file: String
    public var sha256: String
    public init(family: String, style: String, file: String, sha256: String) {
        self.family = family
        self.style = style
        self.file = file
        self.sha256 = sha256
    }
}
