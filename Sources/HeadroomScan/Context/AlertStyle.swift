import SwiftSyntax

/// The `preferredStyle` a `UIAlertController(title:message:preferredStyle:)` is created with, on the
/// iPhone the scan checks. Followed through a local (`let style: UIAlertController.Style`, set by its
/// initializer or by assignments after it) and through a ternary or `if` whose condition is a device
/// test (`userInterfaceIdiom == .pad ? .alert : .actionSheet`): the branch an iPhone takes decides.
/// When a condition the device does not decide leaves both styles possible, the controller is read
/// as an alert, as when the style is not known.
enum AlertStyle {
    /// How many locals are followed (`let a = b; let b = ...`).
    static let maxDepth = 3

    /// True when the controller `call` creates is an action sheet on iPhone.
    static func isActionSheet(_ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> Bool {
        guard let style = SyntaxFacts.argument(call, "preferredStyle") else { return false }
        return isActionSheet(style, scope, depth: 0)
    }

    private static func isActionSheet(_ expr: ExprSyntax, _ scope: ResolveScope, depth: Int) -> Bool {
        let e = SyntaxFacts.unwrapped(expr)
        if let member = SyntaxFacts.memberName(e) { return member == "actionSheet" }
        if let ternary = e.as(TernaryExprSyntax.self) {
            if let phone = DeviceCondition.value(ternary.condition, on: .iPhone, scope.index) {
                return isActionSheet(phone ? ternary.thenExpression : ternary.elseExpression, scope, depth: depth)
            }
            return isActionSheet(ternary.thenExpression, scope, depth: depth) && isActionSheet(ternary.elseExpression, scope, depth: depth)
        }
        guard depth < maxDepth, let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let binding = scope.localBinding(name) else { return false }
        // Assignments in a branch an iPhone does not take (`if idiom == .pad { style = .alert }`) do not count.
        let values = ResolveScope.values(of: binding).filter { DeviceCondition.shownOn(Syntax($0), scope.index) == nil }
        return !values.isEmpty && values.allSatisfy { isActionSheet($0, scope, depth: depth + 1) }
    }
}
