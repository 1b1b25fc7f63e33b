import DynamicType
import SwiftSyntax

/// A UIKit view's edge pinned in code to a sibling view's opposite edge
/// (`label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)`, or its trailing edge to
/// a sibling's leading edge), and the stacks that arrange it: the sibling and the gap take part of the
/// width the label gets. The sibling's width is what the code pins (`icon.widthAnchor.constraint(equalToConstant: 38)`),
/// a view of a size the catalog knows, a button title the check measures, else an estimate.
enum SiblingConstraint {
    /// Pass 1: records edge pins between two views and fixed widths.
    static func record(_ call: FunctionCallExprSyntax, file: String, line: Int, into index: inout FileIndex) {
        guard SyntaxFacts.calleeName(call) == "constraint",
              let anchor = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
              let view = anchor.base else { return }
        let edge = anchor.declName.baseName.text
        // `greaterThanOrEqualToConstant`: the sibling takes at least that much.
        if edge == "widthAnchor", let width = SyntaxFacts.argument(call, "equalToConstant") ?? SyntaxFacts.argument(call, "greaterThanOrEqualToConstant"),
           let (scope, path) = resolveView(view, at: Syntax(call), file: file) {
            index.viewWidths[scope, default: [:]][path, default: []].append(
                SourceIndex.ViewSetting(property: "widthAnchor", value: width, file: file, line: line))
            return
        }
        let opposite = ["leadingAnchor": "trailingAnchor", "trailingAnchor": "leadingAnchor"]
        guard let wanted = opposite[edge],
              let argument = SyntaxFacts.argument(call, "equalTo") ?? SyntaxFacts.argument(call, "greaterThanOrEqualTo")
                  ?? SyntaxFacts.argument(call, "lessThanOrEqualTo"),
              let (scope, path) = resolveView(view, at: Syntax(call), file: file), !superviews.contains(path) else { return }
        // The same edge of a view's safe area (`equalTo:` only: an inequality does not fix the edge).
        if let target = argument.as(MemberAccessExprSyntax.self), target.declName.baseName.text == edge,
           SyntaxFacts.argument(call, "equalTo") != nil,
           let guide = target.base?.as(MemberAccessExprSyntax.self), guide.declName.baseName.text == "safeAreaLayoutGuide",
           let ownerExpr = guide.base, let ownerPath = SyntaxFacts.dottedPath(ownerExpr) {
            let owner = ownerPath.hasPrefix("self.") ? String(ownerPath.dropFirst(5)) : ownerPath
            let isLocal = ViewScope.localOwner(of: String(owner.split(separator: ".").first ?? ""), from: Syntax(call)) != nil
            index.viewSafeAreaPins[scope, default: [:]][path, default: []].append(
                SafeAreaPin(leading: edge == "leadingAnchor", owner: owner, ownerType: isLocal ? nil : SyntaxFacts.enclosingTypeName(Syntax(call)),
                            constant: SyntaxFacts.argument(call, "constant"), file: file, line: line))
            return
        }
        // The same edge of another view (`button.leading = wrapper.leading`): the two edges coincide.
        if let target = argument.as(MemberAccessExprSyntax.self), target.declName.baseName.text == edge,
           SyntaxFacts.argument(call, "equalTo") != nil, let other = target.base,
           let (otherScope, otherPath) = resolveView(other, at: Syntax(call), file: file), otherScope == scope,
           otherPath != path, !superviews.contains(otherPath) {
            let constant = SyntaxFacts.argument(call, "constant")
            let leading = edge == "leadingAnchor"
            index.viewEdgeAlignments[scope, default: [:]][path, default: []].append(
                EdgeAlignment(other: otherPath, leading: leading, constant: constant, isFirstItem: true, file: file, line: line))
            index.viewEdgeAlignments[scope, default: [:]][otherPath, default: []].append(
                EdgeAlignment(other: path, leading: leading, constant: constant, isFirstItem: false, file: file, line: line))
            return
        }
        // A local anchor (`let anchor: NSLayoutXAxisAnchor` set in an `if`/`else`): each sibling edge it is set to, on some paths.
        let targets: [(MemberAccessExprSyntax, conditional: Bool)]
        if let target = argument.as(MemberAccessExprSyntax.self) {
            targets = [(target, false)]
        } else if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text {
            targets = localAnchorValues(name, at: Syntax(call)).map { ($0, true) }
        } else {
            return
        }
        for (target, conditional) in targets {
            guard target.declName.baseName.text == wanted, let other = target.base,
                  let (otherScope, otherPath) = resolveView(other, at: Syntax(call), file: file), otherScope == scope,
                  otherPath != path, !superviews.contains(otherPath) else { continue }
            // The pin puts each view beside the other: `button.leading = label.trailing + 16` narrows the label too.
            let gap = conditional ? nil : SyntaxFacts.argument(call, "constant")
            index.viewSiblings[scope, default: [:]][path, default: []].append(
                SiblingPin(sibling: otherPath, gap: gap, file: file, line: line, conditional: conditional))
            index.viewSiblings[scope, default: [:]][otherPath, default: []].append(
                SiblingPin(sibling: path, gap: gap, file: file, line: line, conditional: conditional))
        }
    }

