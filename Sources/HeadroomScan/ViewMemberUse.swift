import SwiftSyntax

/// Where a type shows one of its own view (or `Text`) properties or functions (`Menu { filterButtons }`), so
/// that the context of the text inside it (the menu, the font set around it) is read there.
enum ViewMemberUse {
    /// The one expression of the enclosing type that names the view member around `node`; nil
    /// when the member is not a `some View` member, or is used in no place or several places.
    static func singleUse(of node: Syntax, _ index: SourceIndex) -> Syntax? {
        let found = uses(of: node, index, limit: 1)
        return found.count == 1 ? found[0] : nil
    }

    /// The expressions of the enclosing type that name the view member around `node`; empty when
    /// there are more than `limit`.
    static func uses(of node: Syntax, _ index: SourceIndex, limit: Int) -> [Syntax] {
        guard let (name, declaration) = viewMember(around: node), let type = SyntaxFacts.enclosingTypeName(declaration) else { return [] }
        var found: [Syntax] = []
        for members in index.members[type]?.values.map({ $0 }) ?? [] {
            for member in members where member.node.id != declaration.id && !SyntaxFacts.isAncestor(member.node, of: declaration) {
                let finder = NameFinder(name: name)
                finder.walk(member.node)
                found += finder.found
                if found.count > limit { return [] }
            }
        }
        return found
    }

    /// The member-level `var x: some View` binding or `func x(...) -> some View` around a node.
    private static func viewMember(around node: Syntax) -> (String, Syntax)? {
        var current = node.parent
        while let n = current {
            if let binding = n.as(PatternBindingSyntax.self) {
                guard binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
                      let type = binding.typeAnnotation?.type.trimmedDescription, type.hasSuffix("View") || type == "Text" || type == "Text?",
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body" else { return nil }
                return (name, Syntax(binding))
            }
            if let fn = n.as(FunctionDeclSyntax.self) {
                guard fn.parent?.is(MemberBlockItemSyntax.self) == true,
                      let type = fn.signature.returnClause?.type.trimmedDescription, type.hasSuffix("View") || type == "Text" else { return nil }
                return (fn.name.text, Syntax(fn))
            }
            if n.is(MemberBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }


    /// `name`, `self.name`, `name(...)` as expressions (the call when it is called).
    private final class NameFinder: SyntaxVisitor {
        let name: String
        var found: [Syntax] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name else { return .skipChildren }
            var expr = Syntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                guard let base = member.base, base.trimmedDescription == "self" else { return .skipChildren }
                expr = Syntax(member)
            }
            if let call = expr.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expr.id { expr = Syntax(call) }
            found.append(expr)
            return .skipChildren
        }
    }
}
