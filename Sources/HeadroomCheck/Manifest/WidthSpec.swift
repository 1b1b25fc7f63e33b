import DynamicType

/// How wide a label is.
public enum WidthSpec: Sendable, Hashable {
    /// A fixed width in points.
    case absolute(Double)
    /// The device width minus insets, minus an icon (and the spacing after it) when there is one.
    case device(insets: Double, icon: IconSpec?, spacing: Double)
    /// A share of the device width (`fraction: 0.5`, or `columns: 4` for 1/4), minus insets and an icon.
    case fraction(Double, insets: Double, icon: IconSpec?, spacing: Double)

    /// The width in points on a device at a category; `iconWidth` gives the icon's width there,
    /// nil when the icon is hidden at that category (it then takes no spacing either). May be zero
    /// or negative: the sweep reports that as `no-room`.
    public func points(deviceWidth: Double, iconWidth: (IconSpec) -> Double?) -> Double {
        switch self {
        case .absolute(let width): return width
        case .device(let insets, let icon, let spacing):
            return deviceWidth - insets - Self.iconRoom(icon, spacing, iconWidth)
        case .fraction(let share, let insets, let icon, let spacing):
            return deviceWidth * share - insets - Self.iconRoom(icon, spacing, iconWidth)
        }
    }

    private static func iconRoom(_ icon: IconSpec?, _ spacing: Double, _ iconWidth: (IconSpec) -> Double?) -> Double {
        guard let icon, let width = iconWidth(icon) else { return 0 }
        return width + spacing
    }

    /// The icon beside the text, if any.
    public var icon: IconSpec? {
        switch self {
        case .absolute: nil
        case .device(_, let icon, _), .fraction(_, _, let icon, _): icon
        }
    }

    /// True for a fixed point width: the same box on every device.
    public var isFixed: Bool {
        if case .absolute = self { return true }
        return false
    }
}
