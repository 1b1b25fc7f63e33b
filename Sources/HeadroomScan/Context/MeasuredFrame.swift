import DynamicType
import SwiftSyntax

/// A view the code lays out by hand: measured with `sizeThatFits(size)` and then given a frame in the same function,
/// it is at most `size.width` wide [doc: UIView.sizeThatFits(_:), "the size that best fits the specified size"]. The
/// width is evaluated through the function's locals (`let maxSize = CGSize(width: bounds.width * style.maxWidthPercentage
/// - imageRect.width, ...)`), a member of a local made by a call with that label (`insets.left` of `UIEdgeInsets(left: 0, ...)`),
/// properties' certain values (a parameter's stored property with its declared default), `+ − × ÷`; the width of the view
/// the function runs on (`self.bounds.width`) is its host's, assumed as wide as the screen (an estimate); a width
/// the function computes at runtime and subtracts (`imageRect.width`, a `var` it sets in a branch) narrows only the
/// narrow end, by an estimate.
enum MeasuredFrame {
    static func width(of view: ExprSyntax, suffix: String, at node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) -> ScanWidth? {
        guard let base = SyntaxFacts.dottedPath(view)?.replacingOccurrences(of: "?", with: ""), let body = CellSurroundings.enclosingBody(node)
        else { return nil }
        let path = base + suffix
        let finder = Finder(path: path, framedViews: [path + ".frame", base + ".frame"])
        finder.walk(body)
        guard finder.framed, let size = finder.sizes.first else { return nil }
        let at = scope.moved(to: Syntax(size), file: scope.file)
        var sizeExpr = SyntaxFacts.unwrapped(size)
        if let ref = sizeExpr.as(DeclReferenceExprSyntax.self), let binding = at.localBinding(ref.baseName.text), let value = binding.initializer?.value {
            sizeExpr = SyntaxFacts.unwrapped(value)
        }
        guard let call = sizeExpr.as(FunctionCallExprSyntax.self), ["CGSize", "init"].contains(SyntaxFacts.calleeName(call) ?? ""),
              let widthExpr = SyntaxFacts.argument(call, "width") else { return nil }
        var evaluator = Evaluator(scope: scope.moved(to: Syntax(widthExpr), file: scope.file))
        guard let points = evaluator.value(widthExpr, subtracted: false, depth: 0), points > 0 else { return nil }
        let line = scope.index.line(of: call, in: scope.file)
        let what = "measured with sizeThatFits(\(fmt(points)) pt wide) and framed by the code (line \(line))"
            + (evaluator.notes.isEmpty ? "" : ": " + evaluator.notes.joined(separator: "; "))
        let evidence: Evidence = evaluator.assumed
            ? .estimate(why: what)
            : .code(file: scope.file, line: line, what: what)
        if !evaluator.unknownLess.isEmpty {
            ctx.addBeside(estimate: ContainerCatalog.unknownSiblingEstimate,
                          "less \(evaluator.unknownLess.joined(separator: ", ")), a width the code computes at runtime (about \(Int(ContainerCatalog.unknownSiblingEstimate)) pt [inference])")
        }
        return ScanWidth(points: points, evidence: evidence, followsDevice: evaluator.assumed)
    }

    /// `path.sizeThatFits(size)` calls and whether the function sets `path.frame`.
    private final class Finder: SyntaxVisitor {
        let path: String
        /// `label.frame`, or the button's own frame for its title label.
        let framedViews: Set<String>
        var sizes: [ExprSyntax] = []
        var framed = false
        init(path: String, framedViews: Set<String>) {
            self.path = path
            self.framedViews = framedViews
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if SyntaxFacts.calleeName(node) == "sizeThatFits", let receiver = SyntaxFacts.receiver(node),
               SyntaxFacts.dottedPath(receiver)?.replacingOccurrences(of: "?", with: "") == path, let size = node.arguments.first?.expression {
                sizes.append(size)
            }
            return .visitChildren
        }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self),
               let target = SyntaxFacts.dottedPath(node.leftOperand)?.replacingOccurrences(of: "?", with: ""), framedViews.contains(target) {
                framed = true
            }
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    private struct Evaluator {
        var scope: ResolveScope
        /// The host view's width was assumed (the screen's).
        var assumed = false
        var notes: [String] = []
        /// Runtime widths subtracted from the width (the narrow end loses an estimate).
        var unknownLess: [String] = []

        private static let hostWidths: Set<String> = ["bounds.width", "frame.width", "bounds.size.width", "frame.size.width"]

        mutating func value(_ expr: ExprSyntax, subtracted: Bool, depth: Int) -> Double? {
            guard depth < 24 else { return nil }
            let e = SyntaxFacts.unwrapped(expr)
            if let n = SyntaxFacts.number(e) { return n }
            if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return value(only.expression, subtracted: subtracted, depth: depth + 1)
            }
            if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
                guard let l = value(infix.leftOperand, subtracted: subtracted, depth: depth + 1) else { return nil }
                guard let r = value(infix.rightOperand, subtracted: op == "-" ? !subtracted : subtracted, depth: depth + 1) else { return nil }
                return SyntaxFacts.arithmetic(op, l, r)
            }
            guard let path = SyntaxFacts.dottedPath(e) else { return nil }
            let bare = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
            if Self.hostWidths.contains(bare) {
                assumed = true
                notes.append("\(path): the view it runs on, assumed as wide as the screen (\(fmt(ContainerCatalog.deviceWidth)) pt)")
                return ContainerCatalog.deviceWidth
            }
            let parts = bare.split(separator: ".").map(String.init)
            if let binding = scope.localBinding(parts[0]) {
                let isVar = binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "var"
                if !isVar, let initial = binding.initializer?.value {
                    if parts.count == 1 { return value(initial, subtracted: subtracted, depth: depth + 1) }
                    // `insets.left` of `let insets = UIEdgeInsets(top: 10, left: 0, ...)`.
                    if parts.count == 2, let call = SyntaxFacts.unwrapped(initial).as(FunctionCallExprSyntax.self),
                       let argument = SyntaxFacts.argument(call, parts[1]) {
                        return value(argument, subtracted: subtracted, depth: depth + 1)
                    }
                }
                // A width the function sets at runtime: only subtracted, it narrows the narrow end.
                if subtracted, parts.last == "width" || parts.count == 1 {
                    unknownLess.append(path)
                    return 0
                }
                return nil
            }
            if let n = FontResolver.number(e, scope) {
                notes.append("\(path) = \(fmt(n))")
                return n
            }
            return nil
        }
    }

    private static func fmt(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String((n * 100).rounded() / 100) }
}
