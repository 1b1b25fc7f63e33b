import SwiftUI

/// Style constants built by a memberwise initializer, applied by a View extension.
public struct StyleGuide {
    let font: Font
    let lineHeight: CGFloat

    static let headline = StyleGuide(font: .system(.headline), lineHeight: 22)
    static let callout = StyleGuide(font: .system(.callout), lineHeight: 21)
}

private extension Font {
    static func guide(_ style: StyleGuide) -> Font { style.font }
}

public extension View {
    func guide(_ style: StyleGuide) -> some View {
        font(.guide(style)).padding(.vertical, (style.lineHeight - 17) / 2)
    }
}

public extension Text {
    func guide(_ style: StyleGuide, weight: Font.Weight = .regular, lines: Int = 2) -> some View {
        let styled = font(.guide(style)).fontWeight(weight)
        return styled.lineLimit(lines)
    }
}

/// A view extension that applies a line limit.
public extension View {
    func singleLine() -> some View { lineLimit(1).truncationMode(.tail) }
}

/// A ViewModifier with a font and a line limit.
public struct CaptionModifier: ViewModifier {
    var lines = 3
    public func body(content: Content) -> some View {
        content.font(.caption2).lineLimit(lines)
    }
}
