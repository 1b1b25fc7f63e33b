import SwiftSyntax

/// An array a `var` grows after its declaration, as Swift's `Array` API does it: `append(_:)`,
/// `append(contentsOf:)`, `insert(_:at:)` and `+=` on the variable (also as `self.name`), assignments
/// of a new value, and, for a property, the same calls on an `inout` parameter of a function of the
/// type that the code passes the property to (`check(&warnings)`). What a later `joined(separator:)`
/// shows is every such element, each a part of the joined text.
enum GrownArray {
    /// One value the array gains: an element (`append(x)`), a collection of them (`append(contentsOf:)`),
    /// a collection added by `+=`, or a whole new array (`name = ...`).
    enum Growth {
        case element(ExprSyntax)
        case elements(ExprSyntax)
        case added(ExprSyntax)
        case replaced(ExprSyntax)
    }

    /// What the code does to the variable `name` inside `region` (a function body for a local, the
    /// declaring type for a property), following `f(&name)` into the functions of `functions` once.
    static func growth(of name: String, in region: Syntax, functions: [FunctionDeclSyntax] = []) -> [Growth] {
        let finder = Finder(name: name)
        finder.walk(region)
        var out = finder.found
        for (callee, position) in finder.inoutPasses {
            for function in functions where function.name.text == callee {
                let parameters = Array(function.signature.parameterClause.parameters)
                guard position < parameters.count, let body = function.body else { continue }
                let parameter = parameters[position]
                guard parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: { $0.trimmedDescription == "inout" }) == true else { continue }
                let inner = Finder(name: (parameter.secondName ?? parameter.firstName).text)
                inner.walk(body)
                out += inner.found.filter { if case .replaced = $0 { return false } else { return true } }
            }
        }
        return out
    }

    /// True when `expr` is appended inside a loop (`for`, `while`, `repeat`) of its function: it can be
    /// several elements of the array.
    static func repeats(_ expr: ExprSyntax) -> Bool {
        var current = expr.parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(InitializerDeclSyntax.self), !node.is(AccessorDeclSyntax.self) {
            if node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) { return true }
            current = node.parent
        }
        return false
    }

    /// True for an empty array written as a value: `[]`, `[String]()`, `Array<String>()`, `.init()`.
    static func isEmptyArray(_ expr: ExprSyntax) -> Bool {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        if call.calledExpression.is(ArrayExprSyntax.self) { return true }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array"
        }
        return call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false
    }

    private final class Finder: SyntaxVisitor {
        let name: String
        var found: [Growth] = []
        /// `f(&name)`: the callee's name and the argument's position.
        var inoutPasses: [(String, Int)] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        private func names(_ expr: ExprSyntax?) -> Bool {
            guard let expr, let path = SyntaxFacts.dottedPath(SyntaxFacts.unwrapped(expr)) else { return false }
            return path == name || path == "self." + name
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), names(member.base), let first = node.arguments.first {
                switch (member.declName.baseName.text, first.label?.text) {
                case ("append", nil), ("insert", nil): found.append(.element(first.expression))
                case ("append", "contentsOf"), ("insert", "contentsOf"): found.append(.elements(first.expression))
                default: break
                }
            }
            if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ $0.base.map { SyntaxFacts.dottedPath($0) == "self" } == true ? $0.declName.baseName.text : nil }) {
                for (i, argument) in node.arguments.enumerated() {
                    if let passed = argument.expression.as(InOutExprSyntax.self), names(passed.expression) { inoutPasses.append((callee, i)) }
                }
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            record(node.leftOperand, node.operator, node.rightOperand)
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node.elements)
            if items.count == 3 { record(items[0], items[1], items[2]) }
            return .visitChildren
        }

        private func record(_ left: ExprSyntax, _ op: ExprSyntax, _ right: ExprSyntax) {
            guard names(left) else { return }
            if op.is(AssignmentExprSyntax.self) { found.append(.replaced(right)) }
            else if op.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" { found.append(.added(right)) }
        }
    }
}
