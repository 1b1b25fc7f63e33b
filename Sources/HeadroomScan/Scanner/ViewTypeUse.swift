import SwiftSyntax

/// Where the app constructs one of its own view types (`CurrentUserMenuItems(...)` inside a
/// `Menu`), so that text in that type's `body` takes the context of the place that shows it.
enum ViewTypeUse {
    /// The calls constructing the type whose `body` holds `node`; empty when `node` is not in a
    /// `body`, or the type is constructed by name nowhere or in more than `limit` places.
    static func uses(of node: Syntax, _ index: SourceIndex, limit: Int) -> [Syntax] {
        guard let type = bodyType(around: node) else { return [] }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        let all = index.constructions[last] ?? []
        return all.count <= limit ? all : []
    }

    /// The type declaring the member-level `var body` around a node.
    private static func bodyType(around node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            if let binding = n.as(PatternBindingSyntax.self) {
                guard binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" else { return nil }
                return SyntaxFacts.enclosingTypeName(Syntax(binding))
            }
            current = n.parent
        }
        return nil
    }

    /// True when every construction of the view type `name` sits in a preview (`#Preview`, a
    /// `PreviewProvider`): a wrapper drawn by Xcode's canvas only, not by the app.
    static func isPreviewOnly(_ name: String, _ index: SourceIndex) -> Bool {
        guard let calls = index.constructions[name], !calls.isEmpty else { return false }
        return calls.allSatisfy { inPreview(Syntax($0)) }
    }

    /// True when the app's class `name` is created only by previews: constructed by name in a preview,
    /// named nowhere else outside its own declaration and extensions (no `Cell.self` registration, no
    /// typed property, no factory call), no class inherits it and no nib names it.
    static func isPreviewOnlyClass(_ name: String, _ index: SourceIndex) -> Bool {
        guard isPreviewOnly(name, index), index.nibOutlets[name] == nil,
              !index.supertypes.values.contains(where: { $0.contains(name) }) else { return false }
        return (index.typeReferences[name] ?? []).allSatisfy { ref in
            inPreview(ref) || SyntaxFacts.enclosingTypeName(ref).map { $0 == name || $0.hasPrefix(name + ".") } == true
        }
    }

    static func inPreview(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let s = n.as(StructDeclSyntax.self), isPreviewProvider(s.inheritanceClause) { return true }
            if n.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" || n.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" {
                return true
            }
            current = n.parent
        }
        return false
    }

    static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
    }
}
