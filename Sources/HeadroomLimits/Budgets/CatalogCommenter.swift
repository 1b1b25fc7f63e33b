import Foundation
import HeadroomFormats

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
    /// Only those comments are edited (`StringCatalogComments`): the rest of the file keeps its bytes.
    public func comment(_ data: Data, path: String, budget: (String) -> CharacterBudget?) throws(LimitsError)
        -> (data: Data, commented: Int)
    {
        do throws(FormatError) {
            let (bytes, commented) = try StringCatalogComments.setting(in: [UInt8](data), file: path) { key, current in
                guard let budget = budget(key) else { return nil }
                let existing = Self.stripped(current ?? "")
                return existing.isEmpty ? Self.suffix(budget) : existing + " " + Self.suffix(budget)
            }
            return (Data(bytes), commented)
        } catch {
            throw .invalidFile(path: path, line: error.location.line, reason: "not a String Catalog: \(error.reason)")
        }
    }
}
