import SwiftSyntax

/// The syntax around a SwiftUI view call: the call a node is an argument or a closure of, and the
/// modifiers chained onto a call.
enum ViewCallSyntax {
    /// The view call whose argument or closure holds `node`, with the argument's label; nil at a
    /// declaration boundary.
    static func enclosingCall(of node: Syntax) -> (FunctionCallExprSyntax, String?)? {
        var current = node.parent
        var label: String?
        var sawClosure = false
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(MemberBlockSyntax.self) || n.is(InitializerDeclSyntax.self)
                || n.is(SourceFileSyntax.self) { return nil }
            if n.is(ClosureExprSyntax.self) { sawClosure = true }
            if let labeled = n.as(LabeledExprSyntax.self) { label = labeled.label?.text }
            if let trailing = n.as(MultipleTrailingClosureElementSyntax.self) { label = trailing.label.text }
            if let call = n.as(FunctionCallExprSyntax.self), !call.calledExpression.is(ClosureExprSyntax.self) {
                // Reached through an argument or a trailing closure, not through the callee.
                if let callee = Optional(call.calledExpression), SyntaxFacts.isAncestor(Syntax(callee), of: node) {
                    current = n.parent
                    continue
                }
                _ = sawClosure
                return (call, label)
            }
            current = n.parent
        }
        return nil
    }

    /// The modifiers chained on a call: name and argument text.
    /// The modifier calls chained on `call` (`call.a(…).b(…)`), innermost first.
    static func modifierCalls(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var out: [FunctionCallExprSyntax] = []
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            out.append(outer)
            current = Syntax(outer)
        }
        return out
    }

    static func modifiers(of call: FunctionCallExprSyntax) -> [(name: String, args: String)] {
        var out: [(String, String)] = []
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            out.append((member.declName.baseName.text, outer.arguments.trimmedDescription))
            current = Syntax(outer)
        }
        return out
    }
}
