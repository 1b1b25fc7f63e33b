import DynamicType

/// A key the code names, and the node that names it (to tell which references a display site used).
struct KeyRef: Hashable {
    var key: String
    var table: String
    /// The accessor or catalog symbol the key came through.
    var symbol: String?
    var symbolDerivation: SymbolDerivation? = nil
    /// `value:` / `defaultValue:` of the localization call, when it is a literal.
    var defaultValue: String? = nil
    /// `file#offset` of the naming node.
    var origin: String
    /// Named by a string literal that is a `LocalizedStringKey` (`Text("k")`, `LocalizedStringKey("k")`),
    /// not turned into a `String` on the way (`String(localized:)`, `NSLocalizedString`): SwiftUI
    /// draws the translation's inline Markdown.
    var isStringKey = false
    /// The bundle whose tables the key is looked up in (`bundle:` of the lookup).
    var bundle: BundleRef = .main
    /// Set when the key's text is one part of the text the site shows (`TextPart`).
    var part: TextPart? = nil
    /// Set when the key is the value of a branch Swift never runs (`UnreachableBranch`): why it is never drawn.
    var neverDrawn: Evidence? = nil
}
