import SwiftSyntax

/// A `Text` built in a helper (`func pollText() -> Text`) that the code passes to
/// `.accessibilityLabel(...)` (directly, or through other `Text` helpers of the same type) is read
/// by VoiceOver, never drawn.
enum AccessibilityUse {
    static let modifiers: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityValue"]

    /// True when `node` ends a `Text`-returning member that only accessibility modifiers show.
    static func isAccessibilityOnly(_ node: Syntax, _ index: SourceIndex, depth: Int = 0) -> Bool {
        guard depth < 4, let (name, declaration) = textMember(around: node) else { return false }
        if index.accessibilityNames.contains(name) { return true }
        guard let type = SyntaxFacts.enclosingTypeName(declaration) else { return false }
        var uses: [Syntax] = []
        for members in index.members[type]?.values.map({ $0 }) ?? [] {
            for member in members where member.node.id != declaration.id && !SyntaxFacts.isAncestor(member.node, of: declaration) {
                let finder = NameFinder(name: name)
                finder.walk(member.node)
                uses += finder.found
            }
        }
        return !uses.isEmpty && uses.allSatisfy { isAccessibilityOnly($0, index, depth: depth + 1) }
    }

    /// The member-level `func x(...) -> Text` or `var x: Text` around a node, with its name.
    private static func textMember(around node: Syntax) -> (String, Syntax)? {
        var current = node.parent
        while let n = current {
            if let binding = n.as(PatternBindingSyntax.self), binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                guard binding.typeAnnotation?.type.trimmedDescription == "Text",
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return (name, Syntax(binding))
            }
            if let fn = n.as(FunctionDeclSyntax.self) {
                guard fn.parent?.is(MemberBlockItemSyntax.self) == true,
                      fn.signature.returnClause?.type.trimmedDescription == "Text" else { return nil }
                return (fn.name.text, Syntax(fn))
            }
            if n.is(MemberBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// The names referenced inside an accessibility modifier's arguments (`finalLabel` in
    /// `.accessibilityLabel(Helper(viewModel).finalLabel())`), collected in pass 1.
    static func referencedNames(in call: FunctionCallExprSyntax) -> [String] {
        guard let name = SyntaxFacts.calleeName(call), modifiers.contains(name), call.calledExpression.is(MemberAccessExprSyntax.self) else { return [] }
        let finder = NameFinder(name: nil)
        finder.walk(call.arguments)
        return finder.names
    }

    /// References to `name` (any name when nil) as plain or member names.
    private final class NameFinder: SyntaxVisitor {
        let name: String?
        var found: [Syntax] = []
        var names: [String] = []

        init(name: String?) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.baseName.text
            if let name {
                if text == name { found.append(Syntax(node)) }
            } else {
                names.append(text)
            }
            return .skipChildren
        }
    }
}
