import Compound
import SwiftUI

struct HomeView: View {
    var body: some View {
        List {
            Text("home.token").font(.compound.bodyLG)
            Text("home.token.semibold").font(.compound.bodyMDSemibold)
            Text("home.token.custom").font(Font.compound.headingSM)
            Text("home.enum").font(TypeToken.display.font)
            Text("home.brand").font(brandFont(.body))
            Text("home.guide.text").guide(.headline)
            HStack { Text("home.guide") }.guide(.headline)
            Text("home.guide.bold").guide(.callout, weight: .bold)
            Text("home.single").font(.footnote).singleLine()
            Text("home.modifier").modifier(CaptionModifier())
            Button("home.pill") {}
                .buttonStyle(.pill())
            Button("home.pill.own") {}
                .font(.title2)
                .buttonStyle(.pill())
            Button {} label: { Text("home.pill.label").font(.body) }
                .buttonStyle(PillButtonStyle())
            Label("home.label", systemImage: "star")
                .labelStyle(.captioned)
            Toggle("home.toggle", isOn: .constant(true))
                .toggleStyle(.row)
            ListRow(NSLocalizedString("home.row", comment: ""))
            SectionBox(NSLocalizedString("home.section", comment: "")) {
                Text("home.body")
            }
            EntryRow(entry: .about)
            Text("home.plain")
            ActionButton(NSLocalizedString("home.action", comment: "")) {}
                .buttonStyle(.pill())
            Card { Text("home.card") }
            VStack { Button("home.pill.outer") {}.font(.title2) }
                .buttonStyle(.pill())
            Menu { Button("home.menu.item") {} } label: { Text("home.menu.label") }
            Image("star", label: Text("home.image.label"))
        }
    }
}

/// A field that picks its style by a condition: both styles draw the same text style.
struct SecretField: View {
    let isSecret: Bool

    var body: some View {
        Text("home.secret").guide(isSecret ? .callout : StyleGuide(font: .system(.callout), lineHeight: 20))
    }
}
