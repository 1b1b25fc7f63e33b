import DynamicType
import SwiftSyntax

/// A view the code sets hidden (`hintLabel.isHidden = true`) and never sets to anything else,
/// anywhere in the scanned code (by its name, so a same-named view of another type unhiding counts
/// as unhiding it, and a view the scan cannot name being unhidden, `$0.isHidden = false` over an
/// unknown sequence, counts as unhiding every view): it is never drawn.
enum HiddenView {
    static func alwaysHidden(_ base: ExprSyntax, _ scope: ResolveScope) -> Evidence? {
        guard let path = SyntaxFacts.dottedPath(base)?.replacingOccurrences(of: "?", with: ""),
              let last = path.split(separator: ".").last.map(String.init), last != "self",
              let settings = scope.index.visibility[last], let first = settings.first else { return nil }
        guard settings.allSatisfy({ isTrue($0.value) }),
              !(scope.index.visibility["*"] ?? []).contains(where: { !isTrue($0.value) }) else { return nil }
        return .code(file: first.file, line: first.line, what: "\(last).isHidden = true, and nothing sets it to another value: never drawn")
    }

    private static func isTrue(_ value: ExprSyntax) -> Bool {
        value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
}
