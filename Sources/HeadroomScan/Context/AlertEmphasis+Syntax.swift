import DynamicType
import SwiftSyntax

/// Reading an action's emphasis from the code: UIKit's `UIAlertAction` and `preferredAction`, a helper's
/// call, SwiftUI's alert buttons.
extension AlertEmphasis {
    // MARK: UIKit

    /// `UIAlertAction(title:style:handler:)`: emphasized when the code makes it the preferred action
    /// of an alert, or when it is the cancel action and nothing else is preferred.
    static func uiKit(action call: FunctionCallExprSyntax, actionSheet: Bool, _ scope: ResolveScope) -> AlertEmphasis? {
        let function = enclosingFunction(of: Syntax(call))
        let parameters = function.map(parameterList) ?? []
        let styleExpr = SyntaxFacts.argument(call, "style").map(SyntaxFacts.unwrapped)
        let styleName = styleExpr.flatMap(SyntaxFacts.memberName)
        let actionName = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
            .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let assignments = function.map { PreferredFinder.assignments(in: Syntax($0)) } ?? []
        // A helper: the style or the preference comes from its parameters.
        var helper = Helper(function: function.map(functionName) ?? "", labels: parameters.map { $0.firstName.text })
        if let ref = styleExpr?.as(DeclReferenceExprSyntax.self), let i = parameters.firstIndex(where: { $0.secondName?.text ?? $0.firstName.text == ref.baseName.text }) {
            helper.style = i
            helper.styleDefault = parameters[i].defaultValue.flatMap { SyntaxFacts.memberName($0.value) } ?? "default"
        }
        for assignment in assignments where actionName != nil && assignment.value == actionName {
            if let condition = assignment.condition, let i = parameters.firstIndex(where: { $0.secondName?.text ?? $0.firstName.text == condition }) {
                helper.preferred = i
                helper.preferredDefault = parameters[i].defaultValue?.value.trimmedDescription == "true"
            } else if assignment.condition == nil, !actionSheet {
                return .emphasized(scope.code(assignment.node, "preferredAction = \(assignment.value): the alert highlights its preferred action"))
            }
        }
        if function != nil, helper.style != nil || helper.preferred != nil { return .byCaller(helper) }
        guard styleName == "cancel" else { return nil }
        // Another action made preferred takes the highlighting from the cancel action.
        if !actionSheet, assignments.contains(where: { $0.value != actionName }) { return nil }
        return .emphasized(scope.code(call, "UIAlertAction(style: .cancel) with no preferred action: the cancel action is highlighted"))
    }

