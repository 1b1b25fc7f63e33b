import SwiftSyntax

/// The texts a menu-style `Picker` may show as its selected value: the views of its content, each a
/// `Text` (with `.tag`), written out or made by a `ForEach` over a collection, in `if`/`switch`
/// branches, `Section`s and `Group`s. "The picker shows the selected value" beside its label in a
/// list row [doc: Picker, "Styling pickers": menu style in a Form], so one of them stands beside the
/// label at its own width.
enum PickerOptions {
    /// The option keys when every option is a `Text` whose keys the scan reads, drawn in the label's
    /// font; nil when one is another view, a text the scan cannot read, or one with its own font
    /// (whether the row's value keeps an option's `.font` is not documented).
    static func texts(of picker: FunctionCallExprSyntax, _ ctx: DisplayContext, _ scope: ResolveScope) -> (keys: [String], font: FontSpec?)? {
        let content = picker.trailingClosure ?? SyntaxFacts.argument(picker, "content")?.as(ClosureExprSyntax.self)
        guard let content else { return nil }
        var keys: [String] = []
        func add(_ expr: ExprSyntax) -> Bool {
            guard let found = SiblingWidth.siblingText(expr, ctx, scope), found.font == nil else { return false }
            for key in found.keys where !keys.contains(key) { keys.append(key) }
            return true
        }
        guard options(in: content.statements, add), !keys.isEmpty else { return nil }
        return (keys, nil)
    }

    /// Visits each option view in `statements`; false when one is not a `Text`.
    private static func options(in statements: CodeBlockItemListSyntax, _ add: (ExprSyntax) -> Bool) -> Bool {
        for statement in statements {
            let expr = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            guard let expr else {
                if statement.item.is(DeclSyntax.self) { continue }
                return false
            }
            guard option(expr, add) else { return false }
        }
        return true
    }

    private static func option(_ expr: ExprSyntax, _ add: (ExprSyntax) -> Bool) -> Bool {
        let expr = SyntaxFacts.unwrapped(expr)
        if let branch = expr.as(IfExprSyntax.self) {
            guard options(in: branch.body.statements, add) else { return false }
            switch branch.elseBody {
            case .ifExpr(let next): return option(ExprSyntax(next), add)
            case .codeBlock(let block): return options(in: block.statements, add)
            case nil: return true
            }
        }
        if let choice = expr.as(SwitchExprSyntax.self) {
            return choice.cases.allSatisfy { $0.as(SwitchCaseSyntax.self).map { options(in: $0.statements, add) } ?? false }
        }
        // The view the modifiers are chained on (`Text(k).tag(x)`).
        var base = expr
        while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let inner = member.base {
            base = SyntaxFacts.unwrapped(inner)
        }
        guard let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self),
              let name = SyntaxFacts.calleeName(call) else { return false }
        switch name {
        case "Text": return add(expr)
        case "ForEach", "Section", "Group":
            guard let closure = call.trailingClosure ?? SyntaxFacts.argument(call, "content")?.as(ClosureExprSyntax.self) else { return false }
            return options(in: closure.statements, add)
        default: return false
        }
    }
}
