import SwiftSyntax

/// UIKit's display sites: initialisers (`ContainerCatalog.uiKitInitialisers`: `UIAlertController(title:)`,
/// `UIBarButtonItem(title:)`, ...), `setTitle(_:for:)`, `setTitle(_:forSegmentAt:)`,
/// `insertSegment(withTitle:)`, a MetaLabel's `configure(content:)`, and the setters (`label.text =`,
/// `navigationItem.title =`, `configuration.title =`, `accessibilityLabel =`, ...).
enum UIKitSites: SiteRecognizer {
    static func visit(call node: FunctionCallExprSyntax, name: String, _ v: UsageVisitor) {
        if node.calledExpression.is(DeclReferenceExprSyntax.self) {
            if let labels = ContainerCatalog.uiKitInitialisers[name] { v.uiKitInitialiser(node, labels: labels) }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            if name == "configure" { v.metaContentSite(node) }
            if name == "setTitle", let base = member.base, let first = node.arguments.first {
                if SyntaxFacts.argument(node, "forSegmentAt") != nil {
                    v.report(site: Syntax(first.expression), value: first.expression, mode: .string, table: nil, v.scope(node)) {
                        UsageVisitor.systemContext(.segment)
                    }
                } else {
                    if SyntaxFacts.argument(node, "for").flatMap(SyntaxFacts.memberName) == "normal",
                       let replaced = NibOverwrite.read(view: base, swiftProperty: "setTitle", at: Syntax(node), v.scope(node)) {
                        v.nibOverwrites.append(replaced)
                    }
                    v.uiKitSite(node, value: first.expression, view: base, pathSuffix: ".titleLabel", kind: .button)
                }
            }
            if name.hasPrefix("dequeueReusable") {
                v.cellDequeues += DequeuedCell.contentConfigured(node, v.scope(node)).map { ($0.cell, v.file, $0.line) }
            }
            if let base = member.base, name != "setTitle" {
                v.nibOverwrites += NibOverwrite.extensionSetter(view: base, name: name, call: node, v.scope(node))
            }
            if name == "setImage", let base = member.base,
               let at = SyntaxFacts.argument(node, "forSegmentAt")?.as(IntegerLiteralExprSyntax.self), let segment = Int(at.literal.text),
               let replaced = NibOverwrite.segmentImage(view: base, segment: segment, at: Syntax(node), v.scope(node)) {
                v.nibOverwrites.append(replaced)
            }
            // `UISegmentedControl.insertSegment(withTitle:at:animated:)`.
            if name == "insertSegment", member.base != nil, let title = SyntaxFacts.argument(node, "withTitle") {
                v.report(site: Syntax(title), value: title, mode: .string, table: nil, v.scope(node)) { UsageVisitor.systemContext(.segment) }
            }
            if let labels = ContainerCatalog.uiKitInitialisers[name], member.base == nil || SyntaxFacts.dottedPath(member.base!) == name {
                v.uiKitInitialiser(node, labels: labels)
            }
        }
    }

    static func visit(assignment node: InfixOperatorExprSyntax, _ v: UsageVisitor) {
        v.assignment(node, lhs: node.leftOperand, value: node.rightOperand)
    }
}
