import SwiftSyntax

/// Names a view the code configures, so that `label.font = ...` in one place and `label.text = ...`
/// in another meet: a property of a type (`ProfileCell` / `titleLabel`), also when configured in its
/// initializer closure (`let titleLabel: UILabel = { let label = UILabel(); label.font = ...; return label }()`),
/// or a local of one function (`Sources/X.swift@1234` / `label`).
enum ViewScope {
    static func resolve(_ base: ExprSyntax, at node: Syntax, file: String) -> (scope: String, path: String)? {
        guard let path = SyntaxFacts.dottedPath(base)?.replacingOccurrences(of: "?", with: ""), !path.hasPrefix(".") else { return nil }
        let components = path.split(separator: ".", maxSplits: 1).map(String.init)
        let root = components[0]
        let rest = components.count > 1 ? "." + components[1] : ""
        if let owner = localOwner(of: root, from: node) {
            if let property = initializerProperty(of: owner), let type = SyntaxFacts.enclosingTypeName(owner) {
                return (type, property + rest)
            }
            return ("\(file)@\(owner.position.utf8Offset)", path)
        }
        if let type = SyntaxFacts.enclosingTypeName(node) { return (type, path) }
        return ("\(file)@file", path)
    }

    /// The function, accessor or closure that declares `name` as a local or parameter, nil when it is
    /// not a local (then it is a property of the enclosing type).
    static func localOwner(of name: String, from node: Syntax) -> Syntax? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) || n.is(SourceFileSyntax.self) { return nil }
            if let items = n.as(CodeBlockItemListSyntax.self), declares(items, name) {
                return owner(of: Syntax(items))
            }
            if let closure = n.as(ClosureExprSyntax.self), closureParameters(closure).contains(name) { return Syntax(closure) }
            if let fn = n.as(FunctionDeclSyntax.self),
               fn.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return Syntax(fn)
            }
            if let initializer = n.as(InitializerDeclSyntax.self),
               initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return Syntax(initializer)
            }
            current = n.parent
        }
        return nil
    }

    /// The nearest function, initializer, accessor or closure around a node.
    static func owner(of node: Syntax) -> Syntax {
        var current: Syntax? = node
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(ClosureExprSyntax.self) || n.is(PatternBindingSyntax.self) { return n }
            current = n.parent
        }
        return node.root
    }

    static func declares(_ items: CodeBlockItemListSyntax, _ name: String) -> Bool {
        localDeclaration(in: items, name) != nil
    }

    /// The `let`/`var` binding named `name` among a block's statements.
    static func localDeclaration(in items: CodeBlockItemListSyntax, _ name: String) -> PatternBindingSyntax? {
        for item in items {
            guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding
            }
        }
        return nil
    }

    /// A closure's parameter names; `$0`...`$3` for one without a signature.
    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        guard let signature = closure.signature else { return ["$0", "$1", "$2", "$3"] }
        guard let clause = signature.parameterClause else { return [] }
        if let short = clause.as(ClosureShorthandParameterListSyntax.self) { return short.map(\.name.text) }
        if let full = clause.as(ClosureParameterClauseSyntax.self) {
            return full.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        return []
    }

    /// `let titleLabel: UILabel = { ... }()`: the property a closure initializes.
    static func initializerProperty(of owner: Syntax) -> String? {
        guard let closure = owner.as(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(ClosureExprSyntax.self)?.id == closure.id,
              let clause = call.parent?.as(InitializerClauseSyntax.self),
              let binding = clause.parent?.as(PatternBindingSyntax.self),
              binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `[a, b].forEach { $0.font = f }` and `for label in [a, b] { label.font = f }`: the views
    /// the loop variable stands for; nil when `base` is not a loop variable over an array literal.
    static func loopTargets(of base: ExprSyntax, at node: Syntax) -> [ExprSyntax]? {
        guard let root = SyntaxFacts.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) || n.is(FunctionDeclSyntax.self) { return nil }
            if let closure = n.as(ClosureExprSyntax.self) {
                guard root == "$0" ? closure.signature == nil : closureParameters(closure) == [root] else { return nil }
                var call = closure.parent?.as(FunctionCallExprSyntax.self)
                if call == nil { call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }
                guard let call, SyntaxFacts.calleeName(call) == "forEach", let receiver = SyntaxFacts.receiver(call),
                      let array = SyntaxFacts.unwrapped(receiver).as(ArrayExprSyntax.self) else { return nil }
                return array.elements.map(\.expression)
            }
            if let loop = n.as(ForStmtSyntax.self) {
                guard loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == root,
                      let array = SyntaxFacts.unwrapped(loop.sequence).as(ArrayExprSyntax.self) else { return nil }
                return array.elements.map(\.expression)
            }
            current = n.parent
        }
        return nil
    }
}
