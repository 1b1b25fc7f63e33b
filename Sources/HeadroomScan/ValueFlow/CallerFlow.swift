import Foundation
import SwiftSyntax
import Synchronization

/// Pass 3: follows values into display sites from the code that sets them, across files. A view's
/// stored property from the view's initialiser calls (`ErrorView(title: "k")`); a function's
/// parameter from its calls (`makeInfoLabel(title: "k", count: n)`, matched by name, argument
/// labels and the receiver's type); another type's property from its initialiser calls
/// (`Item(title: L10n.a)`, `.init(title:)` where the declared type says which) and assignments
/// (`title = L10n.b`, `model.title = ...`). Each setter gives its own usage, at the argument, with
/// the context of the display site (and, for a view the call builds, the modifiers around the call).
/// Chains (a caller passing on its own parameter) are followed for `maxRounds` calls. Returns, per
/// visitor, what its file's setters give (the visitors are only read).
enum CallerFlow {
    static let maxRounds = 4

    static func follow(_ visitors: [UsageVisitor], _ index: SourceIndex) -> [FileUsages] {
        let added = Mutex(visitors.map { FileUsages(file: $0.file, lineTable: $0.lineTable, index: index) })
        var pending = visitors.flatMap(\.componentSites)
        let owners = functionOwners(index)
        let testCode = visitors.map(isTestCode)
        var matched = Set<ComponentProperty>()
        var everPending: [FlowSite] = pending
        var seen = Set<ComponentProperty>()
        for _ in 0..<maxRounds where !pending.isEmpty {
            var byName: [String: [FlowSite]] = [:]
            var byProperty: [String: [FlowSite]] = [:]
            for site in pending {
                byName[site.target.callName, default: []].append(site)
                if site.target.function == nil { byProperty[site.target.name, default: []].append(site) }
            }
            let calls = byName
            let properties = byProperty
            let next = Mutex([FlowSite]())
            let hits = Mutex(Set<ComponentProperty>())
            ScanWorkers.perform(iterations: visitors.count) { i in
                let v = visitors[i]
                var out = FileUsages(file: v.file, lineTable: v.lineTable, index: index)
                // A test's calls and assignments (`Filter.tagGroup(title: "test")`) set nothing the app shows.
                guard !testCode[i] else { return }
                var found: [FlowSite] = []
                var hit = Set<ComponentProperty>()
                for call in v.calls {
                    guard let name = callName(call, index), let sites = calls[name] else { continue }
                    for site in sites {
                        guard let arg = argument(for: site.target, in: call, v, index, owners) else { continue }
                        hit.insert(site.target)
                        guard let arg else { continue }
                        found += place(arg, site: site, call: call, v, index, into: &out)
                    }
                }
                for assignment in v.assignments {
                    guard let lhs = assignment.leftOperand.as(MemberAccessExprSyntax.self).map({ $0.declName.baseName.text })
                            ?? assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
                          let sites = properties[lhs] else { continue }
                    for site in sites where assigns(assignment, site.target, v, index) {
                        hit.insert(site.target)
                        found += place(assignment.rightOperand, site: site, call: nil, v, index, into: &out)
                    }
                }
                next.withLock { $0 += found }
                added.withLock { $0[i].append(out) }
                hits.withLock { $0.formUnion(hit) }
            }
            matched.formUnion(hits.withLock { $0 })
            seen.formUnion(pending.map(\.target))
            // A target already followed is not followed again (recursion, a value passed around in a loop).
            pending = next.withLock { $0 }.filter { !seen.contains($0.target) }
            everPending += pending
        }
        var results = added.withLock { $0 }
        let position = Dictionary(uniqueKeysWithValues: visitors.enumerated().map { (ObjectIdentifier($1), $0) })
        var reported = Set<String>()
        for site in everPending where !matched.contains(site.target) && !site.target.hasValue {
            let cause: UnresolvedCause = site.target.function != nil
                ? .parameterNoCall(site.target.described) : .storedPropertyNoSetter(site.target.described)
            guard reported.insert("\(ObjectIdentifier(site.visitor))#\(site.site.id)#\(cause)").inserted else { continue }
            guard let i = position[ObjectIdentifier(site.visitor)] else { continue }
            results[i].addUnresolved(site.value, file: site.visitor.file, cause: cause, at: site.site)
        }
        return results
    }

