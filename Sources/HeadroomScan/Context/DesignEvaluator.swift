import DynamicType
import SwiftSyntax

/// Evaluates the expressions a design system builds its fonts from, by their code, not their names:
/// static and instance properties (`Font.compound.bodyLG` where `static let compound = CompoundFonts()`
/// and `let bodyLG = Font.body`), functions with their arguments and default values
/// (`Font.styleGuide(style)` returning `style.font`), values built by an initializer
/// (`StyleGuideFont(font: .system(.body), ...)` read through its memberwise `font`), implicit members
/// of a parameter's declared type (`.body` passed as a `StyleGuideFont`), and `switch` over a value
/// the evaluation knows (`switch self { case .body: ... }`). Font API calls themselves are read by
/// `FontResolver`. Bounded by `maxDepth` and a step budget per evaluation; members read without
/// arguments are memoized.
enum DesignEvaluator {
    /// What an expression evaluates to.
    enum Value {
        case font(FontSpec)
        /// A value of an app type, built by `call`, read in `scope`.
        case instance(type: String, call: FunctionCallExprSyntax, scope: ResolveScope)
        /// An enum case or a constant the code names as `.name` / `T.name` and does not declare as a
        /// member with a value (`.body` of `enum Token`, `.bold` of `Font.Weight`); `type` when known.
        case member(type: String?, name: String)
        case number(Double)
        /// `nil` (`.lineLimit(lineLimit)` with `lineLimit: Int? = nil`).
        case nothing
        /// One of several values a condition picks between (`isPassword ? .bodyMonospaced : .body`):
        /// what is read from them must agree.
        indirect case oneOf([Value])
        case unresolved(FontReason)
    }

    /// How deep one evaluation follows members and calls.
    static let maxDepth = 24
    /// How many expressions one evaluation reads at most (fan-out of helpers returning several values).
    static let maxSteps = 4_000

    /// One evaluation's budget and memo.
    final class Run {
        var steps = 0
        /// Members read with no call and no receiver bound: their value does not depend on where they are read.
        var memo: [SyntaxIdentifier: Value] = [:]
    }

    /// The framework's font and font-part types: an implicit member (`.body`) of these is read by `FontResolver`.
    static let fontTypes: Set<String> = ["Font", "SwiftUI.Font", "UIFont", "Font.TextStyle", "UIFont.TextStyle",
                                         "Font.Weight", "UIFont.Weight", "SwiftUI.Font.Weight", "SwiftUI.Font.TextStyle"]

