import ArgumentParser
import Foundation

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
