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
}
