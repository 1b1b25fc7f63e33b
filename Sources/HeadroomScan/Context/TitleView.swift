import DynamicType
import SwiftSyntax

/// A view controller whose navigation item gets a `titleView` (`navigationItem.titleView = stack`): the
/// bar shows that view instead of the controller's title (`ContainerCatalog.titleViewSource`), so a
/// `title` set in the same type (or a class it inherits from) is no navigation bar title.
enum TitleView {
    /// Why the navigation title set at `node` is not drawn in the bar: its type sets a title view that
    /// is not `nil`, outside any condition; nil otherwise.
    static func hidesTitle(at node: Syntax, _ index: SourceIndex) -> Evidence? {
        guard let type = SyntaxFacts.enclosingTypeName(node) else { return nil }
        for t in index.lineage(type) {
            for (_, members) in (index.members[t] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for member in members {
                    let finder = Finder(viewMode: .sourceAccurate)
                    finder.walk(member.node)
                    guard let found = finder.found else { continue }
                    return .documented(source: ContainerCatalog.titleViewSource,
                                       what: "\(t) sets navigationItem.titleView (\(member.file):\(index.line(of: found, in: member.file))): "
                                           + "the bar shows that view, not the title")
                }
            }
        }
        return nil
    }

    /// `navigationItem.titleView = view` (not `nil`), not under an `if`, `guard` or `switch` case.
    private final class Finder: SyntaxVisitor {
        var found: Syntax?

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node.elements)
            if found == nil, items.count == 3, items[1].is(AssignmentExprSyntax.self), isTitleView(items[0]),
               !items[2].is(NilLiteralExprSyntax.self), !conditional(Syntax(node)) {
                found = Syntax(node)
            }
            return found == nil ? .visitChildren : .skipChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.operator.is(AssignmentExprSyntax.self), isTitleView(node.leftOperand),
               !node.rightOperand.is(NilLiteralExprSyntax.self), !conditional(Syntax(node)) {
                found = Syntax(node)
            }
            return found == nil ? .visitChildren : .skipChildren
        }

        private func isTitleView(_ e: ExprSyntax) -> Bool {
            guard let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleView" else { return false }
            let base = member.base.map { SyntaxFacts.unwrapped($0).trimmedDescription.replacingOccurrences(of: "?", with: "") }
            return base == "navigationItem" || base == "self.navigationItem"
        }

        private func conditional(_ node: Syntax) -> Bool {
            var current = node.parent
            while let n = current {
                if n.is(IfExprSyntax.self) || n.is(GuardStmtSyntax.self) || n.is(SwitchCaseSyntax.self) || n.is(TernaryExprSyntax.self) { return true }
                if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(MemberBlockItemSyntax.self) { return false }
                current = n.parent
            }
            return false
        }
    }
}
