import SwiftSyntax

/// An image bar button item a function puts in the navigation item of a controller it receives
/// (`func present(_ vc: UIViewController, closeStyle: UIBarButtonItem.SystemItem?)` that sets
/// `vc.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: closeStyle)`): each call of
/// the function puts it beside the title of the controller it passes.
struct HelperBarItem: Sendable {
    /// The parameter that receives the controller: its position and external label.
    var position: Int
    var label: String?
    /// Labels of optional parameters the item is made only when given (`if let closeStyle { … }`
    /// with `closeStyle: … = nil`): a call that leaves one out adds no item.
    var requires: [String]

    /// The function that receives the controller and what it puts in its bar; nil when the item goes
    /// to the enclosing type's own navigation item.
    static func read(_ call: FunctionCallExprSyntax) -> (function: String, item: HelperBarItem)? {
        guard let owner = BarItemPlacement.navigationItemOwner(of: call),
              let name = SyntaxFacts.unwrapped(owner).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let function = AlertEmphasis.enclosingFunction(of: Syntax(call)) else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        let label = parameters[position].firstName.text
        var requires: [String] = []
        var current = Syntax(call).parent
        while let node = current, node.id != Syntax(function).id {
            if let branch = node.as(IfExprSyntax.self) {
                let named = Set(branch.conditions.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    if case .identifier(let text) = token.tokenKind { return text }
                    return nil
                })
                for p in parameters where named.contains((p.secondName ?? p.firstName).text)
                    && p.defaultValue?.value.is(NilLiteralExprSyntax.self) == true {
                    requires.append(p.firstName.text)
                }
            }
            current = node.parent
        }
        return (SyntaxFacts.identifier(function.name), HelperBarItem(position: position, label: label == "_" ? nil : label, requires: requires))
    }

    /// The argument a call of the function passes for the controller, when it passes every required one.
    func argument(in call: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        guard requires.allSatisfy(labels.contains) else { return nil }
        if let label { return SyntaxFacts.argument(call, label) }
        let arguments = Array(call.arguments)
        return position < arguments.count && arguments[position].label == nil ? arguments[position].expression : nil
    }

    /// The controller's type, where the code writes it: `T(…)`, `T.make(…)` (a static factory), or a
    /// stored property or local declared with `: T` or initialised that way.
    static func controllerType(_ expr: ExprSyntax, members: [String: [String: [SourceIndex.Member]]]) -> String? {
        let expr = SyntaxFacts.unwrapped(expr)
        if let type = constructedType(expr) { return type }
        let name: String
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        if ViewScope.localOwner(of: name, from: Syntax(expr)) != nil {
            var current = Syntax(expr).parent
            while let node = current {
                if let items = node.as(CodeBlockItemListSyntax.self) {
                    for item in items {
                        for binding in item.item.as(VariableDeclSyntax.self)?.bindings ?? []
                        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            return bindingType(binding)
                        }
                    }
                }
                current = node.parent
            }
            return nil
        }
        guard let owner = SyntaxFacts.enclosingTypeName(Syntax(expr)),
              let member = members[owner]?[name]?.first,
              let binding = member.node.as(VariableDeclSyntax.self)?.bindings.first(where: {
                  $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                ?? member.node.as(PatternBindingSyntax.self) else { return nil }
        return bindingType(binding)
    }

    private static func bindingType(_ binding: PatternBindingSyntax) -> String? {
        if let annotated = binding.typeAnnotation?.type.trimmedDescription, annotated.first?.isUppercase == true {
            return annotated.trimmingCharacters(in: ["?", "!"])
        }
        return binding.initializer.flatMap { constructedType($0.value) }
    }

    /// `T(…)` or `T.factory(…)`.
    private static func constructedType(_ expr: ExprSyntax) -> String? {
        guard let call = SyntaxFacts.unwrapped(expr).as(FunctionCallExprSyntax.self) else { return nil }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true {
            return ref.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
            return base.baseName.text
        }
        return nil
    }
}
