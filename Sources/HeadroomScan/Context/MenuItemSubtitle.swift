import SwiftSyntax

/// A text after the first one in a SwiftUI `Button`'s label (`Button { Label("Quote", ...); Text(why) }`,
/// `Button { Text(a); Text(b) }`): inside a menu the system draws the first as the item's title and the
/// later one as its subtitle, below it [inference: the SwiftUI form of `UIMenuElement.subtitle`; not
/// documented]. Outside a menu both are the button's label.
enum MenuItemSubtitle {
    /// Whether `node` (a statement of `call`'s label closure, or inside one) follows a `Text` or `Label`
    /// of the same closure.
    static func follows(title call: FunctionCallExprSyntax, label: String?, holding node: Syntax) -> Bool {
        guard let closure = labelClosure(call, label: label) else { return false }
        let statements = Array(closure.statements)
        guard let index = statements.firstIndex(where: { SyntaxFacts.isAncestor(Syntax($0), of: node) })
        else { return false }
        return statements[..<index].contains { isTitle($0.item) }
    }

    /// The closure that is the button's label: `label:`, or the only trailing closure of `Button(action:)`.
    private static func labelClosure(_ call: FunctionCallExprSyntax, label: String?) -> ClosureExprSyntax? {
        if label == "label" {
            return call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
                ?? SyntaxFacts.argument(call, "label")?.as(ClosureExprSyntax.self)
        }
        guard label == nil, call.additionalTrailingClosures.isEmpty, SyntaxFacts.argument(call, "action") != nil else { return nil }
        return call.trailingClosure
    }

    /// A statement that is a `Text` or a `Label`, with any modifiers.
    private static func isTitle(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard var expr = item.as(ExprSyntax.self) else { return false }
        while let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                expr = base
                continue
            }
            return ["Text", "Label"].contains(SyntaxFacts.calleeName(call) ?? "")
        }
        return false
    }
}
