import DynamicType
import SwiftSyntax

/// A UIKit view's edge pinned in code to a sibling view's opposite edge
/// (`label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)`, or its trailing edge to
/// a sibling's leading edge): the sibling and the gap take part of the width the label gets. The
/// sibling's width is what the code pins (`icon.widthAnchor.constraint(equalToConstant: 38)`), else an
/// estimate.
enum SiblingConstraint {
    /// Pass 1: records edge pins between two views and fixed widths.
    static func record(_ call: FunctionCallExprSyntax, file: String, line: Int, into index: inout FileIndex) {
        guard SyntaxFacts.calleeName(call) == "constraint",
              let anchor = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
              let view = anchor.base else { return }
        let edge = anchor.declName.baseName.text
        if edge == "widthAnchor", let width = SyntaxFacts.argument(call, "equalToConstant"),
           let (scope, path) = ViewScope.resolve(view, at: Syntax(call), file: file) {
            index.viewWidths[scope, default: [:]][path, default: []].append(
                SourceIndex.ViewSetting(property: "widthAnchor", value: width, file: file, line: line))
            return
        }
        let opposite = ["leadingAnchor": "trailingAnchor", "trailingAnchor": "leadingAnchor"]
        guard let wanted = opposite[edge],
              let target = (SyntaxFacts.argument(call, "equalTo") ?? SyntaxFacts.argument(call, "greaterThanOrEqualTo")
                            ?? SyntaxFacts.argument(call, "lessThanOrEqualTo"))?.as(MemberAccessExprSyntax.self) else { return }
        // The same edge of a view's safe area (`equalTo:` only: an inequality does not fix the edge).
        if target.declName.baseName.text == edge, SyntaxFacts.argument(call, "equalTo") != nil,
           let guide = target.base?.as(MemberAccessExprSyntax.self), guide.declName.baseName.text == "safeAreaLayoutGuide",
           let ownerExpr = guide.base, let ownerPath = SyntaxFacts.dottedPath(ownerExpr),
           let (scope, path) = ViewScope.resolve(view, at: Syntax(call), file: file) {
            let owner = ownerPath.hasPrefix("self.") ? String(ownerPath.dropFirst(5)) : ownerPath
            let isLocal = ViewScope.localOwner(of: String(owner.split(separator: ".").first ?? ""), from: Syntax(call)) != nil
            index.viewSafeAreaPins[scope, default: [:]][path, default: []].append(
                SafeAreaPin(leading: edge == "leadingAnchor", owner: owner, ownerType: isLocal ? nil : SyntaxFacts.enclosingTypeName(Syntax(call)),
                            constant: SyntaxFacts.argument(call, "constant"), file: file, line: line))
            return
        }
        guard target.declName.baseName.text == wanted, let other = target.base,
              let (scope, path) = ViewScope.resolve(view, at: Syntax(call), file: file),
              let (otherScope, otherPath) = ViewScope.resolve(other, at: Syntax(call), file: file), otherScope == scope,
              otherPath != path, !["view", "contentView", "superview"].contains(otherPath) else { return }
        index.viewSiblings[scope, default: [:]][path, default: []].append(
            SiblingPin(sibling: otherPath, gap: SyntaxFacts.argument(call, "constant"), file: file, line: line))
    }

    /// Pass 1: the arranged subviews of a `UIStackView` (`s = UIStackView(arrangedSubviews: [a, b])`,
    /// `let s = UIStackView(arrangedSubviews: …)`, `s.addArrangedSubview(a)`).
    static func recordStack(_ call: FunctionCallExprSyntax, file: String, into index: inout FileIndex) {
        let name = SyntaxFacts.calleeName(call)
        if name == "addArrangedSubview", let stack = SyntaxFacts.receiver(call), let member = call.arguments.first?.expression,
           let (scope, stackPath) = ViewScope.resolve(stack, at: Syntax(call), file: file),
           let (memberScope, memberPath) = ViewScope.resolve(member, at: Syntax(call), file: file), memberScope == scope {
            index.stackMembers[scope, default: [:]][stackPath, default: []].append(memberPath)
            return
        }
        guard name == "UIStackView", let array = SyntaxFacts.argument(call, "arrangedSubviews")?.as(ArrayExprSyntax.self) else { return }
        let members = array.elements.compactMap { ViewScope.resolve($0.expression, at: Syntax(call), file: file) }
        guard let scope = members.first?.scope, members.allSatisfy({ $0.scope == scope }) else { return }
        let stackPath: String?
        if let assignment = call.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
            stackPath = ViewScope.resolve(assignment.leftOperand, at: Syntax(call), file: file).flatMap { $0.scope == scope ? $0.path : nil }
        } else {
            stackPath = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
                .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard let stackPath else { return }
        index.stackMembers[scope, default: [:]][stackPath, default: []] += members.map(\.path)
    }

