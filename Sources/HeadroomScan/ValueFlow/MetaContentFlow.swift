import SwiftSyntax

/// MetaTextKit's labels (`MetaLabel`, a `UILabel` subclass that draws through its own text container):
/// `label.configure(content: PlaintextMetaContent(string: s))`, also through `MastodonContent(content: s)`,
/// `MastodonMetaContent.convert(document:)` and a local. The text is drawn; its font and line limit
/// come from the label's `textAttributes` and text container, which the scan does not read: listed
/// with that reason, never placed.
enum MetaContentFlow {
    static let fontReason = "a MetaLabel draws in its textAttributes' font (MetaTextKit), which the scan does not read"
    static let linesReason = "a MetaLabel draws through its own text container (MetaTextKit), whose line limit the scan does not read"

    /// The string a `MetaContent` value holds, nil when the value is no content the scan knows.
    static func text(of expr: ExprSyntax, _ scope: ResolveScope) -> (ExprSyntax, ResolveScope)? {
        guard scope.depth < ResolveScope.maxDepth else { return nil }
        let e = SyntaxFacts.unwrapped(expr)
        if let ref = e.as(DeclReferenceExprSyntax.self), let binding = scope.localBinding(ref.baseName.text) {
            let values = ResolveScope.values(of: binding)
            guard values.count == 1 else { return nil }
            return text(of: values[0], scope.moved(to: Syntax(values[0]), file: scope.file))
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) else { return nil }
        switch name {
        case "PlaintextMetaContent": return SyntaxFacts.argument(call, "string").map { ($0, scope) }
        case "MastodonContent": return SyntaxFacts.argument(call, "content").map { ($0, scope) }
        case "convert": return (SyntaxFacts.argument(call, "document") ?? SyntaxFacts.argument(call, "text")).flatMap { text(of: $0, scope) }
        default: return nil
        }
    }

    static func context(at node: Syntax) -> DisplayContext {
        var ctx = DisplayContext(kind: .text)
        ctx.fontSet = true
        ctx.fontProblem = (node, fontReason)
        ctx.setLinesUnknown(linesReason)
        ctx.finish(defaultFont: nil, defaultLines: nil, noLines: linesReason)
        return ctx
    }
}

extension UsageVisitor {
    /// `label.configure(content: PlaintextMetaContent(string: s))`: a drawn text whose font and lines are not read.
    func metaContentSite(_ call: FunctionCallExprSyntax) {
        guard SyntaxFacts.calleeName(call) == "configure", SyntaxFacts.receiver(call) != nil, call.arguments.count == 1,
              let content = SyntaxFacts.argument(call, "content") else { return }
        let s = ResolveScope(index: index, file: file, node: Syntax(call))
        guard let (value, valueScope) = MetaContentFlow.text(of: content, s) else { return }
        report(site: Syntax(call), value: value, mode: .string, table: nil, valueScope) { MetaContentFlow.context(at: Syntax(call)) }
    }
}
