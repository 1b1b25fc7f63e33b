import DynamicType
import SwiftSyntax

/// A view a function creates only to measure it (`let label = UILabel()`, its text and font set,
/// then `label.sizeThatFits(...)`), never put in a view hierarchy: it is not drawn. Any use of the
/// view other than setting its properties, reading them, or the measuring calls of the catalog
/// (passing it to a call, returning it, storing it, capturing it whole) counts as drawn.
enum MeasuringView {
    /// Why the local view `base` is never drawn, nil when it may be.
    static func notDrawn(_ base: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> Evidence? {
        guard let name = SyntaxFacts.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let binding = scope.localBinding(name),
              let created = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let type = TypeInference.type(of: ExprSyntax(created), scope.moved(to: Syntax(binding), file: scope.file)),
              TextReceiver.isView(type, scope.index),
              let owner = ViewScope.localOwner(of: name, from: node),
              ViewScope.initializerProperty(of: owner) == nil
        else { return nil }
        let finder = UseFinder(name: name, declaration: binding)
        finder.walk(owner)
        guard !finder.drawn else { return nil }
        let measured = finder.measuring.isEmpty ? "" : ", measured (`\(finder.measuring.sorted().joined(separator: "`, `"))`)"
        return .code(file: scope.file, line: scope.index.line(of: binding, in: scope.file),
                     what: "`\(name)` = \(type)(…) is only configured\(measured); never added to a view, returned or stored: not drawn")
    }

    /// Every use of the local `name` in its function: each must be a property set or read, or a measuring call.
    private final class UseFinder: SyntaxVisitor {
        let name: String
        let declaration: PatternBindingSyntax
        var drawn = false
        var measuring: Set<String> = []

        init(name: String, declaration: PatternBindingSyntax) {
            self.name = name
            self.declaration = declaration
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name, !drawn else { return .skipChildren }
            guard node.position >= declaration.endPosition else { return .skipChildren }
            var expr = Syntax(node)
            // `name?.x` / `name!.x`
            while let parent = expr.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { expr = parent }
            guard let member = expr.parent?.as(MemberAccessExprSyntax.self), member.base.map({ $0.id == expr.id }) == true else {
                drawn = true
                return .skipChildren
            }
            let first = member.declName.baseName.text
            // The whole member chain (`name.layer.cornerRadius`).
            var chain = Syntax(member)
            while let parent = chain.parent, let outer = parent.as(MemberAccessExprSyntax.self), outer.base.map({ $0.id == chain.id }) == true {
                chain = parent
            }
            if ContainerCatalog.measuringMembers.contains(first) {
                measuring.insert(first)
                return .skipChildren
            }
            if let call = chain.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == chain.id {
                drawn = true   // another method of the view (it may add it somewhere)
                return .skipChildren
            }
            if let assignment = chain.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
               assignment.leftOperand.id == chain.id {
                return .skipChildren
            }
            // A property read (`name.text`, `name.font.lineHeight`) draws nothing.
            if chain.parent?.is(LabeledExprSyntax.self) == true || chain.parent?.is(ReturnStmtSyntax.self) == true {
                drawn = true
            }
            return .skipChildren
        }
    }
}
