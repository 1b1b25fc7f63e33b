/// How far a view shrinks its font to fit its width before it truncates (UIKit's
/// `adjustsFontSizeToFitWidth`, Interface Builder's "Autoshrink" / "Adjust to Fit", SwiftUI's
/// `.minimumScaleFactor`): nowhere else is the text drawn smaller than the font asks.
public enum FontShrink: Sendable, Hashable, Codable {
    /// Down to this fraction of the font's size (`minimumScaleFactor`, 0 < f < 1).
    case scale(Double)
    /// Down to this size in points (`UITextField.minimumFontSize`, Interface Builder's "Min Font Size"):
    /// a font at or below it does not shrink.
    case points(Double)

    /// The smallest size a font of `pointSize` points is drawn at.
    public func smallest(from pointSize: Double) -> Double {
        switch self {
        case .scale(let factor): pointSize * factor
        case .points(let minimum): min(pointSize, minimum)
        }
    }

    /// The factor, for a scale (`minimumScaleFactor` in JSON and the manifest).
    public var scaleFactor: Double? {
        if case .scale(let factor) = self { return factor }
        return nil
    }

    /// The size in points, for a minimum size (`minimumFontSize` in JSON and the manifest).
    public var minimumPoints: Double? {
        if case .points(let minimum) = self { return minimum }
        return nil
    }
}
