import SwiftSyntax

/// Reads how a navigation title is displayed: `.navigationBarTitleDisplayMode(_:)` /
/// `.toolbarTitleDisplayMode(_:)` chained on the same view or on an enclosing view of the same
/// declaration, or `navigationBarTitle(_:displayMode:)`.
enum NavigationTitleMode {
    static let modifiers: Set<String> = ["navigationBarTitleDisplayMode", "toolbarTitleDisplayMode"]

    static func read(around call: FunctionCallExprSyntax) -> ContainerCatalog.TitleMode? {
        if let mode = SyntaxFacts.argument(call, "displayMode").flatMap(SyntaxFacts.memberName).flatMap(mode) { return mode }
        var current: Syntax? = Syntax(call)
        var hops = 0
        while let node = current, hops < 8 {
            if let found = inChain(through: node) { return found }
            current = ViewCallSyntax.enclosingCall(of: outermost(node)).map { Syntax($0.0) }
            hops += 1
        }
        return isStackRoot(call) ? .rootAutomatic : nil
    }

    /// The title's view is the root of a navigation container written around it in the same declaration
    /// (`NavigationStack { List { … }.navigationTitle(…) }`, a split view's sidebar, which is the root of
    /// the stack a split view collapses to on iPhone), not content pushed or presented from inside it.
    private static func isStackRoot(_ call: FunctionCallExprSyntax) -> Bool {
        var current: Syntax? = Syntax(call)
        var hops = 0
        while let node = current, hops < 12, let (enclosing, label) = ViewCallSyntax.enclosingCall(of: outermost(node)) {
            let name = SyntaxFacts.calleeName(enclosing) ?? ""
            if ContainerCatalog.navigationContainers.contains(name) { return label == nil || label == "sidebar" }
            if ContainerCatalog.presentingCalls.contains(name) { return false }
            current = Syntax(enclosing)
            hops += 1
        }
        return false
    }

    /// `.inline`, `.large`, `.inlineLarge` (large), `.automatic`.
    static func mode(_ name: String) -> ContainerCatalog.TitleMode? {
        switch name {
        case "inline": return .inline
        case "large", "inlineLarge": return .large
        case "automatic": return .automatic
        default: return nil
        }
    }

    /// The display mode set anywhere on the modifier chain `node` belongs to.
    private static func inChain(through node: Syntax) -> ContainerCatalog.TitleMode? {
        var call = outermost(node).as(FunctionCallExprSyntax.self)
        while let c = call {
            if let name = SyntaxFacts.calleeName(c), modifiers.contains(name),
               let arg = c.arguments.first?.expression, let found = SyntaxFacts.memberName(arg).flatMap(mode) {
                return found
            }
            call = c.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { $0.as(FunctionCallExprSyntax.self) }
        }
        return nil
    }

    /// The outermost call of the modifier chain `node` starts.
    private static func outermost(_ node: Syntax) -> Syntax {
        var current = node
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            current = Syntax(call)
        }
        return current
    }

    /// UIKit: `navigationItem.largeTitleDisplayMode = .always/.never` in the view controller's own
    /// declaration, else `navigationBar.prefersLargeTitles = true/false` there.
    static func readUIKit(around node: Syntax) -> ContainerCatalog.TitleMode? {
        var current = node.parent
        while let n = current, !n.is(ClassDeclSyntax.self) { current = n.parent }
        guard let type = current else { return nil }
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(type)
        switch finder.displayMode {
        case "always": return .large
        case "never": return .inline
        default: break
        }
        return finder.prefersLarge.map { $0 ? .large : .inline }
    }

    private final class AssignmentFinder: SyntaxVisitor {
        var displayMode: String?
        var prefersLarge: Bool?

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.operator.is(AssignmentExprSyntax.self),
                  let lhs = node.leftOperand.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            switch lhs.declName.baseName.text {
            case "largeTitleDisplayMode": displayMode = displayMode ?? SyntaxFacts.memberName(node.rightOperand)
            case "prefersLargeTitles":
                let value = node.rightOperand.trimmedDescription
                if value == "true" || value == "false" { prefersLarge = prefersLarge ?? (value == "true") }
            default: break
            }
            return .visitChildren
        }
    }
}
