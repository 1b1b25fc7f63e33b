import DynamicType
import HeadroomFormats

/// A file or manifest entry that could not be used.
public struct Problem: Sendable, Hashable, Codable {
    public var location: SourceLocation
    public var message: String
    public var severity: Severity
    public init(location: SourceLocation, message: String, severity: Severity = .error) {
        self.location = location
        self.message = message
        self.severity = severity
    }
}
