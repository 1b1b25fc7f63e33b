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
        guard let member = SyntaxFacts.unwrapped(view).as(MemberAccessExprSyntax.self), let base = member.base,
              let owner = TypeInference.type(of: base, here) else { return nil }
        let name = member.declName.baseName.text
        guard index.inheritedMember(owner, name).isEmpty, let outside = outsideAncestor(owner, index) else { return nil }
        let ownerShown = SyntaxFacts.oneLine(Syntax(base)).replacingOccurrences(of: "?", with: "")
        return "\(ownerShown) is a \(outside), a type declared neither in the repository nor in UIKit; its \(name) is that type's view"
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
