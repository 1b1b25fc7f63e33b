/// A case transform the UI applies to a text before drawing it (SwiftUI `.textCase(_:)`): the text
/// measured is the transformed one, in the locale's casing rules (German `ß` → `SS`, Turkish `i` → `İ`).
public enum TextCase: String, Sendable, Hashable, CaseIterable {
    case uppercase, lowercase
}
