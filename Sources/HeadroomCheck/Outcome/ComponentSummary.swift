import DynamicType
import HeadroomFormats

/// A component in one locale on one device.
public struct ComponentSummary: Sendable, Hashable, Codable {
    public enum Layout: String, Sendable, Hashable, Codable { case adaptive, flexible, fixed }
    public var component: String
    public var layout: Layout
    public var locale: String
    public var device: String
    /// The first category at which it must go vertical (adaptive: its title would truncate;
    /// flexible: the first accessibility category), nil if it never needs to.
    public var firstVerticalCategory: ContentSizeCategory?
    /// For flexible components, a sentence when the fixed AX rule is wrong for this locale.
    public var ruleProblem: String?
    /// How loudly `ruleProblem` is reported (nil when there is none, or it is ignored).
    public var ruleSeverity: Severity?
    /// The first category at which some element of the component would truncate in the
    /// horizontal layout (nil if none): where it really needs to go vertical.
    public var firstHorizontalTruncation: ContentSizeCategory?
    /// Strings of the component measured in this locale on this device.
    public var strings: Int
    /// Where the component is declared in the manifest (nil for components built in code).
    public var location: SourceLocation?
    public init(
        component: String, layout: Layout, locale: String, device: String, firstVerticalCategory: ContentSizeCategory?,
        ruleProblem: String?, ruleSeverity: Severity? = nil, firstHorizontalTruncation: ContentSizeCategory? = nil,
        strings: Int = 0, location: SourceLocation? = nil
    ) {
        self.location = location
        self.component = component
        self.layout = layout
        self.locale = locale
        self.device = device
        self.firstVerticalCategory = firstVerticalCategory
        self.ruleProblem = ruleProblem
        self.ruleSeverity = ruleSeverity
        self.firstHorizontalTruncation = firstHorizontalTruncation
        self.strings = strings
    }
}
