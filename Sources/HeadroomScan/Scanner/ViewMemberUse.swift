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
        guard let (name, declaration) = viewMember(around: node) else { return [] }
        // A free function returning a view or `Text` (`func AppendText(...) -> Text`): its calls by name.
        guard let type = SyntaxFacts.enclosingTypeName(declaration) else {
            let calls = index.constructions[name] ?? []
            return calls.count <= limit ? calls : []
        }
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

    /// Where other types show the view member around `node` (`tab.label` in a `Picker` and in a
    /// `Tab`): a member access whose base is of the member's type, or of a type not known when no
    /// other type declares a view member of that name. Each with its file; empty past `limit`.
    static func externalUses(of node: Syntax, _ index: SourceIndex, limit: Int) -> [(node: Syntax, file: String)] {
        guard let (name, declaration) = viewMember(around: node), let type = SyntaxFacts.enclosingTypeName(declaration),
              let references = index.memberReferences[name] else { return [] }
        let declaringTypes = index.members.filter { $0.value[name]?.contains { isViewMember($0.node) } ?? false }.keys
        var found: [(node: Syntax, file: String)] = []
        for reference in references {
            guard let access = reference.node.as(MemberAccessExprSyntax.self), let base = access.base,
                  SyntaxFacts.enclosingTypeName(reference.node) != type,
                  PlatformCondition.shownOn(reference.node) != .otherPlatform else { continue }
            let scope = ResolveScope(index: index, file: reference.file, node: reference.node)
            if let baseType = TypeInference.type(of: base, scope) {
                // Nested types are written by their last name inside their module (`AIPrompt` for `StatusEditor.AIPrompt`).
                let last = { (t: String) in t.split(separator: ".").last.map(String.init) ?? t }
                guard index.lineage(baseType).contains(where: { last($0) == last(type) }) else { continue }
            } else if declaringTypes.count != 1 {
                continue
            }
            var expr = reference.node
            if let call = expr.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expr.id { expr = Syntax(call) }
            found.append((expr, reference.file))
            if found.count > limit { return [] }
        }
        return found
    }

    /// The uses of a `Text` or view held in a local (`let exonym = Text(...)`) when `node` is in
    /// that local's value, before any view call around it: the names in the rest of its block.
    static func localUses(of node: Syntax) -> [Syntax]? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) || n.is(FunctionDeclSyntax.self) || n.is(SourceFileSyntax.self) { return nil }
            if let call = n.as(FunctionCallExprSyntax.self), !call.calledExpression.is(ClosureExprSyntax.self),
               !SyntaxFacts.isAncestor(Syntax(call.calledExpression), of: node) { return nil }
            if let binding = n.as(PatternBindingSyntax.self) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let item = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self),
                      let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
                let finder = NameFinder(name: name)
                for later in block where later.position > item.position { finder.walk(later) }
                return finder.found
            }
            current = n.parent
        }
        return nil
    }

    private static func isViewMember(_ node: Syntax) -> Bool {
        if let binding = node.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation?.type.trimmedDescription.hasSuffix("View") ?? false
        }
        return node.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.trimmedDescription.hasSuffix("View") ?? false
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
                let topLevel = fn.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
                guard fn.parent?.is(MemberBlockItemSyntax.self) == true || topLevel,
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

        /// A branch an iPhone build never compiles.
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            PlatformCondition.compiledForIOS(node) ? .visitChildren : .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name else { return .skipChildren }
            // A branch an iPhone does not take at run time (an iPad's size class, a Mac).
            if DeviceCondition.shownOn(Syntax(node), nil) != nil { return .skipChildren }
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
