import SwiftUI

/// Value flow: a parameter of a view-building function, one view used in two places, a parameter
/// no code passes.
struct StatsView: View {
    var body: some View {
        VStack {
            makeStat(title: "flow.stat.posts", count: 3)
                .lineLimit(1)
            Badge(text: "flow.badge.new")
                .font(.caption2)
            Badge(text: "flow.badge.hot")
                .font(.title)
        }
    }

    private func makeStat(title: LocalizedStringKey, count: Int) -> some View {
        HStack {
            Text(title).font(.subheadline)
            Text(verbatim: "\(count)")
        }
    }

    private func unusedRow(text: LocalizedStringKey) -> some View {
        Text(text)
    }
}

struct Badge: View {
    let text: LocalizedStringKey

    var body: some View {
        Text(text).bold()
    }
}
