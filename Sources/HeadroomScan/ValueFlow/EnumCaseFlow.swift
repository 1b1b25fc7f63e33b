import SwiftSyntax

/// The enum cases a value can be, when the code writes them (`.googleDrive`, `Provider.googleDrive`, a
/// function or computed property that returns only such cases, a local holding one): a member
/// read on it that switches over `self` runs only the branches of those cases, as Swift does, so
/// `account.matchingProvider().title` gives that provider's title, not every provider's.
enum EnumCaseFlow {
    /// Case names the value `expr` of the enum `type` evaluates to; nil when any value is not a written case.
    static func cases(of expr: ExprSyntax, type written: String, _ scope: ResolveScope, depth: Int = 0) -> Set<String>? {
        guard depth < 4, let type = enumName(written, scope), let known = scope.index.enumCases[type] else { return nil }
        let e = SyntaxFacts.unwrapped(expr)
        if let narrowed = switchCases(of: e, known: known, scope) { return narrowed }
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

    /// The app's enum a type name written at `scope` names, as Swift looks it up: the name as indexed, else
    /// nested in the enclosing types (innermost first), else the only enum whose name ends with it.
    static func enumName(_ written: String, _ scope: ResolveScope) -> String? {
        let cases = scope.index.enumCases
        if cases[written] != nil { return written }
        var outer = scope.enclosingType
        while let o = outer {
            if cases[o + "." + written] != nil { return o + "." + written }
            outer = o.lastIndex(of: ".").map { String(o[..<$0]) }
        }
        if let last = written.split(separator: ".").last.map(String.init), last != written, cases[last] != nil { return last }
        let found = cases.keys.filter { TypeRelation.sameType($0, written) }
        return found.count == 1 ? found[0] : nil
    }

    /// The cases a name is inside a branch of `switch name` around it (`case let .remote(_, f):` → `remote`;
    /// `default:` → the cases no other branch lists), as Swift runs the branch; nil outside such a branch.
    private static func switchCases(of e: ExprSyntax, known: [String: [String]], _ scope: ResolveScope) -> Set<String>? {
        guard let name = SyntaxFacts.dottedPath(e) else { return nil }
        var child = Syntax(e)
        var current = child.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) || n.is(ClosureExprSyntax.self) && n.as(ClosureExprSyntax.self).map({ ViewScope.closureParameters($0).contains(name) }) == true {
                return nil
            }
            if let switchCase = n.as(SwitchCaseSyntax.self), child.id != Syntax(switchCase.label).id,
               let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               SyntaxFacts.dottedPath(SyntaxFacts.unwrapped(switchExpr.subject)) == name {
                func names(_ label: SwitchCaseLabelSyntax) -> [String?] {
                    label.caseItems.map { item -> String? in
                        guard item.whereClause == nil else { return nil }
                        var pattern = PatternSyntax(item.pattern)
                        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
                        guard let expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
                        let access = expr.as(MemberAccessExprSyntax.self)
                            ?? expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                        guard let access, access.base == nil || access.base.flatMap(SyntaxFacts.dottedPath).map({ known[$0] == nil }) == true
                        else { return nil }
                        return access.declName.baseName.text
                    }
                }
                if let label = switchCase.label.as(SwitchCaseLabelSyntax.self) {
                    let written = names(label)
                    guard written.allSatisfy({ $0.map { known[$0] != nil } == true }) else { return nil }
                    return Set(written.compactMap { $0 })
                }
                // `default:`: every case no other branch lists without a `where`.
                var listed = Set<String>()
                for other in switchExpr.cases {
                    guard let label = other.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) else { continue }
                    for item in label.caseItems where item.whereClause == nil {
                        // A case with a nested pattern (`.remote(_, .pro)`) does not cover the case.
                        var pattern = PatternSyntax(item.pattern)
                        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
                        guard let expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { continue }
                        if let access = expr.as(MemberAccessExprSyntax.self) { listed.insert(access.declName.baseName.text) }
                        else if let call = expr.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                                call.arguments.allSatisfy({ bindsOnly($0.expression) }) {
                            listed.insert(access.declName.baseName.text)
                        }
                    }
                }
                let rest = Set(known.keys).subtracting(listed)
                return rest.isEmpty ? nil : rest
            }
            child = n
            current = n.parent
        }
        return nil
    }

    /// `let x`, `x` (in a `let` pattern) or `_`: an argument pattern that matches any value.
    private static func bindsOnly(_ e: ExprSyntax) -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) || e.is(DeclReferenceExprSyntax.self) { return true }
        if let p = e.as(PatternExprSyntax.self) {
            var inner = p.pattern
            if let b = inner.as(ValueBindingPatternSyntax.self) { inner = b.pattern }
            return inner.is(IdentifierPatternSyntax.self) || inner.is(WildcardPatternSyntax.self)
        }
        return false
    }

    /// The raw value of a case of an enum declared with a `String` raw type: the plain literal it
    /// writes, or its name when it writes none (Swift's implicit raw value for `String`); nil otherwise.
    static func stringRawValue(_ element: EnumCaseElementSyntax) -> String? {
        var up = element.parent
        while let n = up, !n.is(MemberBlockSyntax.self) { up = n.parent }
        guard let decl = up?.parent?.as(EnumDeclSyntax.self),
              decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" else { return nil }
        guard let value = element.rawValue?.value else { return SyntaxFacts.identifier(element.name) }
        return SyntaxFacts.plainString(value)
    }

    /// Swift's integer raw types: an enum declared with one of them first gets 0, then each case the
    /// previous case's raw value plus 1, where none is written.
    static let integerRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Case name → raw value of an enum declared with an integer raw type; nil for any other enum, or
    /// when a case's raw value is no integer literal.
    static func integerRawValues(_ decl: EnumDeclSyntax) -> [String: Int]? {
        guard let raw = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              integerRawTypes.contains(raw) else { return nil }
        var out: [String: Int] = [:]
        var next = 0
        for item in decl.memberBlock.members {
            guard let cases = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                if let value = element.rawValue?.value {
                    guard let n = integerLiteral(value) else { return nil }
                    next = n
                }
                out[SyntaxFacts.identifier(element.name)] = next
                next += 1
            }
        }
        return out.isEmpty ? nil : out
    }

    private static func integerLiteral(_ value: ExprSyntax) -> Int? {
        if let literal = value.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), let n = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) {
            return -n
        }
        return nil
    }

    /// The raw values `base.rawValue` can be, for a `base` of an enum with integer raw values: those
    /// of the cases the code writes for it, else of every case; nil when the base is no such enum.
    static func integerRawValues(of base: ExprSyntax, _ scope: ResolveScope) -> [Int]? {
        // As the index files it: written, last component, nested in an enclosing type, or the one nested type of that name.
        func table(_ type: String) -> [String: Int]? {
            let tables = scope.index.enumIntegerRawValues
            let last = type.split(separator: ".").last.map(String.init) ?? type
            if let found = tables[type] ?? tables[last] { return found }
            var outer = scope.enclosingType
            while let o = outer {
                if let found = tables[o + "." + last] { return found }
                outer = o.lastIndex(of: ".").map { String(o[..<$0]) }
            }
            let nested = tables.keys.filter { $0.hasSuffix("." + last) }
            return nested.count == 1 ? tables[nested[0]] : nil
        }
        if let path = SyntaxFacts.dottedPath(SyntaxFacts.unwrapped(base)), let dot = path.lastIndex(of: "."),
           let found = table(String(path[..<dot])), let value = found[String(path[path.index(after: dot)...])] {
            return [value]
        }
        let here = scope.moved(to: Syntax(base), file: scope.file)
        guard let type = TypeInference.type(of: base, here), let found = table(type) else { return nil }
        let names = cases(of: base, type: type, here) ?? Set(found.keys)
        let values = names.compactMap { found[$0] }
        return values.isEmpty ? nil : values.sorted()
    }

    /// The raw values `base.rawValue` can be, for a `base` of an enum with `String` raw values: those of
    /// the cases the code writes for it (`Mode.all`, a local holding one), else of every case (a value
    /// of that type, `ForEach(Mode.allCases) { Text(LocalizedStringKey($0.rawValue)) }`); nil when the
    /// base is no such enum or a case's raw value is not a literal.
    static func rawValues(of base: ExprSyntax, _ scope: ResolveScope) -> [String]? {
        func table(_ type: String) -> (raw: [String: String], cases: [String: [String]])? {
            guard let raw = scope.index.enumRawValues[type] ?? type.split(separator: ".").last.flatMap({ scope.index.enumRawValues[String($0)] }),
                  let known = scope.index.enumCases[type] ?? type.split(separator: ".").last.flatMap({ scope.index.enumCases[String($0)] }),
                  known.count == raw.count else { return nil }
            return (raw, known)
        }
        // `Mode.all`: the case written with its type.
        if let path = SyntaxFacts.dottedPath(SyntaxFacts.unwrapped(base)), let dot = path.lastIndex(of: "."),
           let found = table(String(path[..<dot])), let value = found.raw[String(path[path.index(after: dot)...])] {
            return [value]
        }
        let here = scope.moved(to: Syntax(base), file: scope.file)
        guard let type = TypeInference.type(of: base, here), let found = table(type) else { return nil }
        let names = cases(of: base, type: type, here) ?? Set(found.cases.keys)
        return names.sorted().compactMap { found.raw[$0] }
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

    /// A name a `switch` case binds to an associated value (`case .footer(let text):`, `case let .footer(text)`):
    /// a target whose values are the arguments at that position of every construction of the case
    /// (`.footer(text: k)`, `Item.footer(text: k)`), which pass 3 reads. The enum is the switch subject's
    /// type (a subject of unknown type is not followed).
    static func boundValue(_ name: String, mode: KeyResolver.Mode, _ scope: ResolveScope) -> ComponentProperty? {
        var current = scope.node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) || n.is(ClosureExprSyntax.self) && n.as(ClosureExprSyntax.self).map({ ViewScope.closureParameters($0).contains(name) }) == true {
                return nil
            }
            if let switchCase = n.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
               let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                for item in label.caseItems {
                    guard let (caseName, position, count) = binding(of: name, in: PatternSyntax(item.pattern)) else { continue }
                    // The subject's type must be known: a value of a type declared outside the app (an SDK's
                    // enum with a case of the same name) is none of the app's enum's cases.
                    guard let subject = TypeInference.type(of: switchExpr.subject, scope.moved(to: Syntax(switchExpr), file: scope.file)),
                          let type = declaring(caseName, count, scope).first(where: { TypeRelation.sameType($0, subject) }) else { return nil }
                    return ComponentProperty(type: type, name: name, mode: mode, function: caseName, labels: [], index: position,
                                             composes: false, enumCase: true)
                }
                return nil
            }
            current = n.parent
        }
        return nil
    }

    /// The case, the position `name` takes among its associated values and their count, in a pattern
    /// such as `.footer(let text)` or `let .footer(text)`.
    static func binding(of name: String, in pattern: PatternSyntax) -> (String, Int, Int)? {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let names = call.arguments.map { arg -> String? in
            var e = arg.expression
            if let p = e.as(PatternExprSyntax.self) {
                var inner = p.pattern
                if let b = inner.as(ValueBindingPatternSyntax.self) { inner = b.pattern }
                return inner.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            while let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { e = only.expression }
            return e.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let position = names.firstIndex(of: name) else { return nil }
        return (member.declName.baseName.text, position, names.count)
    }

    /// The enums that declare case `name` with `count` associated values.
    static func declaring(_ name: String, _ count: Int, _ scope: ResolveScope) -> [String] {
        scope.index.enumCases.compactMap { type, cases in cases[name]?.count == count ? type : nil }.sorted()
    }

    private static func single(_ types: [String]) -> String? {
        // Extensions of `A.B` file the cases under `B` as well: one enum then shows under both names.
        let full = types.filter { t in !types.contains { $0 != t && $0.hasSuffix("." + t) } }
        return full.count == 1 ? full[0] : nil
    }

    /// The argument a construction of the target's case passes at the target's position; nil when the call
    /// is no construction of that case (`.footer(text: k)` where the case is the target enum's alone, or
    /// `Item.footer(text: k)`).
    static func argument(for target: ComponentProperty, in call: FunctionCallExprSyntax, _ index: SourceIndex) -> ExprSyntax? {
        // (A case pattern, `case .footer(let text)`, is written as a call too: it constructs nothing.)
        guard call.parent?.is(ExpressionPatternSyntax.self) != true,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == target.function,
              call.arguments.count > target.index, index.enumCases[target.type]?[member.declName.baseName.text]?.count == call.arguments.count
        else { return nil }
        if let base = member.base {
            guard let path = SyntaxFacts.dottedPath(base), TypeRelation.sameType(path, target.type) else { return nil }
        } else {
            let scope = ResolveScope(index: index, file: "", node: Syntax(call))
            if let contextual = TypeInference.contextualType(of: Syntax(call), index) {
                guard TypeRelation.sameType(contextual, target.type) else { return nil }
            } else if single(declaring(target.function ?? "", call.arguments.count, scope)).map({ TypeRelation.sameType($0, target.type) }) != true {
                return nil
            }
        }
        return call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: target.index)].expression
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
