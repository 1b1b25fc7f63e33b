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
