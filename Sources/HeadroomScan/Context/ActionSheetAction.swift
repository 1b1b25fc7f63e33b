import SwiftSyntax

/// A `UIAlertAction` added to a controller created as an action sheet
/// (`UIAlertController(title:message:preferredStyle: .actionSheet)`, then `controller.addAction(action)`):
/// it is drawn as an action sheet button, not as an alert button.
enum ActionSheetAction {
    /// True when the action `call` builds is added, in the same function, to a local controller
    /// created with `preferredStyle: .actionSheet`.
    static func isAdded(_ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> Bool {
        guard case .receiver(let controller)? = controller(of: call) else { return false }
        return isActionSheet(controller, scope)
    }

    /// True when the action `call` builds is added to the controller the enclosing method runs on
    /// (`addAction(action)` / `self.addAction(action)` in a method of a `UIAlertController` extension
    /// or subclass): the controller, and so its style, is the receiver of that method's calls.
    static func isAddedToSelf(_ call: FunctionCallExprSyntax) -> Bool {
        guard case .ownController? = controller(of: call) else { return false }
        return AlertEmphasis.enclosingFunction(of: Syntax(call)) != nil
    }

    /// True when the controller `call` (a call of a method that adds an action to its receiver) runs on
    /// is a local created with `preferredStyle: .actionSheet`.
    static func receiverIsActionSheet(_ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> Bool {
        SyntaxFacts.receiver(call).map { isActionSheet($0, scope) } ?? false
    }

    /// The controller an action is added to.
    private enum Controller {
        case receiver(ExprSyntax)
        /// `addAction(action)` or `self.addAction(action)`.
        case ownController
    }

    private static func controller(of call: FunctionCallExprSyntax) -> Controller? {
        let add: FunctionCallExprSyntax?
        if let direct = call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
           SyntaxFacts.calleeName(direct) == "addAction" {
            // `controller.addAction(UIAlertAction(...))`
            add = direct
        } else if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `let action = UIAlertAction(...)` ... `controller.addAction(action)`
            let finder = AddActionFinder(action: name)
            finder.walk(ViewScope.owner(of: Syntax(binding).parent ?? Syntax(binding)))
            add = finder.call
        } else {
            add = nil
        }
        guard let add else { return nil }
        guard let receiver = SyntaxFacts.receiver(add) else { return .ownController }
        return receiver.is(SuperExprSyntax.self) || receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            ? .ownController : .receiver(receiver)
    }

    /// A local bound to a `UIAlertController` that is an action sheet on iPhone (`AlertStyle`).
    private static func isActionSheet(_ controller: ExprSyntax, _ scope: ResolveScope) -> Bool {
        guard let name = SyntaxFacts.unwrapped(controller).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let value = scope.localBinding(name).flatMap({ ResolveScope.values(of: $0).first }),
              let created = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self),
              SyntaxFacts.calleeName(created) == "UIAlertController" else { return false }
        return AlertStyle.isActionSheet(created, scope)
    }

    /// `controller.addAction(action)`: the call.
    private final class AddActionFinder: SyntaxVisitor {
        let action: String
        var call: FunctionCallExprSyntax?

        init(action: String) {
            self.action = action
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if call == nil, SyntaxFacts.calleeName(node) == "addAction",
               node.arguments.first.flatMap({ SyntaxFacts.unwrapped($0.expression).as(DeclReferenceExprSyntax.self) })?.baseName.text == action {
                call = node
            }
            return .visitChildren
        }
    }
}
