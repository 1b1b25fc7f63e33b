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
        if let style = styleExpr?.as(MemberAccessExprSyntax.self), let base = style.base?.trimmedDescription,
           let title = SyntaxFacts.argument(call, "title").map(SyntaxFacts.unwrapped)?.as(MemberAccessExprSyntax.self),
           title.base?.trimmedDescription == base {
            helper.styleProperty = style.declName.baseName.text
        }
        for assignment in assignments where actionName != nil && assignment.value == actionName {
            switch assignment.condition {
            case .parameter(let name)?:
                if let i = parameters.firstIndex(where: { $0.secondName?.text ?? $0.firstName.text == name }) {
                    helper.preferred = i
                    helper.preferredDefault = parameters[i].defaultValue?.value.trimmedDescription == "true"
                } else if !actionSheet {
                    helper.undecidedPreference = "if \(name)"
                }
            case .undecided(let text)?:
                if !actionSheet { helper.undecidedPreference = text }
            case nil:
                if !actionSheet {
                    return .emphasized(scope.code(assignment.node, "preferredAction = \(assignment.value): the alert highlights its preferred action"))
                }
            }
        }
        if function != nil, helper.style != nil || helper.preferred != nil || helper.styleProperty != nil { return .byCaller(helper) }
        if let condition = helper.undecidedPreference {
            return undecided(style: styleName, condition)
        }
        guard styleName == "cancel" else { return nil }
        // Another action made preferred takes the highlighting from the cancel action.
        if !actionSheet, assignments.contains(where: { $0.value != actionName }) { return nil }
        return .emphasized(scope.code(call, "UIAlertAction(style: .cancel) with no preferred action: the cancel action is highlighted"))
    }

    /// An action the code may make preferred under a condition it cannot decide: the cancel rule as an
    /// estimate (a cancel action is highlighted when nothing is preferred), any other action regular as one.
    private static func undecided(style: String?, _ condition: String) -> AlertEmphasis {
        if style == "cancel" {
            return .emphasized(.estimate(why: "preferredAction = … only under `\(condition)`, which the scan cannot decide: the cancel action is highlighted when nothing is preferred"))
        }
        return .undecided(.estimate(why: "preferredAction = … only under `\(condition)`, which the scan cannot decide: emphasized only when it holds"))
    }

    /// A helper's call (`alert.addAction(title: t, style: .cancel)`): emphasized when it passes a
    /// `.cancel` style and the caller makes no other action of that controller preferred, or when it
    /// asks for the action to be preferred.
    static func atCall(_ helper: Helper, _ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> AlertEmphasis? {
        func argument(_ index: Int?) -> CallAlignment.Match? {
            index.flatMap { CallAlignment.match(call, labels: helper.labels, index: $0) }
        }
        if case .argument(let e)? = argument(helper.preferred) {
            if SyntaxFacts.unwrapped(e).trimmedDescription == "true" {
                return .emphasized(scope.code(call, "\(helper.function)(…: true) makes the action the alert's preferred action"))
            }
        } else if helper.preferred != nil, helper.preferredDefault {
            return .emphasized(scope.code(call, "\(helper.function)(…) makes the action preferred by default"))
        }
        let style: String?
        if let property = helper.styleProperty {
            style = SyntaxFacts.argument(call, property).flatMap { SyntaxFacts.memberName(SyntaxFacts.unwrapped($0)) }
        } else {
            switch argument(helper.style) {
            case .argument(let e)?: style = SyntaxFacts.memberName(SyntaxFacts.unwrapped(e))
            case .defaulted?: style = helper.styleDefault
            case nil: style = nil
            }
        }
        if let condition = helper.undecidedPreference { return undecided(style: style, condition) }
        guard style == "cancel" else { return nil }
        if let receiver = SyntaxFacts.receiver(call)?.trimmedDescription, let function = enclosingFunction(of: Syntax(call)),
           otherPreferred(in: Syntax(function), receiver: receiver, helper: helper, except: call) {
            return nil
        }
        return .emphasized(scope.code(call, "\(helper.function)(style: .cancel) with no preferred action: the cancel action is highlighted"))
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

    /// The function declaration around `node` (nil inside an initializer or outside any function).
    static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
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
        /// What an assignment depends on: a Bool parameter (`if p`), or a condition the scan does not decide.
        enum Condition { case parameter(String), undecided(String) }
        struct Assignment { var node: Syntax; var receiver: String; var value: String; var condition: Condition? }
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
            guard items.count >= 3, items[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            if items.count == 3 {
                record(lhs: items[0], rhs: items[2], at: Syntax(node))
            } else if let t = items.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), t > 2, t == items.count - 2,
                      let ternary = items[t].as(UnresolvedTernaryExprSyntax.self) {
                // `x.preferredAction = c ? a : b` before operator folding.
                let condition = items[2..<t].map(\.trimmedDescription).joined(separator: " ")
                for branch in [ternary.thenExpression, items[t + 1]] {
                    record(lhs: items[0], rhs: branch, at: Syntax(node), condition: .undecided("\(condition) ?"))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self) { record(lhs: node.leftOperand, rhs: node.rightOperand, at: Syntax(node)) }
            return .visitChildren
        }

        private func record(lhs: ExprSyntax, rhs: ExprSyntax, at node: Syntax, condition: Condition? = nil) {
            let receiver: String
            if let member = lhs.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "preferredAction" {
                receiver = member.base?.trimmedDescription ?? "self"
            } else if lhs.as(DeclReferenceExprSyntax.self)?.baseName.text == "preferredAction" {
                receiver = "self"
            } else {
                return
            }
            if let ternary = SyntaxFacts.unwrapped(rhs).as(TernaryExprSyntax.self) {
                for branch in [ternary.thenExpression, ternary.elseExpression] {
                    found.append(Assignment(node: node, receiver: receiver, value: SyntaxFacts.unwrapped(branch).trimmedDescription,
                                            condition: .undecided("\(ternary.condition.trimmedDescription) ?")))
                }
                return
            }
            found.append(Assignment(node: node, receiver: receiver, value: SyntaxFacts.unwrapped(rhs).trimmedDescription,
                                    condition: condition ?? Self.condition(around: node)))
        }

        /// The condition around the node inside its function or closure: `if p { ... }` with `p` a plain
        /// name is a parameter; any other `if`, `guard`, `switch` case, loop filter or `&&`/`?:` branch is
        /// undecided; nil when the assignment always runs.
        private static func condition(around node: Syntax) -> Condition? {
            var current = node.parent
            var child = node
            while let n = current {
                if let ifExpr = n.as(IfExprSyntax.self), child.id != Syntax(ifExpr.conditions).id {
                    if ifExpr.conditions.count == 1, case .expression(let e) = ifExpr.conditions.first!.condition,
                       let ref = e.as(DeclReferenceExprSyntax.self) {
                        return .parameter(ref.baseName.text)
                    }
                    return .undecided("if \(ifExpr.conditions.trimmedDescription)")
                }
                if let block = n.as(CodeBlockItemListSyntax.self),
                   let guardStmt = block.prefix(while: { $0.id != child.id }).compactMap({ $0.item.as(GuardStmtSyntax.self) }).last {
                    return .undecided("guard \(guardStmt.conditions.trimmedDescription) else")
                }
                if let switchCase = n.as(SwitchCaseSyntax.self) { return .undecided(switchCase.label.trimmedDescription) }
                if let ternary = n.as(TernaryExprSyntax.self), child.id != Syntax(ternary.condition).id {
                    return .undecided("\(ternary.condition.trimmedDescription) ?")
                }
                if let loop = n.as(ForStmtSyntax.self), let filter = loop.whereClause, child.id == Syntax(loop.body).id {
                    return .undecided(filter.trimmedDescription)
                }
                if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) { return nil }
                child = n
                current = n.parent
            }
            return nil
        }
    }
}
