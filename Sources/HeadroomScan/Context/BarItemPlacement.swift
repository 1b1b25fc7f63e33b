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

    /// Whose navigation item the item goes to when that is another controller's
    /// (`vc.navigationItem.leftBarButtonItem = item`, the item made there or in a local of the same
    /// function): `vc`; nil for the enclosing type's own (`navigationItem…`, `self.navigationItem…`).
    static func navigationItemOwner(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        var current = Syntax(call).parent
        while let node = current {
            if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                return owner(infix.leftOperand)
            }
            if let binding = node.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let function = ViewScope.owner(of: Syntax(binding).parent ?? Syntax(binding))
                let finder = AssignmentFinder(name: name)
                finder.walk(function)
                return finder.assignment.flatMap { owner($0.leftOperand) }
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// `vc` of `vc.navigationItem.rightBarButtonItem(s)`; nil for `self` or none.
    private static func owner(_ lhs: ExprSyntax) -> ExprSyntax? {
        guard isNavigationItemBar(lhs), let item = lhs.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
              item.declName.baseName.text == "navigationItem", let base = item.base,
              base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) else { return nil }
        return base
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
        var assignment: InfixOperatorExprSyntax?
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard !found, node.operator.is(AssignmentExprSyntax.self), BarItemPlacement.isNavigationItemBar(node.leftOperand) else {
                return .visitChildren
            }
            let refs = node.rightOperand.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
            if refs {
                found = true
                assignment = node
            }
            return .skipChildren
        }
    }
}
