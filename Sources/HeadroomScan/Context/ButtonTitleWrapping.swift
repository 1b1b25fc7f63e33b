import DynamicType
import SwiftSyntax

/// `button.titleLabel?.lineBreakMode = .byWordWrapping` (or `.byCharWrapping`) with no `numberOfLines`:
/// the button's title wraps onto as many lines as it needs. UIKit documents no line limit for a button's
/// title label; that a wrapping line-break mode makes it wrap is observed behaviour, so only an estimate.
enum ButtonTitleWrapping {
    static let wrappingModes: Set<String> = ["byWordWrapping", "byCharWrapping"]

    /// The estimate when the declaration around `node` sets a wrapping line-break mode on `button`'s title label.
    static func wraps(button: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> Evidence? {
        let file = scope.file
        guard let path = SyntaxFacts.dottedPath(button).map(normalized) else { return nil }
        var current = node.parent
        while let n = current, !n.is(ClassDeclSyntax.self), !n.is(StructDeclSyntax.self), !n.is(ExtensionDeclSyntax.self) {
            current = n.parent
        }
        guard let owner = current else { return nil }
        let finder = Finder(button: path)
        finder.walk(owner)
        guard let found = finder.found else { return nil }
        let line = scope.index.line(of: found, in: scope.index.file(of: found) ?? file)
        return .estimate(why: "\(SyntaxFacts.oneLine(Syntax(found))) (\(file):\(line)) and no numberOfLines: the button's title wraps "
                         + "(observed UIButton behaviour; UIKit documents no line limit for a button's titleLabel)")
    }

    private static func normalized(_ path: String) -> String {
        let plain = path.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return plain.hasPrefix("self.") ? String(plain.dropFirst(5)) : plain
    }

    private final class Finder: SyntaxVisitor {
        let button: String
        var found: InfixOperatorExprSyntax?

        init(button: String) {
            self.button = button
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil, node.operator.is(AssignmentExprSyntax.self),
                  let lhs = node.leftOperand.as(MemberAccessExprSyntax.self), lhs.declName.baseName.text == "lineBreakMode",
                  let label = lhs.base.flatMap({ SyntaxFacts.unwrapped($0).as(MemberAccessExprSyntax.self) }),
                  label.declName.baseName.text == "titleLabel", let base = label.base,
                  SyntaxFacts.dottedPath(base).map(ButtonTitleWrapping.normalized) == button,
                  let mode = SyntaxFacts.memberName(node.rightOperand), ButtonTitleWrapping.wrappingModes.contains(mode) else {
                return .visitChildren
            }
            found = node
            return .skipChildren
        }
    }
}
