import SwiftUI

/// A banner that shows a title its caller passes.
struct ErrorBanner: View {
    let title: LocalizedStringKey

    var body: some View {
        Text(title)
            .font(.headline)
            .lineLimit(2)
            .padding(.horizontal, 12)
    }
}
