import SwiftUI

/// A button style that sets the label's font and padding.
public struct PillButtonStyle: ButtonStyle {
    var compact = false

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.callout.weight(.semibold))
            .lineLimit(1)
            .padding(.horizontal, 24)
            .background(Capsule().fill(.tint))
    }
}

public extension ButtonStyle where Self == PillButtonStyle {
    static func pill(compact: Bool = false) -> PillButtonStyle { PillButtonStyle(compact: compact) }
}

/// A label style that draws the title in a caption font.
public struct CaptionLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title.font(.caption)
        }
    }
}

public extension LabelStyle where Self == CaptionLabelStyle {
    static var captioned: CaptionLabelStyle { CaptionLabelStyle() }
}

/// A toggle style that styles the whole toggle.
public struct RowToggleStyle: ToggleStyle {
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .guide(.headline)
    }
}

public extension ToggleStyle where Self == RowToggleStyle {
    static var row: RowToggleStyle { RowToggleStyle() }
}
