import SwiftSyntax

extension UsageVisitor {
    /// `tableView(_:titleForHeaderInSection:)` / `titleForFooterInSection:` of a data source: what it
    /// returns is drawn by the table as the section's header or footer (the catalog's entry).
    func sectionTitleSites(_ function: FunctionDeclSyntax) {
        guard SyntaxFacts.identifier(function.name) == "tableView", let body = function.body else { return }
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        let kind: UsageKind
        if labels.contains("titleForHeaderInSection") { kind = .sectionHeader }
        else if labels.contains("titleForFooterInSection") { kind = .sectionFooter }
        else { return }
        for value in SyntaxFacts.returnedExpressions(body.statements) {
            let s = ResolveScope(index: index, file: file, node: Syntax(value))
            report(site: Syntax(value), value: value, mode: .string, table: nil, s) { Self.systemContext(kind) }
        }
    }
}
