import SwiftSyntax

/// Which bar a UIKit `UIBarButtonItem(...)` goes to: the navigation bar beside the title when the
/// code puts it in `navigationItem.rightBarButtonItem(s)` / `leftBarButtonItem(s)` (directly, or
/// through a local or a property of the same type it is stored in), nil when the code does not say.
enum BarItemPlacement {
    static func read(_ call: FunctionCallExprSyntax) -> ContainerCatalog.BarPlacement? {
        var current = Syntax(call).parent
        while let node = current {
            if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                return isNavigationItemBar(infix.leftOperand) ? .navigationBar : nil
            }
            if let binding = node.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return placement(ofStored: name, from: node)
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// `navigationItem.rightBarButtonItem`, `self.navigationItem.leftBarButtonItems`, `vc.navigationItem…`.
    private static func isNavigationItemBar(_ lhs: ExprSyntax) -> Bool {
        guard let member = lhs.as(MemberAccessExprSyntax.self) else { return false }
        return ContainerCatalog.navigationItemBarProperties.contains(member.declName.baseName.text)
    }

    /// A local or property holding the item: in the navigation bar when its type (or function)
    /// assigns it to a navigation item's bar button items.
    private static func placement(ofStored name: String, from node: Syntax) -> ContainerCatalog.BarPlacement? {
        var scope = node.parent
        while let s = scope, !(s.is(ClassDeclSyntax.self) || s.is(StructDeclSyntax.self) || s.is(ExtensionDeclSyntax.self)) {
            scope = s.parent
        }
        guard let scope else { return nil }
        let finder = AssignmentFinder(name: name)
        finder.walk(scope)
        return finder.found ? .navigationBar : nil
    }

    private final class AssignmentFinder: SyntaxVisitor {
        let name: String
        var found = false
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard !found, node.operator.is(AssignmentExprSyntax.self), BarItemPlacement.isNavigationItemBar(node.leftOperand) else {
                return .visitChildren
            }
            let refs = node.rightOperand.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
            if refs { found = true }
            return .skipChildren
        }
    }
}
