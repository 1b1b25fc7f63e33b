import DynamicType
import SwiftSyntax

/// A UIKit view's edge pinned in code to a sibling view's opposite edge
/// (`label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)`, or its trailing edge to
/// a sibling's leading edge): the sibling and the gap take part of the width the label gets. The
/// sibling's width is what the code pins (`icon.widthAnchor.constraint(equalToConstant: 38)`), else an
/// estimate.
enum SiblingConstraint {
    /// One pin: the sibling's path in the same scope, the gap, where it is written.
    struct Pin {
        var sibling: String
        var gap: ExprSyntax?
        var file: String
        var line: Int
    }

    /// Pass 1: records edge pins between two views and fixed widths.
    static func record(_ call: FunctionCallExprSyntax, file: String, line: Int, into index: SourceIndex) {
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
                            ?? SyntaxFacts.argument(call, "lessThanOrEqualTo"))?.as(MemberAccessExprSyntax.self),
              target.declName.baseName.text == wanted, let other = target.base,
              let (scope, path) = ViewScope.resolve(view, at: Syntax(call), file: file),
              let (otherScope, otherPath) = ViewScope.resolve(other, at: Syntax(call), file: file), otherScope == scope,
              otherPath != path, !["view", "contentView", "superview"].contains(otherPath) else { return }
        index.viewSiblings[scope, default: [:]][path, default: []].append(
            Pin(sibling: otherPath, gap: SyntaxFacts.argument(call, "constant"), file: file, line: line))
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

    private static func fmt(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String(n) }
}
