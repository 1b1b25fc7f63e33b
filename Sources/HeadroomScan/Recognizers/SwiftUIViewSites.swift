import SwiftSyntax

/// SwiftUI views whose first argument is a `LocalizedStringKey` (`Text`, `Button`, `Label(title:)`,
/// `Section(header:)`, ... from `ContainerCatalog.swiftUIViews`) and `Text(verbatim:)`.
enum SwiftUIViewSites: SiteRecognizer {
    static func visit(call node: FunctionCallExprSyntax, name: String, _ v: UsageVisitor) {
        guard node.calledExpression.is(DeclReferenceExprSyntax.self), let kind = ContainerCatalog.swiftUIViews[name],
              let first = node.arguments.first else { return }
        if first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            swiftUISite(node, value: first.expression, kind: kind, table: tableArgument(node), bundle: SyntaxFacts.argument(node, "bundle"), v)
        } else if name == "Label" || name == "Section", first.label?.text == "title" || first.label?.text == "header" {
            if !first.expression.is(ClosureExprSyntax.self), !isViewCall(first.expression) {
                swiftUISite(node, value: first.expression, kind: kind, table: nil, v)
            }
        } else if name == "Text", first.label?.text == "verbatim" {
            verbatimSite(node, value: first.expression, v)
        }
    }

    /// `bundle`: `Text(_:tableName:bundle:)`'s bundle, whose tables the key is looked up in.
    private static func swiftUISite(_ call: FunctionCallExprSyntax, value: ExprSyntax, kind: UsageKind, table: String?,
                                    bundle: ExprSyntax? = nil, _ v: UsageVisitor) {
        let s = v.scope(call)
        v.report(site: Syntax(call), value: value, mode: .swiftUIKey, table: table, bundle: bundle.map { BundleRef.evaluate($0, s) }, s,
                 components: true) {
            var ctx = SwiftUIContext.read(site: ExprSyntax(call), kind: kind, s)
            ctx.drawsStringKey = true
            for i in ctx.alternatives.indices { ctx.alternatives[i].drawsStringKey = true }
            return ctx
        } unfinished: {
            var ctx = DisplayContext(kind: kind)
            ctx.drawsStringKey = true
            SwiftUIContext.gather(from: Syntax(call), &ctx, s, followTypes: false)
            return ctx
        }
    }

    /// `Text(verbatim: L10n.a)`: shown as it is, so only a string the code localized itself is a key;
    /// anything else there is the app's data, not listed as unresolved.
    private static func verbatimSite(_ call: FunctionCallExprSyntax, value: ExprSyntax, _ v: UsageVisitor) {
        let s = v.scope(call)
        let keys = KeyResolver.resolve(value, mode: .string, s).keys
        guard !keys.isEmpty else { return }
        v.add(keys: keys, table: nil, context: SwiftUIContext.read(site: ExprSyntax(call), kind: .text, s), site: Syntax(call))
    }

    /// `Text(...)`, `Label(...)`, `Image(...)`: a view handed where a key may be, not a key.
    static func isViewCall(_ expr: ExprSyntax) -> Bool {
        guard let call = SyntaxFacts.unwrapped(expr).as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) else { return false }
        return name == "Text" || name == "Label" || name == "Image"
    }

    private static func tableArgument(_ call: FunctionCallExprSyntax) -> String? {
        SyntaxFacts.argument(call, "tableName").flatMap(SyntaxFacts.plainString)
    }
}
