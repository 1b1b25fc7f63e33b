import ArgumentParser
import DynamicType
import HeadroomCheck
import HeadroomFormats
import HeadroomReporters

// The value types the commands take, parsed by ArgumentParser (which lists the valid values in
// `--help` and in its error messages).

extension OutputFormat: ExpressibleByArgument {}
extension EntryListing.Format: ExpressibleByArgument {}
/// `--cause design|translation`.
extension Cause: ExpressibleByArgument {}

extension TextStyle: ExpressibleByArgument {
    /// UIKit names, HIG names (`Subhead`, `Title 1`) and `caption`, case-insensitively.
    public init?(argument: String) { self.init(name: argument) }
}

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

extension ContentSizeCategory: ExpressibleByArgument {
    /// The display name (`AX1`), the raw or the UIKit name, case-insensitively.
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.displayName) }
    public var defaultValueDescription: String { displayName }
}

/// A `--category` value: one category, a comma list, or `all`, in table order without repeats.
struct CategoryList: ExpressibleByArgument, Equatable, Sendable {
    var categories: [ContentSizeCategory]

    init(_ categories: [ContentSizeCategory]) {
        self.categories = ContentSizeCategory.allCases.filter(categories.contains)
    }

    init?(argument: String) {
        let names = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var result: [ContentSizeCategory] = []
        for name in names {
            if name.lowercased() == "all" {
                result += ContentSizeCategory.allCases
            } else if let category = ContentSizeCategory(name: name) {
                result.append(category)
            } else {
                return nil
            }
        }
        guard !result.isEmpty else { return nil }
        self.init(result)
    }

    static var allValueStrings: [String] { ContentSizeCategory.allValueStrings + ["all"] }
    var defaultValueDescription: String { categories.map(\.displayName).joined(separator: ",") }
}

/// A repeatable option that also takes comma lists: `--locale de,fr --locale ms`.
struct NameList: ExpressibleByArgument, Equatable, Sendable {
    var names: [String]

    init?(argument: String) {
        names = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Every name of the repeated option, or nil when none was given.
    static func flatten(_ lists: [NameList]) -> [String]? {
        let names = lists.flatMap(\.names)
        return names.isEmpty ? nil : names
    }
}
