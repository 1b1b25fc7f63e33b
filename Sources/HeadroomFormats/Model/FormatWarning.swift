/// Something valid but worth knowing (a duplicate key, a missing final semicolon, an empty file).
/// Warnings never make a file fail.
public struct FormatWarning: Sendable, Hashable, CustomStringConvertible {
    /// What kind of oddity it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        case duplicateKey, missingFinalSemicolon, emptyFile, unknownLocale, unsupportedRule, ignoredContent
    }
    public var kind: Kind
    public var location: SourceLocation
    public var message: String

    public init(_ kind: Kind, _ location: SourceLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// One line: `file:line:column: warning: message`.
    public var description: String { "\(location): warning: \(message)" }
}
