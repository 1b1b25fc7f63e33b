import SwiftSyntax

/// Where an expression is read: the index, the file and the node around it (for locals and the
/// enclosing type), and how deep the following has gone.
struct ResolveScope {
    let index: SourceIndex
    let file: String
    let node: Syntax
    var depth = 0
    static let maxDepth = 6

    /// The same reading moved to another declaration (a property, a helper).
    func moved(to node: Syntax, file: String) -> ResolveScope {
        ResolveScope(index: index, file: file, node: node, depth: depth + 1)
    }

    var enclosingType: String? { SyntaxFacts.enclosingTypeName(node) }

    /// The local `let`/`var` named `name` visible from the node (nearest block first).
    func localBinding(_ name: String) -> PatternBindingSyntax? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return nil }
            if let items = n.as(CodeBlockItemListSyntax.self), let b = ViewScope.localDeclaration(in: items, name) { return b }
            current = n.parent
        }
        return nil
    }

    /// True when `name` is a parameter of an enclosing closure or function.
    func isParameter(_ name: String) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return false }
            if let c = n.as(ClosureExprSyntax.self), ViewScope.closureParameters(c).contains(name) { return true }
            if let f = n.as(FunctionDeclSyntax.self) {
                return f.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let i = n.as(InitializerDeclSyntax.self) {
                return i.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            current = n.parent
        }
        return false
    }

    /// Members named `name` of the enclosing type (its extensions included).
    func ownMembers(_ name: String) -> [SourceIndex.Member] {
        guard let type = enclosingType else { return [] }
        let found = index.member(type, name)
        if !found.isEmpty { return found }
        // A nested type reads its parent's static members too (`Self.x` inside `Outer.Inner`).
        let parts = type.split(separator: ".")
        if parts.count > 1 { return index.member(parts.dropLast().joined(separator: "."), name) }
        return []
    }

    /// The expressions a property or function gives: its initializer, or what its body returns.
    static func values(of member: SourceIndex.Member) -> [ExprSyntax] {
        if let binding = member.node.as(PatternBindingSyntax.self) {
            if let value = binding.initializer?.value { return [value] }
            guard let accessors = binding.accessorBlock?.accessors else { return [] }
            if let items = accessors.as(CodeBlockItemListSyntax.self) { return SyntaxFacts.returnedExpressions(items) }
            if let list = accessors.as(AccessorDeclListSyntax.self) {
                for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                    if let body = accessor.body { return SyntaxFacts.returnedExpressions(body.statements) }
                }
            }
            return []
        }
        if let fn = member.node.as(FunctionDeclSyntax.self), let body = fn.body {
            return SyntaxFacts.returnedExpressions(body.statements)
        }
        return []
    }

    /// Values of a local binding: its initializer.
    static func values(of binding: PatternBindingSyntax) -> [ExprSyntax] {
        if let value = binding.initializer?.value { return [value] }
        return []
    }
}