    /// Pass 1: `stack.axis = .vertical`, `stack.spacing = 16`.
    static func recordStackSetting(_ node: InfixOperatorExprSyntax, file: String, line: Int, into index: inout FileIndex) {
        guard node.operator.is(AssignmentExprSyntax.self), let lhs = node.leftOperand.as(MemberAccessExprSyntax.self),
              ["axis", "spacing"].contains(lhs.declName.baseName.text), let base = lhs.base,
              let (scope, path) = ViewScope.resolve(base, at: Syntax(node), file: file) else { return }
        index.stackSettings[scope, default: [:]][path, default: []].append(
            SourceIndex.ViewSetting(property: lhs.declName.baseName.text, value: node.rightOperand, file: file, line: line))
    }

    /// The other arranged subviews of the horizontal stack that holds the view (directly, or through
    /// a vertical stack it is in) and the stack's spacing: `UIStackView.axis` is `.horizontal` and
    /// `spacing` 0 unless the code sets them [doc: UIStackView.axis, "The default value is
    /// NSLayoutConstraint.Axis.horizontal"; spacing, "The default value is 0.0"].
    static func applyStack(scope viewScope: String, path: String, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard ctx.width == nil, let stacks = scope.index.stackMembers[viewScope] else { return }
        var current = path
        for _ in 0..<3 {
            guard let (stack, members) = stacks.first(where: { $0.value.contains(current) }) else { return }
            let settings = scope.index.stackSettings[viewScope]?[stack] ?? []
            let axis = settings.last { $0.property == "axis" }.flatMap { SyntaxFacts.memberName($0.value) } ?? "horizontal"
            if axis == "horizontal" {
                let others = Set(members).subtracting([current])
                let spacing = settings.last { $0.property == "spacing" }
                    .flatMap { s in FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file)).map { ($0, s) } }
                for other in others.sorted() {
                    let width = scope.index.viewWidths[viewScope]?[other]?.compactMap { s in
                        FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file)).map { ($0, s) }
                    }.min { $0.0 < $1.0 }
                    if let (w, s) = width {
                        ctx.addBeside(known: w, .code(file: s.file, line: s.line, what: "\(other) beside it in the horizontal stack \(stack), \(fmt(w)) pt wide"))
                    } else {
                        ctx.addBeside(estimate: ContainerCatalog.unknownSiblingEstimate,
                                      "\(other) beside it in the horizontal stack \(stack), width not pinned in the code (\(Int(ContainerCatalog.unknownSiblingEstimate)) pt [inference])")
                    }
                }
                if let (gap, s) = spacing, !others.isEmpty {
                    ctx.addBeside(known: gap * Double(others.count), .code(file: s.file, line: s.line, what: "\(stack).spacing = \(fmt(gap))"))
                }
            }
            current = stack
        }
    }

    /// What the siblings pinned beside the view take: their pinned widths and the gaps (known), an
    /// estimate for a sibling whose width the code does not pin.
    static func apply(scope viewScope: String, path: String, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard ctx.width == nil, let pins = scope.index.viewSiblings[viewScope]?[path] else { return }
        var seen = Set<String>()
        for pin in pins where seen.insert(pin.sibling).inserted {
            let gap = pin.gap.flatMap { FontResolver.number($0, scope.moved(to: Syntax($0), file: pin.file)) }.map(abs) ?? 0
            let width = scope.index.viewWidths[viewScope]?[pin.sibling]?.compactMap { s in
                FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file)).map { ($0, s) }
            }.min { $0.0 < $1.0 }
            if let (w, s) = width {
                ctx.addBeside(known: w + gap, .code(file: pin.file, line: pin.line,
                                                   what: "pinned beside \(pin.sibling) (\(fmt(w)) pt wide, \(s.file):\(s.line)) with a \(fmt(gap)) pt gap"))
            } else {
                ctx.addBeside(known: gap, .code(file: pin.file, line: pin.line, what: "a \(fmt(gap)) pt gap to \(pin.sibling)"))
                ctx.addBeside(estimate: ContainerCatalog.unknownSiblingEstimate,
                              "\(pin.sibling) pinned beside it, width not pinned in the code (\(Int(ContainerCatalog.unknownSiblingEstimate)) pt [inference])")
            }
        }
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
