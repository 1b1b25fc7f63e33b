import DynamicType
import HeadroomCheck

/// The room a key has: the narrowest box it is shown in at the sizes and devices the team commits
/// to (`limits:` in the manifest), with its line limit and font.
public struct Room: Sendable, Hashable {
    public var key: String
    public var component: String
    public var element: String
    public var device: String
    /// The category of the narrowest box (the largest committed one, unless the box shrinks less than the text grows).
    public var category: ContentSizeCategory
    public var vertical: Bool
    /// The box width in points.
    public var width: Double
    /// `numberOfLines` of the box (never 0: unlimited boxes get no room).
    public var lines: Int
    /// The font size in points at `category`.
    public var pointSize: Double
    public var typeface: Typeface
    /// The family of the first font of the stack that sets the text.
    public var fontFamily: String

    /// Whole points, rounded down: what XLIFF's `maxwidth` (an NMTOKEN) and Weblate's `max-size` take.
    public var maxWidth: Int { Int(width.rounded(.down)) }

    /// The point size as written for tools: whole points when whole, else one decimal.
    public var pointSizeText: String {
        pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(format: "%.1f", pointSize)
    }

    /// Weblate's and XLIFF 1.2's `font` attribute: "family;size;weight".
    public var fontAttribute: String { "\(fontFamily);\(pointSizeText);\(weightName)" }

    /// The weight as Weblate takes it: it knows only `light`, `normal` and `bold` (any other value
    /// breaks its check), so up to Light is `light`, Regular and Medium are `normal`, Semibold and
    /// heavier are `bold` (wider than Semibold: the stricter side).
    public var weightName: String {
        switch typeface.weight {
        case .ultraLight, .thin, .light: "light"
        case .regular, .medium: "normal"
        case .semibold, .bold, .heavy, .black: "bold"
        }
    }

    /// Room per point of font size and line: what makes one box stricter than another.
    var strictness: Double { width / pointSize * Double(lines) }
}
