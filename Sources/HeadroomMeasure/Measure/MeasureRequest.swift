import HeadroomFormats
import DynamicType
import HeadroomText
import Foundation

/// One fully validated `measure` question: a text, a box, a font and the categories to try.
package struct MeasureRequest: Sendable {
    /// The most UTF-8 bytes one text may have (a whole screen of text is a few hundred).
    package static let maximumTextBytes = 100_000

    package var text: String
    package var width: Double
    /// `numberOfLines` (0 = unlimited).
    package var lines: Int
    package var font: MeasureFont
    package var weight: FontWeight
    package var categories: [ContentSizeCategory]
    package var locale: String
    package var options: LayoutOptions
    /// `maximumPointSize` for a scaled custom font.
    package var maximumPointSize: Double?

    package init(
        text: String, width: Double, lines: Int, font: MeasureFont, weight: FontWeight, categories: [ContentSizeCategory],
        locale: String, options: LayoutOptions, maximumPointSize: Double?
    ) {
        self.text = text
        self.width = width
        self.lines = lines
        self.font = font
        self.weight = weight
        self.categories = categories
        self.locale = locale
        self.options = options
        self.maximumPointSize = maximumPointSize
    }

    /// The point size at a category (nil category: a custom font at its fixed size).
    package func pointSize(at category: ContentSizeCategory?) -> Double {
        switch font {
        case let .style(style):
            return Double(style.pointSize(at: category ?? .large))
        case let .file(_, _, size, scaledBy), let .sized(size, scaledBy):
            guard let style = scaledBy, let category else { return size }
            return FontMetricsScaler(style: style).scaledPointSize(size, at: category, maximumPointSize: maximumPointSize)
        }
    }

    /// The categories to report: none (one row) for a custom font at a fixed size.
    package var rowCategories: [ContentSizeCategory?] {
        if case .file(_, _, _, nil) = font { return [nil] }
        if case .sized(_, nil) = font { return [nil] }
        return categories.map { $0 }
    }
}
