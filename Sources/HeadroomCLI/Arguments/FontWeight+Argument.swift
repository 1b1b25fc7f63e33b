import ArgumentParser
import DynamicType

extension FontWeight: ExpressibleByArgument {
    /// `regular`, `semibold`, … or `100`…`900`.
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    /// Each name with its number (`semibold - 600`), both accepted.
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, String($0.rawValue)) })
    }
    public var defaultValueDescription: String { name }
}
