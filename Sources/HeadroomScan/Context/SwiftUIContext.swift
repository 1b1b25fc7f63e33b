import DynamicType
import SwiftSyntax

/// Reads a SwiftUI display site's context: the modifiers chained on it, then those of each enclosing
/// view up to the declaration (`var body`, a function), and the containers it sits in.
enum SwiftUIContext {
    /// How many levels of places-that-show-it are read (a label helper used by button helpers used
    /// by a swipe view constructed in two `.swipeActions`).
    static let maxSettleDepth = 4

    static func read(site: ExprSyntax, kind: UsageKind, _ scope: ResolveScope) -> DisplayContext {
        var ctx = DisplayContext(kind: kind)
        gather(from: Syntax(site), &ctx, scope)
        finish(&ctx)
        return ctx
    }

    /// Applies the modifiers and containers from `node` up to its declaration.
    /// `followTypes`: continue from a view type's `body` to where the app constructs that type
    /// (off for a view's stored-property sites, whose callers pass 3 reads).
    static func gather(from node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope, depth: Int = 0, followTypes: Bool = true,
                       memo: SettleMemo = SettleMemo()) {
        var current = node
        var scope = scope
        var hops = 0
        if let call = node.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) {
            if name == "ContentUnavailableView" { ctx.setRole(.contentUnavailable, node: node) }
            if ContainerCatalog.labelledControls.contains(name) { ctx.controlLabel = true }
            // "A text field with a vertical axis grows vertically" [doc: TextField.init(_:text:axis:)].
            if name == "TextField", let axis = SyntaxFacts.argument(call, "axis"), SyntaxFacts.memberName(axis) == "vertical" {
                ctx.growsVertically = scope.code(axis, "TextField(axis: .vertical): the field grows and its placeholder wraps")
            }
            // `TextField("Title", text:, prompt: Text(...))`: the prompt is the placeholder, the title the field's label.
            if ContainerCatalog.promptedFields.contains(name), let prompt = SyntaxFacts.argument(call, "prompt"),
               !prompt.is(NilLiteralExprSyntax.self), ctx.kind == .textFieldPlaceholder {
                ctx.kind = .accessibilityOnly
                ctx.hidden = ContainerCatalog.promptedFieldTitle
            }
            // `Button("k", systemImage: "x")` is drawn as a Label.
            if SyntaxFacts.argument(call, "systemImage") != nil || SyntaxFacts.argument(call, "image") != nil { ctx.drawnAsLabel = true }
            if let control = control(name, label: nil) {
                ctx.controls.insert(control)
                applyOwnStyle(call, &ctx, scope)
            }
            SiblingWidth.ownView(call, &ctx, scope)
            if name == "Button" { ctx.button = call }
        }
        while true {
            current = applyChain(from: current, &ctx, scope)
            // A Text or view held in a local (`let exonym = Text(...)`): where the block shows it.
            if let uses = ViewMemberUse.localUses(of: current) {
                guard hops < 3, !uses.isEmpty else { break }
                hops += 1
                if uses.count == 1 { current = uses[0]; continue }
                if depth < Self.maxSettleDepth { settle(uses.map { ($0, scope) }, &ctx, depth: depth, keepAll: followTypes, memo) }
                break
            }
            if let (call, label) = ViewCallSyntax.enclosingCall(of: current) {
                // Another screen: what the presenting view sets is not this text's context.
                if isScreenBoundary(call, label: label) { break }
                // Content handed to one of the app's views: where its body shows it, then on at the call.
                if depth < Self.maxSettleDepth, let (shown, inner) = AppViewContent.shownAt(call, label: label, holding: current, scope) {
                    gatherInside(from: shown, &ctx, inner, depth: depth + 1)
                    current = Syntax(call)
                    continue
                }
                shownOnlyWhenItFits(call, holding: current, &ctx)
                applyRole(call: call, label: label, holding: current, &ctx, scope)
                if control(SyntaxFacts.calleeName(call) ?? "", label: label) != nil { applyOwnStyle(call, &ctx, scope) }
                SiblingWidth.enclosing(call, label: label, holding: current, &ctx, scope)
                WidgetFamilyWidth.apply(configuration: call, &ctx, scope)
                current = Syntax(call)
                ctx.passed.insert(current.id)
                continue
            }
            // At the end of a view property or function (`var menuItems: some View`): continue
            // where the same type shows it, when it does so in exactly one place.
            if ctx.kind != .accessibilityOnly, AccessibilityUse.isAccessibilityOnly(current, scope.index) {
                ctx.kind = .accessibilityOnly
                break
            }
            WidgetFamilyWidth.noteCases(around: current, &ctx)
            guard hops < 3 else { break }
            var memberUses = ViewMemberUse.uses(of: current, scope.index, limit: 4).map { ($0, scope) }
            if memberUses.isEmpty {
                // Shown by other types (`tab.label`), read in their files.
                memberUses = ViewMemberUse.externalUses(of: current, scope.index, limit: 8)
                    .map { ($0.node, scope.moved(to: $0.node, file: $0.file)) }
            }
            if memberUses.count == 1 {
                hops += 1
                (current, scope) = memberUses[0]
                ctx.passed.insert(current.id)
                continue
            }
            // Shown in several places (`.contextMenu { menu }` twice): their context when all agree,
            // else one context per place.
            if memberUses.count > 1 {
                if depth < Self.maxSettleDepth { settle(memberUses, &ctx, depth: depth, keepAll: followTypes, memo) }
                break
            }
            // The end of a view type's `body`: where the app constructs that type.
            guard followTypes else { break }
            let typeUses = ViewTypeUse.uses(of: current, scope.index, limit: 4)
            if typeUses.count == 1 {
                hops += 1
                current = typeUses[0]
                ctx.passed.insert(current.id)
                continue
            }
            if depth < Self.maxSettleDepth { settle(typeUses.map { ($0, scope) }, &ctx, depth: depth, keepAll: false, memo) }
            break
        }
    }

    /// Inside an app view's body, from where it shows content it was handed up to the end of the body.
    private static func gatherInside(from node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope, depth: Int) {
        var current = node
        while true {
            current = applyChain(from: current, &ctx, scope)
            guard let (call, label) = ViewCallSyntax.enclosingCall(of: current), !isScreenBoundary(call, label: label) else { return }
            if depth < Self.maxSettleDepth, let (shown, inner) = AppViewContent.shownAt(call, label: label, holding: current, scope) {
                gatherInside(from: shown, &ctx, inner, depth: depth + 1)
            } else {
                shownOnlyWhenItFits(call, holding: current, &ctx)
                applyRole(call: call, label: label, holding: current, &ctx, scope)
                if control(SyntaxFacts.calleeName(call) ?? "", label: label) != nil { applyOwnStyle(call, &ctx, scope) }
                SiblingWidth.enclosing(call, label: label, holding: current, &ctx, scope)
            }
            current = Syntax(call)
        }
    }

    /// A text in a `ViewThatFits` option other than the last: SwiftUI "selects the first child whose ideal
    /// size on the constrained axes fits within the proposed size" [doc: ViewThatFits], so that option is
    /// drawn whole or not at all (the next one is drawn instead); it never truncates and is not measured.
    static func shownOnlyWhenItFits(_ call: FunctionCallExprSyntax, holding node: Syntax, _ ctx: inout DisplayContext) {
        guard SyntaxFacts.calleeName(call) == "ViewThatFits", ctx.kind != .accessibilityOnly, let closure = call.trailingClosure else { return }
        var current: Syntax? = node
        while let n = current, n.parent?.id != closure.statements.id {
            if n.id == closure.id { return }
            current = n.parent
        }
        guard let item = current?.as(CodeBlockItemSyntax.self), item.id != closure.statements.last?.id else { return }
        ctx.kind = .notDrawn
        ctx.hidden = .documented(source: "ViewThatFits", what: "an option of a ViewThatFits before its last is drawn only when it fits, else the next one is")
    }

    /// The context of the places that show the text: the one they agree on; when they disagree and
    /// `keepAll`, each distinct one as an alternative (one usage each); else the context so far.
    private static func settle(_ uses: [(Syntax, ResolveScope)], _ ctx: inout DisplayContext, depth: Int, keepAll: Bool, _ memo: SettleMemo) {
        guard uses.count > 1 else { return }
        func summary(_ c: DisplayContext) -> String {
            "\(c.finalKind) \(c.font?.style as Any) \(c.font?.fixedSize as Any) \(c.font?.weight as Any) \(c.weight as Any) \(c.lines as Any) \(c.fontProblem == nil) \(c.role?.role as Any) \(c.labelStyle as Any) \(c.textCase as Any) \(c.controlSize as Any) \(c.borderedButton)"
        }
        // The same places reached again with the same context so far (helpers shown by helpers): read once.
        let key = uses.map { "\($0.0.id.hashValue)" }.joined(separator: ",") + "|" + summary(ctx)
            + "|\(ctx.kind) \(ctx.container as Any) \(ctx.padding) \(ctx.width?.points as Any) \(ctx.drawnAsLabel) \(ctx.titleMode as Any) \(ctx.maxCategory as Any) \(ctx.shrink as Any) \(ctx.controls) \(ctx.styledControls) \(ctx.textCaseSet) \(ctx.textCase as Any)"
        var contexts: [DisplayContext]
        if let known = memo.contexts[key] {
            contexts = known
        } else {
            contexts = []
            for (use, useScope) in uses {
                var c = ctx
                gather(from: use, &c, useScope, depth: depth + 1, memo: memo)
                contexts += c.alternatives.isEmpty ? [c] : c.alternatives
            }
            memo.contexts[key] = contexts
        }
        var distinct: [String: DisplayContext] = [:]
        var order: [String] = []
        for c in contexts where distinct[summary(c)] == nil {
            distinct[summary(c)] = c
            order.append(summary(c))
        }
        if order.count == 1 { ctx = contexts[0] }
        else if keepAll { ctx.alternatives = order.map { distinct[$0]! } }
    }

    static func finish(_ ctx: inout DisplayContext) {
        for i in ctx.alternatives.indices { finish(&ctx.alternatives[i]) }
        // A Label's title is not drawn with the icon-only style, nor in a toolbar by default:
        // "only showing icons within toolbars on macOS and iOS" [doc: LabelStyle.titleAndIcon].
        if ctx.kind == .label || ctx.drawnAsLabel, ctx.labelStyle == "iconOnly" || ctx.labelStyle == "IconOnlyLabelStyle"
            || (ctx.labelStyle == nil && ctx.container == .toolbarItem) {
            ctx.kind = .accessibilityOnly
            ctx.hidden = ctx.labelStyle == nil
                ? .documented(source: "LabelStyle.titleAndIcon", what: "a Label in a toolbar shows only its icon on iOS")
                : .documented(source: "LabelStyle.iconOnly", what: "an icon-only label style hides the title")
        }
        let defaultFont = ctx.borderedButton ? ContainerCatalog.borderedButtonFont(controlSize: ctx.controlSize) : nil
        ctx.finish(defaultFont: defaultFont ?? FontSpec(style: .body, scales: true, evidence: ContainerCatalog.swiftUIFont),
                   defaultLines: (0, ContainerCatalog.swiftUILines))
    }

    /// The modifiers chained on `node` (`node.font(...).lineLimit(2)`), applied innermost first;
    /// returns the outermost call of the chain.
    static func applyChain(from node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) -> Syntax {
        var current = node
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id {
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                apply(modifier: member.declName.baseName.text, call: call, &ctx, scope)
                current = Syntax(call)
            } else if member.parent?.is(MemberAccessExprSyntax.self) == true {
                // A modifier namespace (`.emojiText.size(...)`): the chain goes on after it.
                current = Syntax(member)
            } else {
                break
            }
        }
        return current
    }

    static func apply(modifier name: String, call: FunctionCallExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        let first = call.arguments.first
        // Evidence is located at the modifier's name (a chain starts at the view, lines above).
        let at = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
        switch name {
        case "labelsHidden":
            if ctx.controlLabel, ctx.kind != .accessibilityOnly {
                ctx.kind = .accessibilityOnly
                ctx.hidden = ContainerCatalog.labelsHiddenEvidence
            }
        case "font":
            if let e = first?.expression { ctx.setFont(FontResolver.resolveModifier(e, scope.moved(to: Syntax(e), file: scope.file)), node: Syntax(e)) }
        case "fontWeight":
            if ctx.weight == nil, let e = first?.expression { ctx.weight = FontResolver.weight(e, scope) }
        case "bold":
            if ctx.weight == nil, first == nil || first?.expression.trimmedDescription == "true" { ctx.weight = .bold }
        case "lineLimit":
            guard let e = first?.expression else { return }
            let text = "lineLimit(" + SyntaxFacts.oneLine(call.arguments) + ")"
            let evidence = scope.code(at, "." + text)
            if e.is(NilLiteralExprSyntax.self) { ctx.setLines(0, evidence: evidence); return }
            if let n = FontResolver.number(e, scope) { ctx.setLines(Int(n), evidence: evidence); return }
            if let upper = rangeUpper(e, scope) { ctx.setLines(upper, evidence: evidence); return }
            // A parameter or a property of the view the text is shown in (`.lineLimit(lineLimit)`).
            switch DesignEvaluator.evaluate(e, scope, expected: "Int", DesignEvaluator.Run()) {
            case .nothing: ctx.setLines(0, evidence: evidence); return
            case .number(let n): ctx.setLines(Int(n), evidence: evidence); return
            default: break
            }
            ctx.setLinesUnknown("." + text + " (not a constant)")
        case "dynamicTypeSize":
            if ctx.maxCategory == nil, let e = first?.expression { ctx.maxCategory = DisplayContext.upperCategory(e) }
        case "minimumScaleFactor":
            if ctx.shrink == nil, let e = first?.expression { ctx.shrink = FontResolver.number(e, scope).map(FontShrink.scale) }
        case "frame":
            guard !ctx.inSystemPanel else { return }
            // A fixed height shows only the lines that fit in it (`DisplayContext.finish`).
            if ctx.pinnedHeight == nil, !ctx.insideScrollView, let e = SyntaxFacts.argument(call, "height"), let n = FontResolver.number(e, scope) {
                ctx.pinnedHeight = (n, scope.code(at, ".frame(height: \(SyntaxFacts.oneLine(e)))"))
            }
            guard ctx.width == nil else { return }
            for label in ["width", "maxWidth"] {
                if let e = SyntaxFacts.argument(call, label), let n = FontResolver.number(e, scope) {
                    frameWidth(n, bound: label == "maxWidth", evidence: scope.code(at, ".frame(\(label): \(SyntaxFacts.oneLine(e)))"), &ctx)
                    return
                }
            }
        case "padding":
            addPadding(call, &ctx, scope)
        case "labelStyle":
            if ctx.labelStyle == nil, let e = first?.expression {
                ctx.labelStyle = SyntaxFacts.memberName(e) ?? e.as(FunctionCallExprSyntax.self).flatMap(SyntaxFacts.calleeName)
            }
            if let e = first?.expression { AppModifier.applyStyle(name, value: e, &ctx, scope) }
        case "buttonStyle", "toggleStyle":
            if let e = first?.expression { AppModifier.applyStyle(name, value: e, &ctx, scope) }
        case "controlSize":
            if ctx.controlSize == nil, let e = first?.expression { ctx.controlSize = SyntaxFacts.memberName(e) }
        case "textCase":
            guard let e = first?.expression else { return }
            if e.is(NilLiteralExprSyntax.self) { ctx.setTextCase(nil) }
            else if let name = SyntaxFacts.memberName(e), let textCase = TextCase(rawValue: name) { ctx.setTextCase(textCase) }
        case "modifier":
            if let e = first?.expression { AppModifier.applyViewModifier(e, &ctx, scope) }
        default:
            AppModifier.applyFunction(name, call: call, &ctx, scope)
        }
    }

    private static func rangeUpper(_ e: ExprSyntax, _ scope: ResolveScope) -> Int? {
        let u = SyntaxFacts.unwrapped(e)
        if let seq = u.as(SequenceExprSyntax.self) {
            let items = Array(seq.elements)
            if items.count == 3, let n = FontResolver.number(items[2], scope) { return Int(n) }
        }
        if let infix = u.as(InfixOperatorExprSyntax.self), let n = FontResolver.number(infix.rightOperand, scope) { return Int(n) }
        if let prefix = u.as(PrefixOperatorExprSyntax.self), let n = FontResolver.number(prefix.expression, scope) { return Int(n) }
        if u.is(PostfixOperatorExprSyntax.self) { return 0 }
        return nil
    }

    /// A `.frame(width: n)` proposes `n` to what it wraps, so the padding read so far (inside the
    /// frame) comes off it. `.frame(maxWidth: n)` only bounds the width: the view takes what its
    /// container offers up to `n` [doc: View.frame(minWidth:idealWidth:maxWidth:...)], so a bound at
    /// least the screen's says nothing, and one between the screen's margins and its edges is the
    /// widest while the narrowest stays the container's estimate.
    static func frameWidth(_ n: Double, bound: Bool, evidence: Evidence, _ ctx: inout DisplayContext) {
        let inside = ctx.padding
        let note = inside > 0 ? "; less \(ctx.paddingEvidence.joined(separator: ", ")) inside it" : ""
        let points = max(1, n - inside)
        guard bound else {
            ctx.width = ScanWidth(points: points, evidence: evidence.noting(note))
            return
        }
        let container = ContainerCatalog.estimate(padding: inside, paddingEvidence: ctx.paddingEvidence.isEmpty ? nil : ctx.paddingEvidence.joined(separator: ", "))
        if points >= container.widest { return }
        if points <= container.narrowest {
            ctx.width = ScanWidth(points: points, evidence: evidence.noting(note))
        } else {
            // Following the device: the narrow end is the screen's on each device; the bound is
            // then as far from the reference screen's edge on every device (on a wider screen more
            // than `n`, which errs towards fewer errors).
            ctx.width = ScanWidth(narrowest: container.narrowest, widest: points, evidence: container.evidence,
                                  boundEvidence: evidence.noting(note), followsDevice: true)
        }
    }

    /// Horizontal padding the code adds between the text and the screen's margins.
    private static func addPadding(_ call: FunctionCallExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard ctx.width == nil, !ctx.inSystemPanel else { return }
        let args = Array(call.arguments)
        let text = "padding(\(SyntaxFacts.oneLine(call.arguments)))"
        if args.isEmpty { ctx.padding += 2 * ContainerCatalog.standardMargin; ctx.paddingEvidence.append(".\(text) (16 pt default [inference])"); return }
        var edges = "all"
        var amount: Double? = ContainerCatalog.standardMargin
        for arg in args {
            if arg.label == nil, let n = FontResolver.number(arg.expression, scope) { amount = n }
            else if arg.label == nil, let name = SyntaxFacts.memberName(arg.expression) { edges = name }
            else if arg.label == nil { amount = nil }
        }
        guard let amount else { return }
        let sides: Double = switch edges {
        case "all", "horizontal": 2
        case "leading", "trailing": 1
        default: 0
        }
        guard sides > 0 else { return }
        ctx.padding += sides * amount
        ctx.paddingEvidence.append(".\(text)")
    }

    /// `NavigationLink(destination:)`, `.sheet { }`, `.navigationDestination { }`: a new screen.
    static func isScreenBoundary(_ call: FunctionCallExprSyntax, label: String?) -> Bool {
        switch SyntaxFacts.calleeName(call) {
        case "NavigationLink": return label == "destination"
        case "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector": return true
        default: return false
        }
    }

    /// A style set on the control or on a view around it in the same declaration
    /// (`VStack { Button(...).font(.title2) }.buttonStyle(.pill())`) styles the control's label inside
    /// every modifier of the control and of those views: applied before them.
    static func applyOwnStyle(_ call: FunctionCallExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        var current = Syntax(call)
        while true {
            while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
                  let outer = member.parent?.as(FunctionCallExprSyntax.self) {
                let name = member.declName.baseName.text
                if AppModifier.styleModifiers[name] != nil, let e = outer.arguments.first?.expression {
                    AppModifier.applyStyle(name, value: e, &ctx, scope)
                }
                current = Syntax(outer)
            }
            guard let (enclosing, label) = ViewCallSyntax.enclosingCall(of: current), !isScreenBoundary(enclosing, label: label) else { return }
            current = Syntax(enclosing)
        }
    }

    /// The control whose label a text in this call (argument `label`) is: its style applies to the text.
    static func control(_ name: String, label: String?) -> StyledControl? {
        switch name {
        case "Button": return label == "action" ? nil : .button
        case _ where ContainerCatalog.knownButtons.contains(name): return label == nil || label == "label" ? .button : nil
        case "Toggle": return .toggle
        case "Label": return label == "icon" ? nil : .label
        default: return nil
        }
    }

    /// What an enclosing call makes of the text inside it (`holding`: the node of the call's argument or
    /// closure the text is in).
    static func applyRole(call: FunctionCallExprSyntax, label: String?, holding: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard let name = SyntaxFacts.calleeName(call) else { return }
        if let control = control(name, label: label) { ctx.controls.insert(control) }
        func container(_ kind: UsageKind) { if ctx.container == nil { ctx.container = kind } }
        // Everything inside a menu is part of it: a `Section`'s header is the menu's section title, a
        // later text of a button's label the item's subtitle.
        func menu() {
            if ctx.container == .sectionHeader || (ctx.container == nil && ctx.kind == .sectionHeader) {
                ctx.setRole(.menuTitle, node: Syntax(call))
            } else if ctx.container == nil, ctx.followsButtonTitle {
                ctx.setRole(.menuItemSubtitle, node: Syntax(call))
            }
            container(.menuItem)
        }
        // Text in a scroll view between it and a fixed frame scrolls instead of being cut to the frame.
        if ["ScrollView", "List", "Form"].contains(name) { ctx.insideScrollView = true }
        switch name {
        case "tabItem": container(.tabItem)
        case "Tab": if label == "label" { container(.tabItem) }
        case "toolbar", "ToolbarItem", "ToolbarItemGroup":
            let inner = ctx.container != nil
            container(.toolbarItem)
            if !inner, ContainerCatalog.isDoneItem(call) { ctx.setRole(.doneBarItem, node: Syntax(call)) }
            if ctx.barPlacement == nil {
                ctx.barPlacement = name == "toolbar" ? .navigationBar : ContainerCatalog.barPlacement(of: call)
            }
        case "alert", "confirmationDialog":
            if label == "message" { container(.alertMessage); break }
            if ctx.container == nil, let button = ctx.button { ctx.emphasis = AlertEmphasis.swiftUI(button: button, actions: Syntax(call), scope) }
            container(name == "alert" ? .alertButton : .confirmationDialog)
        case "contextMenu": if label != "preview" { menu() }
        case "CommandMenu", "CommandGroup": menu()
        case "Menu", "ToolbarTitleMenu":
            if label == nil || label == "content" { menu() }
            // A Menu's label is the button that opens it.
            else if label == "label", ctx.kind == .text { ctx.kind = .button }
        case "Image":
            // `Image(_:bundle:label:)`: "The label associated with the image. SwiftUI uses the label for accessibility."
            if label == "label" {
                ctx.kind = .accessibilityOnly
                ctx.hidden = .documented(source: "Image.init(_:bundle:label:)", what: "an image's label is its accessibility label")
            }
        case _ where ContainerCatalog.labelledControls.contains(name) && (label == "label" || (label == nil && name == "Toggle")):
            ctx.controlLabel = true
            if name == "Slider" { fallthrough }
        case "Slider":
            // `Slider(value:in:label:)`: "Not all slider styles show the label, but even in those cases, SwiftUI uses
            // the label for accessibility"; iOS's slider draws the track and thumb, and its value labels only.
            if label == "label" {
                ctx.kind = .accessibilityOnly
                ctx.hidden = .documented(source: "Slider.init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)",
                                         what: "a slider's label is its accessibility label: not all slider styles show it [inference: iOS's slider draws its track, thumb and value labels only]")
            }
        case "swipeActions":
            container(.button)
            ctx.setRole(.swipeAction, node: Syntax(call))
        // The deprecated `.navigationBarItems(leading:trailing:)` "Sets the navigation bar items for this view"
        // [doc: View.navigationBarItems(leading:trailing:)]: bar button items, as a `ToolbarItem` in the bar.
        case "navigationBarItems" where label == "leading" || label == "trailing":
            container(.toolbarItem)
            if ctx.barPlacement == nil { ctx.barPlacement = .navigationBar }
        case "navigationTitle", "navigationBarTitle":
            container(.navigationTitle)
            if ctx.titleMode == nil { ctx.titleMode = NavigationTitleMode.read(around: call) }
        case _ where ContainerCatalog.promptedFields.contains(name) && label == "prompt":
            container(.textFieldPlaceholder)
        case "searchable":
            if label == "prompt" {
                container(.textFieldPlaceholder)
                ctx.setRole(.searchPrompt, node: Syntax(call))
            }
        case "ContentUnavailableView":
            if label != "actions" { ctx.setRole(label == "description" ? .contentUnavailableSecondary : .contentUnavailable, node: Syntax(call)) }
        case "Section":
            if label == "header" { container(.sectionHeader) }
            if label == "footer" { container(.sectionFooter) }
        case "Picker":
            if label == nil || label == "content" {
                if ViewCallSyntax.modifiers(of: call).contains(where: { $0.name == "pickerStyle" && $0.args.contains("segmented") }) {
                    container(.segment)
                } else {
                    menu()
                }
            }
        case "Button", "NavigationLink", "Link", "ShareLink":
            if ctx.kind == .text { ctx.kind = .button }
            if name == "Button", label != "action", ctx.button == nil {
                ctx.button = call
                ctx.followsButtonTitle = ctx.container == nil && MenuItemSubtitle.follows(title: call, label: label, holding: holding)
            }
        case _ where ContainerCatalog.knownButtons.contains(name) && label == "label":
            // The label closure of a package's Button equivalent (`AsyncButton { ... } label: { Text(k) }`).
            if ctx.kind == .text { ctx.kind = .button }
        case "Label":
            if ctx.kind == .text { ctx.kind = .label }
        case "Alert", "ActionSheet":
            switch label {
            case "title":
                container(.alertTitle)
                if name == "ActionSheet" { ctx.setRole(.actionSheetTitle, node: Syntax(call)) }
            case "message":
                container(.alertMessage)
                if name == "ActionSheet" { ctx.setRole(.actionSheetMessage, node: Syntax(call)) }
            default: container(name == "Alert" ? .alertButton : .confirmationDialog)
            }
        case _ where ContainerCatalog.modifierContainers[name] != nil:
            container(ContainerCatalog.modifierContainers[name]!)
        case "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityRepresentation",
             "accessibilityInputLabels", "accessibilityCustomContent", "accessibilityActions", "accessibilityChildren":
            ctx.kind = .accessibilityOnly
        // The deprecated `.accessibility(label:)` / `(hint:)` / `(value:)` [doc: View.accessibility(label:), deprecated].
        case "accessibility" where ["label", "hint", "value"].contains(label ?? ""):
            ctx.kind = .accessibilityOnly
        default:
            break
        }
    }
}

/// The contexts `SwiftUIContext.settle` read for places already visited while reading one site.
final class SettleMemo {
    var contexts: [String: [DisplayContext]] = [:]
}