    static func evaluate(_ expr: ExprSyntax, _ scope: ResolveScope, expected: String?, _ run: Run) -> Value {
        run.steps += 1
        guard scope.depth < maxDepth, run.steps < maxSteps else { return .unresolved(.tooDeep) }
        let e = SyntaxFacts.unwrapped(expr)
        if let n = SyntaxFacts.number(e) { return .number(n) }
        if e.is(NilLiteralExprSyntax.self) { return .nothing }
        if let ternary = e.as(TernaryExprSyntax.self) {
            return combine([ternary.thenExpression, ternary.elseExpression].map { evaluate($0, scope, expected: expected, run) },
                           reason: .conditional)
        }
        if let member = e.as(MemberAccessExprSyntax.self) { return memberAccess(member, scope, expected: expected, run) }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            return name(SyntaxFacts.identifier(ref.baseName), scope, expected: expected, run)
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                let values = SyntaxFacts.returnedExpressions(closure.statements)
                return combine(values.map { evaluate($0, scope.moved(to: Syntax($0), file: scope.file), expected: expected, run) },
                               reason: .helperReturnsDifferentFonts)
            }
            return FontResolver.call(call, scope, expected: expected, run)
        }
        if e.is(SwitchExprSyntax.self) || e.is(IfExprSyntax.self) { return .unresolved(.conditional) }
        return .unresolved(.notUnderstood)
    }

    /// The type a declaration names, without optionality (`StyleGuideFont?` → `StyleGuideFont`).
    static func typeName(_ type: TypeSyntax?) -> String? {
        guard var text = type?.trimmedDescription, !text.isEmpty else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("some ") || text.hasPrefix("any ") { return nil }
        return text
    }

    /// An app type (not the framework's font types), as a contextual type for `.name`.
    static func appType(_ type: String?) -> String? {
        guard let type, !fontTypes.contains(type), type.first?.isUppercase == true else { return nil }
        return type
    }

    /// `A.B`, `Font`: the last component names a type.
    static func isTypePath(_ path: String) -> Bool {
        path.split(separator: ".").last?.first?.isUppercase == true
    }

    private static func memberAccess(_ member: MemberAccessExprSyntax, _ scope: ResolveScope, expected: String?, _ run: Run) -> Value {
        let name = SyntaxFacts.identifier(member.declName.baseName)
        let text = SyntaxFacts.oneLine(member)
        guard let base = member.base else {
            // `.body`: a member of the contextual type.
            if let type = appType(expected) {
                let found = scope.index.member(type, name)
                if !found.isEmpty { return members(found, scope, expected: type, text: text, via: "\(type).\(name)", call: nil, receiver: nil, run) }
                return .member(type: type, name: name)
            }
            return FontResolver.fontMember(name, at: member, scope, expected: expected, text: text, run)
        }
        if let path = SyntaxFacts.dottedPath(base) {
            if path == "self" || path == "Self" { return self.name(name, scope, expected: expected, run) }
            if fontTypes.contains(path) { return FontResolver.fontMember(name, at: member, scope, expected: path, text: text, run) }
            if isTypePath(path), scope.localBinding(path) == nil {
                var found = scope.index.member(path, name)
                if found.isEmpty { found = TypeRelation.protocolExtensionMember(path, name, scope.index) }
                if !found.isEmpty { return members(found, scope, expected: expected, text: text, via: "\(path).\(name)", call: nil, receiver: nil, run) }
                return .member(type: path, name: name)
            }
        }
        // `.compound.bodyLG`: the base is a member of the same contextual type.
        let baseExpected = base.as(MemberAccessExprSyntax.self)?.base == nil && base.is(MemberAccessExprSyntax.self) ? expected : nil
        let value = evaluate(base, scope, expected: baseExpected, run)
        return property(name, of: value, base: base, scope, expected: expected, text: text, run)
    }

    /// `name` read on a value the evaluation knows.
    private static func property(_ name: String, of value: Value, base: ExprSyntax, _ scope: ResolveScope, expected: String?,
                                 text: String, _ run: Run) -> Value {
        switch value {
        case .oneOf(let values):
            return combine(values.map { property(name, of: $0, base: base, scope, expected: expected, text: text, run) }, reason: .conditional)
        case .instance(let type, let call, let callScope):
            let found = scope.index.inheritedMember(type, name)
            if found.count == 1, let binding = found[0].node.as(PatternBindingSyntax.self), binding.initializer == nil, binding.accessorBlock == nil {
                return storedValue(name, binding: binding, built: call, callScope, run)
            }
            guard !found.isEmpty else { return .unresolved(.otherObjectProperty) }
            return members(found, scope, expected: expected, text: text, via: "\(type).\(name)", call: nil,
                           receiver: ResolveScope.Receiver(expr: ExprSyntax(call), scope: callScope), run)
        case .member(let type?, _):
            let found = scope.index.member(type, name)
            guard !found.isEmpty else { return .unresolved(.otherObjectProperty) }
            return members(found, scope, expected: expected, text: text, via: "\(type).\(name)", call: nil,
                           receiver: ResolveScope.Receiver(expr: base, scope: scope), run)
        case .unresolved(.parameterNotBound):
            // `style.messageFont`, `style: ToastStyle` bound by no followed call: the declared initial value, when certain.
            if let ref = SyntaxFacts.unwrapped(base).as(DeclReferenceExprSyntax.self),
               let type = scope.parameterType(SyntaxFacts.identifier(ref.baseName)),
               let member = DefaultMemberValue.member(name, of: type, scope.index) {
                return members([member], scope, expected: expected, text: text, via: "\(type).\(name) (its initial value; nothing else sets it)",
                               call: nil, receiver: nil, run)
            }
            return .unresolved(.parameterNotBound)
        case .unresolved(let reason):
            return .unresolved(reason == .tooDeep ? reason : .otherObjectProperty)
        default:
            return .unresolved(.otherObjectProperty)
        }
    }

    /// A call of the app's code: an initializer (`StyleGuideFont(font: ...)`, `.init(...)` of the
    /// contextual type), a static function of the contextual or a named type (`.styleGuide(.body)`,
    /// `Tokens.font(for: .title)`), a method of a value the evaluation knows, or a function of the
    /// enclosing type.
    static func appCall(_ call: FunctionCallExprSyntax, _ scope: ResolveScope, expected: String?, text: String, _ run: Run) -> Value {
        guard let name = SyntaxFacts.calleeName(call) else { return .unresolved(.notUnderstood) }
        let callee = call.calledExpression
        if callee.is(DeclReferenceExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self), name.first?.isUppercase == true {
            return .instance(type: name, call: call, scope: scope)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else {
                if name == "init", let type = appType(expected) { return .instance(type: type, call: call, scope: scope) }
                let owners = appType(expected).map { [$0] } ?? ["Font", "UIFont"]
                for owner in owners {
                    let found = functions(scope.index.member(owner, name), fitting: call)
                    if !found.isEmpty { return members(found, scope, expected: expected, text: text, via: "\(owner).\(name)", call: call, receiver: nil, run) }
                }
                return .unresolved(.helperNotFound)
            }
            if let path = SyntaxFacts.dottedPath(base), isTypePath(path), scope.localBinding(path) == nil {
                if name == "init" { return .instance(type: path, call: call, scope: scope) }
                let found = functions(scope.index.member(path, name), fitting: call)
                if !found.isEmpty { return members(found, scope, expected: expected, text: text, via: "\(path).\(name)", call: call, receiver: nil, run) }
                return .unresolved(fontTypes.contains(path) ? .helperNotFound : .callNotFollowed)
            }
            return method(name, on: evaluate(base, scope, expected: nil, run), base: base, call, scope, expected: expected, text: text, run)
        }
        // `helper(x)`: a function of the enclosing type (`self` stays what it was).
        let own = functions(scope.ownMembers(name), fitting: call)
        if !own.isEmpty { return members(own, scope, expected: expected, text: text, via: name, call: call, receiver: scope.receiver, run) }
        let global = functions(scope.index.freeFunctions[name] ?? [], fitting: call)
        if !global.isEmpty { return members(global, scope, expected: expected, text: text, via: name, call: call, receiver: nil, run) }
        return .unresolved(.callNotFollowed)
    }

    /// `value.name(...)`: the function of the value's type, with the value as `self`.
    private static func method(_ name: String, on value: Value, base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: ResolveScope,
                               expected: String?, text: String, _ run: Run) -> Value {
        switch value {
        case .oneOf(let values):
            return combine(values.map { method(name, on: $0, base: base, call, scope, expected: expected, text: text, run) }, reason: .conditional)
        case .instance(let type, let built, let builtScope):
            let found = functions(scope.index.inheritedMember(type, name), fitting: call)
            guard !found.isEmpty else { return .unresolved(.callNotFollowed) }
            return members(found, scope, expected: expected, text: text, via: "\(type).\(name)", call: call,
                           receiver: ResolveScope.Receiver(expr: ExprSyntax(built), scope: builtScope), run)
        case .member(let type?, _):
            let found = functions(scope.index.member(type, name), fitting: call)
            guard !found.isEmpty else { return .unresolved(.callNotFollowed) }
            return members(found, scope, expected: expected, text: text, via: "\(type).\(name)", call: call,
                           receiver: ResolveScope.Receiver(expr: base, scope: scope), run)
        case .unresolved(let reason):
            return .unresolved(reason)
        default:
            return .unresolved(.callNotFollowed)
        }
    }

    /// The functions among `found` whose parameters take the call's arguments (overloads by label).
    static func functions(_ found: [SourceIndex.Member], fitting call: FunctionCallExprSyntax) -> [SourceIndex.Member] {
        found.filter { member in
            guard let fn = member.node.as(FunctionDeclSyntax.self) else { return false }
            let parameters = fn.signature.parameterClause.parameters
            if parameters.isEmpty { return call.arguments.isEmpty }
            return CallAlignment.match(call, labels: CallAlignment.labels(parameters), index: 0) != nil
        }
    }

    /// A stored property without a value, of a value built by `call`: the memberwise argument of that name.
    private static func storedValue(_ name: String, binding: PatternBindingSyntax, built call: FunctionCallExprSyntax,
                                    _ callScope: ResolveScope, _ run: Run) -> Value {
        let type = typeName(binding.typeAnnotation?.type)
        if let arg = SyntaxFacts.argument(call, name) {
            return evaluate(arg, callScope.moved(to: Syntax(arg), file: callScope.file), expected: type, run)
        }
        // An initializer that stores a parameter in it (`self.lineLimit = lineLimit`): the call's argument or the default.
        guard let owner = SyntaxFacts.enclosingTypeName(Syntax(binding)) else { return .unresolved(.storedPropertyCallerSets) }
        for initializer in AppViewContent.initializers(of: owner, callScope) {
            let parameters = initializer.signature.parameterClause.parameters
            guard let parameter = AppViewContent.parameterStored(in: name, by: initializer),
                  let i = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == parameter }) else { continue }
            switch CallAlignment.match(call, labels: CallAlignment.labels(parameters), index: parameters.distance(from: parameters.startIndex, to: i)) {
            case .argument(let arg)?:
                return evaluate(arg, callScope.moved(to: Syntax(arg), file: callScope.file), expected: type, run)
            case .defaulted?:
                guard let value = parameters[i].defaultValue?.value else { continue }
                return evaluate(value, ResolveScope(index: callScope.index, file: callScope.file, node: Syntax(value), depth: callScope.depth + 1),
                                expected: type, run)
            case nil:
                continue
            }
        }
        return .unresolved(.storedPropertyCallerSets)
    }

    /// A name: `self`, a local, a parameter of the function a followed call entered, a member of the enclosing type.
    static func name(_ name: String, _ scope: ResolveScope, expected: String?, _ run: Run) -> Value {
        if name == "self" {
            guard let receiver = scope.receiver else { return .unresolved(.otherObjectProperty) }
            return evaluate(receiver.expr, receiver.scope, expected: scope.enclosingType, run)
        }
        if let binding = scope.localBinding(name) {
            let values = ResolveScope.values(of: binding)
            guard !values.isEmpty else { return .unresolved(.assignedLater) }
            let type = typeName(binding.typeAnnotation?.type) ?? expected
            return combine(values.map { evaluate($0, scope.moved(to: Syntax($0), file: scope.file), expected: type, run) }, reason: .conditional)
        }
        if scope.isParameter(name) { return parameter(name, scope, run) }
        let own = scope.ownMembers(name)
        if own.count == 1, let binding = own[0].node.as(PatternBindingSyntax.self), binding.initializer == nil, binding.accessorBlock == nil,
           let receiver = scope.receiver,
           case .instance(_, let call, let callScope) = evaluate(receiver.expr, receiver.scope, expected: scope.enclosingType, run) {
            return storedValue(name, binding: binding, built: call, callScope, run)
        }
        if !own.isEmpty {
            return members(own, scope, expected: expected, text: name, via: name, call: nil, receiver: scope.receiver, run)
        }
        return .unresolved(.variableNotFound)
    }

    /// A parameter of the function a followed call entered: the call's argument, else its default value.
    private static func parameter(_ name: String, _ scope: ResolveScope, _ run: Run) -> Value {
        guard let binding = scope.call, SyntaxFacts.isAncestor(Syntax(binding.function), of: scope.node) else {
            return .unresolved(.parameterNotBound)
        }
        let parameters = binding.function.signature.parameterClause.parameters
        guard let i = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return .unresolved(.parameterNotBound) }
        let parameter = parameters[i]
        let type = typeName(parameter.type)
        switch CallAlignment.match(binding.call, labels: CallAlignment.labels(parameters), index: parameters.distance(from: parameters.startIndex, to: i)) {
        case .argument(let arg)?:
            return evaluate(arg, binding.caller.moved(to: Syntax(arg), file: binding.caller.file), expected: type, run)
        case .defaulted?:
            guard let value = parameter.defaultValue?.value else { return .unresolved(.parameterNotBound) }
            return evaluate(value, scope.moved(to: Syntax(value), file: scope.file), expected: type, run)
        case nil:
            return .unresolved(.parameterNotBound)
        }
    }

    /// The value of properties or functions (several declarations: all must agree), each read in its
    /// own declaration with `call`'s arguments and `receiver` as `self`.
    static func members(_ found: [SourceIndex.Member], _ scope: ResolveScope, expected: String?, text: String, via: String,
                        call: FunctionCallExprSyntax?, receiver: ResolveScope.Receiver?, _ run: Run) -> Value {
        let memoizable = call == nil && receiver == nil && found.count == 1
        if memoizable, let known = run.memo[found[0].node.id] { return known }
        var outcomes: [Value] = []
        for member in found {
            var inner: ResolveScope
            let declared: TypeSyntax?
            if let fn = member.node.as(FunctionDeclSyntax.self) {
                inner = scope.entering(fn, file: member.file, through: call)
                declared = fn.signature.returnClause?.type
            } else {
                inner = ResolveScope(index: scope.index, file: member.file, node: member.node, depth: scope.depth + 1)
                declared = member.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type
            }
            inner.receiver = receiver
            let type = typeName(declared).flatMap { $0 == "Self" ? nil : $0 } ?? expected
            for value in selected(ResolveScope.values(of: member), inner, run) {
                outcomes.append(evaluate(value, inner.moved(to: Syntax(value), file: member.file), expected: type, run))
            }
        }
        var result: Value
        if outcomes.isEmpty {
            let stored = found.allSatisfy { $0.node.as(PatternBindingSyntax.self).map { $0.initializer == nil && $0.accessorBlock == nil } ?? false }
            result = .unresolved(stored ? .storedPropertyCallerSets : .helperHasNoValue)
        } else {
            result = combine(outcomes, reason: .helperReturnsDifferentFonts)
        }
        if case .font(var spec) = result {
            spec.evidence = .code(file: found[0].file, line: found[0].line, what: "\(text) → \(via)")
            result = .font(spec)
        }
        if memoizable { run.memo[found[0].node.id] = result }
        return result
    }

    /// The values a member returns, keeping of a `switch` over a value the evaluation knows only the
    /// matching case's (`switch style { case .body: ... }` entered with `.body`).
    static func selected(_ values: [ExprSyntax], _ scope: ResolveScope, _ run: Run) -> [ExprSyntax] {
        guard values.count > 1 else { return values }
        var subjects: [SyntaxIdentifier: String?] = [:]
        return values.filter { value in
            guard let (switchCase, switchExpr) = enclosingCase(of: Syntax(value)) else { return true }
            let known: String?
            if let cached = subjects[switchExpr.id] {
                known = cached
            } else {
                let subject = evaluate(switchExpr.subject, scope.moved(to: Syntax(switchExpr.subject), file: scope.file), expected: nil, run)
                if case .member(_, let name) = subject { known = name } else { known = nil }
                subjects[switchExpr.id] = known
            }
            guard let known else { return true }
            if case .case(let label) = switchCase.label {
                return label.caseItems.contains { caseName($0.pattern) == known }
            }
            // `default`: when no case names the value.
            return !switchExpr.cases.contains { element in
                guard case .case(let label) = element.as(SwitchCaseSyntax.self)?.label else { return false }
                return label.caseItems.contains { caseName($0.pattern) == known }
            }
        }
    }

    /// `.body` / `.heading(let level)` in a case pattern.
    private static func caseName(_ pattern: PatternSyntax) -> String? {
        guard let expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self) { return SyntaxFacts.calleeName(call) }
        return SyntaxFacts.memberName(expr)
    }

    /// The `switch` case holding a returned value, within its declaration.
    private static func enclosingCase(of node: Syntax) -> (SwitchCaseSyntax, SwitchExprSyntax)? {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(MemberBlockSyntax.self) || n.is(AccessorBlockSyntax.self) {
                return nil
            }
            if let c = n.as(SwitchCaseSyntax.self) {
                var up = c.parent
                while let u = up, !u.is(SwitchExprSyntax.self) { up = u.parent }
                return up?.as(SwitchExprSyntax.self).map { (c, $0) }
            }
            current = n.parent
        }
        return nil
    }

    /// All alike: that value. Fonts (or numbers) that differ: unresolved with `reason`. Values of app
    /// types that differ: `.oneOf` them (what is read from them may still agree).
    static func combine(_ values: [Value], reason: FontReason) -> Value {
        guard let first = values.first else { return .unresolved(reason) }
        for value in values {
            if case .unresolved = value { return value }
        }
        func isFontLike(_ v: Value) -> Bool {
            switch v {
            case .font, .number: true
            default: false
            }
        }
        var differ = false
        for value in values.dropFirst() {
            switch (first, value) {
            case (.font(let a), .font(let b)): if !a.sameFont(as: b) { return .unresolved(reason) }
            case (.number(let a), .number(let b)): if a != b { return .unresolved(reason) }
            case (.nothing, .nothing): break
            case (.member(let ta, let a), .member(let tb, let b)): if a != b || ta != tb { differ = true }
            case (.instance(_, let a, _), .instance(_, let b, _)): if a.id != b.id { differ = true }
            default:
                if isFontLike(first) || isFontLike(value) { return .unresolved(reason) }
                differ = true
            }
        }
        guard differ else { return first }
        return .oneOf(values.flatMap { v -> [Value] in
            if case .oneOf(let inner) = v { return inner }
            return [v]
        })
    }
}
