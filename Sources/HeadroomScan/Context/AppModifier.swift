import SwiftSyntax

/// The app's own modifiers and styles, read by evaluating their bodies: a `View`/`Text` extension
/// function (`.styleGuide(.body)` whose body is `font(.styleGuide(style)).lineHeight(...)`), a
/// `ViewModifier` (`.modifier(Card())`, read in its `body(content:)`), and a `ButtonStyle` /
/// `PrimitiveButtonStyle` / `LabelStyle` / `ToggleStyle` (read in its `makeBody(configuration:)` from
/// `configuration.label` outwards) applied to the label of the Button, Label or Toggle it styles.
/// Their font, lines, padding and text case apply where the text does not set its own.
enum AppModifier {
    /// The style modifier for each control, and the protocol its static shorthands extend
    /// (`extension ButtonStyle where Self == PrimaryButtonStyle { static func primary() -> Self }`).
    static let styleModifiers: [String: (control: StyledControl, protocols: [String])] = [
        "buttonStyle": (.button, ["ButtonStyle", "PrimitiveButtonStyle"]),
        "labelStyle": (.label, ["LabelStyle"]),
        "toggleStyle": (.toggle, ["ToggleStyle"]),
    ]

    /// Modifiers of `Text` that return a `Text`: a chain of them on a `Text` is still a `Text`.
    static let textModifiers: Set<String> = [
        "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "monospaced", "monospacedDigit", "foregroundColor",
        "foregroundStyle", "kerning", "tracking", "baselineOffset", "underline", "strikethrough", "textScale", "typesettingLanguage",
    ]

    /// `.name(...)` where the app declares `func name` in an extension of a SwiftUI view type: its body's
    /// modifiers, with the call's arguments. False when the app declares no such function.
    @discardableResult
    static func applyFunction(_ name: String, call: FunctionCallExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) -> Bool {
        guard scope.depth < DesignEvaluator.maxDepth else { return false }
        // A method of `Text` is more specialized than one of a `View` extension: Swift picks it for a Text receiver.
        var found: [SourceIndex.Member] = []
        for type in isText(SyntaxFacts.receiver(call), scope) ? ["Text", "View"] : ["View"] {
            found = DesignEvaluator.functions(scope.index.member(type, name), fitting: call)
            if !found.isEmpty { break }
        }
        guard let member = found.first, let fn = member.node.as(FunctionDeclSyntax.self), let body = fn.body else { return false }
        let inner = scope.entering(fn, file: member.file, through: call)
        applyResults(SyntaxFacts.returnedExpressions(body.statements), &ctx, inner)
        return true
    }

