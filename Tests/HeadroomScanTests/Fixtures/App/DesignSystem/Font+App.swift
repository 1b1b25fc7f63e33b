import SwiftUI
import UIKit

extension Font {
    private static func brand(size: CGFloat, relativeTo style: TextStyle) -> Font {
        .custom("Brand", size: size, relativeTo: style)
    }

    /// Screen titles.
    static var appTitle: Font { .title2.weight(.bold) }

    /// Body text in the brand face.
    static var appBody: Font { brand(size: 17, relativeTo: .body) }

    static var appCaption: Font {
        brand(size: 12, relativeTo: .caption).weight(.medium)
    }
}

extension UIFont {
    static let appHeadline = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
}
