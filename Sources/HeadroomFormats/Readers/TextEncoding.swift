/// The text encodings a localization file may use.
public enum TextEncoding: String, Sendable, Hashable, Codable {
    case utf8, utf16LittleEndian, utf16BigEndian
}