    /// A helper's call (`alert.addAction(title: t, style: .cancel)`): emphasized when it passes a
    /// `.cancel` style and the caller makes no other action of that controller preferred, or when it
    /// asks for the action to be preferred.
    static func atCall(_ helper: Helper, _ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> Evidence? {
        func argument(_ index: Int?) -> CallAlignment.Match? {
            index.flatMap { CallAlignment.match(call, labels: helper.labels, index: $0) }
        }
        if case .argument(let e)? = argument(helper.preferred) {
            if SyntaxFacts.unwrapped(e).trimmedDescription == "true" {
                return scope.code(call, "\(helper.function)(…: true) makes the action the alert's preferred action")
            }
        } else if helper.preferred != nil, helper.preferredDefault {
            return scope.code(call, "\(helper.function)(…) makes the action preferred by default")
        }
        let style: String?
        switch argument(helper.style) {
        case .argument(let e)?: style = SyntaxFacts.memberName(SyntaxFacts.unwrapped(e))
        case .defaulted?: style = helper.styleDefault
        case nil: style = nil
        }
        guard style == "cancel" else { return nil }
        if let receiver = SyntaxFacts.receiver(call)?.trimmedDescription, let function = enclosingFunction(of: Syntax(call)),
           otherPreferred(in: Syntax(function), receiver: receiver, helper: helper, except: call) {
            return nil
        }
        return scope.code(call, "\(helper.function)(style: .cancel) with no preferred action: the cancel action is highlighted")
    }

    /// Another call of the helper on the same controller that asks for a preferred action, or a
    /// `controller.preferredAction = ` assignment.
    private static func otherPreferred(in function: Syntax, receiver: String, helper: Helper, except call: FunctionCallExprSyntax) -> Bool {
        if PreferredFinder.assignments(in: function).contains(where: { $0.receiver == receiver }) { return true }
        guard let index = helper.preferred else { return false }
        return PreferredFinder.calls(in: function, named: helper.function).contains { other in
            guard other.id != call.id, SyntaxFacts.receiver(other)?.trimmedDescription == receiver,
                  case .argument(let e)? = CallAlignment.match(other, labels: helper.labels, index: index) else { return false }
            return SyntaxFacts.unwrapped(e).trimmedDescription == "true"
        }
    }

    // MARK: SwiftUI

    /// A `Button` among an `.alert` / `.confirmationDialog`'s actions: `role: .cancel` is highlighted
    /// unless another action is the default one (`.keyboardShortcut(.defaultAction)`), which then is.
    static func swiftUI(button: FunctionCallExprSyntax, actions: Syntax, _ scope: ResolveScope) -> AlertEmphasis? {
        if ViewCallSyntax.modifiers(of: button).contains(where: { $0.name == "keyboardShortcut" && $0.args.contains("defaultAction") }) {
            return .emphasized(scope.code(button, ".keyboardShortcut(.defaultAction): the alert's preferred action is highlighted"))
        }
        guard SyntaxFacts.argument(button, "role").flatMap(SyntaxFacts.memberName) == "cancel" else { return nil }
        if actions.description.contains(".defaultAction") { return nil }
        return .emphasized(scope.code(button, "Button(role: .cancel) with no default action: the cancel action is highlighted"))
    }

    // MARK: Syntax

    private static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f }
            if n.is(InitializerDeclSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    private static func parameterList(_ f: FunctionDeclSyntax) -> [FunctionParameterSyntax] {
        Array(f.signature.parameterClause.parameters)
    }

    private static func functionName(_ f: FunctionDeclSyntax) -> String { f.name.text }

    /// `x.preferredAction = a` / `preferredAction = a`, with the Bool parameter of an enclosing `if p`.
    private final class PreferredFinder: SyntaxVisitor {
        struct Assignment { var node: Syntax; var receiver: String; var value: String; var condition: String? }
        var found: [Assignment] = []
        var callName: String?
        var callsFound: [FunctionCallExprSyntax] = []

        static func assignments(in node: Syntax) -> [Assignment] {
            let f = PreferredFinder(viewMode: .sourceAccurate)
            f.walk(node)
            return f.found
        }

        static func calls(in node: Syntax, named name: String) -> [FunctionCallExprSyntax] {
            let f = PreferredFinder(viewMode: .sourceAccurate)
            f.callName = name
            f.walk(node)
            return f.callsFound
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let callName, SyntaxFacts.calleeName(node) == callName { callsFound.append(node) }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node.elements)
            guard items.count == 3, items[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            record(lhs: items[0], rhs: items[2], at: Syntax(node))
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self) { record(lhs: node.leftOperand, rhs: node.rightOperand, at: Syntax(node)) }
            return .visitChildren
        }

        private func record(lhs: ExprSyntax, rhs: ExprSyntax, at node: Syntax) {
            let receiver: String
            if let member = lhs.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "preferredAction" {
                receiver = member.base?.trimmedDescription ?? "self"
            } else if lhs.as(DeclReferenceExprSyntax.self)?.baseName.text == "preferredAction" {
                receiver = "self"
            } else {
                return
            }
            found.append(Assignment(node: node, receiver: receiver, value: SyntaxFacts.unwrapped(rhs).trimmedDescription,
                                    condition: Self.condition(around: node)))
        }

        /// `if p { ... }` around the node, `p` a plain name.
        private static func condition(around node: Syntax) -> String? {
            var current = node.parent
            while let n = current {
                if let ifExpr = n.as(IfExprSyntax.self), ifExpr.conditions.count == 1,
                   case .expression(let e) = ifExpr.conditions.first!.condition,
                   let ref = e.as(DeclReferenceExprSyntax.self) {
                    return ref.baseName.text
                }
                if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) { return nil }
                current = n.parent
            }
            return nil
        }
    }
}
