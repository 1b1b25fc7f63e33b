import DynamicType
import SwiftSyntax

/// Tab bar item titles the app paints `.clear` in every state a tab bar shows them in
/// (`ContainerCatalog.tabItemTitleStates`), for every layout (`ContainerCatalog.tabItemLayouts`): through
/// `UITabBarItemAppearance` (`itemAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]`,
/// given to each layout, or `appearance.stackedLayoutAppearance.normal.titleTextAttributes = …`), or, when
/// the app sets no item appearance's title attributes, through `UITabBarItem.appearance().setTitleTextAttributes(
/// [.foregroundColor: UIColor.clear], for: .normal)`. Such a title is never seen; VoiceOver still reads it.
enum TabTitleColor {
    /// One title-attribute setting found in pass 1.
    struct Setting {
        var node: Syntax
        var file: String
        var line: Int
    }

    /// Pass 1: keeps `….titleTextAttributes = …` and `….setTitleTextAttributes(…, for: …)` for `clearTitles`.
    static func record(_ node: Syntax, file: String, line: Int, into index: inout FileIndex) {
        if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
           infix.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "titleTextAttributes" {
            index.tabTitleAttributes.append(Setting(node: node, file: file, line: line))
        } else if let call = node.as(FunctionCallExprSyntax.self), SyntaxFacts.calleeName(call) == "setTitleTextAttributes" {
            index.tabTitleAttributes.append(Setting(node: node, file: file, line: line))
        }
    }

    private struct Found {
        var state: String
        var clear: Bool
        /// The layouts the attributes apply to; nil for the legacy `UITabBarItem.appearance()` setter.
        var layouts: Set<String>?
        var setting: Setting
    }

    /// Why every tab bar item title is invisible (the code setting the normal state's clear colour); nil
    /// unless both shown states are clear in every layout and no setting gives them another colour.
    static func clearTitles(_ index: SourceIndex) -> Evidence? {
        let found = index.tabTitleAttributes.compactMap(read)
        let itemAppearances = found.filter { $0.layouts != nil }
        let considered = itemAppearances.isEmpty ? found : itemAppearances
        guard !considered.isEmpty, considered.allSatisfy(\.clear) else { return nil }
        for state in ContainerCatalog.tabItemTitleStates {
            let covered = considered.filter { $0.state == state }
            guard !covered.isEmpty else { return nil }
            if !itemAppearances.isEmpty,
               !ContainerCatalog.tabItemLayouts.isSubset(of: covered.reduce(into: Set<String>()) { $0.formUnion($1.layouts ?? []) }) {
                return nil
            }
        }
        guard let first = considered.filter({ $0.state == "normal" }).min(by: { ($0.setting.file, $0.setting.line) < ($1.setting.file, $1.setting.line) })
        else { return nil }
        return .code(file: first.setting.file, line: first.setting.line,
                     what: "tab bar item titles' foreground colour is .clear in the normal and selected states of every layout "
                         + "(\(ContainerCatalog.tabItemTitleSource)): never visible, read by VoiceOver")
    }

    private static func read(_ setting: Setting) -> Found? {
        if let infix = setting.node.as(InfixOperatorExprSyntax.self),
           let lhs = infix.leftOperand.as(MemberAccessExprSyntax.self),
           let stateAccess = lhs.base.map(SyntaxFacts.unwrapped)?.as(MemberAccessExprSyntax.self),
           let owner = stateAccess.base.map(SyntaxFacts.unwrapped) {
            let state = stateAccess.declName.baseName.text
            guard let layouts = layouts(of: owner, at: setting.node) else { return nil }
            return Found(state: state, clear: isClear(infix.rightOperand), layouts: layouts, setting: setting)
        }
        if let call = setting.node.as(FunctionCallExprSyntax.self), let receiver = SyntaxFacts.receiver(call).map(SyntaxFacts.unwrapped),
           let appearance = receiver.as(FunctionCallExprSyntax.self), SyntaxFacts.calleeName(appearance) == "appearance",
           SyntaxFacts.receiver(appearance).map({ SyntaxFacts.unwrapped($0).trimmedDescription }) == "UITabBarItem",
           let attributes = call.arguments.first?.expression, let state = SyntaxFacts.argument(call, "for").flatMap(SyntaxFacts.memberName) {
            return Found(state: state, clear: isClear(attributes), layouts: nil, setting: setting)
        }
        return nil
    }

    /// The layouts an item appearance applies to: `x.stackedLayoutAppearance` names its layout; a local made
    /// with `UITabBarItemAppearance(…)` applies to the layouts it is assigned to in the same function.
    /// Nil when the receiver is no tab bar item appearance (a bar button item's, a segmented control's).
    private static func layouts(of owner: ExprSyntax, at node: Syntax) -> Set<String>? {
        if let member = owner.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            return ContainerCatalog.tabItemLayouts.contains(name) ? [name] : nil
        }
        guard let ref = owner.as(DeclReferenceExprSyntax.self), let function = AlertEmphasis.enclosingFunction(of: node),
              let body = function.body else { return nil }
        let name = ref.baseName.text
        let finder = LocalAppearance(name: name)
        finder.walk(body)
        return finder.made ? finder.layouts : nil
    }

    /// `let name = UITabBarItemAppearance(…)` and `….<layout> = name` in one function body.
    private final class LocalAppearance: SyntaxVisitor {
        let name: String
        var made = false
        var layouts: Set<String> = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
               let call = node.initializer.map({ SyntaxFacts.unwrapped($0.value) })?.as(FunctionCallExprSyntax.self),
               SyntaxFacts.calleeName(call) == ContainerCatalog.tabItemAppearanceClass {
                made = true
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self),
               SyntaxFacts.unwrapped(node.rightOperand).as(DeclReferenceExprSyntax.self)?.baseName.text == name,
               let layout = node.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               ContainerCatalog.tabItemLayouts.contains(layout) {
                layouts.insert(layout)
            }
            return .visitChildren
        }
    }

    /// `[.foregroundColor: UIColor.clear]` (or `.clear`, `NSAttributedString.Key.foregroundColor`).
    private static func isClear(_ attributes: ExprSyntax) -> Bool {
        guard let dictionary = SyntaxFacts.unwrapped(attributes).as(DictionaryExprSyntax.self),
              let elements = dictionary.content.as(DictionaryElementListSyntax.self),
              let color = elements.first(where: { SyntaxFacts.memberName($0.key) == "foregroundColor" })?.value else { return false }
        let written = SyntaxFacts.unwrapped(color).trimmedDescription
        return written == "UIColor.clear" || written == ".clear"
    }
}
