import Foundation

/// Adds each key's character budget to its translator comment in a String Catalog
/// (`.xcstrings`): "[fits about 24 characters at xxxLarge on iPhone SE]" after the comment the
/// developer wrote (a suffix from an earlier run is replaced). Returns the new catalog for the
/// caller to write to a copy; the catalog itself is never changed.
public struct CatalogCommenter: Sendable {
    public init() {}

    /// The suffix for a budget.
    public static func suffix(_ budget: CharacterBudget) -> String {
        let lines = budget.lines > 1 ? " on \(budget.lines) lines" : ""
        return "[fits about \(budget.characters) characters\(lines) at \(budget.category) on \(budget.device)]"
    }

    /// `comment` without an earlier suffix.
    static func stripped(_ comment: String) -> String {
        guard let range = comment.range(of: #"\s*\[fits about \d+ characters[^\]]*\]$"#, options: .regularExpression) else {
            return comment
        }
        return String(comment[..<range.lowerBound])
    }

    /// The catalog with the budgets of the keys `budget` answers for; how many comments changed.
    public func comment(_ data: Data, path: String, budget: (String) -> CharacterBudget?) throws(LimitsError)
        -> (data: Data, commented: Int)
    {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .invalidFile(path: path, line: 1, reason: "not a String Catalog: not valid JSON")
        }
        guard var root = object as? [String: Any], var strings = root["strings"] as? [String: Any] else {
            throw .invalidFile(path: path, line: 1, reason: "not a String Catalog: no \"strings\" object")
        }
        var commented = 0
        for key in strings.keys.sorted() {
            guard var unit = strings[key] as? [String: Any], let budget = budget(key) else { continue }
            let existing = Self.stripped(unit["comment"] as? String ?? "")
            unit["comment"] = existing.isEmpty ? Self.suffix(budget) : existing + " " + Self.suffix(budget)
            strings[key] = unit
            commented += 1
        }
        root["strings"] = strings
        do {
            var output = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            output.append(0x0A)
            return (output, commented)
        } catch {
            throw .invalidFile(path: path, line: 1, reason: "cannot write the catalog back: \(error)")
        }
    }
}
