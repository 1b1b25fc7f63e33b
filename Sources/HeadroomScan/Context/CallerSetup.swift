import SwiftSyntax

/// What a caller does to a view before it hands the view's owner to the site's function: a class instance
/// passed to two functions is one object, so `resetCellStyle(cell)` setting `cell.textLabel?.font` holds when
/// `configureModeCell(cell)` then sets `cell.textLabel?.text` (the function's parameter bound to the caller's
/// argument, as Swift passes a reference). Read for a view reached through a parameter of the site's function
/// (`cell.textLabel`): in every call of that function in its type, the settings made earlier on the same path
/// of the caller, directly on the argument (`cell.textLabel?.font = f`) or through another function of the type
/// it was passed to first (its parameter bound to the argument). A property only some calls set is left out.
enum CallerSetup {
    static func settings(of view: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> [(setting: SourceIndex.ViewSetting, note: String)] {
        guard let path = SyntaxFacts.dottedPath(view)?.replacingOccurrences(of: "?", with: ""),
              let dot = path.firstIndex(of: ".") else { return [] }
        let root = String(path[..<dot])
        let rest = String(path[dot...])
        guard let (function, position) = DequeuedCell.parameter(root, around: node),
              let declaration = DequeuedCell.typeDeclaration(around: function) else { return [] }
        let finder = DequeuedCell.CallFinder(name: SyntaxFacts.identifier(function.name), arguments: function.signature.parameterClause.parameters.count)
        finder.walk(declaration)
        guard !finder.calls.isEmpty else { return [] }
        var common: [String: (setting: SourceIndex.ViewSetting, note: String)]?
        for call in finder.calls {
            let arguments = Array(call.arguments)
            guard position < arguments.count,
                  let argument = SyntaxFacts.unwrapped(arguments[position].expression).as(DeclReferenceExprSyntax.self) else { return [] }
            let found = before(call, argument: ExprSyntax(argument), rest: rest, scope)
            common = common.map { kept in kept.filter { found[$0.key] != nil } } ?? found
            if common?.isEmpty == true { return [] }
        }
        return (common ?? [:]).values.sorted { $0.setting.line < $1.setting.line }
    }

    /// The settings on `argument + rest` made before `call` in its function, by property, the last one winning.
    private static func before(_ call: FunctionCallExprSyntax, argument: ExprSyntax, rest: String, _ scope: ResolveScope)
        -> [String: (setting: SourceIndex.ViewSetting, note: String)] {
        guard let body = CellSurroundings.enclosingBody(Syntax(call)), let name = SyntaxFacts.dottedPath(argument) else { return [:] }
        let file = scope.file
        var ordered: [(position: Int, setting: SourceIndex.ViewSetting, note: String)] = []
        let callStart = call.positionAfterSkippingLeadingTrivia.utf8Offset
        // Directly on the argument (`cell.textLabel?.font = f`), in the caller's scope.
        if let (viewScope, path) = ViewScope.resolve(argument, at: Syntax(call), file: file) {
            for s in scope.index.viewSettings[viewScope]?[path + rest] ?? [] where s.file == file {
                let at = s.value.positionAfterSkippingLeadingTrivia.utf8Offset
                guard at < callStart, !SyntaxFacts.inExclusiveBranches(Syntax(s.value), Syntax(call)) else { continue }
                ordered.append((at, s, ""))
            }
        }
        // Through a function of the type the argument was passed to first (`resetCellStyle(cell)`).
        let calls = EarlierCalls(before: callStart, argument: name)
        calls.walk(body)
        if let type = SyntaxFacts.enclosingTypeName(Syntax(call)) {
            for (earlier, index) in calls.found where !SyntaxFacts.inExclusiveBranches(Syntax(earlier), Syntax(call)) {
                guard let callee = SyntaxFacts.calleeName(earlier) else { continue }
                let declared = scope.index.lineage(type).flatMap { scope.index.member($0, callee) }.filter {
                    ($0.node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.count ?? -1) == earlier.arguments.count
                }
                guard declared.count == 1, let function = declared[0].node.as(FunctionDeclSyntax.self) else { continue }
                let parameters = Array(function.signature.parameterClause.parameters)
                let parameter = parameters[index]
                let bound = SyntaxFacts.identifier(parameter.secondName ?? parameter.firstName)
                let key = "\(declared[0].file)@\(Syntax(function).position.utf8Offset)"
                let at = earlier.positionAfterSkippingLeadingTrivia.utf8Offset
                for s in scope.index.viewSettings[key]?[bound + rest] ?? [] {
                    ordered.append((at, s, " (set by \(callee)(_:), called before at line \(scope.index.line(of: earlier, in: file)))"))
                }
            }
        }
        var out: [String: (setting: SourceIndex.ViewSetting, note: String)] = [:]
        for entry in ordered.sorted(by: { $0.position < $1.position }) { out[entry.setting.property] = (entry.setting, entry.note) }
        return out
    }

    /// Calls before a position that pass `argument` bare, with the argument's index.
    private final class EarlierCalls: SyntaxVisitor {
        let limit: Int
        let argument: String
        var found: [(FunctionCallExprSyntax, Int)] = []

        init(before limit: Int, argument: String) {
            self.limit = limit
            self.argument = argument
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.positionAfterSkippingLeadingTrivia.utf8Offset < limit else { return .skipChildren }
            let bare = node.calledExpression.is(DeclReferenceExprSyntax.self)
                || node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            if bare, let i = node.arguments.firstIndex(where: {
                SyntaxFacts.unwrapped($0.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == argument
            }) {
                found.append((node, node.arguments.distance(from: node.arguments.startIndex, to: i)))
            }
            return .visitChildren
        }
    }
}
