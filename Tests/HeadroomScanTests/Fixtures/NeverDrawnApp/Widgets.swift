import SwiftUI
import WidgetKit

/// Rendered in the two families its widget supports: the large case and `default:` never run.
struct CountView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            Text("count.small")
        case .accessoryCircular:
            Text("count.circular")
        case .systemLarge:
            Text("count.large")
        default:
            Text("count.unsupported")
        }
    }
}

struct CountWidget: Widget {
    private var families: [WidgetFamily] {
        [.systemSmall, .accessoryCircular]
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { _ in
            CountView()
        }
        .supportedFamilies(families)
    }
}

/// Its widget lists no families (WidgetKit's default: all of them): every branch may run.
struct OpenView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            Text("open.small")
        default:
            Text("open.other")
        }
    }
}

struct OpenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "open", provider: OpenProvider()) { _ in
            OpenView()
        }
    }
}
