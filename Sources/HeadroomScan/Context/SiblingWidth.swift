import DynamicType
import SwiftSyntax

/// What stands beside a SwiftUI text in its row and takes part of the width: a `Toggle`'s switch, a
/// menu `Picker`'s value, a `Label`'s icon, a `LabeledContent`'s value, the other children of an
/// `HStack` (with their `.frame(width:)` when the code gives it), and a `Form` row's insets. What the
/// code gives narrows both ends of the width; what is estimated narrows only the narrowest, so that
/// a text found too wide only there is a warning.
enum SiblingWidth {
    /// The site's own view: `Toggle("k", isOn:)`, `Picker("k", selection:)`, `Label("k", systemImage:)`,
    /// `LabeledContent("k") { value }`.
    /// `inStyleBody`: the control a style's `makeBody` draws with the configuration (`Toggle(configuration)`).
    static func ownView(_ call: FunctionCallExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope, inStyleBody: Bool = false) {
        guard let name = SyntaxFacts.calleeName(call) else { return }
        control(name, call, label: nil, &ctx, scope, inStyleBody: inStyleBody)
    }

    /// A call around the text: its siblings in an `HStack`, or the control whose label it is.
    static func enclosing(_ call: FunctionCallExprSyntax, label: String?, holding node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard ctx.width == nil, !ctx.inSystemPanel, let name = SyntaxFacts.calleeName(call) else { return }
        switch name {
        case "HStack":
            guard label == nil || label == "content" else { return }
            stack(call, holding: node, &ctx, scope)
        case "Form":
            ctx.addBeside(estimate: 2 * ContainerCatalog.standardMargin,
                          "a Form row: the inset-grouped section's 16 pt inset each side [inference: Form is grouped on iOS, the inset not documented]")
        case "List" where ViewCallSyntax.modifiers(of: call).contains { $0.name == "listStyle" && ContainerCatalog.insetGroupedListStyles.contains(where: $0.args.contains) }:
            ctx.addBeside(estimate: 2 * ContainerCatalog.standardMargin,
                          "a .insetGrouped List row: the section's 16 pt inset each side [inference: as a Form's; the inset not documented]")
        default:
            control(name, call, label: label, holding: node, &ctx, scope)
        }
    }

    private static func control(_ name: String, _ call: FunctionCallExprSyntax, label: String?, holding node: Syntax? = nil,
                                _ ctx: inout DisplayContext, _ scope: ResolveScope, inStyleBody: Bool = false) {
        guard ctx.width == nil, !ctx.inSystemPanel else { return }
        let styles = ViewCallSyntax.modifiers(of: call)
        switch name {
        case "Toggle":
            // An app's `ToggleStyle` lays the label out itself (`AppModifier.applyStyle` reads its body).
            guard label != "isOn", !styles.contains(where: { $0.name == "toggleStyle" && !$0.args.contains("switch") }),
                  inStyleBody || !ctx.styledControls.contains(.toggle) else { return }
            ctx.addBeside(known: ContainerCatalog.switchWidth, scope.code(call, "Toggle: the switch beside its label (\(ContainerCatalog.switchSource))"))
            ctx.addBeside(estimate: ContainerCatalog.defaultSpacing, "8 pt between the label and the switch [inference]")
        case "Picker":
            guard label == "label" || label == nil && call.arguments.first?.label == nil,
                  !styles.contains(where: { $0.name == "pickerStyle" && ["segmented", "inline", "wheel", "palette"].contains(where: $0.args.contains) })
            else { return }
            // An option itself is a menu item, not the label.
            if let node, let content = call.trailingClosure, SyntaxFacts.isAncestor(Syntax(content), of: node) { return }
            // The selected value is one of the options: the widest of them, measured per language.
            if ctx.besideTexts == nil, let options = PickerOptions.texts(of: call, ctx, scope) {
                ctx.besideTexts = options
                ctx.addBeside(estimate: ContainerCatalog.pickerChevronsEstimate + 2 * ContainerCatalog.defaultSpacing,
                              "Picker: the selected value (one of its options, measured per language, beside:), the chevrons after it (\(Int(ContainerCatalog.pickerChevronsEstimate)) pt [inference]) and the gaps")
                return
            }
            ctx.addBeside(estimate: ContainerCatalog.pickerValueEstimate + ContainerCatalog.defaultSpacing,
                          "Picker: the selected value and chevrons beside its label (\(Int(ContainerCatalog.pickerValueEstimate)) pt [inference])")
        case "Label":
            guard label != "icon" else { return }
            let size = ctx.font?.fixedSize ?? ctx.font?.style.map { Double($0.pointSize(at: .large)) } ?? 17
            ctx.addBeside(estimate: ContainerCatalog.symbolEstimate(pointSize: size) + ContainerCatalog.defaultSpacing,
                          "Label: its icon beside the title [inference: symbol about 1.3 × the point size]")
        case "LabeledContent":
            guard label == nil, call.arguments.first?.label == nil else { return }
            // The value view itself: its sibling is the title.
            if let node, let closure = call.trailingClosure, SyntaxFacts.isAncestor(Syntax(closure), of: node) {
                if ctx.besideTexts == nil, let title = call.arguments.first?.expression, !ctx.fontSet, ctx.weight == nil {
                    let resolved = KeyResolver.resolve(title, mode: .swiftUIKey, scope.moved(to: Syntax(title), file: scope.file))
                    if resolved.unresolved.isEmpty, resolved.componentProperties.isEmpty, !resolved.keys.isEmpty {
                        ctx.besideTexts = (resolved.keys.map(\.key), nil)
                        ctx.addBeside(estimate: ContainerCatalog.defaultSpacing, "LabeledContent: the gap after its label [inference]")
                        return
                    }
                }
                ctx.addBeside(estimate: ContainerCatalog.unknownSiblingEstimate + ContainerCatalog.defaultSpacing,
                              "LabeledContent: its label beside the value [inference]")
                return
            }
            // `LabeledContent("k") { Text(L10n.value) }`: the value's text, measured per language.
            if ctx.besideTexts == nil, let statements = call.trailingClosure?.statements, statements.count == 1,
               let value = statements.first?.item.as(ExprSyntax.self), let keys = siblingText(value, ctx, scope) {
                ctx.besideTexts = keys
                ctx.addBeside(estimate: ContainerCatalog.defaultSpacing, "LabeledContent: the gap before its value [inference]")
                return
            }
            ctx.addBeside(estimate: ContainerCatalog.unknownSiblingEstimate + ContainerCatalog.defaultSpacing,
                          "LabeledContent: its value beside the label [inference]")
        default:
            return
        }
    }

