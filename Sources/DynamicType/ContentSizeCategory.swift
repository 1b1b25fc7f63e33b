/// The twelve content size categories a user can choose, smallest first (`UIContentSizeCategory`).
public enum ContentSizeCategory: String, CaseIterable, Sendable, Codable, Hashable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1, ax2, ax3, ax4, ax5

    /// The default category.
    public static let `default` = ContentSizeCategory.large

    /// Position in the list, 0 for xSmall to 11 for AX5.
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    /// True for AX1 to AX5 (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { index >= ContentSizeCategory.ax1.index }

    /// The short name used in reports and the HIG table: `xSmall`, `Large`, `AX3`.
    public var displayName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .ax1: "AX1"
        case .ax2: "AX2"
        case .ax3: "AX3"
        case .ax4: "AX4"
        case .ax5: "AX5"
        }
    }

    /// The UIKit constant name: `extraSmall`, `accessibilityExtraExtraExtraLarge`.
    public var uikitName: String {
        let names = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ]
        return names[index]
    }

    /// Parses the display name, the raw name, the UIKit name or `AX1`…`AX5`, case-insensitively.
    public init?(name: String) {
        let folded = name.lowercased()
        guard
            let match = Self.allCases.first(where: {
                $0.rawValue.lowercased() == folded || $0.displayName.lowercased() == folded
                    || $0.uikitName.lowercased() == folded || "uictcontentsizecategory" + $0.uikitName.lowercased() == folded
            })
        else { return nil }
        self = match
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
