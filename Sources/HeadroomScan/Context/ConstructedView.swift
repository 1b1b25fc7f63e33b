import SwiftSyntax

/// The settings a view gets from the initializer the app wrote for its class: `let label = Label(style: .title)`
/// with `extension Label { convenience init(style: Style) { self.init(); setup(style: style) } }` and a `setup`
/// that sets `font`, `numberOfLines` or the text attributes' `.font` on `self`. The initializer's body and the
/// methods of the same type it calls are read with the construction's arguments bound: of a `switch` over a
/// bound parameter only the matching case's settings apply (Swift runs only that case), and a local assigned in
/// the cases (`let font: UIFont; switch style { case .title: font = ... }`) takes the matching case's value.
enum ConstructedView {
    /// One setting with where it was made (for the evidence's note).
    typealias Noted = (setting: SourceIndex.ViewSetting, note: String)

    private static let maxHops = 6

    /// The construction `T(...)` that makes the view `view` names: a local's or property's value (a closure
    /// called in place returning a local is followed), or what the owner type's initializers assign to it.
    /// nil when the code builds it in more than one way or not by a call of a type.
    static func construction(of view: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> (FunctionCallExprSyntax, ResolveScope)? {
        let e = SyntaxFacts.unwrapped(view)
        var candidates: [(ExprSyntax, ResolveScope)] = []
        let here = scope.moved(to: node, file: scope.file)
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let binding = here.localBinding(name) {
                candidates = ResolveScope.values(of: binding).map { ($0, here.moved(to: Syntax($0), file: here.file)) }
            } else if let type = here.enclosingType {
                candidates = propertyValues(name, of: type, here)
            }
        } else if let member = e.as(MemberAccessExprSyntax.self), let base = member.base,
                  let type = SyntaxFacts.dottedPath(base) == "self" ? here.enclosingType : TypeInference.type(of: base, here) {
            candidates = propertyValues(member.declName.baseName.text, of: type, here)
        }
        var found: [(FunctionCallExprSyntax, ResolveScope)] = []
        for (value, valueScope) in candidates { found += built(value, valueScope, hops: 0) }
        guard let first = found.first, found.allSatisfy({ $0.0.trimmedDescription == first.0.trimmedDescription }) else { return nil }
        return first
    }

    /// The settings the app's initializer of `call`'s type (and the methods it calls on `self`) makes, each
    /// noted with the initializer; empty when the app declares no initializer the call fits.
    static func settings(built call: FunctionCallExprSyntax, _ scope: ResolveScope) -> [Noted] {
        guard let type = SyntaxFacts.calleeName(call) else { return [] }
        let fitting = AppViewContent.initializers(of: type, scope).filter { initializer in
            // Every parameter without a default value takes an argument.
            let parameters = initializer.signature.parameterClause.parameters
            return !parameters.isEmpty && parameters.enumerated().allSatisfy { i, parameter in
                switch CallAlignment.match(call, labels: CallAlignment.labels(parameters), index: i) {
                case .argument?: true
                case .defaulted?: parameter.defaultValue != nil
                case nil: false
                }
            }
        }
        guard fitting.count == 1, let initializer = fitting.first, let body = initializer.body else { return [] }
        let parameters = initializer.signature.parameterClause.parameters
        var bound: [String: String] = [:]
        for (i, parameter) in parameters.enumerated() {
            guard case .argument(let arg)? = CallAlignment.match(call, labels: CallAlignment.labels(parameters), index: i),
                  let name = caseName(arg) else { continue }
            bound[(parameter.secondName ?? parameter.firstName).text] = name
        }
        let labels = parameters.map { "\($0.firstName.text):" }.joined()
        let note = " (set by \(type).init(\(labels))\(bound.isEmpty ? "" : " for ." + bound.values.sorted().joined(separator: ", .")))"
        guard let file = initializerFile(type, initializer, scope) else { return [] }
        var out: [Noted] = []
        collect(body.statements, owner: Syntax(initializer), type: type, bound: bound, file: file, scope, note: note, hops: 0, into: &out)
        // A later setting of a property replaces an earlier one (a `setup` the initializer calls last wins).
        var seen = Set<String>()
        return out.reversed().filter { seen.insert($0.setting.property).inserted }.reversed()
    }

