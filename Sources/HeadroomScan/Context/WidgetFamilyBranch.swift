import DynamicType
import SwiftSyntax

/// A branch of `switch family` (`@Environment(\.widgetFamily) var family`) that no family the view is
/// rendered in selects: WidgetKit renders a widget only in the families its configuration lists in
/// `.supportedFamilies(_:)` (`ContainerCatalog.Source.supportedFamilies`), so a `default:` after a case
/// for each of them, or a case of families none lists, never runs.
enum WidgetFamilyBranch {
    /// Views followed up through the views that construct them at most this deep.
    static let maxDepth = 4

    /// Why the branch holding `site` never renders; nil when every `switch family` branch around it may.
    static func evidence(for site: Syntax, file: String, _ index: SourceIndex) -> Evidence? {
        UnreachableBranch.firstBranch(around: site) { unsupported($0, of: $1, file: file, index) }
    }

    /// Why `switchCase` never runs, nil when the subject is no widget family or the families are not all known.
    private static func unsupported(_ switchCase: SwitchCaseSyntax, of switchExpr: SwitchExprSyntax, file: String,
                            _ index: SourceIndex) -> Evidence? {
        guard let subject = SyntaxFacts.unwrapped(switchExpr.subject).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let view = SyntaxFacts.enclosingTypeName(Syntax(switchExpr)),
              index.member(view, subject).contains(where: { isWidgetFamily($0.node) }),
              let supported = families(of: view, index, depth: 0) else { return nil }
        let names = supported.names
        let branch: Set<String>
        if switchCase.label.is(SwitchDefaultLabelSyntax.self) {
            var covered = Set<String>()
            for other in switchExpr.cases {
                guard let c = other.as(SwitchCaseSyntax.self), let label = c.label.as(SwitchCaseLabelSyntax.self) else { continue }
                covered.formUnion(label.caseItems.compactMap { memberName($0.pattern) })
            }
            branch = names.subtracting(covered)
        } else if let label = switchCase.label.as(SwitchCaseLabelSyntax.self) {
            let cased = label.caseItems.map { memberName($0.pattern) }
            guard cased.allSatisfy({ $0 != nil }) else { return nil }
            branch = names.intersection(cased.compactMap { $0 })
        } else {
            return nil
        }
        guard branch.isEmpty else { return nil }
        let listed = names.sorted().map { "." + $0 }.joined(separator: ", ")
        return .code(file: supported.file, line: supported.line,
                     what: ".supportedFamilies([\(listed)]): the branch \(SyntaxFacts.oneLine(Syntax(switchCase.label))) of `switch \(subject)` (\(file):\(index.line(of: switchCase, in: file))) is selected by none of them, so WidgetKit never renders it [doc: \(ContainerCatalog.Source.supportedFamilies)]")
    }

    /// `@Environment(\.widgetFamily) var family`.
    private static func isWidgetFamily(_ node: Syntax) -> Bool {
        node.parent?.parent?.as(VariableDeclSyntax.self).map(readsWidgetFamily) ?? false
    }

    /// The declaration is `@Environment(\.widgetFamily)`: the family the widget is rendered in.
    static func readsWidgetFamily(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment" else { return false }
            return attribute.arguments?.trimmedDescription.replacingOccurrences(of: " ", with: "") == "\\.widgetFamily"
        }
    }

    private static func memberName(_ pattern: PatternSyntax) -> String? {
        pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text }
    }

    struct Supported {
        var names: Set<String>
        var file: String
        var line: Int
    }

    /// The families every widget showing `view` supports, through the views that construct it; nil when any
    /// construction is outside a widget whose `.supportedFamilies` is a list the scan reads.
    static func families(of view: String, _ index: SourceIndex, depth: Int) -> Supported? {
        let last = view.split(separator: ".").last.map(String.init) ?? view
        guard depth < maxDepth, let calls = index.constructions[last], !calls.isEmpty else { return nil }
        var out: Supported?
        for call in calls {
            guard !ViewTypeUse.inPreview(call) else { continue }
            guard let owner = SyntaxFacts.enclosingTypeName(call) else { return nil }
            let found: Supported?
            if index.conformances["Widget"]?.contains(owner) == true {
                found = declared(in: owner, index)
            } else {
                found = families(of: owner, index, depth: depth + 1)
            }
            guard let found else { return nil }
            if var o = out { o.names.formUnion(found.names); out = o } else { out = found }
        }
        return out
    }

    /// `.supportedFamilies([...])` in the widget's members, its list written in place or returned by a member.
    private static func declared(in widget: String, _ index: SourceIndex) -> Supported? {
        for (_, members) in (index.members[widget] ?? [:]).sorted(by: { $0.key < $1.key }) {
            for member in members {
                let finder = Finder(viewMode: .sourceAccurate)
                finder.walk(member.node)
                guard let call = finder.found, let argument = call.arguments.first?.expression else { continue }
                var lists: [ExprSyntax] = [argument]
                if let ref = argument.as(DeclReferenceExprSyntax.self) {
                    let found = index.member(widget, ref.baseName.text)
                    guard found.count == 1 else { return nil }
                    lists = ResolveScope.values(of: found[0])
                }
                var names = Set<String>()
                for list in lists {
                    guard let array = list.as(ArrayExprSyntax.self) else { return nil }
                    for element in array.elements {
                        guard let access = element.expression.as(MemberAccessExprSyntax.self) else { return nil }
                        names.insert(access.declName.baseName.text)
                    }
                }
                return Supported(names: names, file: member.file, line: index.line(of: call, in: member.file))
            }
        }
        return nil
    }

    private final class Finder: SyntaxVisitor {
        var found: FunctionCallExprSyntax?
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "supportedFamilies" { found = node }
            return .visitChildren
        }
    }
}
