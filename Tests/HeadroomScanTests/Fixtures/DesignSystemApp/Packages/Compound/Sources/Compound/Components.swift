import SwiftUI

/// A list row that takes its title as a parameter and also uses it as the accessibility label.
public struct ListRow: View {
    let title: String

    public init(_ title: String) {
        self.title = title
    }

    public var body: some View {
        Button {} label: {
            Text(title)
                .guide(.callout)
                .lineLimit(2)
        }
        .accessibilityLabel(title)
    }
}

/// A section header that draws its title uppercased.
public struct SectionHeader: View {
    let title: String

    public init(_ title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title)
            .font(.compound.captionMono)
            .textCase(.uppercase)
    }
}

/// A section built on the header.
public struct SectionBox<Content: View>: View {
    let title: String
    let content: Content

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public var body: some View {
        VStack {
            SectionHeader(title)
            content
        }
    }
}

/// A row whose title comes from an enum case.
public enum SettingsEntry {
    case about, privacy

    var title: String {
        switch self {
        case .about: NSLocalizedString("entry.about", comment: "")
        case .privacy: NSLocalizedString("entry.privacy", comment: "")
        }
    }
}

public struct EntryRow: View {
    let entry: SettingsEntry

    public var body: some View {
        Text(entry.title).font(TypeToken.footnote.font)
    }
}

/// A button built on a stored label closure (`self.init` from a convenience initializer).
public struct ActionButton<Label: View>: View {
    let action: () -> Void
    private var label: Label

    public var body: some View {
        Button(action: action, label: { label })
    }

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

public extension ActionButton where Label == Text {
    init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(title) })
    }
}

/// A container that styles the content it is handed.
public struct Card<Content: View>: View {
    @ViewBuilder let content: Content

    public var body: some View {
        VStack { content }
            .font(.footnote)
            .lineLimit(4)
    }
}
