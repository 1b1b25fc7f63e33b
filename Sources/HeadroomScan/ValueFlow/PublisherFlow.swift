import SwiftSyntax

/// Combine: the value a `.sink { x in ... }` (or `.map { x in ... }`) closure receives, read back
/// along its publisher chain: `$title` / `model.$title` (the `@Published` property, with what sets
/// it), `.map { ... }` (what the closure returns), `Publishers.CombineLatest(a, b)` (the publisher
/// at the parameter's position), a local publisher, and operators that pass values on unchanged.
enum PublisherFlow {
    static let passing: Set<String> = [
        "receive", "removeDuplicates", "eraseToAnyPublisher", "share", "dropFirst", "debounce", "throttle", "filter",
        "delay", "handleEvents", "print", "subscribe",
    ]
    static let consumers: Set<String> = ["sink", "map", "compactMap", "assign"]

    /// The closure is a Combine subscriber's or operator's: its parameter at `position`, or nil when it is none.
    static func element(of closure: ClosureExprSyntax, position: Int, node: ExprSyntax, mode: KeyResolver.Mode,
                        _ scope: ResolveScope) -> KeyResolver.Resolution? {
        var owner = closure.parent
        if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
        guard let call = owner?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              consumers.contains(member.declName.baseName.text), let upstream = member.base, isPublisherChain(upstream) else { return nil }
        // Read where the publisher is written (outside the closure), one level deeper.
        return values(of: upstream, position: position, node: node, mode: mode, scope.moved(to: Syntax(upstream), file: scope.file))
    }

    /// A chain that starts at a `$property` or `Publishers.*` (not an array's `map`).
    static func isPublisherChain(_ expr: ExprSyntax, depth: Int = 0) -> Bool {
        guard depth < ResolveScope.maxDepth else { return false }
        var e = SyntaxFacts.unwrapped(expr)
        while true {
            if let call = e.as(FunctionCallExprSyntax.self) {
                if let path = SyntaxFacts.dottedPath(call.calledExpression), path.hasPrefix("Publishers.") { return true }
                guard let base = SyntaxFacts.receiver(call) else { return false }
                e = SyntaxFacts.unwrapped(base)
                continue
            }
            if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text.hasPrefix("$") || isLocalPublisher(ref, depth: depth) }
            if let m = e.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text.hasPrefix("$") }
            return false
        }
    }

    private static func isLocalPublisher(_ ref: DeclReferenceExprSyntax, depth: Int) -> Bool {
        let scope = ResolveScope(index: SourceIndex(), file: "", node: Syntax(ref))
        guard let binding = scope.localBinding(ref.baseName.text), let value = binding.initializer?.value else { return false }
        // (`let p = p.receive(on:)` names the outer `p`: the depth ends such a chain.)
        return isPublisherChain(value, depth: depth + 1)
    }

    private static func values(of expr: ExprSyntax, position: Int, node: ExprSyntax, mode: KeyResolver.Mode,
                               _ scope: ResolveScope) -> KeyResolver.Resolution {
        var out = KeyResolver.Resolution()
        func fail(_ cause: UnresolvedCause) -> KeyResolver.Resolution {
            var r = KeyResolver.Resolution()
            r.unresolved.append((Syntax(node), scope.file, cause))
            return r
        }
        guard scope.depth < ResolveScope.maxDepth else { return fail(.followedTooDeep) }
        let e = SyntaxFacts.unwrapped(expr)
        if let call = e.as(FunctionCallExprSyntax.self) {
            let name = SyntaxFacts.calleeName(call) ?? ""
            if let path = SyntaxFacts.dottedPath(call.calledExpression), path.hasPrefix("Publishers.") {
                guard ["CombineLatest", "CombineLatest3", "CombineLatest4", "Zip", "Zip3", "Zip4"].contains(name),
                      position < call.arguments.count else { return fail(.publisherNotFollowed) }
                let arg = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: position)].expression
                return values(of: arg, position: 0, node: node, mode: mode, scope.moved(to: Syntax(arg), file: scope.file))
            }
            guard let base = SyntaxFacts.receiver(call) else { return fail(.publisherNotFollowed) }
            if passing.contains(name) { return values(of: base, position: position, node: node, mode: mode, scope) }
            if name == "map" || name == "compactMap", position == 0,
               let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
                for value in SyntaxFacts.returnedExpressions(closure.statements) {
                    out.add(KeyResolver.resolve(value, mode: mode, scope.moved(to: Syntax(value), file: scope.file)))
                }
                return out
            }
            return fail(.publisherNotFollowed)
        }
        // `$title`: the `@Published var title` of the enclosing type; `model.$title`: of the model's type.
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name.hasPrefix("$") { return KeyResolver.property(String(name.dropFirst()), of: nil, node: e, mode: mode, scope) }
            if let binding = scope.localBinding(name), let value = binding.initializer?.value {
                return values(of: value, position: position, node: node, mode: mode, scope.moved(to: Syntax(value), file: scope.file))
            }
        }
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.baseName.text.hasPrefix("$") {
            return KeyResolver.property(String(member.declName.baseName.text.dropFirst()), of: base, node: e, mode: mode, scope)
        }
        return fail(.publisherNotFollowed)
    }
}
