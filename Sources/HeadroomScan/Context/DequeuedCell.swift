import SwiftSyntax

/// Joins a cell the code dequeues (`tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)`,
/// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`, typed or not) to the Interface Builder
/// cell UIKit creates for that identifier: the prototype cell with that `reuseIdentifier` in the scene of
/// the view controller that dequeues it (or inside a cell of the class that dequeues it: a table in a
/// collection cell), or the xib registered for it (`register(UINib(nibName:bundle:),
/// forCellReuseIdentifier:)` in that controller). `cell.textLabel`, `cell.detailTextLabel` and the
/// cell's outlets are then the document's objects.
enum DequeuedCell {
    private static let dequeueCalls: Set<String> = [
        "dequeueReusableCell", "dequeueReusableSupplementaryView", "dequeueReusableHeaderFooterView",
    ]
    private static let identifierLabels: Set<String> = ["withIdentifier", "withReuseIdentifier"]

    /// The object `property` of the cell held by `root` (a local or a parameter of the enclosing function)
    /// at `node`; nil unless every cell it may be is laid out in a document. Where the candidate cells'
    /// objects differ on a dimension (font, lines, width, shrinking), that dimension is left unknown.
    static func element(root: String, property: String, at node: Syntax, _ scope: ResolveScope) -> NibText? {
        let cells = scope.index.nibCells
        guard !cells.isEmpty, let candidates = candidates(of: root, at: node, scope, hops: 0), !candidates.isEmpty else { return nil }
        var elements: [NibText] = []
        for cell in candidates {
            if let element = cell.views[property] {
                elements.append(element)
            } else if property == "detailTextLabel", !ContainerCatalog.cellStyleHasDetail(cell.style) {
                // No detail label in this style: `cell.detailTextLabel?.text = ...` draws nothing there.
                continue
            } else {
                return nil
            }
        }
        guard var merged = elements.first, elements.allSatisfy({ $0.element == merged.element }) else { return nil }
        for other in elements.dropFirst() {
            if !sameFont(merged.font, other.font) { merged.font = nil }
            if merged.lines != other.lines { merged.lines = nil; merged.linesEvidence = nil }
            if !sameWidth(merged.width, other.width) { merged.width = nil }
            if merged.shrink != other.shrink { merged.shrink = nil; merged.shrinkNote = nil }
        }
        return merged
    }

    /// The document cells `name` may hold: a local bound to a dequeue call, or a parameter every call of
    /// the enclosing function (in the same type declaration) passes such a local to.
    private static func candidates(of name: String, at node: Syntax, _ scope: ResolveScope, hops: Int) -> [NibCell]? {
        let here = scope.moved(to: node, file: scope.file)
        if let binding = here.localBinding(name) {
            let values = ResolveScope.values(of: binding)
            guard !values.isEmpty else { return nil }
            var out: [NibCell] = []
            for value in values {
                guard let found = cells(dequeuedBy: value, scope.moved(to: Syntax(value), file: scope.file)) else { return nil }
                out += found
            }
            return out
        }
        guard hops == 0, let (function, position) = parameter(name, around: node), let type = SyntaxFacts.enclosingTypeName(Syntax(function)),
              let declaration = typeDeclaration(around: function) else { return nil }
        let finder = CallFinder(name: SyntaxFacts.identifier(function.name), arguments: function.signature.parameterClause.parameters.count)
        finder.walk(declaration)
        guard !finder.calls.isEmpty else { return nil }
        var out: [NibCell] = []
        for call in finder.calls {
            let arguments = Array(call.arguments)
            guard position < arguments.count, SyntaxFacts.enclosingTypeName(Syntax(call)) == type,
                  let ref = SyntaxFacts.unwrapped(arguments[position].expression).as(DeclReferenceExprSyntax.self),
                  let found = candidates(of: ref.baseName.text, at: Syntax(call), scope, hops: hops + 1) else { return nil }
            out += found
        }
        return out
    }

