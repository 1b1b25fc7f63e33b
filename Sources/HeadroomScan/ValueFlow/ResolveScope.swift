import DynamicType
import SwiftSyntax
import Synchronization

/// Where an expression is read: the index, the file and the node around it (for locals and the
/// enclosing type), and how deep the following has gone.
struct ResolveScope {
    let index: SourceIndex
    let file: String
    let node: Syntax
    var depth = 0
    /// The call whose callee is being read (`label(for: .reply)` read into `func label(for:)`): its
    /// parameters take the call's arguments.
    var call: CallBinding?
    static let maxDepth = 8
    /// The value a followed member was read on, for `self` inside it (`"key".localized`).
    var receiver: Receiver?
    /// Resolutions already made in this reading, shared by every scope moved from the first one.
    var memo = ResolveMemo()

    final class Receiver {
        let expr: ExprSyntax
        let scope: ResolveScope
        /// Unique in the process (`ResolveMemo`'s keys name a receiver by it).
        let serial = ResolveScope.nextSerial()

        init(expr: ExprSyntax, scope: ResolveScope) {
            self.expr = expr
            self.scope = scope
        }
    }

    /// A followed call: the function entered, the call, and where the call is read.
    final class CallBinding {
        let function: FunctionDeclSyntax
        let call: FunctionCallExprSyntax
        let caller: ResolveScope
        /// Unique in the process (`ResolveMemo`'s keys name a call by it).
        let serial = ResolveScope.nextSerial()

        init(function: FunctionDeclSyntax, call: FunctionCallExprSyntax, caller: ResolveScope) {
            self.function = function
            self.call = call
            self.caller = caller
        }
    }

    private static let serials = Atomic<Int>(0)

    static func nextSerial() -> Int { serials.add(1, ordering: .relaxed).oldValue }

    /// Evidence read from the code at `node` of this scope's file.
    func code(_ node: some SyntaxProtocol, _ what: String) -> Evidence {
        .code(file: file, line: index.line(of: node, in: file), what: what)
    }

    /// The same reading moved to another declaration (a property, a helper, a local's value).
    func moved(to node: Syntax, file: String) -> ResolveScope {
        ResolveScope(index: index, file: file, node: node, depth: depth + 1, call: call, receiver: receiver, memo: memo)
    }

    /// Moved into a function `call` enters.
    func entering(_ function: FunctionDeclSyntax, file: String, through call: FunctionCallExprSyntax?) -> ResolveScope {
        ResolveScope(index: index, file: file, node: Syntax(function), depth: depth + 1,
                     call: call.map { CallBinding(function: function, call: $0, caller: self) }, memo: memo)
    }

    var enclosingType: String? { SyntaxFacts.enclosingTypeName(node) }

