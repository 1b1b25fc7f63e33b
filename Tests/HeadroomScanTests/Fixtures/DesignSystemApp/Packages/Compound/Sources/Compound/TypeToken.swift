import SwiftUI

/// A token enum mapped to fonts by a `switch` over the case.
public enum TypeToken {
    case display, body, footnote

    public var font: Font {
        switch self {
        case .display: .largeTitle.weight(.bold)
        case .body: .body
        case .footnote: .footnote
        }
    }
}

/// A helper that builds a custom font from a token, with a default size.
public func brandFont(_ token: TypeToken, size: CGFloat = 15) -> Font {
    switch token {
    case .display: Font.custom("Brand", size: 34, relativeTo: .largeTitle)
    case .body: Font.custom("Brand", size: size, relativeTo: .body)
    case .footnote: Font.custom("Brand", size: 12, relativeTo: .footnote)
    }
}
