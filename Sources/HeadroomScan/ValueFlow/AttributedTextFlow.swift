import SwiftSyntax

/// The text an attributed string holds and the font its attributes give, for `label.attributedText =`
/// and `configuration.attributedTitle =`: `AttributedString(k, attributes: AttributeContainer([.font: f]))`,
/// `NSAttributedString(string: k, attributes: [.font: f])`, `NSAttributedString(format: <one of those>, args: ...)`,
/// also through a local, and a local built by appending (`title.append(bold)`, `title += bold`): each part is
/// drawn in its own attributes' font. A string changed otherwise (`insert`, `addAttributes`) is not read.
enum AttributedTextFlow {
    /// One text of an attributed value; `font` nil when its attributes name no font (the view's own font draws it).
    struct Part {
        let text: ExprSyntax
        let font: FontOutcome?
        let scope: ResolveScope
    }

    /// What an attributed value shows.
    enum Reading {
        /// The texts it is built from, in order.
        case parts([Part])
        case unresolved(Syntax, UnresolvedCause)
    }

    static let mutators: Set<String> = ["append", "insert", "replaceSubrange", "addAttribute", "addAttributes", "setAttributes"]
    /// Mutators that add a part at the end, leaving the parts before it as they are.
    static let appending: Set<String> = ["append"]

    static func read(_ expr: ExprSyntax, _ scope: ResolveScope) -> Reading {
        let e = SyntaxFacts.unwrapped(expr)
        guard scope.depth < ResolveScope.maxDepth else { return .unresolved(Syntax(e), .followedTooDeep) }
        if let ref = e.as(DeclReferenceExprSyntax.self), let binding = scope.localBinding(ref.baseName.text) {
            guard let value = binding.initializer?.value ?? single(ResolveScope.values(of: binding)) else {
                return .unresolved(Syntax(e), .attributedAssignedSeveralTimes)
            }
            guard let appended = appendedParts(ref.baseName.text, binding) else { return .unresolved(Syntax(e), .attributedBuiltFromParts) }
            var parts: [Part] = []
            for part in [value] + appended {
                switch read(part, scope.moved(to: Syntax(part), file: scope.file)) {
                case .parts(let more): parts += more
                case .unresolved(let node, let cause): return .unresolved(node, cause)
                }
            }
            return .parts(parts)
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
        let attributes = SyntaxFacts.argument(call, "attributes")
        return .parts([Part(text: text, font: attributes.flatMap { font(in: $0, scope) }, scope: scope)])
    }

    private static func single(_ values: [ExprSyntax]) -> ExprSyntax? { values.count == 1 ? values[0] : nil }

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

    /// What `name.append(x)` and `name += x` add after the declaration, in the same block, in order; nil
    /// when another mutator changes it (`insert`, `addAttributes`, ...).
    private static func appendedParts(_ name: String, _ binding: PatternBindingSyntax) -> [ExprSyntax]? {
        guard let block = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        let finder = MutationFinder(name: name)
        finder.walk(block)
        return finder.other ? nil : finder.appended
    }

    private final class MutationFinder: SyntaxVisitor {
        let name: String
        var appended: [ExprSyntax] = []
        var other = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               SyntaxFacts.dottedPath(base) == name, AttributedTextFlow.mutators.contains(member.declName.baseName.text) {
                if AttributedTextFlow.appending.contains(member.declName.baseName.text), node.arguments.count == 1,
                   node.arguments.first?.label == nil, let part = node.arguments.first?.expression {
                    appended.append(part)
                } else {
                    other = true
                }
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.trimmedDescription == "+=", SyntaxFacts.dottedPath(node.leftOperand) == name { appended.append(node.rightOperand) }
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
        case .parts(let parts):
            for part in parts {
                report(site: Syntax(node), value: part.text, mode: .string, table: nil, part.scope) {
                    var ctx = configuration ? Self.roleContext(.buttonConfiguration, kind: .button, node: Syntax(node))
                        : UIKitContext.read(view: view, kind: .text, at: Syntax(node), s)
                    switch part.font {
                    case .font(let spec)?: ctx.font = spec; ctx.fontProblem = nil
                    case .unresolved(let reason)?: ctx.font = nil; ctx.fontProblem = (Syntax(value), reason)
                    case nil: break
                    }
                    return ctx
                }
            }
        }
    }
}
