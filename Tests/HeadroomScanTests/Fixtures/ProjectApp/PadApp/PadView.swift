import SwiftUI

struct PadView: View {
    var body: some View {
        Text("pad.title")
    }
}
