/// How a symbol the code names was joined to its key when no generated file declares it: from
/// the key's name, the way the generator names it.
public enum SymbolDerivation: String, Sendable, Hashable {
    /// Xcode's String Catalog symbol (`settings.title` → `.settingsTitle`).
    case stringCatalog = "xcode-string-catalog"
    /// SwiftGen's strings templates (`swiftIdentifier:"pretty" | lowerFirstWord`; `AddCode` →
    /// `addCode`), the generated file being absent from the scanned code.
    case swiftGen = "swiftgen-name"
}
