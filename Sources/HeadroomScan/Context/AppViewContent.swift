import SwiftSyntax

/// Content handed to one of the app's own view types (`Card { Text("k") }`, `AsyncButton(action:)
/// { Text("k") }`, `self.init(action: a, label: { Text(title) })`): where that view's `body` shows
/// it. The closure's parameter is matched to an initializer of the type (or to the memberwise
/// property of the argument's label), the property it is stored in, and that property's place in
/// `body` (`Button(action:label: { label })`): the text takes the roles and modifiers it gets there.
enum AppViewContent {
    /// The node in the view type's `body` that shows the content passed to `call` (argument
    /// `label`, nil for the trailing closure) holding `node`, with the scope to read it in.
    static func shownAt(_ call: FunctionCallExprSyntax, label: String?, holding node: Syntax, _ scope: ResolveScope) -> (Syntax, ResolveScope)? {
        guard let type = viewType(call, scope),
              let bodyMember = scope.index.member(type, "body").first(where: { $0.node.is(PatternBindingSyntax.self) }),
              let parameter = parameterName(call, label: label, holding: node, type: type, scope) else { return nil }
        let property = storedProperty(of: parameter.internal, type: type, scope) ?? parameter.external
        guard let shown = reference(to: property, in: bodyMember.node) else { return nil }
        var inner = ResolveScope(index: scope.index, file: bodyMember.file, node: shown, depth: scope.depth + 1)
        // `self` in the body is the view the call builds: its stored properties take the call's arguments.
        inner.receiver = ResolveScope.Receiver(expr: ExprSyntax(call), scope: scope)
        return (shown, inner)
    }

    /// `T(...)` of a type the app declares with a `body`, or `self.init(...)` / `Self(...)` inside one.
    private static func viewType(_ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> String? {
        let callee = call.calledExpression
        var name: String?
        if let ref = callee.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
        if let special = callee.as(GenericSpecializationExprSyntax.self) { name = special.expression.as(DeclReferenceExprSyntax.self)?.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base?.trimmedDescription, base == "self" || base == "Self" {
            name = SyntaxFacts.enclosingTypeName(Syntax(call))
        }
        if name == "Self" { name = SyntaxFacts.enclosingTypeName(Syntax(call)) }
        guard let name, name.first?.isUppercase == true, !scope.index.member(name, "body").isEmpty else { return nil }
        return name
    }

    /// The parameter the argument holding `node` binds: its external and internal names.
    private static func parameterName(_ call: FunctionCallExprSyntax, label: String?, holding node: Syntax, type: String,
                                      _ scope: ResolveScope) -> (external: String, internal: String)? {
        let trailing = call.trailingClosure.map { SyntaxFacts.isAncestor(Syntax($0), of: node) } ?? false
        if !trailing, let label { return (label, internalName(label, type: type, scope) ?? label) }
        guard trailing else { return nil }
        // The trailing closure: the first closure parameter of an initializer the call's labels leave unset.
        let written = Set(call.arguments.compactMap { $0.label?.text })
        for initializer in initializers(of: type, scope) {
            for p in initializer.signature.parameterClause.parameters where p.type.trimmedDescription.contains("->") && !written.contains(p.firstName.text) {
                return (p.firstName.text, (p.secondName ?? p.firstName).text)
            }
        }
        // The memberwise initializer: the trailing closure is its last parameter, the last stored property.
        let stored = (scope.index.members[type]?.values.flatMap { $0 } ?? []).filter { member in
            guard let binding = member.node.as(PatternBindingSyntax.self), binding.initializer == nil, binding.accessorBlock == nil,
                  let decl = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
            return !SyntaxFacts.isStatic(decl.modifiers) && decl.parent?.parent?.parent?.parent?.is(StructDeclSyntax.self) == true
        }
        guard let last = stored.max(by: { $0.node.position < $1.node.position }),
              let name = last.node.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return (name, name)
    }

    private static func internalName(_ label: String, type: String, _ scope: ResolveScope) -> String? {
        for initializer in initializers(of: type, scope) {
            if let p = initializer.signature.parameterClause.parameters.first(where: { $0.firstName.text == label }) {
                return (p.secondName ?? p.firstName).text
            }
        }
        return nil
    }

    /// The initializers declared in the type's declaration and extensions (found through its members).
    static func initializers(of type: String, _ scope: ResolveScope) -> [InitializerDeclSyntax] {
        var blocks: [SyntaxIdentifier: MemberBlockSyntax] = [:]
        for list in scope.index.members[type]?.values.map({ $0 }) ?? [] {
            for member in list {
                var current = member.node.parent
                while let n = current, !n.is(MemberBlockSyntax.self) { current = n.parent }
                if let block = current?.as(MemberBlockSyntax.self) { blocks[block.id] = block }
            }
        }
        return blocks.values.flatMap { $0.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) } }
    }

    /// `self.label = label()` / `self.content = content` in an initializer: the property holding the parameter.
    private static func storedProperty(of parameter: String, type: String, _ scope: ResolveScope) -> String? {
        for initializer in initializers(of: type, scope) {
            for (property, stored) in assignments(in: initializer) where stored == parameter { return property }
        }
        return nil
    }

    /// The parameter an initializer stores in `property`, if it does.
    static func parameterStored(in property: String, by initializer: InitializerDeclSyntax) -> String? {
        assignments(in: initializer).first { $0.property == property }?.parameter
    }

    /// `self.p = x` / `p = x()` statements of an initializer whose value is one of its parameters.
    private static func assignments(in initializer: InitializerDeclSyntax) -> [(property: String, parameter: String)] {
        guard let body = initializer.body else { return [] }
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        var out: [(String, String)] = []
        for item in body.statements {
            guard let assignment = item.item.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) else { continue }
            var value = SyntaxFacts.unwrapped(assignment.rightOperand)
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { value = call.calledExpression }
            guard let parameter = value.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(parameter) else { continue }
            let lhs = assignment.leftOperand
            if let member = lhs.as(MemberAccessExprSyntax.self) { out.append((member.declName.baseName.text, parameter)) }
            if let ref = lhs.as(DeclReferenceExprSyntax.self) { out.append((ref.baseName.text, parameter)) }
        }
        return out
    }

    /// The first place the body reads the property (`label`, `self.label`, `label()`).
    private static func reference(to property: String, in body: Syntax) -> Syntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: Syntax?
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil, node.baseName.text == name else { return .skipChildren }
                var shown = Syntax(node)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { shown = Syntax(member) }
                if let call = shown.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == shown.id { shown = Syntax(call) }
                found = shown
                return .skipChildren
            }
        }
        let finder = Finder(property)
        finder.walk(body)
        return finder.found
    }
}