    /// The receiver is a `Text`: `Text(...)` and `Text` modifiers on it, or `self` inside an extension of `Text`.
    private static func isText(_ receiver: ExprSyntax?, _ scope: ResolveScope) -> Bool {
        guard var current = receiver.map(SyntaxFacts.unwrapped) else { return scope.enclosingType == "Text" }
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return ref.baseName.text == "Text" || (textModifiers.contains(ref.baseName.text) && scope.enclosingType == "Text")
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), textModifiers.contains(member.declName.baseName.text),
                  let base = member.base else { return false }
            current = SyntaxFacts.unwrapped(base)
        }
        return false
    }

    /// `.modifier(Card(padding: 8))`: the modifiers of `Card.body(content:)` on `content`.
    static func applyViewModifier(_ value: ExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard scope.depth < DesignEvaluator.maxDepth,
              case .instance(let type, let built, let builtScope) = DesignEvaluator.evaluate(value, scope, expected: nil, DesignEvaluator.Run()),
              let (member, fn) = function("body", of: type, scope), let body = fn.body else { return }
        var inner = scope.entering(fn, file: member.file, through: nil)
        inner.receiver = ResolveScope.Receiver(expr: ExprSyntax(built), scope: builtScope)
        applyResults(SyntaxFacts.returnedExpressions(body.statements), &ctx, inner)
    }

    /// `.buttonStyle(.primary())` on a view that holds the text: applied once per control, innermost
    /// style first, when the text is that control's label.
    static func applyStyle(_ modifier: String, value: ExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard let (control, protocols) = styleModifiers[modifier], ctx.controls.contains(control), !ctx.styledControls.contains(control),
              scope.depth < DesignEvaluator.maxDepth else { return }
        if control == .button, let name = SyntaxFacts.memberName(value) ?? value.as(FunctionCallExprSyntax.self).flatMap(SyntaxFacts.calleeName),
           ContainerCatalog.borderedButtonStyles.contains(name) {
            ctx.styledControls.insert(control)
            ctx.borderedButton = true
            return
        }
        let run = DesignEvaluator.Run()
        var style = DesignEvaluator.Value.unresolved(.notUnderstood)
        for proto in protocols {
            style = DesignEvaluator.evaluate(value, scope, expected: proto, run)
            if case .instance = style { break }
        }
        // Any style the code names is the innermost one: an outer style no longer reaches this label.
        if case .unresolved = style { return }
        ctx.styledControls.insert(control)
        guard case .instance(let type, let built, let builtScope) = style,
              let (member, fn) = function("makeBody", of: type, scope), let body = fn.body else { return }
        guard let start = configurationUse(in: Syntax(body), parameter: fn.signature.parameterClause.parameters.first) else { return }
        var inner = scope.entering(fn, file: member.file, through: nil)
        inner.receiver = ResolveScope.Receiver(expr: ExprSyntax(built), scope: builtScope)
        applyOutward(from: start, &ctx, inner.moved(to: start, file: member.file))
    }

    /// The function `name` of `type` (or of a class it inherits from).
    private static func function(_ name: String, of type: String, _ scope: ResolveScope) -> (SourceIndex.Member, FunctionDeclSyntax)? {
        for member in scope.index.inheritedMember(type, name) {
            if let fn = member.node.as(FunctionDeclSyntax.self) { return (member, fn) }
        }
        return nil
    }

    /// Where a style's body shows the label: `configuration.label` (`.title` of a LabelStyle), else
    /// the configuration handed to a view (`Toggle(configuration)`, `Button(configuration)`).
    private static func configurationUse(in body: Syntax, parameter: FunctionParameterSyntax?) -> Syntax? {
        let name = parameter.map { ($0.secondName ?? $0.firstName).text } ?? "configuration"
        var passed: Syntax?
        for node in body.children(viewMode: .sourceAccurate).flatMap({ [$0] + descendants($0) }) {
            if let member = node.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
               ["label", "title"].contains(member.declName.baseName.text) {
                return node
            }
            if passed == nil, let ref = node.as(DeclReferenceExprSyntax.self), ref.baseName.text == name,
               let arg = ref.parent?.as(LabeledExprSyntax.self), arg.parent?.parent?.is(FunctionCallExprSyntax.self) == true {
                passed = Syntax(arg.parent!.parent!)
            }
        }
        return passed
    }

    private static func descendants(_ node: Syntax) -> [Syntax] {
        node.children(viewMode: .sourceAccurate).flatMap { [$0] + descendants($0) }
    }

    /// The modifiers chained on `start` and on the views around it, up to the declaration, and what
    /// the style lays out beside the label: the siblings of its `HStack`, the switch of a
    /// `Toggle(configuration)` it draws in the default style.
    private static func applyOutward(from start: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        if let passed = start.as(FunctionCallExprSyntax.self) { SiblingWidth.ownView(passed, &ctx, scope, inStyleBody: true) }
        var current = SwiftUIContext.applyChain(from: start, &ctx, scope)
        while let (call, label) = ViewCallSyntax.enclosingCall(of: current) {
            SiblingWidth.enclosing(call, label: label, holding: current, &ctx, scope)
            current = SwiftUIContext.applyChain(from: Syntax(call), &ctx, scope)
        }
    }

    /// A modifier function's results: one result's modifiers; several (`if` branches) only when they agree.
    private static func applyResults(_ results: [ExprSyntax], _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        var outcomes: [DisplayContext] = []
        for result in results {
            var c = ctx
            applyModifiers(of: result, &c, scope.moved(to: Syntax(result), file: scope.file), hops: 0)
            outcomes.append(c)
        }
        guard let first = outcomes.first else { return }
        if outcomes.allSatisfy({ $0.sameBox(as: first) }) { ctx = first }
    }

    /// `font(x).fontWeight(w)` / `content.padding()` / `local.lineHeight(...)`: the calls of a chain
    /// applied to the receiver (`self`, `content`), innermost first; a local is read at its value.
    private static func applyModifiers(of expr: ExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope, hops: Int) {
        var calls: [(String, FunctionCallExprSyntax)] = []
        var current = SyntaxFacts.unwrapped(expr)
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                calls.append((member.declName.baseName.text, call))
                current = SyntaxFacts.unwrapped(base)
                continue
            }
            // `font(...)` on the implicit `self`; a view built here (`Text(...)`, `HStack { }`) ends the chain.
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isLowercase == true {
                calls.append((ref.baseName.text, call))
            }
            break
        }
        if let ref = current.as(DeclReferenceExprSyntax.self), hops < 3, let binding = scope.localBinding(ref.baseName.text),
           let value = binding.initializer?.value {
            applyModifiers(of: value, &ctx, scope.moved(to: Syntax(value), file: scope.file), hops: hops + 1)
        }
        for (name, call) in calls.reversed() {
            SwiftUIContext.apply(modifier: name, call: call, &ctx, scope.moved(to: Syntax(call), file: scope.file))
        }
    }
}
