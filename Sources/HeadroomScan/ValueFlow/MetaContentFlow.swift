import DynamicType
import SwiftSyntax

/// MetaTextKit's labels (`MetaLabel`, a `UILabel` subclass that draws through its own text container, in a package
/// outside the scanned code): `label.configure(content: PlaintextMetaContent(string: s))`, also through
/// `MastodonContent(content: s)`, `MastodonMetaContent.convert(document:)`, a local (each value assigned to it), a
/// value an `if let`/`guard let` unwraps, a function the app declares (a nested one too) returning such content, and a
/// Combine subscriber's parameter (what the upstream `map` returns).
/// The text is drawn in the label's text attributes' font: the label is one of a class outside the repository, read
/// as any such label (`UIKitContext`, `OutsideView`).
enum MetaContentFlow {
    private static let maxHops = 6

    /// The strings a `MetaContent` value holds, each with the scope to read it in; empty when the value is no
    /// content the scan knows.
    static func texts(of expr: ExprSyntax, _ scope: ResolveScope, hops: Int = 0) -> [(ExprSyntax, ResolveScope)] {
        guard scope.depth < ResolveScope.maxDepth, hops < maxHops else { return [] }
        let e = SyntaxFacts.unwrapped(expr)
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            // `if let content { label.configure(content: content) }`: the local it unwraps.
            if let unwrapped = TypeInference.optionalBinding(name, scope), !(unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == name) {
                return texts(of: unwrapped, scope.moved(to: Syntax(unwrapped), file: scope.file), hops: hops + 1)
            }
            if let binding = scope.localBinding(name) {
                return ResolveScope.values(of: binding).flatMap { texts(of: $0, scope.moved(to: Syntax($0), file: scope.file), hops: hops + 1) }
            }
            if let (closure, position) = scope.closureDeclaring(name), position == 0 { return published(to: closure, scope, hops: hops) }
            return []
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) else { return [] }
        switch name {
        case "PlaintextMetaContent": return SyntaxFacts.argument(call, "string").map { [($0, scope)] } ?? []
        case "MastodonContent": return SyntaxFacts.argument(call, "content").map { [($0, scope)] } ?? []
        case "convert":
            return (SyntaxFacts.argument(call, "document") ?? SyntaxFacts.argument(call, "text")).map { texts(of: $0, scope, hops: hops + 1) } ?? []
        default:
            guard call.calledExpression.is(DeclReferenceExprSyntax.self) else { return [] }
            let functions = localFunction(name, scope).map { [($0, scope.file)] }
                ?? DesignEvaluator.functions(scope.ownMembers(name) + (scope.index.freeFunctions[name] ?? []), fitting: call)
                    .compactMap { m in m.node.as(FunctionDeclSyntax.self).map { ($0, m.file) } }
            return functions.flatMap { fn, file -> [(ExprSyntax, ResolveScope)] in
                guard let body = fn.body else { return [] }
                let inner = scope.entering(fn, file: file, through: call)
                return SyntaxFacts.returnedExpressions(body.statements).flatMap { texts(of: $0, inner.moved(to: Syntax($0), file: file), hops: hops + 1) }
            }
        }
    }

    /// A Combine subscriber's value (`publisher.map { ... -> MetaContent }.sink { content in label.configure(content: content) }`,
    /// also through a local publisher and operators that pass values on): what the upstream `map` returns.
    private static func published(to closure: ClosureExprSyntax, _ scope: ResolveScope, hops: Int) -> [(ExprSyntax, ResolveScope)] {
        var owner = closure.parent
        if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
        guard let call = owner?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              PublisherFlow.consumers.contains(member.declName.baseName.text), var upstream = member.base,
              PublisherFlow.isPublisherChain(upstream) else { return [] }
        var s = scope.moved(to: Syntax(upstream), file: scope.file)
        for _ in 0..<maxHops {
            let e = SyntaxFacts.unwrapped(upstream)
            if let ref = e.as(DeclReferenceExprSyntax.self), let value = s.localBinding(ref.baseName.text)?.initializer?.value {
                upstream = value
                s = s.moved(to: Syntax(value), file: s.file)
                continue
            }
            guard let c = e.as(FunctionCallExprSyntax.self), let base = SyntaxFacts.receiver(c), let name = SyntaxFacts.calleeName(c) else { return [] }
            if PublisherFlow.passing.contains(name) {
                upstream = base
                continue
            }
            guard name == "map" || name == "compactMap",
                  let mapClosure = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self) else { return [] }
            return SyntaxFacts.returnedExpressions(mapClosure.statements).flatMap {
                texts(of: $0, s.moved(to: Syntax($0), file: s.file), hops: hops + 1)
            }
        }
        return []
    }

    /// A function declared in a block around the node (`func makeContent(text:) -> MetaContent` inside a method).
    private static func localFunction(_ name: String, _ scope: ResolveScope) -> FunctionDeclSyntax? {
        var current = scope.node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return nil }
            if let items = n.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if let fn = item.item.as(FunctionDeclSyntax.self), fn.name.text == name { return fn }
                }
            }
            current = n.parent
        }
        return nil
    }
}

extension UsageVisitor {
    /// `label.configure(content: PlaintextMetaContent(string: s))`: a drawn text in the label's text attributes.
    func metaContentSite(_ call: FunctionCallExprSyntax) {
        guard SyntaxFacts.calleeName(call) == "configure", let view = SyntaxFacts.receiver(call), call.arguments.count == 1,
              let content = SyntaxFacts.argument(call, "content") else { return }
        let s = ResolveScope(index: index, file: file, node: Syntax(call))
        for (value, valueScope) in MetaContentFlow.texts(of: content, s) {
            report(site: Syntax(call), value: value, mode: .string, table: nil, valueScope) {
                UIKitContext.read(view: view, kind: .text, at: Syntax(call), s)
            }
        }
    }
}
