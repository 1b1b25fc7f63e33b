import SwiftSyntax

/// Which argument of a call a parameter takes: the call's labels are matched in order against the
/// function's (parameters with a default value may be left out).
enum CallAlignment {
    enum Match {
        /// The call passes this expression.
        case argument(ExprSyntax)
        /// The call leaves the parameter out (its default value applies).
        case defaulted
    }

    /// nil when the call's labels do not fit the function's (another overload, another function).
    static func match(_ call: FunctionCallExprSyntax, labels: [String], index: Int) -> Match? {
        let arguments = Array(call.arguments)
        var position = 0
        var found: Match = .defaulted
        for (i, label) in labels.enumerated() {
            guard position < arguments.count else { break }
            let written = arguments[position].label?.text ?? "_"
            if written == label {
                if i == index { found = .argument(arguments[position].expression) }
                position += 1
            }
        }
        // Every argument the call writes must have been taken by a parameter.
        guard position == arguments.count else { return nil }
        return found
    }

    static func labels(_ parameters: FunctionParameterListSyntax) -> [String] {
        parameters.map { $0.firstName.text }
    }
}
