import DynamicType
import HeadroomFormats
import SwiftSyntax

/// A `UIButton.Configuration` title's width: the button's width less the configuration's content
/// insets and, beside the title, its image and `imagePadding`. Read from the code that sets the
/// configuration (`config.contentInsets = NSDirectionalEdgeInsets(...)`, `config.image = ...`) or from
/// a nib's `<buttonConfiguration>` (`<directionalEdgeInsets key="contentInsets">`, `imagePadding`,
/// `image`); what neither gives is the catalog's estimate, which narrows only the narrow end.
enum ButtonConfigurationWidth {
    /// What the code sets on the configuration `configuration` (a local, or `button.configuration`)
    /// in the function of the site, taken from `width`.
    static func apply(configuration: ExprSyntax, at node: Syntax, to width: ScanWidth, _ scope: ResolveScope) -> ScanWidth {
        guard let name = SyntaxFacts.dottedPath(configuration) else { return width }
        let found = CellSurroundings.Found(body: CellSurroundings.enclosingBody(node), classes: [])
        var room = Room()
        if let insets = found.assigned(name + ".contentInsets") {
            let at = scope.moved(to: Syntax(insets.value), file: scope.file)
            if let sides = horizontalInsets(insets.value, at) {
                room.known += sides
                room.knownEvidence.append(at.code(insets.value, "contentInsets leading + trailing \(NibFont.formatted(sides)) pt"))
            } else {
                room.defaultInsets()
            }
        } else {
            room.defaultInsets()
        }
        if let image = found.assigned(name + ".image"), !image.value.is(NilLiteralExprSyntax.self),
           !["top", "bottom"].contains(found.assigned(name + ".imagePlacement").flatMap { SyntaxFacts.memberName($0.value) } ?? "") {
            let padding = found.assigned(name + ".imagePadding").flatMap { FontResolver.number($0.value, scope.moved(to: Syntax($0.value), file: scope.file)) }
            room.image(padding: padding, paddingSource: padding.map { _ in "imagePadding set in the code" })
        }
        return room.narrow(width)
    }

    /// The button a local configuration is given to in the site's function (`primaryButton.configuration = config`).
    static func button(givenConfiguration configuration: ExprSyntax, at node: Syntax) -> ExprSyntax? {
        guard let name = SyntaxFacts.dottedPath(configuration), !name.contains(".") else { return nil }
        let found = CellSurroundings.Found(body: CellSurroundings.enclosingBody(node), classes: [])
        guard let given = found.assignments.last(where: { $0.path.hasSuffix(".configuration") && SyntaxFacts.dottedPath($0.value) == name }),
              let target = given.target?.as(MemberAccessExprSyntax.self) else { return nil }
        return target.base
    }

    /// True when `button` is an outlet to a nib button with a `<buttonConfiguration>` (whose width is the title's already).
    static func nibConfigured(_ button: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> Bool {
        guard let (viewScope, path) = ViewScope.resolve(button, at: node, file: scope.file) else { return false }
        return NibOutletJoin.element(scope: viewScope, path: path, at: node, scope)?.configured ?? false
    }

    /// A nib button's `<buttonConfiguration>`, taken from the width the document gives the button.
    static func apply(nib configuration: HeadroomFormats.XMLElement, file: String, objectID: String, to width: ScanWidth) -> ScanWidth {
        var room = Room()
        if let insets = configuration.children.first(where: { $0.name == "directionalEdgeInsets" && $0.attribute("key") == "contentInsets" }) {
            let sides = (insets.attribute("leading").flatMap(Double.init) ?? 0) + (insets.attribute("trailing").flatMap(Double.init) ?? 0)
            room.known += sides
            room.knownEvidence.append(.nib(file: file, objectID: objectID, what: "contentInsets leading + trailing \(NibFont.formatted(sides)) pt"))
        } else {
            room.defaultInsets()
        }
        let hasImage = configuration.attribute("image") != nil
            || configuration.children.contains { $0.name == "imageReference" && $0.attribute("key") == "image" }
        if hasImage, !["top", "bottom"].contains(configuration.attribute("imagePlacement") ?? "") {
            let padding = configuration.attribute("imagePadding").flatMap(Double.init)
            room.image(padding: padding, paddingSource: padding.map { _ in "imagePadding in the nib" })
        }
        return room.narrow(width)
    }

    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, `.zero`, or a local bound to one: leading + trailing.
    private static func horizontalInsets(_ expr: ExprSyntax, _ scope: ResolveScope) -> Double? {
        let e = SyntaxFacts.unwrapped(expr)
        if SyntaxFacts.memberName(e) == "zero" { return 0 }
        if let ref = e.as(DeclReferenceExprSyntax.self), let binding = scope.localBinding(ref.baseName.text),
           let value = ResolveScope.values(of: binding).first {
            return horizontalInsets(value, scope.moved(to: Syntax(value), file: scope.file))
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        if let all = SyntaxFacts.argument(call, "all") ?? SyntaxFacts.argument(call, "horizontal") {
            return FontResolver.number(all, scope).map { 2 * $0 }
        }
        guard let leading = SyntaxFacts.argument(call, "leading").flatMap({ FontResolver.number($0, scope) }),
              let trailing = SyntaxFacts.argument(call, "trailing").flatMap({ FontResolver.number($0, scope) }) else { return nil }
        return leading + trailing
    }

    /// What the configuration takes from the button's width.
    private struct Room {
        var known = 0.0
        var knownEvidence: [Evidence] = []
        var estimate = 0.0
        var why: [String] = []

        mutating func defaultInsets() {
            estimate += 2 * ContainerCatalog.buttonConfigurationInset
            why.append(ContainerCatalog.buttonConfigurationInsetWhy)
        }

        mutating func image(padding: Double?, paddingSource: String?) {
            let symbol = ContainerCatalog.symbolEstimate(pointSize: 17)
            estimate += symbol + (padding ?? ContainerCatalog.buttonImagePaddingEstimate)
            why.append("the configuration's image, about \(Int(symbol)) pt [inference: a symbol at body size]"
                       + (paddingSource.map { ", \($0)" } ?? ", about \(Int(ContainerCatalog.buttonImagePaddingEstimate)) pt imagePadding [inference]"))
        }

        func narrow(_ width: ScanWidth) -> ScanWidth {
            width.less(known: known, knownEvidence: knownEvidence, estimate: estimate, estimateWhy: why)
        }
    }
}
