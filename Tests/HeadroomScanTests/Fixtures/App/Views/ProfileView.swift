import SwiftUI

struct ProfileView: View {
    let count: Int
    let name: String
    @State private var showAlert = false
    @State private var isFollowing = false
    @State private var tab = 0

    private var followTitle: LocalizedStringKey {
        isFollowing ? "action.unfollow" : "action.follow"
    }

    var body: some View {
        VStack {
            Text("profile.title")
                .font(.appTitle)
                .lineLimit(2)
            Text("profile.posts \(count)")
            Text(verbatim: "not localized")
            Text(name)
            Button(followTitle) { isFollowing.toggle() }
                .font(.system(size: 15, weight: .semibold))
            Text(L10n.Profile.followers)
                .font(.appBody)
                .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                .minimumScaleFactor(0.8)
                .lineLimit(1)
            VStack {
                Text("profile.bio.empty")
                Text(.settingsTitle)
                    .bold()
            }
            .font(.caption)
            .lineLimit(1...3)
            Text("profile.badge")
                .font(.appCaption)
                .frame(width: 120)
            ErrorBanner(title: "error.banner")
            Picker("profile.picker", selection: $tab) {
                Text("segment.posts").tag(0)
                Text("segment.media").tag(1)
            }
            .pickerStyle(.segmented)
            Image(systemName: "person")
                .accessibilityLabel("a11y.avatar")
        }
        .navigationTitle("profile.nav")
        .toolbar {
            ToolbarItem {
                Button("action.edit") {}
            }
        }
        .alert("alert.title", isPresented: $showAlert) {
            Button("action.ok") {}
        } message: {
            Text("alert.message")
        }
        .tabItem {
            Label("tab.profile", systemImage: "person")
        }
    }
}
