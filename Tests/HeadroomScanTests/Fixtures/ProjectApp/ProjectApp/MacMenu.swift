import SwiftUI

/// Built by the Mac target only (an exception of the synchronized folder in each target).
struct MacMenu: View {
    var body: some View {
        Text("menu.title")
    }
}
