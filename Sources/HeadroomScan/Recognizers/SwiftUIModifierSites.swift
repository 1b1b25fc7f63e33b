import SwiftSyntax

/// SwiftUI modifiers whose first argument is a key (`ContainerCatalog.swiftUIModifiers`:
/// `.navigationTitle`, `.alert`, `.accessibilityLabel`, ...) and `.searchable(prompt:)`.
enum SwiftUIModifierSites: SiteRecognizer {
    static func visit(call node: FunctionCallExprSyntax, name: String, _ v: UsageVisitor) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        if member.base != nil || SyntaxFacts.receiver(node) == nil, let kind = ContainerCatalog.swiftUIModifiers[name],
           member.base != nil, let first = node.arguments.first, first.label == nil, !SwiftUIViewSites.isViewCall(first.expression) {
            // A confirmation dialog's title is the action sheet's header, not one of its buttons.
            modifierSite(node, value: first.expression, kind: kind, role: name == "confirmationDialog" ? .actionSheetTitle : nil, v)
        }
        if name == "searchable", let prompt = SyntaxFacts.argument(node, "prompt"), !SwiftUIViewSites.isViewCall(prompt) {
            modifierSite(node, value: prompt, kind: .textFieldPlaceholder, role: .searchPrompt, v)
        }
    }

    /// `.navigationTitle("k")`, `.alert("k", ...)`: drawn by the system; an accessibility modifier is never drawn.
    private static func modifierSite(_ call: FunctionCallExprSyntax, value: ExprSyntax, kind: UsageKind, role: ContainerCatalog.Role? = nil, _ v: UsageVisitor) {
        let s = v.scope(call)
        // Located at the modifier's name, not at the start of the view it is chained on.
        let site = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
        v.report(site: site, value: value, mode: .swiftUIKey, table: nil, s) {
            var ctx = DisplayContext(kind: kind)
            if let role { ctx.setRole(role, node: Syntax(call)) }
            if kind == .navigationTitle { ctx.titleMode = NavigationTitleMode.read(around: call) }
            ctx.finish(defaultFont: nil, defaultLines: nil, noLines: "system container")
            return ctx
        }
    }
}
