import DynamicType
import HeadroomFormats

/// The layout a component is measured in.
public enum Orientation: String, Sendable, Hashable, Codable {
    case horizontal, vertical
}
