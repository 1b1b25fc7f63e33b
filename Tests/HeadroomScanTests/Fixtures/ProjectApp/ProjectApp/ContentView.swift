import Kit
import SwiftUI
import UIKit

struct ContentView: View {
    var body: some View {
        VStack {
            Text("home.title")
            // The app's own table holds the same key with other text.
            Text("kit.greeting")
            // The package's text, through its wrapper.
            Text(KitStrings.greeting)
            Text(kitLocalized("kit.farewell"))
            Text(NSLocalizedString("extras.note", bundle: Self.extras, comment: ""))
            Text(NSLocalizedString("home.subtitle", bundle: chosenBundle(), comment: ""))
        }
    }

    static let extras = Bundle(path: Bundle.main.path(forResource: "Extras", ofType: "bundle")!)!

    func chosenBundle() -> Bundle { Bundle.allBundles.first ?? .main }
}
