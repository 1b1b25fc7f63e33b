import SwiftSyntax

/// The element a data-source closure receives (`ForEach(items) { item in Text(item) }`,
/// `titles.map { Text($0) }`): the elements of the collection, when the code lists them.
enum DataSourceFlow {
    static let elementMethods: Set<String> = ["map", "compactMap", "flatMap", "forEach", "filter", "sorted"]

    static func element(of closure: ClosureExprSyntax, position: Int, node: ExprSyntax, mode: KeyResolver.Mode,
                        _ scope: ResolveScope) -> KeyResolver.Resolution {
        var out = KeyResolver.Resolution()
        guard position == 0, let collection = collection(of: closure) else {
            out.unresolved.append((Syntax(node), scope.file, .closureParameter))
            return out
        }
        guard let elements = elements(of: collection, scope) else {
            out.unresolved.append((Syntax(node), scope.file, .collectionNotListed))
            return out
        }
        for element in elements.values {
            out.add(KeyResolver.resolve(element, mode: mode, elements.scope.moved(to: Syntax(element), file: elements.scope.file)))
        }
        return out
    }

    /// The collection a closure iterates: `ForEach(x) { }`, `List(x) { }`, `x.map { }`.
    static func collection(of closure: ClosureExprSyntax) -> ExprSyntax? {
        var owner = closure.parent
        if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
        guard let call = owner?.as(FunctionCallExprSyntax.self) else { return nil }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "ForEach" || name == "List",
           let first = call.arguments.first, first.label == nil {
            return first.expression
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           elementMethods.contains(member.declName.baseName.text) {
            return base
        }
        return nil
    }

    /// The elements of an array literal, reached through locals and the type's own properties.
    static func elements(of expr: ExprSyntax, _ scope: ResolveScope) -> (values: [ExprSyntax], scope: ResolveScope)? {
        guard scope.depth < ResolveScope.maxDepth else { return nil }
        let e = SyntaxFacts.unwrapped(expr)
        if let array = e.as(ArrayExprSyntax.self) { return (array.elements.map(\.expression), scope) }
        guard let name = SyntaxFacts.dottedPath(e), !name.contains(".") else { return nil }
        if let binding = scope.localBinding(name), let value = binding.initializer?.value {
            return elements(of: value, scope.moved(to: Syntax(value), file: scope.file))
        }
        let own = scope.ownMembers(name)
        guard own.count == 1, let value = ResolveScope.values(of: own[0]).first, ResolveScope.values(of: own[0]).count == 1 else { return nil }
        return elements(of: value, scope.moved(to: Syntax(value), file: own[0].file))
    }
}
