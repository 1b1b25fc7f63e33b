/// Scales a custom font size the way `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)`
/// does.
///
/// UIKit does not scale by the ratio of point sizes. Following cysp/STFontMetrics (tested against
/// UIKit on iOS 11), the ratio is the style's line height at the category over its line height at
/// Large, and the result is rounded to whole points, then clamped. That the line height is the HIG
/// leading column is an inference (see shared/reference/README.md), which this type follows.
public struct FontMetricsScaler: Sendable, Hashable {
    public let style: TextStyle

    public init(style: TextStyle) { self.style = style }

    /// The ratio applied at a category (1 at Large).
    public func ratio(at category: ContentSizeCategory) -> Double {
        Double(style.leading(at: category)) / Double(style.leading(at: .large))
    }

    /// `scaledFont(for:)`: `min(round(size × ratio), maximumPointSize)` in whole points.
    public func scaledPointSize(_ size: Double, at category: ContentSizeCategory, maximumPointSize: Double? = nil)
        -> Double
    {
        let scaled = (size * ratio(at: category)).rounded()
        if let maximum = maximumPointSize, maximum > 0 { return min(scaled, maximum) }
        return scaled
    }

    /// `scaledValue(for:)`: a length (an inset, an icon size) scaled and rounded to the pixel grid.
    public func scaledValue(_ value: Double, at category: ContentSizeCategory, scale: Int = 3) -> Double {
        let pixels = Double(max(scale, 1))
        return (value * ratio(at: category) * pixels).rounded() / pixels
    }
}
