/// The eleven iOS text styles (`UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Sendable, Codable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Accepts the UIKit name (`subheadline`), the HIG name (`Subhead`, `Title 1`, `Large Title`) and
    /// `caption` spellings, case-insensitively.
    public init?(name: String) {
        let folded = name.lowercased().filter { $0.isLetter || $0.isNumber }
        let aliases: [String: TextStyle] = ["subhead": .subheadline, "caption": .caption1, "title": .title1]
        if let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == folded }) {
            self = style
        } else if let style = aliases[folded] {
            self = style
        } else {
            return nil
        }
    }

    /// The weight the style uses (Headline is Semibold, the others Regular).
    public var weight: FontWeight { DynamicTypeTable.rows[self]!.weight }
    /// The weight of the style with the bold trait.
    public var emphasizedWeight: FontWeight { DynamicTypeTable.rows[self]!.emphasizedWeight }

    /// The point size of the style at a content size category, exactly as the HIG prints it.
    public func pointSize(at category: ContentSizeCategory) -> Int {
        DynamicTypeTable.rows[self]!.sizes[category.index]
    }

    /// The HIG leading (line height) of the style at a category.
    public func leading(at category: ContentSizeCategory) -> Int {
        DynamicTypeTable.rows[self]!.leading[category.index]
    }
}