    /// The other children of the `HStack` that holds the text.
    private static func stack(_ call: FunctionCallExprSyntax, holding node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard let closure = call.trailingClosure ?? SyntaxFacts.argument(call, "content")?.as(ClosureExprSyntax.self) else { return }
        let children = Array(closure.statements)
        guard children.count > 1, children.contains(where: { SyntaxFacts.isAncestor(Syntax($0), of: node) }) else { return }
        var known = 0.0, estimate = 0.0
        var what: [String] = []
        var texts = 0
        for child in children where !SyntaxFacts.isAncestor(Syntax(child), of: node) {
            guard let expr = child.item.as(ExprSyntax.self) else { estimate += ContainerCatalog.unknownSiblingEstimate; continue }
            switch width(of: expr, scope) {
            case .known(let points, let text): known += points; what.append(text)
            case .estimate(let points):
                if texts == 0, ctx.besideTexts == nil, let keys = siblingText(expr, ctx, scope) {
                    ctx.besideTexts = keys
                    texts += 1
                } else {
                    estimate += points
                }
            }
        }
        if texts > 0 { what.append("a Text of known keys, measured per language (beside:)") }
        let gaps = Double(children.count - 1)
        let spacing = SyntaxFacts.argument(call, "spacing").flatMap { FontResolver.number($0, scope) }
        if let spacing { known += gaps * spacing } else { estimate += gaps * ContainerCatalog.defaultSpacing }
        if known > 0 { ctx.addBeside(known: known, scope.code(call, "HStack siblings: \(what.joined(separator: ", "))\(spacing.map { ", spacing \(format($0))" } ?? "")")) }
        if estimate > 0 { ctx.addBeside(estimate: estimate, "HStack siblings whose width the code does not give (\(Int(ContainerCatalog.unknownSiblingEstimate)) pt each [inference]) and the stack's spacing") }
    }

