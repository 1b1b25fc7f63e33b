import DynamicType
import SwiftSyntax

/// A widget's view is drawn at the size of its family: the families the widget's configuration
/// supports (`.supportedFamilies([...])`), narrowed by a `switch` on the view's
/// `@Environment(\.widgetFamily)` whose case holds the text ("the template of the widget", one
/// family per rendering [doc: EnvironmentValues.widgetFamily]).
enum WidgetFamilyWidth {
    static let configurations: Set<String> = ["StaticConfiguration", "IntentConfiguration", "AppIntentConfiguration"]

    /// Narrows `ctx.widgetFamilies` to the cases of a `switch` on the widget family around `node`
    /// (up to its declaration); a `default:` case says nothing.
    static func noteCases(around node: Syntax, _ ctx: inout DisplayContext) {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(MemberBlockSyntax.self) { break }
            if let switchCase = n.as(SwitchCaseSyntax.self), let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               let subject = SyntaxFacts.unwrapped(choice.subject).as(DeclReferenceExprSyntax.self),
               isWidgetFamily(subject.baseName.text, from: n), case .case(let label) = switchCase.label {
                let names = Set(label.caseItems.compactMap { $0.pattern.as(ExpressionPatternSyntax.self).flatMap { SyntaxFacts.memberName($0.expression) } })
                if !names.isEmpty, names.count == label.caseItems.count {
                    ctx.widgetFamilies = ctx.widgetFamilies.map { $0.intersection(names) } ?? names
                }
            }
            current = n.parent
        }
    }

    /// `@Environment(\.widgetFamily) var name` in the type around `node`.
    private static func isWidgetFamily(_ name: String, from node: Syntax) -> Bool {
        var current = node.parent
        while let n = current, !n.is(MemberBlockSyntax.self) { current = n.parent }
        guard let block = current?.as(MemberBlockSyntax.self) else { return false }
        for item in block.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
            return WidgetFamilyBranch.readsWidgetFamily(variable)
        }
        return false
    }

    /// The view is the content of a widget configuration: its width is its family's.
    static func apply(configuration call: FunctionCallExprSyntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard ctx.width == nil, let name = SyntaxFacts.calleeName(call), configurations.contains(name) else { return }
        let modifiers = ViewCallSyntax.modifierCalls(of: call)
        var supported = ContainerCatalog.defaultWidgetFamilies
        var supportedEvidence = "no .supportedFamilies: the home screen's families"
        if let families = modifiers.first(where: { SyntaxFacts.calleeName($0) == "supportedFamilies" })?.arguments.first?.expression {
            guard let listed = familyList(families, scope) else { return }
            supported = listed
            supportedEvidence = ".supportedFamilies(\(SyntaxFacts.oneLine(families)))"
        }
        let families = ctx.widgetFamilies.map { supported.intersection($0) } ?? supported
        let widths = families.compactMap { ContainerCatalog.widgetFamilyWidths[$0] }
        guard !families.isEmpty, widths.count == families.count, let narrowest = widths.map(\.narrowest).min(),
              let widest = widths.map(\.widest).max() else { return }
        let margins = modifiers.contains { SyntaxFacts.calleeName($0) == "contentMarginsDisabled" } ? 0 : 2 * ContainerCatalog.widgetContentMargin
        let inside = ctx.padding
        let familyNames = families.sorted().joined(separator: ", ")
        var what = "widget \(familyNames) (\(supportedEvidence)\(ctx.widgetFamilies == nil ? "" : ", the switch on the widget family")), \(format(narrowest))–\(format(widest)) pt on iPhone"
        if inside > 0 { what += "; less \(ctx.paddingEvidence.joined(separator: ", "))" }
        // The narrowest is the family's; the widest bound stays the screen's (a widget is narrower than the
        // screen on every iPhone, so a text too wide for it is too wide for the widget): what a widget's
        // format arguments show (a count, a name) is not read, and the check's sample for them made false
        // errors against the family's own widest (mastodon FollowersCountWidgetView: "%@ followers today").
        let screen = ContainerCatalog.estimate(padding: inside, paddingEvidence: ctx.paddingEvidence.isEmpty ? nil : ctx.paddingEvidence.joined(separator: ", "))
        let evidence = Evidence.estimate(why: what + " [" + ContainerCatalog.widgetFamilySource + "]"
            + (margins > 0 ? "; less WidgetKit's content margins, 16 pt each side assumed" : "; .contentMarginsDisabled()")
            + "; the widest bound is the screen's")
        ctx.width = ScanWidth(narrowest: max(1, narrowest - inside - margins), widest: max(1, screen.widest), evidence: evidence,
                              boundEvidence: screen.boundEvidence.noting("; a widget is narrower (\(format(widest)) pt at most)"), followsDevice: false)
    }

    /// `[.systemSmall, .systemMedium]`, or a property of the same type that returns such a literal.
    private static func familyList(_ expr: ExprSyntax, _ scope: ResolveScope) -> Set<String>? {
        let e = SyntaxFacts.unwrapped(expr)
        if let array = e.as(ArrayExprSyntax.self) {
            let names = array.elements.compactMap { SyntaxFacts.memberName($0.expression) }
            return names.count == array.elements.count && !names.isEmpty ? Set(names) : nil
        }
        guard let ref = e.as(DeclReferenceExprSyntax.self), let type = SyntaxFacts.enclosingTypeName(Syntax(e)),
              let members = scope.index.declarations.members[type]?[ref.baseName.text], members.count == 1,
              let binding = members[0].node.as(PatternBindingSyntax.self) else { return nil }
        var statements: CodeBlockItemListSyntax?
        if let initial = binding.initializer?.value { return familyList(initial, scope) }
        switch binding.accessorBlock?.accessors {
        case .getter(let items): statements = items
        default: return nil
        }
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { return familyList(returned, scope) }
        if let value = item.as(ExprSyntax.self) { return familyList(value, scope) }
        return nil
    }

    private static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }
}
