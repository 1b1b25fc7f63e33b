import DynamicType
import SwiftSyntax

/// The width a collection view's flow layout gives its items, from the delegate's
/// `collectionView(_:layout:sizeForItemAt:)` [doc: UICollectionViewDelegateFlowLayout, "Asks the delegate for the
/// size of the specified item's cell"]: the `CGSize` it returns, its width evaluated with the collection view's
/// width (`collectionView.frame.width` / `bounds.width` / `frame.size.width`) as the document gives it, through
/// the function's locals, `+ − × ÷`, `min`, `max` and `CGFloat(...)`. A nib cell assumed as wide as its collection
/// (`NibLayout.CollectionHost`) is then as wide as the item, and so narrower or wider by the difference.
enum CollectionItemWidth {
    /// `width` (of a view inside a collection cell the nib assumed as wide as the collection) with the item's width
    /// the code returns; unchanged when no delegate method of `host`'s class is read.
    static func apply(_ width: ScanWidth, host: NibLayout.CollectionHost, _ index: SourceIndex) -> ScanWidth {
        guard let (function, file) = sizeForItem(in: host.delegateClass, index),
              let narrow = itemWidth(function, collectionWidth: host.collectionNarrowest),
              let wide = itemWidth(function, collectionWidth: host.collectionWidest) else { return width }
        let lessNarrow = host.collectionNarrowest - narrow
        let lessWide = host.collectionWidest - wide
        guard lessNarrow != 0 || lessWide != 0 else { return width }
        let line = index.line(of: function, in: file)
        let note = "; the item \(fmt(narrow == wide ? wide : narrow))\(narrow == wide ? "" : "–\(fmt(wide))") pt wide, not the collection's "
            + "\(fmt(host.collectionWidest)): code \(file):\(line) (\(host.delegateClass).collectionView(_:layout:sizeForItemAt:))"
        return ScanWidth(narrowest: max(1, width.narrowest - lessNarrow), widest: max(1, width.widest - lessWide),
                         evidence: width.evidence.noting(note), boundEvidence: width.boundEvidence.noting(note),
                         followsDevice: width.followsDevice, widestFollowsDevice: width.widestFollowsDevice, columns: width.columns)
    }

    /// `func collectionView(_:layout:sizeForItemAt:)` of the class or a class it inherits (extensions included).
    static func sizeForItem(in type: String, _ index: SourceIndex) -> (FunctionDeclSyntax, String)? {
        for owner in index.lineage(type) {
            for member in index.declarations.members[owner]?["collectionView"] ?? [] {
                guard let function = member.node.as(FunctionDeclSyntax.self),
                      function.signature.parameterClause.parameters.map(\.firstName.text) == ["_", "layout", "sizeForItemAt"] else { continue }
                return (function, member.file)
            }
        }
        return nil
    }

    /// The width of the size the function returns, for a collection `collectionWidth` wide; nil when any
    /// part is not read (a runtime value, several returns that disagree).
    static func itemWidth(_ function: FunctionDeclSyntax, collectionWidth: Double) -> Double? {
        guard let body = function.body else { return nil }
        let collection = function.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "collectionView"
        let returns = ReturnFinder(viewMode: .sourceAccurate)
        returns.walk(body)
        // A body of one expression returns it.
        if returns.values.isEmpty, body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
            returns.values = [only]
        }
        let evaluator = Evaluator(body: body, collection: collection, collectionWidth: collectionWidth)
        let widths = returns.values.map { value -> Double? in
            guard let call = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self),
                  ["CGSize", "init"].contains(SyntaxFacts.calleeName(call) ?? ""),
                  let width = SyntaxFacts.argument(call, "width") else { return nil }
            return evaluator.value(width, depth: 0)
        }
        guard let first = widths.first, let w = first, widths.allSatisfy({ $0 == w }), w > 0 else { return nil }
        return w
    }

    private struct Evaluator {
        var body: CodeBlockSyntax
        var collection: String
        var collectionWidth: Double

        func value(_ expr: ExprSyntax, depth: Int) -> Double? {
            guard depth < 32 else { return nil }
            let e = SyntaxFacts.unwrapped(expr)
            if let n = SyntaxFacts.number(e) { return n }
            if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return value(only.expression, depth: depth + 1)
            }
            if let path = SyntaxFacts.dottedPath(e) {
                let widths = ["frame.width", "bounds.width", "frame.size.width", "bounds.size.width"].map { "\(collection).\($0)" }
                if widths.contains(path) || widths.contains("self." + path) { return collectionWidth }
                if !path.contains("."), let binding = ViewScope.localDeclaration(in: body.statements, path),
                   let initial = binding.initializer?.value {
                    return value(initial, depth: depth + 1)
                }
                return nil
            }
            if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
               let l = value(infix.leftOperand, depth: depth + 1), let r = value(infix.rightOperand, depth: depth + 1) {
                return SyntaxFacts.arithmetic(op, l, r)
            }
            if let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) {
                let args = call.arguments.map { value($0.expression, depth: depth + 1) }
                guard !args.isEmpty, !args.contains(where: { $0 == nil }) else { return nil }
                let numbers = args.compactMap { $0 }
                switch name {
                case "min": return numbers.min()
                case "max": return numbers.max()
                case "CGFloat", "Double", "floor", "ceil", "round":
                    guard numbers.count == 1 else { return nil }
                    switch name {
                    case "floor": return numbers[0].rounded(.down)
                    case "ceil": return numbers[0].rounded(.up)
                    case "round": return numbers[0].rounded()
                    default: return numbers[0]
                    }
                default: return nil
                }
            }
            return nil
        }
    }

    /// The values of the function's own `return` statements (not those of closures inside it).
    private final class ReturnFinder: SyntaxVisitor {
        var values: [ExprSyntax] = []
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let e = node.expression { values.append(e) }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    private static func fmt(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String((n * 10).rounded() / 10) }
}