    /// The local `let`/`var` named `name` visible from the node (nearest block first).
    func localBinding(_ name: String) -> PatternBindingSyntax? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return nil }
            // A closure's parameter shadows a local of the same name outside it (`let p = ...; x.sink { p in ... }`).
            if let c = n.as(ClosureExprSyntax.self), ViewScope.closureParameters(c).contains(name) { return nil }
            if let items = n.as(CodeBlockItemListSyntax.self), let b = ViewScope.localDeclaration(in: items, name) { return b }
            current = n.parent
        }
        return nil
    }

    /// True when `name` is a parameter of an enclosing closure or function.
    func isParameter(_ name: String) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return false }
            if let c = n.as(ClosureExprSyntax.self), ViewScope.closureParameters(c).contains(name) { return true }
            if let f = n.as(FunctionDeclSyntax.self) {
                return f.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let i = n.as(InitializerDeclSyntax.self) {
                return i.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            current = n.parent
        }
        return false
    }

    /// The declaration of the function or initialiser parameter named `name` around the node; nil for a
    /// closure parameter or none.
    func parameterDeclaration(_ name: String) -> FunctionParameterSyntax? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return nil }
            if let c = n.as(ClosureExprSyntax.self), ViewScope.closureParameters(c).contains(name) { return nil }
            let parameters = n.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? n.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters { return parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) }
            current = n.parent
        }
        return nil
    }

    /// The declared type of the function or initialiser parameter named `name` around the node (`ToastStyle`
    /// for `style: ToastStyle = .default`, optionality dropped); nil for a closure parameter or none.
    func parameterType(_ name: String) -> String? {
        guard let p = parameterDeclaration(name) else { return nil }
        var text = p.type.trimmedDescription
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text.first?.isUppercase == true && !text.contains(where: { "<[(&: ".contains($0) }) ? text : nil
    }

    /// The function or initialiser parameter named `name` around the node, as a target its callers
    /// set; nil for a closure parameter or no parameter.
    func parameterTarget(_ name: String, mode: KeyResolver.Mode) -> ComponentProperty? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return nil }
            if let c = n.as(ClosureExprSyntax.self), ViewScope.closureParameters(c).contains(name) { return nil }
            let found: (String, FunctionParameterListSyntax, Bool)?
            if let f = n.as(FunctionDeclSyntax.self) {
                let returns = f.signature.returnClause?.type.trimmedDescription ?? ""
                found = (SyntaxFacts.identifier(f.name), f.signature.parameterClause.parameters, returns.hasSuffix("View"))
            } else if let i = n.as(InitializerDeclSyntax.self) {
                found = ("init", i.signature.parameterClause.parameters, true)
            } else {
                found = nil
            }
            if let (function, parameters, composes) = found {
                guard let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                return ComponentProperty(type: SyntaxFacts.enclosingTypeName(n) ?? "", name: name, mode: mode, function: function,
                                         labels: parameters.map { $0.firstName.text },
                                         index: parameters.distance(from: parameters.startIndex, to: index), composes: composes)
            }
            current = n.parent
        }
        return nil
    }

    /// The closure that declares `name` as a parameter, with the parameter's position.
    func closureDeclaring(_ name: String) -> (ClosureExprSyntax, Int)? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) || n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { return nil }
            if let c = n.as(ClosureExprSyntax.self), let i = ViewScope.closureParameters(c).firstIndex(of: name) { return (c, i) }
            current = n.parent
        }
        return nil
    }

    /// Members named `name` of the enclosing type (its extensions included).
    func ownMembers(_ name: String) -> [SourceIndex.Member] {
        guard let type = enclosingType else { return [] }
        for owner in index.lineage(type) {
            let found = index.member(owner, name)
            if !found.isEmpty { return found }
        }
        // A nested type reads its parent's static members too (`Self.x` inside `Outer.Inner`).
        let parts = type.split(separator: ".")
        if parts.count > 1 { return index.member(parts.dropLast().joined(separator: "."), name) }
        return []
    }

    /// The expressions a property or function gives: its initializer, or what its body returns.
    static func values(of member: SourceIndex.Member) -> [ExprSyntax] {
        if let binding = member.node.as(PatternBindingSyntax.self) {
            if let value = binding.initializer?.value { return [value] }
            guard let accessors = binding.accessorBlock?.accessors else { return [] }
            if let items = accessors.as(CodeBlockItemListSyntax.self) { return SyntaxFacts.returnedExpressions(items) }
            if let list = accessors.as(AccessorDeclListSyntax.self) {
                for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                    if let body = accessor.body { return SyntaxFacts.returnedExpressions(body.statements) }
                }
            }
            return []
        }
        if let fn = member.node.as(FunctionDeclSyntax.self), let body = fn.body {
            return SyntaxFacts.returnedExpressions(body.statements)
        }
        return []
    }

    /// Values of a local binding: its initializer, else what the statements after it assign to it
    /// (`let title: String; if a { title = x } else { title = y }`), not counting closures. A `var` with an
    /// initializer also takes what is appended to it (`description += x`: a part of its text).
    static func values(of binding: PatternBindingSyntax) -> [ExprSyntax] {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let decl = binding.parent?.parent?.as(VariableDeclSyntax.self),
              let item = decl.parent?.as(CodeBlockItemSyntax.self), let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return binding.initializer.map { [$0.value] } ?? [] }
        if let value = binding.initializer?.value, decl.bindingSpecifier.tokenKind != .keyword(.var) { return [value] }
        let finder = AssignmentFinder(name: name)
        var after = false
        for statement in block {
            if statement.id == item.id { after = true; continue }
            if after { finder.walk(statement) }
        }
        guard let value = binding.initializer?.value else { return finder.values }
        return [value] + finder.appended
    }

    /// `name = value` and `name += value` statements, outside nested closures and functions.
    private final class AssignmentFinder: SyntaxVisitor {
        let name: String
        var values: [ExprSyntax] = []
        var appended: [ExprSyntax] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return .visitChildren }
            if node.operator.is(AssignmentExprSyntax.self) { values.append(node.rightOperand) }
            if node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" { appended.append(node.rightOperand) }
            return .visitChildren
        }
    }
}
