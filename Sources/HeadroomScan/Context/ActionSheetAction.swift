import SwiftSyntax

/// A `UIAlertAction` added to a controller created as an action sheet
/// (`UIAlertController(title:message:preferredStyle: .actionSheet)`, then `controller.addAction(action)`):
/// it is drawn as an action sheet button, not as an alert button.
enum ActionSheetAction {
    /// True when the action `call` builds is added, in the same function, to a local controller
    /// created with `preferredStyle: .actionSheet`.
    static func isAdded(_ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> Bool {
        let controller: ExprSyntax?
        if let add = call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
           SyntaxFacts.calleeName(add) == "addAction" {
            // `controller.addAction(UIAlertAction(...))`
            controller = SyntaxFacts.receiver(add)
        } else if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `let action = UIAlertAction(...)` ... `controller.addAction(action)`
            let finder = AddActionFinder(action: name)
            finder.walk(ViewScope.owner(of: Syntax(binding).parent ?? Syntax(binding)))
            controller = finder.controller
        } else {
            controller = nil
        }
        guard let name = controller.flatMap({ SyntaxFacts.unwrapped($0).as(DeclReferenceExprSyntax.self) })?.baseName.text,
              let value = scope.localBinding(name).flatMap({ ResolveScope.values(of: $0).first }),
              let created = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self),
              SyntaxFacts.calleeName(created) == "UIAlertController" else { return false }
        return SyntaxFacts.argument(created, "preferredStyle").flatMap(SyntaxFacts.memberName) == "actionSheet"
    }

    /// `controller.addAction(action)`: the controller.
    private final class AddActionFinder: SyntaxVisitor {
        let action: String
        var controller: ExprSyntax?

        init(action: String) {
            self.action = action
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if controller == nil, SyntaxFacts.calleeName(node) == "addAction",
               node.arguments.first.flatMap({ SyntaxFacts.unwrapped($0.expression).as(DeclReferenceExprSyntax.self) })?.baseName.text == action {
                controller = SyntaxFacts.receiver(node)
            }
            return .visitChildren
        }
    }
}
