import SwiftSyntax

/// Where the app pushes a screen onto a navigation stack: a construction of its type passed to
/// UIKit's `pushViewController(_:animated:)` / `show(_:sender:)` (directly or through a local
/// `let`), or made inside SwiftUI's `NavigationLink` or `.navigationDestination`. A pushed screen's
/// navigation bar has a back button beside its title.
enum PushedScreen {
    /// The calls that push the view controller or view given as their argument or made in their closures.
    static let pushCalls: Set<String> = ["pushViewController", "show", "NavigationLink", "navigationDestination"]

    /// The push call around the construction `call` (`pushViewController`), nil when it is not pushed.
    static func pushCall(around call: FunctionCallExprSyntax) -> String? {
        var previous = Syntax(call)
        var current = previous.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
            // Only from the call's arguments or closures: a modifier's receiver (`List { … }.navigationDestination`) is not pushed.
            if let outer = node.as(FunctionCallExprSyntax.self), previous.id != outer.calledExpression.id,
               let name = SyntaxFacts.calleeName(outer), pushCalls.contains(name) {
                return name
            }
            if let binding = node.as(PatternBindingSyntax.self), binding.initializer?.value.as(FunctionCallExprSyntax.self)?.id == call.id,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return pushCall(of: name, after: binding)
            }
            previous = node
            current = node.parent
        }
        return nil
    }

    /// A push call in the same code block as the local `name`'s binding that takes `name` as its first argument.
    private static func pushCall(of name: String, after binding: PatternBindingSyntax) -> String? {
        var block = Syntax(binding).parent
        while let b = block, !b.is(CodeBlockItemListSyntax.self) { block = b.parent }
        guard let items = block?.as(CodeBlockItemListSyntax.self) else { return nil }
        final class Finder: SyntaxVisitor {
            let name: String
            var found: String?
            init(name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, let callee = SyntaxFacts.calleeName(node), ["pushViewController", "show"].contains(callee),
                   node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                    found = callee
                }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(items)
        return finder.found
    }
}
