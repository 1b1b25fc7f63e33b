import SwiftSyntax

/// One API family's display sites (SwiftUI views, SwiftUI modifiers, UIKit). Pass 2 (`UsageVisitor`)
/// walks each file once and hands every call and assignment outside previews to each recognizer in
/// `UsageVisitor.recognizers`, as swift-format dispatches its rules from one walk; a recognizer
/// reports what it reads through the visitor (`report`, `add`), which records the file's usages.
protocol SiteRecognizer {
    /// A call, with its callee's name.
    static func visit(call: FunctionCallExprSyntax, name: String, _ v: UsageVisitor)
    /// An assignment (`label.text = ...`).
    static func visit(assignment: InfixOperatorExprSyntax, _ v: UsageVisitor)
}

extension SiteRecognizer {
    static func visit(call: FunctionCallExprSyntax, name: String, _ v: UsageVisitor) {}
    static func visit(assignment: InfixOperatorExprSyntax, _ v: UsageVisitor) {}
}