    /// A sibling `Text` whose keys the code gives, directly (`Text("k")`, `Text(L10n.title)`) or
    /// through a stored property of the view that every construction of the view sets
    /// (`Text(title)`, `Row(title: L10n.a)`), with its font: its own `.font`, or nil when it shares
    /// the text's (neither sets one inside the row). Nil when it changes its width otherwise
    /// (horizontal padding) or a key is not known.
    static func siblingText(_ expr: ExprSyntax, _ ctx: DisplayContext, _ scope: ResolveScope) -> (keys: [String], font: FontSpec?)? {
        var current = SyntaxFacts.unwrapped(expr)
        var fontExpr: ExprSyntax?
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            switch member.declName.baseName.text {
            case "font": if fontExpr == nil { fontExpr = call.arguments.first?.expression }
            case "fontWeight", "bold", "italic", "fontWidth", "fontDesign", "monospaced", "textCase", "kerning", "tracking": return nil
            case "padding":
                let edges = call.arguments.first.flatMap { SyntaxFacts.memberName($0.expression) }
                guard let edges, ["vertical", "top", "bottom"].contains(edges) else { return nil }
            default: break
            }
            current = SyntaxFacts.unwrapped(base)
        }
        guard let call = current.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
              let first = call.arguments.first, first.label == nil, call.arguments.count == 1 else { return nil }
        var font: FontSpec?
        if let fontExpr {
            guard case .font(let spec) = FontResolver.resolve(fontExpr, scope.moved(to: Syntax(fontExpr), file: scope.file)) else { return nil }
            font = spec
        } else if ctx.fontSet || ctx.weight != nil || ctx.textCaseSet {
            return nil
        }
        let resolved = KeyResolver.resolve(first.expression, mode: .swiftUIKey, scope.moved(to: Syntax(first.expression), file: scope.file))
        guard resolved.unresolved.isEmpty, !resolved.notLocalized else { return nil }
        var keys = resolved.keys.map(\.key)
        if !resolved.componentProperties.isEmpty {
            guard keys.isEmpty, resolved.componentProperties.count == 1, let property = resolved.componentProperties.first,
                  property.function == nil, let set = keysSet(property, scope) else { return nil }
            keys = set
        }
        var seen = Set<String>()
        keys = keys.filter { seen.insert($0).inserted }
        return keys.isEmpty ? nil : (keys, font)
    }

    /// The keys every construction of the view outside previews passes for its stored property
    /// (`SettingsRow(title: L10n.a)`: the argument named as the property, or the initializer's
    /// parameter stored in it); nil when one of them is not a key the scan reads.
    private static func keysSet(_ property: ComponentProperty, _ scope: ResolveScope) -> [String]? {
        let name = property.callName
        let calls = (scope.index.constructions[name] ?? []).filter { !ViewTypeUse.inPreview($0) }
        guard !calls.isEmpty, calls.count <= 8 else { return nil }
        let labels = Set([property.name] + AppViewContent.initializers(of: property.type, scope).compactMap { initializer in
            AppViewContent.parameterStored(in: property.name, by: initializer).flatMap { stored in
                initializer.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == stored }?.firstName.text
            }
        })
        var keys: [String] = []
        for node in calls {
            guard let call = node.as(FunctionCallExprSyntax.self),
                  let argument = call.arguments.first(where: { $0.label.map { labels.contains($0.text) } ?? false })?.expression else { return nil }
            let resolved = KeyResolver.resolve(argument, mode: property.mode, scope.moved(to: Syntax(argument), file: scope.file))
            guard resolved.unresolved.isEmpty, resolved.componentProperties.isEmpty, !resolved.notLocalized, !resolved.keys.isEmpty else { return nil }
            keys += resolved.keys.map(\.key)
        }
        return keys
    }

    private enum Width { case known(Double, String), estimate(Double) }

    private static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }

    /// A sibling's width: `.frame(width: n)` on it, `Spacer(minLength: n)`, an SF Symbol at body size.
    private static func width(of expr: ExprSyntax, _ scope: ResolveScope) -> Width {
        var current = SyntaxFacts.unwrapped(expr)
        // The modifiers chained on it, outermost first.
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            if member.declName.baseName.text == "frame", let w = SyntaxFacts.argument(call, "width").flatMap({ FontResolver.number($0, scope) }) {
                return .known(w, ".frame(width: \(format(w)))")
            }
            current = base
        }
        guard let call = current.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) else {
            return .estimate(ContainerCatalog.unknownSiblingEstimate)
        }
        switch name {
        case "Spacer":
            let minimum = SyntaxFacts.argument(call, "minLength").flatMap { FontResolver.number($0, scope) } ?? 0
            return .known(minimum, "Spacer(minLength: \(format(minimum)))")
        case "Image" where SyntaxFacts.argument(call, "systemName") != nil:
            return .estimate(ContainerCatalog.symbolEstimate(pointSize: 17))
        default:
            return .estimate(ContainerCatalog.unknownSiblingEstimate)
        }
    }
}
