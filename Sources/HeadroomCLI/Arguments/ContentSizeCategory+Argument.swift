import ArgumentParser
import DynamicType

extension ContentSizeCategory: ExpressibleByArgument {
    /// The display name (`AX1`), the raw or the UIKit name, case-insensitively.
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.displayName) }
    public var defaultValueDescription: String { displayName }
}