    /// A view named for pass 1: as `ViewScope` names it, except that a view reached through a parameter of a
    /// declared type (`statusView.pollStatusStackView` in `static func layout(statusView: StatusView)`) is that
    /// type's property, as Swift looks the member up on the parameter's type: the constraints and stacks a
    /// helper sets up on the view it is given are the view type's own.
    static func resolveView(_ expr: ExprSyntax, at node: Syntax, file: String) -> (scope: String, path: String)? {
        guard let (scope, path) = ViewScope.resolve(expr, at: node, file: file) else { return nil }
        guard scope.contains("@"), let dot = path.firstIndex(of: ".") else { return (scope, path) }
        let root = String(path[..<dot])
        guard let owner = ViewScope.localOwner(of: root, from: node) else { return (scope, path) }
        let parameters: FunctionParameterListSyntax
        if let fn = owner.as(FunctionDeclSyntax.self) { parameters = fn.signature.parameterClause.parameters }
        else if let initializer = owner.as(InitializerDeclSyntax.self) { parameters = initializer.signature.parameterClause.parameters }
        else { return (scope, path) }
        guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == root }),
              !parameter.type.trimmedDescription.hasPrefix("["), !parameter.type.trimmedDescription.contains("<"),
              let type = TypeInference.normalize(parameter.type.trimmedDescription) else { return (scope, path) }
        return (type, String(path[path.index(after: dot)...]))
    }

    /// The anchors a local of the function is set to (`anchor = imageView.trailingAnchor`, `let anchor = v.trailingAnchor`).
    private static func localAnchorValues(_ name: String, at node: Syntax) -> [MemberAccessExprSyntax] {
        guard let body = CellSurroundings.enclosingBody(node) else { return [] }
        let finder = AnchorAssignments(name: name)
        finder.walk(body)
        return finder.values.compactMap { SyntaxFacts.unwrapped($0).as(MemberAccessExprSyntax.self) }
    }

    private final class AnchorAssignments: SyntaxVisitor {
        let name: String
        var values: [ExprSyntax] = []
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self), node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                values.append(node.rightOperand)
            }
            return .visitChildren
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = node.initializer?.value { values.append(value) }
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// Pass 1: the arranged subviews of a `UIStackView` (`s = UIStackView(arrangedSubviews: [a, b])`,
    /// `let s = UIStackView(arrangedSubviews: …)`, `s.addArrangedSubview(a)`). A member in another scope
    /// than its stack (a property added to a stack that is a local of the initializer) is filed in its
    /// own scope under the stack's qualified name (`StackRef`).
    static func recordStack(_ call: FunctionCallExprSyntax, file: String, line: Int, into index: inout FileIndex) {
        let name = SyntaxFacts.calleeName(call)
        if name == "addArrangedSubview", let stack = SyntaxFacts.receiver(call), let member = call.arguments.first?.expression,
           let (stackScope, stackPath) = resolveView(stack, at: Syntax(call), file: file),
           let (memberScope, memberPath) = resolveView(member, at: Syntax(call), file: file) {
            let key = StackRef(scope: stackScope, path: stackPath).key(from: memberScope)
            if index.stackMembers[memberScope]?[key]?.contains(memberPath) != true {
                index.stackMembers[memberScope, default: [:]][key, default: []].append(memberPath)
            }
            return
        }
        // A sibling's title (`button.setTitle(L10n.clear, for: .normal)`): its text may stand beside a label.
        if name == "setTitle", SyntaxFacts.argument(call, "for").flatMap(SyntaxFacts.memberName) == "normal",
           let view = SyntaxFacts.receiver(call), let title = call.arguments.first?.expression,
           let (scope, path) = resolveView(view, at: Syntax(call), file: file) {
            index.stackSettings[scope, default: [:]][path, default: []].append(
                SourceIndex.ViewSetting(property: "title", value: title, file: file, line: line))
            return
        }
        guard name == "UIStackView", let array = SyntaxFacts.argument(call, "arrangedSubviews")?.as(ArrayExprSyntax.self) else { return }
        let members = array.elements.compactMap { resolveView($0.expression, at: Syntax(call), file: file) }
        guard !members.isEmpty else { return }
        let stack: (scope: String, path: String)?
        if let assignment = call.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
            stack = resolveView(assignment.leftOperand, at: Syntax(call), file: file)
        } else if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            stack = ViewScope.resolve(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), at: Syntax(call), file: file)
                ?? members.first.map { ($0.scope, name) }
        } else {
            stack = nil
        }
        guard let stack else { return }
        for member in members {
            let key = StackRef(scope: stack.scope, path: stack.path).key(from: member.scope)
            index.stackMembers[member.scope, default: [:]][key, default: []].append(member.path)
        }
    }

    /// Pass 1: a stack's `axis`, `spacing`, `distribution`, `layoutMargins` / `directionalLayoutMargins`
    /// and `isLayoutMarginsRelativeArrangement`, and any view's `isHidden`.
    static func recordStackSetting(_ node: InfixOperatorExprSyntax, file: String, line: Int, into index: inout FileIndex) {
        guard node.operator.is(AssignmentExprSyntax.self), let lhs = node.leftOperand.as(MemberAccessExprSyntax.self),
              recordedSettings.contains(lhs.declName.baseName.text), let base = lhs.base,
              let (scope, path) = resolveView(base, at: Syntax(node), file: file) else { return }
        index.stackSettings[scope, default: [:]][path, default: []].append(
            SourceIndex.ViewSetting(property: lhs.declName.baseName.text, value: node.rightOperand, file: file, line: line))
    }

    private static let superviews: Set<String> = ["view", "contentView", "superview", "self"]

    private static let recordedSettings: Set<String> = [
        "axis", "spacing", "distribution", "alignment", "layoutMargins", "directionalLayoutMargins", "isLayoutMarginsRelativeArrangement", "isHidden",
    ]

    /// A stack view named from the scope of one of its members: the path alone in the same scope,
    /// else the stack's scope and path joined.
    struct StackRef: Hashable {
        var scope: String
        var path: String

        private static let separator: Character = "\u{1}"

        func key(from memberScope: String) -> String { memberScope == scope ? path : scope + String(Self.separator) + path }

        init(scope: String, path: String) {
            self.scope = scope
            self.path = path
        }

        init(key: String, from memberScope: String) {
            let parts = key.split(separator: Self.separator, maxSplits: 1).map(String.init)
            if parts.count == 2 { self.init(scope: parts[0], path: parts[1]) } else { self.init(scope: memberScope, path: key) }
        }
    }

    /// What stands beside the view, from the view outwards through the stacks that hold it: the
    /// siblings pinned to its edges or to the edges of a stack it is in (their pinned widths, a
    /// `UISwitch`'s width, the gaps), the other arranged subviews of a horizontal stack it is in
    /// (unless the code hides them on the site's path) with the stack's spacing, and the layout
    /// margins of a stack that arranges its views within them; in a horizontal `.fillEqually` stack
    /// the view gets an equal share of the stack instead (`DisplayContext.equalShare`). `UIStackView.axis` is `.horizontal`
    /// and `spacing` 0 unless the code sets them [doc: UIStackView.axis, "The default value is
    /// NSLayoutConstraint.Axis.horizontal"; spacing, "The default value is 0.0"]; a hidden arranged
    /// view takes no room [doc: UIStackView, "the stack view automatically updates its layout whenever
    /// views are added, removed or inserted into the arrangedSubviews array, or whenever one of the
    /// arranged subviews's isHidden property changes"].
    static func apply(scope viewScope: String, path: String, at node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard ctx.width == nil else { return }
        var current = StackRef(scope: viewScope, path: path)
        var seen: Set<StackRef> = [current]
        for _ in 0..<4 {
            applyPins(current, at: node, &ctx, scope)
            guard let (stack, arranged) = enclosingStack(of: current, scope), seen.insert(stack).inserted else { return }
            let settings = scope.index.stackSettings[stack.scope]?[stack.path] ?? []
            func last(_ property: String) -> SourceIndex.ViewSetting? { settings.last { $0.property == property } }
            func number(_ s: SourceIndex.ViewSetting) -> Double? { FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file)) }
            let axis = last("axis").flatMap { SyntaxFacts.memberName($0.value) } ?? "horizontal"
            let members = arranged.filter { $0 == current || !hidden($0, at: node, scope) }
            if axis == "horizontal", last("distribution").flatMap({ SyntaxFacts.memberName($0.value) }) == "fillEqually", members.count > 1,
               ctx.besideKnown == 0, ctx.besideEstimate == 0, ctx.besideTexts == nil, ctx.equalShare == nil {
                // Everything found so far is inside the share; what is found from here on is around the stack.
                let distribution = last("distribution")!
                let gaps = last("spacing").flatMap(number) ?? 0
                ctx.equalShare = (members.count, gaps * Double(members.count - 1), .code(
                    file: distribution.file, line: distribution.line,
                    what: "one of \(members.count) views \(stack.path) sizes equally (.fillEqually, spacing \(fmt(gaps))) [doc: UIStackView.Distribution.fillEqually]"))
            } else if axis == "horizontal" {
                let others = members.filter { $0 != current }.sorted { $0.path < $1.path }
                // A sibling of unknown width may give way before a button does (equal compression resistance: the
                // stack resizes by index [doc: UIStackView.Distribution.fill, "If there's any ambiguity, the stack view
                // resizes the arranged views based on their index"]): then no sibling title is taken as known.
                let competing = others.contains { knownWidth(of: $0, scope) == nil && !hasTitle($0, scope) }
                for other in others {
                    addSibling(other, why: "beside it in the horizontal stack \(stack.path)", measuresText: !competing, &ctx, scope)
                }
                if let spacing = last("spacing"), let gap = number(spacing), !others.isEmpty {
                    ctx.addBeside(known: gap * Double(others.count), .code(file: spacing.file, line: spacing.line, what: "\(stack.path).spacing = \(fmt(gap))"))
                }
            }
            if let relative = last("isLayoutMarginsRelativeArrangement"), HiddenView.isTrue(relative.value),
               let margins = last("directionalLayoutMargins") ?? last("layoutMargins"),
               let (sides, what) = horizontalInsets(margins, scope), sides > 0 {
                ctx.addBeside(known: sides, .code(file: margins.file, line: margins.line,
                                                  what: "\(stack.path) arranges its views within its layout margins (\(what)) [doc: UIStackView.isLayoutMarginsRelativeArrangement]"))
            }
            current = stack
        }
    }

    /// The stack that arranges `view`, and its arranged views.
    private static func enclosingStack(of view: StackRef, _ scope: ResolveScope) -> (StackRef, [StackRef])? {
        guard let (key, _) = scope.index.stackMembers[view.scope]?.first(where: { $0.value.contains(view.path) }) else { return nil }
        let stack = StackRef(key: key, from: view.scope)
        var members = (scope.index.stackMembers[stack.scope]?[stack.path] ?? []).map { StackRef(scope: stack.scope, path: $0) }
        if view.scope != stack.scope {
            members += (scope.index.stackMembers[view.scope]?[key] ?? []).map { StackRef(scope: view.scope, path: $0) }
        }
        return (stack, Array(Set(members)))
    }

    /// The siblings pinned to the view's leading or trailing edge: their widths and the gaps.
    private static func applyPins(_ view: StackRef, at node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard let pins = scope.index.viewSiblings[view.scope]?[view.path] else { return }
        var seen = Set<String>()
        // A pin that always holds first: a sibling pinned both ways counts once, as given.
        for pin in pins.sorted(by: { !$0.conditional && $1.conditional }) where seen.insert(pin.sibling).inserted {
            let sibling = StackRef(scope: view.scope, path: pin.sibling)
            if hidden(sibling, at: node, scope) { continue }
            if pin.conditional {
                ctx.addBeside(estimate: ContainerCatalog.unknownSiblingEstimate + ContainerCatalog.defaultSpacing,
                              "\(pin.sibling) pinned beside it on some paths (\(pin.file):\(pin.line), through an anchor the code chooses at runtime), about \(Int(ContainerCatalog.unknownSiblingEstimate + ContainerCatalog.defaultSpacing)) pt [inference]")
                continue
            }
            let gap = pin.gap.flatMap { FontResolver.number($0, scope.moved(to: Syntax($0), file: pin.file)) }.map(abs) ?? 0
            if gap > 0 { ctx.addBeside(known: gap, .code(file: pin.file, line: pin.line, what: "a \(fmt(gap)) pt gap to \(pin.sibling)")) }
            addSibling(sibling, why: "pinned beside it (\(pin.file):\(pin.line))", &ctx, scope)
        }
    }

    /// A sibling's width: pinned in the code, a view of a size the catalog knows, else an estimate.
    /// A sibling's width when the code or the catalog gives it (pinned, aligned with a pinned view, a filled stack, a control).
    private static func knownWidth(of sibling: StackRef, _ scope: ResolveScope) -> Double? {
        if let w = scope.index.viewWidths[sibling.scope]?[sibling.path]?.lazy.compactMap({ s in
            FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file))
        }).first { return w }
        if let (w, _) = alignedWidth(sibling, scope) { return w }
        if let (w, _, _) = filledStackWidth(sibling, scope) { return w }
        if let type = declaredType(sibling, scope), let (w, _, _) = ContainerCatalog.intrinsicWidth(ofView: type) { return w }
        return nil
    }

    private static func hasTitle(_ sibling: StackRef, _ scope: ResolveScope) -> Bool {
        (scope.index.stackSettings[sibling.scope]?[sibling.path] ?? []).contains { $0.property == "title" }
    }

    private static func addSibling(_ sibling: StackRef, why: String, measuresText: Bool = true, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        let pinned = scope.index.viewWidths[sibling.scope]?[sibling.path]?.compactMap { s in
            FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file)).map { ($0, s) }
        }.min { $0.0 < $1.0 }
        if let (w, s) = pinned {
            ctx.addBeside(known: w, .code(file: s.file, line: s.line, what: "\(sibling.path) \(why), \(fmt(w)) pt wide"))
        } else if let (w, what) = alignedWidth(sibling, scope) {
            ctx.addBeside(known: w, .code(file: what.file, line: what.line, what: "\(sibling.path) \(why), \(what.text)"))
        } else if let (w, s, member) = filledStackWidth(sibling, scope) {
            ctx.addBeside(known: w, .code(file: s.file, line: s.line, what: "\(sibling.path) \(why), a vertical stack as wide as its arranged \(member), \(fmt(w)) pt [doc: UIStackView.Alignment.fill]"))
        } else if let type = declaredType(sibling, scope), let (w, source, known) = ContainerCatalog.intrinsicWidth(ofView: type) {
            if known {
                ctx.addBeside(known: w, .documented(source: source, what: "\(sibling.path) (a \(type)) \(why), \(fmt(w)) pt wide"))
            } else {
                ctx.addBeside(estimate: w, "\(sibling.path) (a \(type)) \(why): \(source)")
            }
        } else if !measuresText || !addText(of: sibling, why: why, &ctx, scope) {
            ctx.addBeside(estimate: ContainerCatalog.unknownSiblingEstimate,
                          "\(sibling.path) \(why), width not pinned in the code (\(Int(ContainerCatalog.unknownSiblingEstimate)) pt [inference])")
        }
    }

    /// A view whose leading and trailing edges are pinned (`equalTo:`) to the same edges of a view of a pinned
    /// width (a wrapper around a 96 pt button, or a view aligned with it) is that wide, less the leading
    /// constant and plus the trailing one: both edges coincide, whichever view holds the other [doc:
    /// NSLayoutConstraint, `item1.attribute1 = multiplier × item2.attribute2 + constant`].
    private static func alignedWidth(_ view: StackRef, _ scope: ResolveScope) -> (Double, (file: String, line: Int, text: String))? {
        let alignments = scope.index.viewEdgeAlignments[view.scope]?[view.path] ?? []
        /// This view's edge less the other's: the constant, negated when this view is the second item.
        func offset(_ a: EdgeAlignment) -> Double? {
            guard let c = a.constant else { return 0 }
            guard let n = FontResolver.number(c, scope.moved(to: Syntax(c), file: a.file)) else { return nil }
            return a.isFirstItem ? n : -n
        }
        for lead in alignments where lead.leading {
            guard let trail = alignments.first(where: { !$0.leading && $0.other == lead.other }),
                  let leadOffset = offset(lead), let trailOffset = offset(trail),
                  let (w, s) = (scope.index.viewWidths[view.scope]?[lead.other] ?? []).compactMap({ s in
                      FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file)).map { ($0, s) }
                  }).min(by: { $0.0 < $1.0 }) else { continue }
            let width = w + trailOffset - leadOffset
            guard width > 0 else { continue }
            return (width, (lead.file, lead.line, "its leading and trailing edges on \(lead.other)'s (\(lead.file):\(lead.line), :\(trail.line)), which is \(fmt(w)) pt wide (\(s.file):\(s.line)): \(fmt(width)) pt"))
        }
        return nil
    }

    /// A vertical stack that fills its arranged views across (`alignment` `.fill`, the default) is as wide as
    /// each of them [doc: UIStackView.Alignment.fill, "resizes its arranged views so that they fill the
    /// available space perpendicular to the stack view's axis"]: at least the widest width the code pins on one.
    private static func filledStackWidth(_ stack: StackRef, _ scope: ResolveScope) -> (Double, SourceIndex.ViewSetting, String)? {
        let settings = scope.index.stackSettings[stack.scope]?[stack.path] ?? []
        guard settings.last(where: { $0.property == "axis" }).flatMap({ SyntaxFacts.memberName($0.value) }) == "vertical",
              (settings.last { $0.property == "alignment" }.flatMap { SyntaxFacts.memberName($0.value) } ?? "fill") == "fill" else { return nil }
        let members = scope.index.stackMembers[stack.scope]?[stack.path] ?? []
        let widths = members.flatMap { member in
            (scope.index.viewWidths[stack.scope]?[member] ?? []).compactMap { s in
                FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file)).map { ($0, s, member) }
            }
        }
        return widths.max { $0.0 < $1.0 }
    }

    /// A sibling button whose title is one key (`clearButton.setTitle(L10n.clearAll, for: .normal)`) takes
    /// its title's width, which the check measures per language in the button's font (`BesideTexts`: the
    /// narrow end of the width less the title; the button may give way to the text on the wide end).
    /// A font the code does not set is a system button's default, an estimate that makes the width an
    /// estimate. A sibling label, and any sibling beside a button's own title, stays an estimate: which
    /// of two texts gives way is the constraints' priorities, and labels chained one after another
    /// need not be bounded by the row at all.
    private static func addText(of sibling: StackRef, why: String, _ ctx: inout DisplayContext, _ scope: ResolveScope) -> Bool {
        guard ctx.kind != .button else { return false }
        let settings = (scope.index.stackSettings[sibling.scope]?[sibling.path] ?? []).filter { $0.property == "title" }
        guard !settings.isEmpty else { return false }
        var keys = Set<String>()
        for s in settings {
            let resolution = KeyResolver.resolve(s.value, mode: .string, scope.moved(to: Syntax(s.value), file: s.file))
            guard resolution.unresolved.isEmpty, !resolution.notLocalized else { return false }
            keys.formUnion(resolution.keys.map(\.key))
        }
        guard keys.count == 1, let key = keys.first else { return false }
        let fonts = (scope.index.viewSettings[sibling.scope]?[sibling.path + ".titleLabel"] ?? []).filter { $0.property == "font" }
        let font: FontSpec
        if let set = fonts.last {
            guard fonts.count == 1, case .font(let spec) = FontResolver.resolve(set.value, scope.moved(to: Syntax(set.value), file: set.file))
            else { return false }
            font = spec
        } else if declaredType(sibling, scope) == "UIButton" {
            font = ContainerCatalog.UIKitDefault.buttonFont
        } else {
            return false
        }
        // One sibling text per usage (`BesideTexts` holds the keys of one sibling).
        guard ctx.besideTexts == nil else { return false }
        ctx.besideTexts = ([key], font)
        if !font.evidence.isKnown {
            ctx.addBeside(estimate: 0, "\(sibling.path)'s text \"\(key)\" beside it, measured in an estimated font (\(font.evidence.summary))")
        }
        return true
    }

    /// The UIKit class a property is declared as or made by (`let toggle: UISwitch`, `let toggle = UISwitch()`).
    private static func declaredType(_ view: StackRef, _ scope: ResolveScope) -> String? {
        guard !view.scope.contains("@"), !view.path.contains(".") else { return nil }
        for member in scope.index.inheritedMember(view.scope, view.path) {
            var current: Syntax? = member.node
            while let n = current, !n.is(PatternBindingSyntax.self), !n.is(MemberBlockSyntax.self) { current = n.parent }
            var bindings: [PatternBindingSyntax] = current?.as(PatternBindingSyntax.self).map { [$0] } ?? []
            if bindings.isEmpty, let decl = member.node.as(VariableDeclSyntax.self) { bindings = Array(decl.bindings) }
            for binding in bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == view.path {
                if let annotated = binding.typeAnnotation.flatMap({ TypeInference.normalize($0.type.trimmedDescription) }) { return annotated }
                if let value = binding.initializer?.value, let call = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self),
                   let name = SyntaxFacts.calleeName(call), name.first?.isUppercase == true { return name }
            }
        }
        return nil
    }

    /// A sibling the code hides on the site's path: set `isHidden = true` in the function that draws the
    /// text, not in a branch the site excludes, and not set visible there.
    private static func hidden(_ view: StackRef, at node: Syntax, _ scope: ResolveScope) -> Bool {
        guard let settings = scope.index.stackSettings[view.scope]?[view.path]?.filter({ $0.property == "isHidden" }), !settings.isEmpty,
              let body = CellSurroundings.enclosingBody(node) else { return false }
        let onPath = settings.filter { s in
            s.file == scope.file && SyntaxFacts.isAncestor(body, of: Syntax(s.value)) && !SyntaxFacts.inExclusiveBranches(Syntax(s.value), node)
        }
        return !onPath.isEmpty && onPath.allSatisfy { HiddenView.isTrue($0.value) }
    }

    /// `UIEdgeInsets(top:left:bottom:right:)` / `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)` (or `.init`):
    /// the two horizontal insets added.
    private static func horizontalInsets(_ setting: SourceIndex.ViewSetting, _ scope: ResolveScope) -> (Double, String)? {
        guard let call = SyntaxFacts.unwrapped(setting.value).as(FunctionCallExprSyntax.self) else { return nil }
        let at = scope.moved(to: Syntax(call), file: setting.file)
        let labels = setting.property == "directionalLayoutMargins" ? ["leading", "trailing"] : ["left", "right"]
        let sides = labels.compactMap { SyntaxFacts.argument(call, $0).flatMap { FontResolver.number($0, at) } }
        guard sides.count == 2 else { return nil }
        return (sides[0] + sides[1], "\(labels[0]) \(fmt(sides[0])), \(labels[1]) \(fmt(sides[1]))")
    }

    /// A view whose leading and trailing edges are both pinned to the same edges of a view controller's
    /// root view's safe area: the device width less the constraints' constants, since the safe area
    /// takes nothing off the sides of an iPhone in portrait (`ContainerCatalog.safeAreaSideInset`).
    static func applySafeArea(scope viewScope: String, path: String, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard ctx.width == nil, let pins = scope.index.viewSafeAreaPins[viewScope]?[path] else { return }
        func edge(_ leading: Bool) -> (SafeAreaPin, Double)? {
            let found = pins.filter { $0.leading == leading && $0.owner == "view" }
            guard let pin = found.first, let type = pin.ownerType, TypeRelation.isSubtype(type, of: "UIViewController", scope.index) else { return nil }
            let values = found.map { p in p.constant.map { FontResolver.number($0, scope.moved(to: Syntax($0), file: p.file)) } ?? 0 }
            guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else { return nil }
            return (pin, abs(value))
        }
        guard let (lead, leadInset) = edge(true), let (trail, trailInset) = edge(false) else { return }
        let insets = leadInset + trailInset
        let what = "leading and trailing pinned to the root view's safe area (\(lead.file):\(lead.line), :\(trail.line))"
            + (insets > 0 ? " with \(fmt(insets)) pt of constants" : "")
        ctx.width = ScanWidth(points: ContainerCatalog.deviceWidth - 2 * ContainerCatalog.safeAreaSideInset - insets,
                              evidence: .documented(source: ContainerCatalog.Source.safeArea, what: what), followsDevice: true)
    }

    private static func fmt(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String(n) }
}
