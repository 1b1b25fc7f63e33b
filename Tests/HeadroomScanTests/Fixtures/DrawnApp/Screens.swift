import SwiftUI

extension View {
    /// Named nowhere: its button is on no screen.
    func editButton(action: @escaping () -> Void) -> some View {
        Button(NSLocalizedString("helper.unused", comment: ""), action: action)
    }

    /// Used by `Screen`.
    func addButton(action: @escaping () -> Void) -> some View {
        Button(NSLocalizedString("helper.used", comment: ""), action: action)
    }
}

struct Card: View {
    var body: some View {
        Text("card.title").font(.headline)
    }

    /// Named nowhere.
    var shareLabel: some View {
        Text("helper.unusedProperty")
    }
}

enum Scope: Hashable, CaseIterable { case all, mine }

struct Screen: View {
    @State private var query = ""
    @State private var scope = Scope.all

    var body: some View {
        NavigationStack {
            List {
                Card()
                Card()
                Text("screen.body")
            }
            .searchable(text: $query)
            .searchScopes($scope) {
                Text("scope.all").tag(Scope.all)
                Text("scope.mine").tag(Scope.mine)
            }
            .addButton { }
        }
    }
}

#Preview {
    Card()
}

struct Screen_Previews: PreviewProvider {
    static var previews: some View {
        Card()
        Screen()
    }
}

@main
struct DrawnApp: App {
    var body: some Scene {
        WindowGroup { Screen() }
    }
}