    /// A file of a test bundle: it imports a test framework (`ContainerCatalog.testFrameworks`).
    private static func isTestCode(_ v: UsageVisitor) -> Bool {
        guard let node = v.calls.first.map(Syntax.init) ?? v.assignments.first.map(Syntax.init),
              let file = node.root.as(SourceFileSyntax.self) else { return false }
        return file.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.first.map { ContainerCatalog.testFrameworks.contains($0.name.text) } ?? false
        }
    }

    /// Resolves what a setter gives; keys become usages at the setter, values set by the setter's
    /// own callers become the next round's sites.
    private static func place(_ expr: ExprSyntax, site: FlowSite, call: FunctionCallExprSyntax?, _ v: UsageVisitor,
                              _ index: SourceIndex, into out: inout FileUsages) -> [FlowSite] {
        let scope = ResolveScope(index: index, file: v.file, node: Syntax(expr))
        let resolution = KeyResolver.resolve(expr, mode: site.target.mode, scope)
        var seen = Set<String>()
        for problem in resolution.unresolved where seen.insert(problem.cause.description).inserted {
            out.addUnresolved(problem.node, file: problem.file, cause: problem.cause, at: Syntax(expr))
        }
        var context = site.context
        if context.sheetByCaller, let call {
            // `sheet.addAction(title: …)` on a controller made as an action sheet: its action sheet's button.
            context.sheetByCaller = false
            if ActionSheetAction.receiverIsActionSheet(call, scope) {
                var sheet = DisplayContext(kind: .confirmationDialog)
                sheet.shownAt = context.shownAt
                sheet.emphasis = context.emphasis
                sheet.finish(defaultFont: nil, defaultLines: nil, noLines: "system container")
                context = sheet
            }
        }
        // A style read from the value's stored property waits through assignments (`self.title = title` in its
        // initializer) for the call that constructs the value.
        if case .byCaller(let helper)? = context.emphasis, call != nil || helper.styleProperty == nil {
            context.emphasis = nil
            if let call, let decided = AlertEmphasis.atCall(helper, call, scope) { context.apply(decided) }
        }
        var finished = site.finished
        if !finished {
            if site.target.composes, let call {
                // A call the display site's reading already went out through (a view helper used once) is read once.
                if !context.passed.contains(call.id), !context.passed.contains(call.calledExpression.id) {
                    SwiftUIContext.gather(from: Syntax(call), &context, scope)
                }
            }
            // `self.title = title` in the view's own initializer: the view is where it is constructed, read
            // from that call as for a memberwise argument (one drawn text, one context).
            else if site.target.composes, call == nil, storesInOwnInitializer(expr, site.target) {}
            else { SwiftUIContext.finish(&context); finished = true }
        }
        if !resolution.keys.isEmpty {
            var final = context
            if !finished { SwiftUIContext.finish(&final) }
            out.add(keys: resolution.keys, table: nil, context: final, site: Syntax(expr))
        }
        return resolution.componentProperties.map {
            FlowSite(target: $0, context: context, finished: finished, visitor: v, site: Syntax(expr), value: Syntax(expr))
        }
    }

    /// True when `expr` is assigned in an initializer of the type that declares `target`.
    private static func storesInOwnInitializer(_ expr: ExprSyntax, _ target: ComponentProperty) -> Bool {
        var current = expr.parent
        while let n = current, !n.is(InitializerDeclSyntax.self) {
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(MemberBlockSyntax.self) { return false }
            current = n.parent
        }
        guard let initializer = current, let owner = SyntaxFacts.enclosingTypeName(initializer) else { return false }
        return TypeRelation.sameType(owner, target.type)
    }

    /// The name a call is matched by: the function's, or the type's for `T(...)` / `T.init(...)` / `.init(...)`.
    private static func callName(_ call: FunctionCallExprSyntax, _ index: SourceIndex) -> String? {
        guard let name = SyntaxFacts.calleeName(call) else { return nil }
        guard name == "init" else { return name }
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            return SyntaxFacts.dottedPath(base).flatMap { $0.split(separator: ".").last.map(String.init) }
        }
        return TypeInference.contextualType(of: Syntax(call), index).flatMap { $0.split(separator: ".").last.map(String.init) }
    }

    /// `.some(arg)` when the call sets the target (`.some(nil)`: it leaves a parameter at its
    /// default, which the display site read already); nil when the call is not one of the target's.
    private static func argument(for target: ComponentProperty, in call: FunctionCallExprSyntax, _ v: UsageVisitor,
                                 _ index: SourceIndex, _ owners: [String: Set<String>]) -> ExprSyntax?? {
        if target.enumCase { return EnumCaseFlow.argument(for: target, in: call, index).map { .some($0) } }
        if target.function == nil || target.function == "init" {
            guard constructs(call, target.type, index) else { return nil }
            if target.function == nil {
                guard let arg = call.arguments.first(where: { $0.label?.text == target.name }) else { return nil }
                return .some(arg.expression)
            }
        } else {
            guard calls(call, target, v, index, owners) else { return nil }
        }
        switch CallAlignment.match(call, labels: target.labels, index: target.index) {
        case .argument(let e)?: return .some(e)
        case .defaulted?: return .some(nil)
        case nil: return nil
        }
    }

    /// `T(...)`, `T.init(...)`, `Outer.T(...)`, `.init(...)` where the declared type is `T`.
    private static func constructs(_ call: FunctionCallExprSyntax, _ type: String, _ index: SourceIndex) -> Bool {
        let callee = call.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return TypeRelation.sameType(ref.baseName.text, type) }
        if let special = callee.as(GenericSpecializationExprSyntax.self), let ref = special.expression.as(DeclReferenceExprSyntax.self) {
            return TypeRelation.sameType(ref.baseName.text, type)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        if let base = member.base, let path = SyntaxFacts.dottedPath(base) {
            if member.declName.baseName.text == "init" { return TypeRelation.sameType(path, type) }
            return TypeRelation.sameType(path + "." + member.declName.baseName.text, type) && path.first?.isUppercase == true
        }
        guard member.declName.baseName.text == "init", let contextual = TypeInference.contextualType(of: Syntax(call), index) else { return false }
        return TypeRelation.sameType(contextual, type)
    }

    /// A call of the target function: bare or on `self` inside its type, on a value of its type,
    /// or on a value of unknown type when only one type declares a function of that name.
    private static func calls(_ call: FunctionCallExprSyntax, _ target: ComponentProperty, _ v: UsageVisitor,
                              _ index: SourceIndex, _ owners: [String: Set<String>]) -> Bool {
        let callerType = SyntaxFacts.enclosingTypeName(Syntax(call)) ?? ""
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return target.type.isEmpty || TypeRelation.isSubtype(callerType, of: target.type, index)
        }
        guard let base = member.base else { return owners[target.callName]?.count == 1 }
        let text = base.trimmedDescription
        if text == "self" || text == "Self" { return TypeRelation.isSubtype(callerType, of: target.type, index) }
        if let path = SyntaxFacts.dottedPath(base), path.first?.isUppercase == true, index.members[path] != nil || index.members[String(path.split(separator: ".").last!)] != nil {
            return TypeRelation.isSubtype(path, of: target.type, index)
        }
        let scope = ResolveScope(index: index, file: v.file, node: Syntax(call))
        if let type = TypeInference.type(of: base, scope) {
            return TypeRelation.dispatches(receiver: type, to: target.type, function: target.callName, index)
        }
        return owners[target.callName] == [target.type]
    }

    /// `name = v` / `self.name = v` inside the type, `x.name = v` where `x` is of the type.
    private static func assigns(_ assignment: InfixOperatorExprSyntax, _ target: ComponentProperty, _ v: UsageVisitor,
                                _ index: SourceIndex) -> Bool {
        let scope = ResolveScope(index: index, file: v.file, node: Syntax(assignment))
        let ownType = SyntaxFacts.enclosingTypeName(Syntax(assignment)) ?? ""
        if let ref = assignment.leftOperand.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            return TypeRelation.sameType(ownType, target.type) && scope.localBinding(name) == nil && !scope.isParameter(name)
        }
        guard let member = assignment.leftOperand.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        if base.trimmedDescription == "self" { return TypeRelation.sameType(ownType, target.type) }
        guard let type = TypeInference.type(of: base, scope) else { return false }
        return TypeRelation.sameType(type, target.type)
    }

    /// Function name → the types that declare a function of that name.
    private static func functionOwners(_ index: SourceIndex) -> [String: Set<String>] {
        var owners: [String: Set<String>] = [:]
        for (type, names) in index.members {
            for (name, list) in names where list.contains(where: { $0.node.is(FunctionDeclSyntax.self) }) {
                // Extensions of `A.B` are also filed under `B`: keep the full name only.
                if type.contains(".") || !(owners[name]?.contains { $0.hasSuffix("." + type) } ?? false) {
                    owners[name, default: []].insert(type)
                }
            }
        }
        for (name, types) in owners {
            owners[name] = types.filter { t in !types.contains { $0 != t && $0.hasSuffix("." + t) } }
        }
        return owners
    }
}
