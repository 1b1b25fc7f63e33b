import DynamicType
import SwiftSyntax

/// A view whose class the scan cannot see: its own type (inferred, or the type whose initializer built it:
/// `MetaLabel(style: .title)`), or the type of the object it is a property of (`errorBanner.subtitleLabel` of
/// a third-party banner), comes from outside the repository (a package not in the tree; the repository may
/// extend it) and is no UIKit class the catalog knows. UIKit's defaults are those of a view the code creates
/// itself, so what such a view's class sets (its font, its line limit) is unknown: at most an estimate
/// (`ContainerCatalog.UIKitDefault.outside`), and what the app sets on it, also in an initializer it wrote for
/// the class (`ConstructedView`), is the app's.
enum OutsideView {
    /// Why `view` (the receiver of `.text =`, of `configure(content:)`, or the button of `setTitle`) is of a class
    /// outside the repository, or nil when its class, or the class that declares it, is the app's or UIKit's.
    static func reason(_ view: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> String? {
        let here = scope.moved(to: node, file: scope.file)
        let index = scope.index
        let shown = SyntaxFacts.oneLine(Syntax(view)).replacingOccurrences(of: "?", with: "")
        let type = TypeInference.type(of: view, here)
            ?? ConstructedView.construction(of: view, at: node, scope).flatMap { SyntaxFacts.calleeName($0.0) }
        if let type, let outside = outsideAncestor(type, index) {
            return "\(shown) is a \(outside), a class declared neither in the repository nor in UIKit"
        }
        if let member = SyntaxFacts.unwrapped(view).as(MemberAccessExprSyntax.self), let base = member.base,
           let owner = TypeInference.type(of: base, here), index.inheritedMember(owner, member.declName.baseName.text).isEmpty,
           let outside = outsideAncestor(owner, index) {
            let ownerShown = SyntaxFacts.oneLine(Syntax(base)).replacingOccurrences(of: "?", with: "")
            return "\(ownerShown) is a \(outside), a type declared neither in the repository nor in UIKit; "
                + "its \(member.declName.baseName.text) is that type's view"
        }
        return type == nil ? textMethod(view, at: node, index, shown: shown) : nil
    }

    /// A view of a type the scan cannot infer whose text a method of the view sets (`label.configure(content:)`):
    /// UIKit's labels, text fields and text views take their text only through properties (`text`,
    /// `attributedText`; a button's title is no label's), so a method that no type the repository declares has
    /// (one it only extends aside) is its class's, from outside the repository.
    private static func textMethod(_ view: ExprSyntax, at node: Syntax, _ index: SourceIndex, shown: String) -> String? {
        guard let call = node.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let receiver = callee.base, Syntax(receiver).id == Syntax(view).id else { return nil }
        let name = callee.declName.baseName.text
        guard !index.protocolRequirements.values.contains(where: { $0.contains(name) }) else { return nil }
        let declaring = index.members.filter { !DesignEvaluator.functions($0.value[name] ?? [], fitting: call).isEmpty }.keys.sorted()
        let outside = declaring.compactMap { outsideAncestor($0, index) }
        guard outside.count == declaring.count else { return nil }
        let shape = "\(name)(\(call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()))"
        return "\(shown) takes its text through \(shape), which no UIKit label has and "
            + (outside.first.map { "only \($0), a class declared neither in the repository nor in UIKit, declares" }
                ?? "no type of the repository declares: its class is declared outside the repository")
    }

    /// The nearest type `type` is or inherits that neither the repository declares (as a class, value
    /// type or protocol: an extension declares none) nor the catalog knows, when no UIKit class is among
    /// its ancestors (a subclass of a UIKit class keeps UIKit's defaults).
    private static func outsideAncestor(_ type: String, _ index: SourceIndex) -> String? {
        let chain = TextReceiver.ancestry(type, index)
        guard !chain.contains(where: { ContainerCatalog.drawingClasses.contains($0) }) else { return nil }
        return chain.first { name in
            let last = name.split(separator: ".").last.map(String.init) ?? name
            return index.declaredTypes[name] == nil && index.declaredTypes[last] == nil
                && index.protocolRequirements[name] == nil && index.protocolRequirements[last] == nil
                && !ContainerCatalog.nonDrawingSupertypes.contains(name)
        }
    }
}
