import DynamicType
import HeadroomFormats

/// A file or manifest entry that could not be used.
public struct Problem: Sendable, Hashable, Codable {
    public var location: SourceLocation
    public var message: String
    public var severity: Severity
    /// True for a mistake in the run's configuration (a `--locale` or `locales:` no string has):
    /// the run exits 2, never 1, so that CI does not take it for a result.
    public var configuration: Bool?
    public init(location: SourceLocation, message: String, severity: Severity = .error, configuration: Bool? = nil) {
        self.location = location
        self.message = message
        self.severity = severity
        self.configuration = configuration
    }
}
