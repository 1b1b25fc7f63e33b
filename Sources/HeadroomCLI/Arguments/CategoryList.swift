import ArgumentParser
import DynamicType
import Foundation

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
