import DynamicType
import SwiftSyntax

/// A function or computed property that builds SwiftUI views (`func editButton() -> some View`) and that
/// no code names: Swift reaches a member only through its name (a call, a reference, a `#selector`, a key
/// path), and SwiftUI calls only the requirements of its own protocols (`body`, `makeBody`), so the views
/// it builds are on no screen and their text is never drawn.
enum UncalledViewHelper {
    /// Why text built at `site` is not drawn: the innermost function or computed property around it is
    /// such a helper; nil otherwise.
    static func reason(at site: Syntax, file: String, _ index: SourceIndex) -> Evidence? {
        guard let (name, declaration, result) = helper(around: site),
              ContainerCatalog.viewResultTypes.contains(result),
              !ContainerCatalog.frameworkViewMembers.contains(name),
              !index.referencedNames.contains(name),
              requirementsAreKnown(of: declaration, index) else { return nil }
        return .code(file: file, line: index.line(of: declaration, in: file),
                     what: "\(name) -> \(result): no code names it, so the views it builds are on no screen")
    }

    /// The innermost function or computed property around `node` (not a closure's), with its result type.
    private static func helper(around node: Syntax) -> (String, Syntax, String)? {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) {
                if f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) || !f.attributes.isEmpty && f.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }) { return nil }
                guard let result = f.signature.returnClause?.type.trimmedDescription else { return nil }
                return (f.name.text, Syntax(f), result)
            }
            if let binding = n.as(PatternBindingSyntax.self), binding.accessorBlock != nil,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let result = binding.typeAnnotation?.type.trimmedDescription {
                if let decl = binding.parent?.parent?.as(VariableDeclSyntax.self),
                   decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { return nil }
                return (name, Syntax(binding), result)
            }
            if n.is(InitializerDeclSyntax.self) || n.is(MemberBlockSyntax.self) || n.is(SubscriptDeclSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// The helper's type conforms to no protocol whose requirements the scan cannot see (a package's):
    /// only protocols the scanned code declares and the catalog's.
    private static func requirementsAreKnown(of declaration: Syntax, _ index: SourceIndex) -> Bool {
        var current = declaration.parent
        while let n = current {
            if n.is(ProtocolDeclSyntax.self) { return false }
            let clause = n.as(StructDeclSyntax.self)?.inheritanceClause ?? n.as(ClassDeclSyntax.self)?.inheritanceClause
                ?? n.as(EnumDeclSyntax.self)?.inheritanceClause ?? n.as(ExtensionDeclSyntax.self)?.inheritanceClause
            for inherited in clause?.inheritedTypes ?? [] {
                let name = inherited.type.trimmedDescription
                if !ContainerCatalog.viewHelperProtocols.contains(name), index.declaredTypes[name] == nil { return false }
            }
            if n.is(StructDeclSyntax.self) || n.is(ClassDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ExtensionDeclSyntax.self) { return true }
            current = n.parent
        }
        return true
    }
}
