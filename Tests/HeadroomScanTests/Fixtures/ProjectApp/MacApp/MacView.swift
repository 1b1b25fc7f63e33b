import SwiftUI

struct MacView: View {
    var body: some View {
        Text("mac.only")
    }
}