    /// The document cells a dequeue call (`call`) returns, each with the line where the code gives the dequeued
    /// cell a `contentConfiguration` after it on every path (`let cell = tv.dequeueReusableCell(...);
    /// cell.contentConfiguration = content`): UIKit then replaces the cell's content view with the
    /// configuration's, so the document's objects inside the cell are not shown. Nil line: the cell keeps
    /// its nib content on this dequeue. Empty when the cells are not known.
    static func contentConfigured(_ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> [(cell: NibCell, line: Int?)] {
        guard !scope.index.nibCells.isEmpty, let found = cells(dequeuedBy: ExprSyntax(call), scope) else { return [] }
        let line = boundName(of: call).flatMap { name in configurationAssignment(of: name, after: call) }
            .map { scope.index.line(of: Syntax($0), in: scope.file) }
        return found.map { ($0, line) }
    }

    /// `let name = <call>` / `guard let name = <call> as? T`: the local the dequeued cell is bound to.
    private static func boundName(of call: FunctionCallExprSyntax) -> String? {
        var current = Syntax(call).parent
        while let n = current, n.is(ExprSyntax.self) || n.is(TypeAnnotationSyntax.self) { current = n.parent }
        guard let clause = current?.as(InitializerClauseSyntax.self) else { return nil }
        if let binding = clause.parent?.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if let optional = clause.parent?.as(OptionalBindingConditionSyntax.self) { return optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return nil
    }

    /// `name.contentConfiguration = …` in the function (or closure) around `call`, after it and on every path
    /// that reaches it: no branch, loop or closure lies between the two that does not also hold the call.
    private static func configurationAssignment(of name: String, after call: FunctionCallExprSyntax) -> InfixOperatorExprSyntax? {
        guard let body = CellSurroundings.enclosingBody(Syntax(call)) else { return nil }
        let finder = ConfigurationFinder(name: name)
        finder.walk(body)
        return finder.found.first { assignment in
            guard assignment.position > call.position else { return false }
            var current = Syntax(assignment).parent
            while let n = current, n.id != body.id {
                let branches = n.is(ClosureExprSyntax.self) || n.is(SwitchCaseSyntax.self) || n.is(TernaryExprSyntax.self)
                    || n.is(CatchClauseSyntax.self) || n.is(ForStmtSyntax.self) || n.is(WhileStmtSyntax.self) || n.is(RepeatStmtSyntax.self)
                    || (n.is(CodeBlockSyntax.self) && (n.parent?.is(IfExprSyntax.self) == true || n.parent?.is(GuardStmtSyntax.self) == true))
                if branches, !(n.position <= call.position && call.endPosition <= n.endPosition) { return false }
                current = n.parent
            }
            return true
        }
    }

    private final class ConfigurationFinder: SyntaxVisitor {
        let name: String
        var found: [InfixOperatorExprSyntax] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self), let member = SyntaxFacts.unwrapped(node.leftOperand).as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "contentConfiguration",
               member.base.flatMap({ SyntaxFacts.dottedPath($0) })?.replacingOccurrences(of: "?", with: "") == name {
                found.append(node)
            }
            return .visitChildren
        }
    }

    /// The document cells a dequeue call returns, each identifier it may pass resolved to its cell; nil when
    /// the value is no dequeue call, an identifier is not known, or one has no cell in a document.
    private static func cells(dequeuedBy value: ExprSyntax, _ scope: ResolveScope) -> [NibCell]? {
        guard let call = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self),
              let callee = SyntaxFacts.calleeName(call), dequeueCalls.contains(callee),
              let argument = call.arguments.first(where: { identifierLabels.contains($0.label?.text ?? "") })?.expression,
              let identifiers = strings(argument, scope.moved(to: Syntax(argument), file: scope.file)),
              let controller = SyntaxFacts.enclosingTypeName(Syntax(call)) else { return nil }
        let lineage = Set(scope.index.lineage(controller))

