import SwiftSyntax

/// The text an attributed string holds and the font its attributes give, for `label.attributedText =`
/// and `configuration.attributedTitle =`: `AttributedString(k, attributes: AttributeContainer([.font: f]))`,
/// `NSAttributedString(string: k, attributes: [.font: f])`, `NSAttributedString(format: <one of those>, args: ...)`,
/// also through a local that nothing appends to. A string built from several parts is not one text.
enum AttributedTextFlow {
    /// What an attributed value shows.
    enum Reading {
        /// One text; `font` nil when the attributes name no font (the view's own font draws it).
        case text(ExprSyntax, font: FontOutcome?, scope: ResolveScope)
        case unresolved(Syntax, UnresolvedCause)
    }

    static let mutators: Set<String> = ["append", "insert", "replaceSubrange", "addAttribute", "addAttributes", "setAttributes"]

    static func read(_ expr: ExprSyntax, _ scope: ResolveScope) -> Reading {
        let e = SyntaxFacts.unwrapped(expr)
        guard scope.depth < ResolveScope.maxDepth else { return .unresolved(Syntax(e), .followedTooDeep) }
        if let ref = e.as(DeclReferenceExprSyntax.self), let binding = scope.localBinding(ref.baseName.text) {
            let values = ResolveScope.values(of: binding)
            guard values.count == 1, let value = values.first else {
                return .unresolved(Syntax(e), .attributedAssignedSeveralTimes)
            }
            if mutated(ref.baseName.text, binding) { return .unresolved(Syntax(e), .attributedBuiltFromParts) }
            return read(value, scope.moved(to: Syntax(value), file: scope.file))
        }
        // A closure called in place (`= { ...; return NSAttributedString(...) }()`): what it returns.
        if let call = e.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            let returned = SyntaxFacts.returnedExpressions(closure.statements)
            guard returned.count == 1 else { return .unresolved(Syntax(e), .attributedNotRead) }
            return read(returned[0], scope.moved(to: Syntax(returned[0]), file: scope.file))
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call),
              ["AttributedString", "NSAttributedString", "NSMutableAttributedString"].contains(name) else {
            return .unresolved(Syntax(e), .attributedNotRead)
        }
        if let format = SyntaxFacts.argument(call, "format") {
            // The format string holds the key; the arguments fill its placeholders.
            return read(format, scope)
        }
        guard let text = SyntaxFacts.argument(call, name == "AttributedString" ? nil : "string") else {
            return .unresolved(Syntax(e), .attributedNotRead)
        }
        guard let attributes = SyntaxFacts.argument(call, "attributes") else { return .text(text, font: nil, scope: scope) }
        return .text(text, font: font(in: attributes, scope), scope: scope)
    }

    /// The `.font` of an attributes dictionary (`[.font: f]`, `.init([...])`, `AttributeContainer([...])`);
    /// nil when the dictionary names no font.
    static func font(in attributes: ExprSyntax, _ scope: ResolveScope) -> FontOutcome? {
        var e = SyntaxFacts.unwrapped(attributes)
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
           let name = SyntaxFacts.calleeName(call), name == "init" || name == "AttributeContainer" {
            e = SyntaxFacts.unwrapped(call.arguments.first!.expression)
        }
        if e.is(ArrayExprSyntax.self) { return nil }  // `[:]` is parsed as a dictionary; an empty `[]` names nothing either
        guard let dictionary = e.as(DictionaryExprSyntax.self) else {
            return .unresolved("attributes the scan does not read")
        }
        guard case .elements(let elements) = dictionary.content else { return nil }
        for element in elements where SyntaxFacts.memberName(element.key) == "font" {
            return FontResolver.resolve(element.value, scope)
        }
        return nil
    }

    /// `name.append(...)`, `name += ...` after the declaration, in the same block.
    private static func mutated(_ name: String, _ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        let finder = MutationFinder(name: name)
        finder.walk(block)
        return finder.found
    }

    private final class MutationFinder: SyntaxVisitor {
        let name: String
        var found = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               SyntaxFacts.dottedPath(base) == name, AttributedTextFlow.mutators.contains(member.declName.baseName.text) {
                found = true
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.trimmedDescription == "+=", SyntaxFacts.dottedPath(node.leftOperand) == name { found = true }
            return .visitChildren
        }
    }
}

extension UsageVisitor {
    /// `label.attributedText = NSAttributedString(string: k, attributes: [.font: f])` (the label's
    /// lines, the attributes' font) and `configuration.attributedTitle = AttributedString(k, ...)`.
    func attributedSite(_ node: InfixOperatorExprSyntax, view: ExprSyntax, configuration: Bool, value: ExprSyntax, _ s: ResolveScope) {
        switch AttributedTextFlow.read(value, s) {
        case .unresolved(let problem, let cause):
            addUnresolved(problem, file: file, cause: cause, at: Syntax(node))
        case .text(let text, let font, let textScope):
            report(site: Syntax(node), value: text, mode: .string, table: nil, textScope) {
                var ctx = configuration ? Self.roleContext(.buttonConfiguration, kind: .button, node: Syntax(node))
                    : UIKitContext.read(view: view, kind: .text, at: Syntax(node), s)
                switch font {
                case .font(let spec)?: ctx.font = spec; ctx.fontProblem = nil
                case .unresolved(let reason)?: ctx.font = nil; ctx.fontProblem = (Syntax(value), reason)
                case nil: break
                }
                return ctx
            }
        }
    }
}
