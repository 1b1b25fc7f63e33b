import Foundation
import SwiftUI

public enum KitStrings {
    public static var greeting: String { NSLocalizedString("kit.greeting", bundle: .module, comment: "") }
}

/// A wrapper that passes a bundle: its default is the package's.
public func kitLocalized(_ key: String, bundle: Bundle = .module) -> String {
    NSLocalizedString(key, bundle: bundle, comment: "")
}

public struct KitBadge: View {
    public var body: some View {
        Text("kit.badge", bundle: .module)
    }
}
