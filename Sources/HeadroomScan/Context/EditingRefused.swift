import DynamicType
import SwiftSyntax

/// A text field its delegate never lets the user edit: the type that declares the field (or a class
/// it inherits) implements `textFieldShouldBeginEditing(_:)` and returns a literal `false` on a path
/// that names the field (`case keyFileField: … return false` in a `switch` over the parameter, or
/// `if textField === keyFileField { return false }`). "Return false to disallow editing"
/// [doc: UITextFieldDelegate.textFieldShouldBeginEditing(_:)]: such a field shows the text the app
/// sets (a picker's choice), drawn in its box like a label, not a value the user types.
enum EditingRefused {
    static let method = "textFieldShouldBeginEditing"

    /// The refusal for the field at `path` (`keyFileField`, `self.keyFileField`) of `type`, nil when no path
    /// of the delegate method that names it returns `false`.
    static func evidence(field path: String, of type: String, _ index: SourceIndex) -> Evidence? {
        let field = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
        guard !field.contains(".") else { return nil }
        for member in index.inheritedMember(type, method) {
            guard let function = member.node.as(FunctionDeclSyntax.self), let body = function.body,
                  let parameter = function.signature.parameterClause.parameters.first else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            for statement in returnsOfFalse(in: Syntax(body)) where names(field, parameter: name, on: statement, upTo: Syntax(body)) {
                return .code(file: member.file, line: index.line(of: statement, in: member.file),
                             what: "\(method) returns false for \(field): the user never edits it, the app sets its text")
            }
        }
        return nil
    }

    /// Every `return false` in `node`, not inside a nested closure or function.
    private static func returnsOfFalse(in node: Syntax) -> [ReturnStmtSyntax] {
        var out: [ReturnStmtSyntax] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self) || child.is(FunctionDeclSyntax.self) { continue }
            if let r = child.as(ReturnStmtSyntax.self), r.expression.flatMap({ $0.as(BooleanLiteralExprSyntax.self) })?.literal.tokenKind == .keyword(.false) {
                out.append(r)
            }
            out += returnsOfFalse(in: child)
        }
        return out
    }

    /// True when a `switch` case or an `if` on the way from `statement` up to `body` selects `field`
    /// by comparing the parameter with it.
    private static func names(_ field: String, parameter: String, on statement: ReturnStmtSyntax, upTo body: Syntax) -> Bool {
        func isField(_ e: ExprSyntax) -> Bool {
            let p = SyntaxFacts.dottedPath(e)
            return p == field || p == "self." + field
        }
        func isParameter(_ e: ExprSyntax) -> Bool { SyntaxFacts.dottedPath(e) == parameter }
        var node = Syntax(statement)
        while let parent = node.parent, parent.id != body.id {
            if let switchCase = parent.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
               let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject, isParameter(subject),
               label.caseItems.contains(where: { $0.pattern.as(ExpressionPatternSyntax.self).map { isField($0.expression) } ?? false }) {
                return true
            }
            if let ifExpr = parent.as(IfExprSyntax.self), node.id == Syntax(ifExpr.body).id {
                for condition in ifExpr.conditions {
                    guard let infix = condition.condition.as(ExprSyntax.self)?.as(InfixOperatorExprSyntax.self),
                          let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "===" || op == "==" else { continue }
                    if (isParameter(infix.leftOperand) && isField(infix.rightOperand)) || (isField(infix.leftOperand) && isParameter(infix.rightOperand)) {
                        return true
                    }
                }
            }
            node = parent
        }
        return false
    }
}
