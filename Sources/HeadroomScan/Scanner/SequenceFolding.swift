@_spi(RawSyntax) import SwiftSyntax
import SwiftOperators

/// Folds every sequence expression of a parsed file (`a ? b : c`, `x = y`, `a ?? b`) into single
/// expressions with the standard operators, recovering from errors, as
/// `OperatorTable.standardOperators.foldAll(tree) { _ in }` does, but with every node it builds
/// allocated in one arena per file (and one per sequence for the nodes inside its elements).
/// `foldAll`'s rewriter, and `foldSingle`'s node initialisers, give each node they build an arena of
/// its own (an object, a first slab and a set of child arenas per node), which the scan kept alive for
/// every file until the end.
final class SequenceFolding: SyntaxRewriter {
    /// The sequence whose elements this folder rewrites (nil: a whole file).
    private let elementsOf: SyntaxIdentifier?
    /// Where this folder's nodes go: the parents it rebuilds and the operators it folds.
    private let arena: RawSyntaxArena

    /// `tree` with its sequence expressions folded (the same tree when it has none).
    static func fold(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        guard tree.hasSequenceExpr else { return tree }
        return SequenceFolding(elementsOf: nil).rewrite(tree).as(SourceFileSyntax.self) ?? tree
    }

    private init(elementsOf: SyntaxIdentifier?) {
        self.elementsOf = elementsOf
        let arena = RawSyntaxArena()
        self.arena = arena
        // `.fixedUp`, as `foldAll`: missing nodes are folded as if present.
        super.init(viewMode: .fixedUp, rawAllocationArena: arena)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        // A subtree without a sequence expression is kept as it is.
        node.hasSequenceExpr ? nil : node
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        if node.id == elementsOf { return super.visit(node) }
        // The elements are rewritten by a folder with an arena of its own: the folded operators'
        // nodes refer to them, and an arena that other arenas refer to can take no new children,
        // which this folder's arena still does for the parents it rebuilds after this sequence.
        let elements = SequenceFolding(elementsOf: node.id).rewrite(node, detach: true).as(SequenceExprSyntax.self) ?? node
        let folded = OperatorTable.standardOperators.foldSingle(elements) { _ in }
        // The operands, operators and the parts of them the folded nodes take (a ternary's middle
        // expression, a cast's type, the operand under a hoisted `try`) are kept where they are.
        var kept = Set<RawSyntax.ID>()
        for case let element? in elements.elements.raw.layoutView.map({ Array($0.children) }) ?? [] {
            kept.insert(element.id)
            for case let part? in element.layoutView.map({ Array($0.children) }) ?? [] { kept.insert(part.id) }
        }
        let raw = copy(folded.raw, keeping: kept)
        return ExprSyntax(Syntax(raw: raw, rawNodeArena: raw.arena)) ?? folded
    }

    /// The nodes `foldSingle` built, copied into this folder's arena; the nodes in `kept` (and tokens) as they are.
    private func copy(_ raw: RawSyntax, keeping kept: Set<RawSyntax.ID>) -> RawSyntax {
        guard !kept.contains(raw.id), let layout = raw.layoutView else { return raw }
        return layout.replacingLayout(with: layout.children.map { $0.map { copy($0, keeping: kept) } }, arena: arena)
    }
}
