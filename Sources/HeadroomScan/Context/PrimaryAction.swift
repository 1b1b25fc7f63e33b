import DynamicType
import SwiftSyntax

/// A `UIAction` given as the primary action of a control the code creates (`UIButton(primaryAction:)`,
/// `UIButton(configuration:primaryAction:)`, `UIBarButtonItem(primaryAction:)`), directly or through a
/// local of the same function: the control shows the action's title and image
/// (`ContainerCatalog.Source.primaryAction`), so its title is a button's or a bar item's, not a menu item's.
enum PrimaryAction {
    enum Control {
        /// `UIButton(...)`: with a `configuration:` argument the title goes to that configuration.
        case button(FunctionCallExprSyntax, configured: Bool)
        case barItem(FunctionCallExprSyntax)

        var call: FunctionCallExprSyntax {
            switch self {
            case let .button(call, _), let .barItem(call): call
            }
        }
    }

    static let controls: Set<String> = ["UIButton", "UIBarButtonItem"]

    /// The control `action` (a `UIAction(...)` call) is given to as its primary action; nil when it is none's.
    static func control(of action: FunctionCallExprSyntax) -> Control? {
        if let found = taking(ExprSyntax(action)) { return found }
        // `let a = UIAction(title: ...)` and `UIButton(primaryAction: a)` in the same function.
        guard let binding = action.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let body = CellSurroundings.enclosingBody(Syntax(action)) else { return nil }
        let finder = Finder(name: name)
        finder.walk(body)
        return finder.found
    }

    /// The control whose `primaryAction:` argument is `expr`.
    private static func taking(_ expr: ExprSyntax) -> Control? {
        guard let argument = expr.parent?.as(LabeledExprSyntax.self), argument.label?.text == "primaryAction",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxFacts.calleeName(call), controls.contains(callee) else { return nil }
        return callee == "UIButton" ? .button(call, configured: SyntaxFacts.argument(call, "configuration") != nil) : .barItem(call)
    }

    /// Why the action's title is drawn where it is, or (a bar item with the action's image) why it is not.
    static func evidence(_ control: Control, _ scope: ResolveScope) -> Evidence {
        let line = scope.index.line(of: control.call, in: scope.file)
        let written = SyntaxFacts.calleeName(control.call) ?? "UIButton"
        return .documented(source: ContainerCatalog.Source.primaryAction,
                           what: "\(scope.file):\(line) \(written)(primaryAction:) shows the action's title")
    }

    /// A system bar item (`UIBarButtonItem(systemItem: .close, primaryAction:)`) keeps its own glyph: the action's
    /// title is not drawn; nil for any other item.
    static func systemItem(_ item: FunctionCallExprSyntax, _ scope: ResolveScope) -> Evidence? {
        guard SyntaxFacts.argument(item, "systemItem") ?? SyntaxFacts.argument(item, "barButtonSystemItem") != nil else { return nil }
        return .documented(source: ContainerCatalog.Source.primaryActionSystemItem,
                           what: "\(scope.file):\(scope.index.line(of: item, in: scope.file)) a system bar item shows its own glyph, not its primary action's title")
    }

    private final class Finder: SyntaxVisitor {
        let name: String
        var found: Control?
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.baseName.text == name { found = PrimaryAction.taking(ExprSyntax(node)) }
            return .skipChildren
        }
    }
}
