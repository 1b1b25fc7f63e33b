import DynamicType
import SwiftSyntax

/// A UIKit view pinned to a fixed height (`button.heightAnchor.constraint(equalToConstant: 36)`, or
/// `lessThanOrEqualToConstant:`): it holds only the lines of its font that fit in that height.
enum HeightConstraint {
    /// Pass 1: records the constraint on the view it pins, beside the view's other settings.
    static func record(_ call: FunctionCallExprSyntax, file: String, line: Int, into index: inout FileIndex) {
        guard let (view, height) = pinned(call), let (scope, path) = ViewScope.resolve(view, at: Syntax(call), file: file) else { return }
        index.viewHeights[scope, default: [:]][path, default: []].append(
            SourceIndex.ViewSetting(property: "heightAnchor", value: height, file: file, line: line))
    }

    /// `view.heightAnchor.constraint(equalToConstant: h)` that holds: required priority, or one just below
    /// (`.required - 1`); a lower priority (`.defaultHigh`) lets the view grow.
    static func pinned(_ call: FunctionCallExprSyntax) -> (view: ExprSyntax, height: ExprSyntax)? {
        guard SyntaxFacts.calleeName(call) == "constraint",
              let anchor = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
              anchor.declName.baseName.text == "heightAnchor", let view = anchor.base,
              let height = SyntaxFacts.argument(call, "equalToConstant") ?? SyntaxFacts.argument(call, "lessThanOrEqualToConstant")
        else { return nil }
        if let priority = call.parent?.as(MemberAccessExprSyntax.self), priority.declName.baseName.text == "priority",
           let set = priority.parent?.as(FunctionCallExprSyntax.self), let value = set.arguments.first?.expression,
           !value.trimmedDescription.contains("required") {
            return nil
        }
        return (view, height)
    }

    /// The fixed height read on a view's constraints (the smallest when several), with where it is set.
    static func height(_ settings: [SourceIndex.ViewSetting], _ scope: ResolveScope) -> (points: Double, evidence: Evidence)? {
        settings.compactMap { s -> (Double, Evidence)? in
            FontResolver.number(s.value, scope.moved(to: Syntax(s.value), file: s.file))
                .map { ($0, .code(file: s.file, line: s.line, what: "heightAnchor.constraint(= \(SyntaxFacts.oneLine(s.value)))")) }
        }.min { $0.0 < $1.0 }
    }
}
