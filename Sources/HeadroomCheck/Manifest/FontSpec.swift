import DynamicType

/// A text style, or a custom font scaled relative to one (`UIFontMetrics`).
public struct FontSpec: Sendable, Hashable {
    /// The text style (or the style a custom font is scaled relative to).
    public var style: TextStyle
    /// A custom font's size at Large; nil for the style's own size.
    public var size: Double?
    /// A custom font file; nil for the system font stack.
    public var file: String?
    /// Clamp for the scaled size (`maximumPointSize`).
    public var maxPointSize: Double?
    /// False for a fixed-size font (`scales: false`): `size` at every category.
    public var scales: Bool = true
    /// The largest category the font follows (`maxCategory:`, as SwiftUI's `.dynamicTypeSize(...)`
    /// and UIKit's `maximumContentSizeCategory`): above it, its size at this category.
    public var maxCategory: ContentSizeCategory?
    /// The weight; nil for the style's (Headline is Semibold).
    public var weight: FontWeight?

    public init(
        style: TextStyle, size: Double? = nil, file: String? = nil, maxPointSize: Double? = nil,
        weight: FontWeight? = nil, scales: Bool = true, maxCategory: ContentSizeCategory? = nil
    ) {
        self.scales = scales
        self.maxCategory = maxCategory
        self.style = style
        self.size = size
        self.file = file
        self.maxPointSize = maxPointSize
        self.weight = weight
    }

    /// The point size at a category: the style's HIG size, or the custom size scaled the way
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)` does; clamped to `maxPointSize`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        if let size, !scales { return size }
        let category = maxCategory.map { Swift.min(category, $0) } ?? category
        if let size {
            return FontMetricsScaler(style: style).scaledPointSize(size, at: category, maximumPointSize: maxPointSize)
        }
        let natural = Double(style.pointSize(at: category))
        if let maxPointSize, maxPointSize > 0 { return min(natural, maxPointSize) }
        return natural
    }

    /// The typeface the measurer shapes with.
    public var typeface: Typeface { Typeface(file: file, weight: weight ?? style.weight) }

    /// The weight with the bold trait (`**strong**` Markdown, `.bold()`): a text style's emphasized
    /// weight from the HIG table when no weight is set, else bold (or the set weight if heavier).
    public var boldTraitWeight: FontWeight {
        guard let weight else { return style.emphasizedWeight }
        return max(weight, .bold)
    }
}
