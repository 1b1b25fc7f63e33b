import SwiftSyntax

/// The enum cases a value can be, when the code writes them (`.googleDrive`, `Provider.googleDrive`, a
/// function or computed property that returns only such cases, a local holding one): a member
/// read on it that switches over `self` runs only the branches of those cases, as Swift does, so
/// `account.matchingProvider().title` gives that provider's title, not every provider's.
enum EnumCaseFlow {
    /// Case names the value `expr` of the enum `type` evaluates to; nil when any value is not a written case.
    static func cases(of expr: ExprSyntax, type: String, _ scope: ResolveScope, depth: Int = 0) -> Set<String>? {
        guard depth < 4, let known = scope.index.enumCases[type] ?? type.split(separator: ".").last.flatMap({ scope.index.enumCases[String($0)] })
        else { return nil }
        let e = SyntaxFacts.unwrapped(expr)
        if let ternary = e.as(TernaryExprSyntax.self) {
            guard let a = cases(of: ternary.thenExpression, type: type, scope, depth: depth + 1),
                  let b = cases(of: ternary.elseExpression, type: type, scope, depth: depth + 1) else { return nil }
            return a.union(b)
        }
        if let member = e.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base.flatMap { SyntaxFacts.dottedPath($0) }
            if known[name] != nil, base == nil || base.map({ TypeRelation.sameType($0, type) }) == true { return [name] }
        }
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if known[name] != nil, member.base == nil { return [name] }
            guard let base = member.base else { return nil }
            let owner = SyntaxFacts.dottedPath(base).flatMap { $0.first?.isUppercase == true ? $0 : nil } ?? TypeInference.type(of: base, scope)
            guard let owner else { return nil }
            let functions = scope.index.member(owner, name).filter { $0.node.is(FunctionDeclSyntax.self) }
            guard functions.count == 1 else { return nil }
            return returned(functions[0], type: type, scope, depth: depth)
        }
        if let ref = e.as(DeclReferenceExprSyntax.self), let binding = scope.localBinding(ref.baseName.text) {
            return union(ResolveScope.values(of: binding), type: type, scope, file: scope.file, depth: depth)
        }
        return nil
    }

    private static func returned(_ member: SourceIndex.Member, type: String, _ scope: ResolveScope, depth: Int) -> Set<String>? {
        union(ResolveScope.values(of: member), type: type, scope, file: member.file, depth: depth)
    }

    /// The cases every one of `values` can be, or nil when any of them is not known to be cases of `type`.
    private static func union(_ values: [ExprSyntax], type: String, _ scope: ResolveScope, file: String, depth: Int) -> Set<String>? {
        guard !values.isEmpty else { return nil }
        var out = Set<String>()
        for value in values {
            guard let found = cases(of: value, type: type, scope.moved(to: Syntax(value), file: file), depth: depth + 1) else { return nil }
            out.formUnion(found)
        }
        return out
    }

    /// False when `value` is returned from a branch of a `switch self` (in `member`) whose patterns
    /// are all cases outside `cases`: Swift never runs that branch for such a value.
    static func reachable(_ value: ExprSyntax, in member: Syntax, cases: Set<String>) -> Bool {
        var current = value.parent
        while let n = current, n.id != member.id {
            if let switchCase = n.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
               let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               SyntaxFacts.unwrapped(switchExpr.subject).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                let names = label.caseItems.map { item -> String? in
                    var pattern = PatternSyntax(item.pattern)
                    if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
                    guard let expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
                    let access = expr.as(MemberAccessExprSyntax.self)
                        ?? expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                    return access?.declName.baseName.text
                }
                if names.allSatisfy({ $0 != nil }), !names.contains(where: { cases.contains($0!) }) { return false }
            }
            current = n.parent
        }
        return true
    }
}
