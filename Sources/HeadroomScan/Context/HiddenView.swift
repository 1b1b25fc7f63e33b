import DynamicType
import SwiftSyntax

/// A view its own type or function sets hidden (`hintLabel.isHidden = true`) and that is never set to
/// anything else anywhere in the scanned code: unhiding is matched by name (a same-named view of another
/// type set visible counts as unhiding this one, and a view the scan cannot name set visible,
/// `$0.isHidden = false` over an unknown sequence, counts for every view). It is never drawn.
enum HiddenView {
    /// `base` (at `node`) is set hidden itself (in its own type, a class it inherits, or its function),
    /// and no view of its name is set anything but hidden anywhere.
    static func alwaysHidden(_ base: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> Evidence? {
        guard let (viewScope, path) = ViewScope.resolve(base, at: node, file: scope.file),
              let last = path.split(separator: ".").last.map(String.init), last != "self",
              let hidden = scope.index.lineage(viewScope).lazy.compactMap({ scope.index.hiddenViews[$0]?[path] }).first,
              let settings = scope.index.visibility[last],
              settings.allSatisfy({ isTrue($0.value) }),
              !(scope.index.visibility["*"] ?? []).contains(where: { !isTrue($0.value) }) else { return nil }
        return .code(file: hidden.file, line: hidden.line, what: "\(path).isHidden = true, and nothing sets it to another value: never drawn")
    }

    static func isTrue(_ value: ExprSyntax) -> Bool {
        value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
}
