import SwiftSyntax

/// The title of a `UIMenu` that is a control's whole menu (`button.menu = UIMenu(title: ...)`,
/// `UIBarButtonItem(title:menu:)`): drawn as the menu's header above its items, not as an item.
/// A `UIMenu` placed in another menu's `children:` stays a menu item (a submenu row).
enum MenuTitle {
    /// True when the `UIMenu(...)` call is set as a control's `menu` (directly or through a local
    /// of the same function) and no menu lists it among its children.
    static func isRootMenu(_ call: FunctionCallExprSyntax) -> Bool {
        if isMenuValue(Syntax(call)) { return true }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        let finder = UseFinder(name: name)
        finder.walk(ViewScope.owner(of: Syntax(binding).parent ?? Syntax(binding)))
        return finder.asMenu && !finder.asChild
    }

    /// `x.menu = value` or a `menu:` argument.
    fileprivate static func isMenuValue(_ value: Syntax) -> Bool {
        if let assignment = value.parent?.as(InfixOperatorExprSyntax.self), assignment.rightOperand.id == value.id,
           assignment.operator.is(AssignmentExprSyntax.self),
           assignment.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "menu" {
            return true
        }
        return value.parent?.as(LabeledExprSyntax.self)?.label?.text == "menu"
    }

    /// Where a local menu goes: set as a control's menu, or listed in a `children:` array.
    private final class UseFinder: SyntaxVisitor {
        let name: String
        var asMenu = false
        var asChild = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name else { return .skipChildren }
            if MenuTitle.isMenuValue(Syntax(node)) { asMenu = true }
            var current = node.parent
            while let n = current, !n.is(CodeBlockItemSyntax.self) {
                if n.as(LabeledExprSyntax.self)?.label?.text == "children" { asChild = true }
                current = n.parent
            }
            return .skipChildren
        }
    }
}