    /// `.title` or `.sidebar(isSelected: x)` as an argument: the case it names.
    private static func caseName(_ arg: ExprSyntax) -> String? {
        let e = SyntaxFacts.unwrapped(arg)
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil {
            return SyntaxFacts.calleeName(call)
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        return nil
    }

    private static func propertyValues(_ name: String, of type: String, _ scope: ResolveScope) -> [(ExprSyntax, ResolveScope)] {
        var out: [(ExprSyntax, ResolveScope)] = []
        for member in scope.index.inheritedMember(type, name) {
            let memberScope = ResolveScope(index: scope.index, file: member.file, node: member.node, depth: scope.depth + 1, memo: scope.memo)
            out += ResolveScope.values(of: member).map { ($0, memberScope.moved(to: Syntax($0), file: member.file)) }
            guard let owner = SyntaxFacts.enclosingTypeName(member.node) else { continue }
            for initializer in AppViewContent.initializers(of: owner, scope) {
                guard let body = initializer.body else { continue }
                for value in assignedValues(name, in: Syntax(body)) {
                    out.append((value, memberScope.moved(to: Syntax(value), file: member.file)))
                }
            }
        }
        return out
    }

    /// `name = value` / `self.name = value` in a body (outside nested closures and functions).
    private static func assignedValues(_ name: String, in node: Syntax) -> [ExprSyntax] {
        var out: [ExprSyntax] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self) || child.is(FunctionDeclSyntax.self) { continue }
            if let assignment = child.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
               ownProperty(assignment.leftOperand) == name {
                out.append(assignment.rightOperand)
                continue
            }
            out += assignedValues(name, in: child)
        }
        return out
    }

    /// `x` for `x` or `self.x`.
    private static func ownProperty(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The calls of a type that a value comes to: `T(...)`, through locals and closures called in place.
    private static func built(_ expr: ExprSyntax, _ scope: ResolveScope, hops: Int) -> [(FunctionCallExprSyntax, ResolveScope)] {
        guard hops < maxHops else { return [] }
        let e = SyntaxFacts.unwrapped(expr)
        if let call = e.as(FunctionCallExprSyntax.self) {
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
                return SyntaxFacts.returnedExpressions(closure.statements).flatMap {
                    built($0, scope.moved(to: Syntax($0), file: scope.file), hops: hops + 1)
                }
            }
            if call.calledExpression.is(DeclReferenceExprSyntax.self), SyntaxFacts.calleeName(call)?.first?.isUppercase == true {
                return [(call, scope)]
            }
            return []
        }
        if let ref = e.as(DeclReferenceExprSyntax.self), let binding = scope.localBinding(ref.baseName.text) {
            return ResolveScope.values(of: binding).flatMap { built($0, scope.moved(to: Syntax($0), file: scope.file), hops: hops + 1) }
        }
        return []
    }

    private static func initializerFile(_ type: String, _ initializer: InitializerDeclSyntax, _ scope: ResolveScope) -> String? {
        for list in scope.index.members[type]?.values.map({ $0 }) ?? [] {
            for member in list where member.node.root.id == Syntax(initializer).root.id { return member.file }
        }
        return nil
    }

    /// The settings statements make on `self`, entering the methods of `type` they call.
    private static func collect(_ statements: CodeBlockItemListSyntax, owner: Syntax, type: String, bound: [String: String], file: String,
                                _ scope: ResolveScope, note: String, hops: Int, into out: inout [Noted]) {
        final class Walker: SyntaxVisitor {
            var found: [Syntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                if node.operator.is(AssignmentExprSyntax.self) { found.append(Syntax(node)) }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(Syntax(node))
                return .visitChildren
            }
        }
        let walker = Walker(viewMode: .sourceAccurate)
        walker.walk(statements)
        for node in walker.found where runs(node, owner: owner, bound: bound) {
            if let assignment = node.as(InfixOperatorExprSyntax.self) {
                guard let property = ownProperty(assignment.leftOperand), IndexCollector.viewProperties.contains(property),
                      scope.moved(to: node, file: file).localBinding(property) == nil,
                      var value = IndexCollector.settingValue(property, assignment.rightOperand) else { continue }
                if let ref = SyntaxFacts.unwrapped(value).as(DeclReferenceExprSyntax.self),
                   let binding = scope.moved(to: Syntax(ref), file: file).localBinding(ref.baseName.text) {
                    // A local assigned in the cases: the value of the case that runs.
                    let values = ResolveScope.values(of: binding).filter { runs(Syntax($0), owner: owner, bound: bound) }
                    guard values.count == 1 else { continue }
                    value = values[0]
                }
                let line = scope.index.line(of: assignment, in: file)
                out.append((SourceIndex.ViewSetting(property: property, value: value, file: file, line: line), note))
            } else if let call = node.as(FunctionCallExprSyntax.self), hops < maxHops, let name = SyntaxFacts.calleeName(call),
                      call.calledExpression.is(DeclReferenceExprSyntax.self)
                        || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                for member in scope.index.inheritedMember(type, name) {
                    guard let fn = member.node.as(FunctionDeclSyntax.self), let body = fn.body else { continue }
                    let parameters = fn.signature.parameterClause.parameters
                    var inner: [String: String] = [:]
                    for (i, parameter) in parameters.enumerated() {
                        guard case .argument(let arg)? = CallAlignment.match(call, labels: CallAlignment.labels(parameters), index: i) else { continue }
                        let passed = SyntaxFacts.unwrapped(arg).as(DeclReferenceExprSyntax.self).flatMap { bound[$0.baseName.text] } ?? caseName(arg)
                        if let passed { inner[(parameter.secondName ?? parameter.firstName).text] = passed }
                    }
                    collect(body.statements, owner: Syntax(fn), type: type, bound: inner, file: member.file, scope, note: note,
                            hops: hops + 1, into: &out)
                }
            }
        }
    }

    /// False when the node sits in a `switch` case (within `owner`) over a bound parameter that names another case.
    private static func runs(_ node: Syntax, owner: Syntax, bound: [String: String]) -> Bool {
        var current = node.parent
        while let n = current, n.id != owner.id {
            if let switchCase = n.as(SwitchCaseSyntax.self) {
                var up = switchCase.parent
                while let u = up, !u.is(SwitchExprSyntax.self) { up = u.parent }
                if let switchExpr = up?.as(SwitchExprSyntax.self),
                   let subject = SyntaxFacts.unwrapped(switchExpr.subject).as(DeclReferenceExprSyntax.self)?.baseName.text,
                   let known = bound[subject] {
                    let names: (SwitchCaseSyntax) -> [String] = { c in
                        guard case .case(let label) = c.label else { return [] }
                        return label.caseItems.compactMap { item in
                            item.pattern.as(ExpressionPatternSyntax.self).flatMap { caseName($0.expression) }
                        }
                    }
                    if case .case = switchCase.label {
                        if !names(switchCase).contains(known) { return false }
                    } else if switchExpr.cases.contains(where: { $0.as(SwitchCaseSyntax.self).map(names)?.contains(known) ?? false }) {
                        return false
                    }
                }
            }
            current = n.parent
        }
        return true
    }
}