        func related(_ type: String) -> Bool { lineage.contains(type) || scope.index.lineage(type).contains(controller) }
        var out: [NibCell] = []
        // Sorted: a Set's order changes from run to run, and the first cell's evidence is the one cited.
        for identifier in identifiers.sorted() {
            let prototypes = scope.index.nibCells.prototypes[identifier]?.filter {
                related($0.sceneClass) || (!$0.hostClass.isEmpty && related($0.hostClass))
            } ?? []
            if !prototypes.isEmpty { out += prototypes.prefix(1); continue }
            let registered = registeredNibs(identifier, controller: controller, related: related, scope)
            guard let name = registered.first, registered.count == 1, let cell = scope.index.nibCells.nibs[name]?.first else { return nil }
            out.append(cell)
        }
        return out
    }

    /// The nib names registered for `identifier` by the controller or a type related to it.
    private static func registeredNibs(_ identifier: String, controller: String, related: (String) -> Bool, _ scope: ResolveScope) -> Set<String> {
        var names: Set<String> = []
        for (type, calls) in scope.index.nibRegistrations where related(type) {
            for (node, file) in calls {
                guard let call = node.as(FunctionCallExprSyntax.self), let (nameExpr, idExpr) = NibCell.registration(call),
                      let ids = strings(idExpr, scope.moved(to: Syntax(idExpr), file: file)), ids.contains(identifier),
                      let nibNames = strings(nameExpr, scope.moved(to: Syntax(nameExpr), file: file)) else { continue }
                names.formUnion(nibNames)
            }
        }
        return names
    }

    /// The strings an identifier expression evaluates to: literals, ternaries, locals, and the constants,
    /// computed properties and functions of the app's types that return them (`CellID.wide`,
    /// `Cell.reuseIdentifier`, `cellID(for: indexPath)`); nil when any value is not known.
    private static func strings(_ expr: ExprSyntax, _ scope: ResolveScope, depth: Int = 0) -> Set<String>? {
        guard depth < 8 else { return nil }
        let e = SyntaxFacts.unwrapped(expr)
        if let plain = SyntaxFacts.plainString(e) { return [plain] }
        func union(_ values: [ExprSyntax], file: String) -> Set<String>? {
            guard !values.isEmpty else { return nil }
            var out: Set<String> = []
            for value in values {
                guard let found = strings(value, scope.moved(to: Syntax(value), file: file), depth: depth + 1) else { return nil }
                out.formUnion(found)
            }
            return out
        }
        func members(_ members: [SourceIndex.Member]) -> Set<String>? {
            guard !members.isEmpty else { return nil }
            var out: Set<String> = []
            for member in members {
                guard let found = union(ResolveScope.values(of: member), file: member.file) else { return nil }
                out.formUnion(found)
            }
            return out
        }
        func own(_ name: String) -> [SourceIndex.Member] {
            guard let type = scope.enclosingType else { return [] }
            return scope.index.lineage(type).lazy.map { scope.index.member($0, name) }.first { !$0.isEmpty } ?? []
        }
        if let ternary = e.as(TernaryExprSyntax.self) {
            return union([ternary.thenExpression, ternary.elseExpression], file: scope.file)
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let binding = scope.localBinding(name) { return union(ResolveScope.values(of: binding), file: scope.file) }
            return members(own(name))
        }
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base.flatMap({ SyntaxFacts.dottedPath($0) }) {
            let name = member.declName.baseName.text
            if base == "self" || base == "Self" { return members(own(name)) }
            let nested = scope.enclosingType.map { scope.index.member("\($0).\(base)", name) } ?? []
            return members(nested.isEmpty ? scope.index.member(base, name) : nested)
        }
        if let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call),
           call.calledExpression.is(DeclReferenceExprSyntax.self)
            || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self" {
            return members(own(name).filter { $0.node.is(FunctionDeclSyntax.self) })
        }
        return nil
    }

    /// The function declaring parameter `name` around `node`, and its position.
    static func parameter(_ name: String, around node: Syntax) -> (FunctionDeclSyntax, Int)? {
        var current = node.parent
        while let n = current {
            if n.is(ClosureExprSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            if let f = n.as(FunctionDeclSyntax.self) {
                guard let i = f.signature.parameterClause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name })
                else { return nil }
                return (f, f.signature.parameterClause.parameters.distance(from: f.signature.parameterClause.parameters.startIndex, to: i))
            }
            current = n.parent
        }
        return nil
    }

    static func typeDeclaration(around function: FunctionDeclSyntax) -> Syntax? {
        var current = function.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return n.parent }
            current = n.parent
        }
        return nil
    }

    private static func sameFont(_ a: FontSpec?, _ b: FontSpec?) -> Bool {
        guard var a, var b else { return a == nil && b == nil }
        a.evidence = .estimate(why: "")
        b.evidence = a.evidence
        return a == b
    }

    private static func sameWidth(_ a: ScanWidth?, _ b: ScanWidth?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.narrowest == b.narrowest && a.widest == b.widest
    }

    /// Calls of one function by name and argument count.
    final class CallFinder: SyntaxVisitor {
        let name: String
        let arguments: Int
        var calls: [FunctionCallExprSyntax] = []

        init(name: String, arguments: Int) {
            self.name = name
            self.arguments = arguments
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if SyntaxFacts.calleeName(node) == name, node.arguments.count == arguments,
               node.calledExpression.is(DeclReferenceExprSyntax.self)
                || node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                calls.append(node)
            }
            return .visitChildren
        }
    }
}
