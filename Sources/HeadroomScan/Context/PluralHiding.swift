import SwiftSyntax

/// A text view its function hides whenever the count of the plural it shows is 0: the plural's
/// `zero` form is never drawn there. Read around a `view.text = format(…, count)` assignment, in the
/// same function: `view.isHidden = (count == 0)` (also `count <= 0`, `count < 1`, `list.isEmpty` for
/// a `list.count` argument), or `guard count > 0 else { view.isHidden = true … }`.
enum PluralHiding {
    /// `["zero"]` when the view set at `site` is hidden at a count 0 that its text's call takes as an
    /// argument; empty otherwise.
    static func formsNeverShown(at site: Syntax) -> [String] {
        guard let assignment = site.as(InfixOperatorExprSyntax.self),
              assignment.operator.is(AssignmentExprSyntax.self),
              let member = assignment.leftOperand.as(MemberAccessExprSyntax.self),
              ["text", "attributedText"].contains(member.declName.baseName.text),
              let view = member.base.flatMap({ SyntaxFacts.dottedPath($0) }),
              let body = enclosingBody(site) else { return [] }
        let counts = countArguments(assignment.rightOperand)
        guard !counts.isEmpty else { return [] }
        for item in body {
            if let hide = hiddenAssignment(item.item, view: view), hidesAtZero(hide, counts: counts) { return ["zero"] }
            if let guardStmt = item.item.as(GuardStmtSyntax.self), guardStmt.conditions.count == 1,
               let condition = guardStmt.conditions.first?.condition.as(ExprSyntax.self),
               requiresNonZero(condition, counts: counts),
               guardStmt.body.statements.contains(where: { hiddenAssignment($0.item, view: view).map(HiddenView.isTrue) ?? false }) {
                return ["zero"]
            }
        }
        return []
    }

    /// The statements of the function, accessor or closure around `node`.
    private static func enclosingBody(_ node: Syntax) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f.body?.statements }
            if let a = n.as(AccessorDeclSyntax.self) { return a.body?.statements }
            if let c = n.as(ClosureExprSyntax.self) { return c.statements }
            if let i = n.as(InitializerDeclSyntax.self) { return i.body?.statements }
            current = n.parent
        }
        return nil
    }

    /// The counts the text's call (or a call among its arguments) takes: `n`, `self.n`, `list.count`.
    static func countArguments(_ value: ExprSyntax) -> Set<String> {
        var found: Set<String> = []
        guard let call = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self) else { return found }
        for argument in call.arguments {
            let expr = SyntaxFacts.unwrapped(argument.expression)
            if expr.is(FunctionCallExprSyntax.self) { found.formUnion(countArguments(expr)); continue }
            if let path = SyntaxFacts.dottedPath(expr) { found.insert(path) }
        }
        return found
    }

    /// The value of `view.isHidden = value` when `node` is that statement.
    private static func hiddenAssignment(_ node: CodeBlockItemSyntax.Item, view: String) -> ExprSyntax? {
        guard let expr = node.as(ExprSyntax.self),
              let infix = expr.as(InfixOperatorExprSyntax.self) ?? expr.as(SequenceExprSyntax.self).flatMap(folded),
              infix.operator.is(AssignmentExprSyntax.self),
              let member = infix.leftOperand.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isHidden",
              member.base.flatMap({ SyntaxFacts.dottedPath($0) }) == view else { return nil }
        return infix.rightOperand
    }

    private static func folded(_ sequence: SequenceExprSyntax) -> InfixOperatorExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count == 3 else { return nil }
        return InfixOperatorExprSyntax(leftOperand: elements[0], operator: elements[1], rightOperand: elements[2])
    }

    /// `count == 0`, `0 == count`, `count <= 0`, `count < 1`, `list.isEmpty` (for the count `list.count`).
    static func hidesAtZero(_ condition: ExprSyntax, counts: Set<String>) -> Bool {
        let condition = stripped(condition)
        if let member = condition.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty",
           let base = member.base.flatMap({ SyntaxFacts.dottedPath($0) }) {
            return counts.contains(base + ".count")
        }
        guard let (lhs, op, rhs) = comparison(condition) else { return false }
        if counts.contains(lhs) { return (op == "==" || op == "<=") && rhs == "0" || op == "<" && rhs == "1" }
        if counts.contains(rhs) { return (op == "==" || op == ">=") && lhs == "0" || op == ">" && lhs == "1" }
        return false
    }

    /// `count > 0`, `count >= 1`, `count != 0`, `!list.isEmpty`: false exactly when the count is 0 (or less).
    static func requiresNonZero(_ condition: ExprSyntax, counts: Set<String>) -> Bool {
        let condition = stripped(condition)
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return hidesAtZero(prefix.expression, counts: counts)
        }
        guard let (lhs, op, rhs) = comparison(condition) else { return false }
        if counts.contains(lhs) { return (op == ">" || op == "!=") && rhs == "0" || op == ">=" && rhs == "1" }
        if counts.contains(rhs) { return (op == "<" || op == "!=") && lhs == "0" || op == "<=" && lhs == "1" }
        return false
    }

    private static func stripped(_ expr: ExprSyntax) -> ExprSyntax {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return stripped(only.expression)
        }
        return expr
    }

    /// `a op b` with both sides as dotted paths or integer literals.
    private static func comparison(_ expr: ExprSyntax) -> (String, String, String)? {
        let elements: [ExprSyntax]
        if let sequence = expr.as(SequenceExprSyntax.self) {
            elements = Array(sequence.elements)
        } else if let infix = expr.as(InfixOperatorExprSyntax.self) {
            elements = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else { return nil }
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              let lhs = side(elements[0]), let rhs = side(elements[2]) else { return nil }
        return (lhs, op, rhs)
    }

    private static func side(_ expr: ExprSyntax) -> String? {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) { return literal.literal.text }
        return SyntaxFacts.dottedPath(expr)
    }
}
