import DynamicType
import SwiftSyntax

/// Reads a UIKit view's settings (`font`, `numberOfLines`, `adjustsFontSizeToFitWidth`,
/// `minimumScaleFactor`, `minimumFontSize`, `maximumContentSizeCategory`) wherever the scanned sources set them on it.
enum UIKitContext {
    /// `view` is the label (for `.text`) or the button's title label path (for `setTitle`). A label of a class
    /// outside the repository (`OutsideView`) takes the settings of the app's initializer that built it
    /// (`ConstructedView`), and estimates, no UIKit default, where the code sets nothing.
    static func read(view: ExprSyntax, path suffix: String = "", kind: UsageKind, role: ContainerCatalog.Role? = nil,
                     at node: Syntax, _ scope: ResolveScope) -> DisplayContext {
        var ctx = DisplayContext(kind: kind)
        // A button's defaults are estimates already.
        let outside = kind == .button ? nil : OutsideView.reason(view, at: node, scope)
        if let role { ctx.setRole(role, node: node) }
        var settings: [(setting: SourceIndex.ViewSetting, note: String)] = []
        var outlet = false
        var nibElement: NibText?
        var containers: [String] = []
        if let (viewScope, base) = ViewScope.resolve(view, at: node, file: scope.file) {
            nibElement = NibOutletJoin.element(scope: viewScope, path: base, at: node, scope)
            outlet = nibElement != nil || (!base.contains(".") && scope.index.inheritedMember(viewScope, base).contains { isOutlet($0.node) })
            let path = base + suffix
            // The view itself (`followButton`), not its title label, is what a constraint pins.
            if let heights = scope.index.viewHeights[viewScope]?[base] { ctx.pinnedHeight = HeightConstraint.height(heights, scope) }
            let parts = path.split(separator: ".").map(String.init)
            let ownerPath = parts.dropLast(suffix.isEmpty ? 1 : 2).joined(separator: ".")
            let viewName = parts.suffix(suffix.isEmpty ? 1 : 2).joined(separator: ".")
            let ownerType = parts.count > (suffix.isEmpty ? 1 : 2)
                ? TypeInference.type(ofPath: Array(parts.dropLast(suffix.isEmpty ? 1 : 2)), scope.moved(to: node, file: scope.file))
                : nil
            // A view reached through its owner (`cell.titleLabel`) is an outlet when the owner's class declares it `@IBOutlet`.
            if !outlet, let ownerType, parts.count > (suffix.isEmpty ? 0 : 1) {
                let member = parts[parts.count - (suffix.isEmpty ? 1 : 2)]
                outlet = scope.index.inheritedMember(ownerType, member).contains { isOutlet($0.node) }
            }
            // The classes whose views the view is one of: the one that declares it, and its owner's type (`cell.titleLabel`).
            if !viewScope.contains("@"), base != "self" { containers.append(viewScope) }
            if let ownerType { containers.append(ownerType) }
            if nibElement == nil {
                SiblingConstraint.applySafeArea(scope: viewScope, path: base, &ctx, scope)
                // Pinned where the view is declared: in this scope, or in its owner's type (`cell.titleLabel`).
                SiblingConstraint.apply(scope: viewScope, path: base, at: node, &ctx, scope)
                if ctx.besideKnown == 0, ctx.besideEstimate == 0, suffix.isEmpty, let ownerType {
                    SiblingConstraint.apply(scope: ownerType, path: viewName, at: node, &ctx, scope)
                    // The owner is a view of the app's (`dashboard.meterView.textLabel`): what stands
                    // beside it where its own owner places it bounds the text too, outwards.
                    var level = 2
                    while parts.count > level, let type = TypeInference.type(ofPath: Array(parts.dropLast(level)), scope.moved(to: node, file: scope.file)) {
                        SiblingConstraint.apply(scope: type, path: parts[parts.count - level], at: node, &ctx, scope)
                        level += 1
                    }
                    // The chain's first view is the site's own (`statusDashboardView.meterView.textLabel` in the card).
                    if parts.count == level, level > 2 { SiblingConstraint.apply(scope: viewScope, path: parts[0], at: node, &ctx, scope) }
                }
                if ctx.width == nil { ctx.width = MeasuredFrame.width(of: view, suffix: suffix, at: node, &ctx, scope) }
            }
            let lineageSettings = inherited(path, of: viewScope, scope)
            let built = outside == nil || nibElement != nil ? [] : ConstructedView.construction(of: view, at: node, scope).map { ConstructedView.settings(built: $0.0, $0.1) } ?? []
            if !lineageSettings.isEmpty || !built.isEmpty {
                // The view's class and the classes it inherits (`label` of `ToggleTableViewCell`); what the site's
                // type sets on the view runs after the initializer that built it.
                settings = lineageSettings
                // What the site leaves unset is what the owner's class set when it made the view
                // (`textLabel?.numberOfLines = 0` in a cell's initializer): the site's settings run later.
                if let ownerType {
                    let typed = inherited(viewName, of: ownerType, scope, ownerNote: true)
                    settings += typed.filter { s in !settings.contains { $0.setting.property == s.setting.property } }
                }
                settings += built.filter { b in !settings.contains { $0.setting.property == b.setting.property } }
            } else if let ownerType, case let typed = inherited(viewName, of: ownerType, scope, ownerNote: true), !typed.isEmpty {
                settings = typed
                _ = ownerPath
            } else if let (type, name, typed) = typedChain(view, suffix: suffix, at: node, scope) {
                // `dashboard.meterView.textLabel`: the type of `dashboard.meterView`, then its `textLabel`.
                settings = typed.map { ($0, " (on \(type).\(name))") }
            } else if nibElement == nil, !isLocal(view, base: base, suffix: suffix, viewScope: viewScope, at: node, scope),
                      !suffix.isEmpty || CellSurroundings.codeStyle(ofLabel: view, at: node, scope) == nil {
                // (A view that is a local of the function, `let label = UILabel()`, is none of another type's;
                // one a nib creates takes the nib's settings; the built-in label of a cell the code makes in a
                // standard style is that style's.)
                // Another type's settings are taken only for a view whose owner's type is not known
                // (`cell.titleLabel` of an untyped `cell`) and only when one type configures that name; a
                // view of a known type that sets nothing on it (it may come from a nib) stays unknown.
                let ownerKnown = !path.contains(".") || ownerType != nil
                let last = String(path.split(separator: ".").suffix(suffix.isEmpty ? 1 : 2).joined(separator: "."))
                let elsewhere = scope.index.settings(ofViewsNamed: last)
                // What the callers set on the same object before calling the site's function (`resetCellStyle(cell)`).
                let bound = CallerSetup.settings(of: view, at: node, scope)
                if !bound.isEmpty {
                    settings = bound
                    if !elsewhere.isEmpty, !bound.contains(where: { $0.setting.property == "numberOfLines" }) {
                        ctx.setLinesUnknown("its callers do not set it and views of that name in other types are configured")
                    }
                } else if !ownerKnown, elsewhere.count == 1, let (type, found) = elsewhere.first {
                    settings = found.map { ($0, " (on \(type).\(last), the only view of that name)") }
                } else if !elsewhere.isEmpty {
                    let why = ownerKnown ? "its type does not set it and views of that name in other types are configured"
                                         : "view's type not known and its name is configured in several types"
                    ctx.fontSet = true
                    ctx.fontProblem = (node, why)
                    ctx.setLinesUnknown(why)
                }
            }
        }
        // A button of the app's own class (`let backButton: PrimaryActionButton`): what the site leaves
        // unset on its title label comes from the class (`titleLabel?.font = ...` in its initializer).
        if !suffix.isEmpty, let classSettings = ownClassSettings(of: view, part: String(suffix.dropFirst()), at: node, scope) {
            settings += classSettings.filter { s in !settings.contains { $0.setting.property == s.setting.property } }
        }
        // A setting in another `case` or `if`/`else` branch than the site never runs before it is drawn.
        settings.removeAll { $0.setting.file == scope.file && SyntaxFacts.inExclusiveBranches(Syntax($0.setting.value), node) }
        apply(noted: settings, &ctx, scope)
        applyContainerLimit(containers, &ctx, scope)
        if let nibElement {
            let widthFromNib = ctx.width == nil
            NibOutletJoin.fill(&ctx, from: nibElement, node: node)
            if widthFromNib, let host = nibElement.collectionHost, let width = ctx.width {
                ctx.width = CollectionItemWidth.apply(width, host: host, scope.index)
            }
            if suffix.isEmpty { CellSurroundings.nibCellAccessories(view, nibAccessory: nibElement.cellAccessory, at: node, &ctx, scope) }
        } else if suffix.isEmpty {
            CellSurroundings.tableCellLabel(view, at: node, &ctx, scope)
        }
        let isButton = kind == .button
        if isButton, suffix == ".titleLabel", let wraps = ButtonTitleWrapping.wraps(button: view, at: node, scope) {
            ctx.setLines(0, evidence: wraps)
        }
        if kind == .textFieldPlaceholder {
            // A text field shrinks the text in its `text` property, not its placeholder (`NibText.shrinking`).
            ctx.shrink = nil
            ctx.fontNote = nil
        }
        if kind == .textFieldPlaceholder, !ctx.fontSet {
            ctx.setFont(.font(ContainerCatalog.UIKitDefault.textFieldFont), node: node)
        }
        if outlet {
            // A view the nib creates: what the code leaves unset is the nib's, not UIKit's default.
            ctx.finish(defaultFont: ContainerCatalog.UIKitDefault.outletFont, defaultLines: (1, ContainerCatalog.UIKitDefault.outletLines))
            return ctx
        }
        if nibElement == nil, let why = outside {
            // A label of a class the scan cannot see: UIKit's defaults are for a label the code creates itself.
            let outside = ContainerCatalog.UIKitDefault.outside(why)
            ctx.finish(defaultFont: outside.font, defaultLines: (1, outside.lines))
            return ctx
        }
        ctx.finish(defaultFont: isButton ? ContainerCatalog.UIKitDefault.buttonFont : ContainerCatalog.UIKitDefault.labelFont,
                   defaultLines: (1, isButton ? ContainerCatalog.UIKitDefault.buttonLines : ContainerCatalog.UIKitDefault.labelLines))
        return ctx
    }

    /// A view that is a local of the function (`let label = UILabel()`), or a button the function makes
    /// itself whose title label the site sets (`let button = ActionButton()`, then `button.setTitle`): what
    /// another type sets on a view of that name is not this view's. A local bound to a view made
    /// elsewhere (a closure's parameter, `let b = hud.button`) may still be one.
    private static func isLocal(_ view: ExprSyntax, base: String, suffix: String, viewScope: String, at node: Syntax,
                                _ scope: ResolveScope) -> Bool {
        guard viewScope.contains("@"), !base.contains(".") else { return false }
        if suffix.isEmpty { return true }
        guard let value = scope.moved(to: node, file: scope.file).localBinding(base)?.initializer?.value,
              let call = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self),
              let callee = SyntaxFacts.calleeName(call) else { return false }
        return callee.first?.isUppercase == true
    }

    /// A stored property declared `@IBOutlet`: an Interface Builder document creates the view.
    static func isOutlet(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let decl = n.as(VariableDeclSyntax.self) {
                return decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
            }
            if n.is(MemberBlockSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    /// What draws a content configuration's `text`: a list cell's, header's or footer's content view, or a
    /// `UIContentUnavailableConfiguration`'s view (never a `UILabel` the code configures).
    enum ListConfiguration { case cell, header, footer, contentUnavailable }

    /// `content` in `var content = cell.defaultContentConfiguration()` / `UIListContentConfiguration.cell()` /
    /// `UIContentUnavailableConfiguration.empty()`, also through a property or a closure called in place
    /// that builds it (`var content = cellConfiguration` with `lazy var cellConfiguration = { ... }()`).
    static func listConfiguration(of base: ExprSyntax, _ scope: ResolveScope) -> ListConfiguration? {
        configurationStyle(of: base, scope, hops: 0)
    }

    /// A list cell registered as a section header or footer (`SupplementaryRegistration<UICollectionViewListCell>(elementKind:
    /// UICollectionView.elementKindSectionHeader) { view, kind, indexPath in }`): its default content configuration is the
    /// header's or footer's (`view` is the closure's first parameter).
    private static func supplementaryKind(of receiver: ExprSyntax?, _ scope: ResolveScope) -> ListConfiguration? {
        guard let name = receiver.flatMap({ SyntaxFacts.unwrapped($0).as(DeclReferenceExprSyntax.self) })?.baseName.text,
              let (closure, position) = scope.closureDeclaring(name), position == 0 else { return nil }
        var owner = closure.parent
        if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
        guard let call = owner?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.contains("SupplementaryRegistration"),
              let kind = SyntaxFacts.argument(call, "elementKind").flatMap(SyntaxFacts.dottedPath) else { return nil }
        if kind.hasSuffix("elementKindSectionHeader") { return .header }
        if kind.hasSuffix("elementKindSectionFooter") { return .footer }
        return nil
    }

    private static func configurationStyle(of expr: ExprSyntax, _ scope: ResolveScope, hops: Int) -> ListConfiguration? {
        guard hops < 6 else { return nil }
        let e = SyntaxFacts.unwrapped(expr)
        if let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let values: [ExprSyntax]
            if let binding = scope.localBinding(name) {
                values = ResolveScope.values(of: binding)
            } else if hops > 0, !scope.isParameter(name) {
                // A property of the type the configuration is copied from (not the site's own receiver).
                values = scope.ownMembers(name).flatMap { ResolveScope.values(of: $0) }
            } else {
                return nil
            }
            let styles = values.map { configurationStyle(of: $0, scope.moved(to: Syntax($0), file: scope.file), hops: hops + 1) }
            guard let first = styles.first, styles.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            let returned = SyntaxFacts.returnedExpressions(closure.statements)
            let styles = returned.map { configurationStyle(of: $0, scope.moved(to: Syntax($0), file: scope.file), hops: hops + 1) }
            guard let first = styles.first, styles.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        guard let callee = SyntaxFacts.calleeName(call) else { return nil }
        if let path = SyntaxFacts.dottedPath(call.calledExpression), path.hasPrefix("UIContentUnavailableConfiguration.") {
            return .contentUnavailable
        }
        if callee == "defaultContentConfiguration", let kind = supplementaryKind(of: SyntaxFacts.receiver(call), scope) { return kind }
        switch callee {
        case "defaultContentConfiguration", "cell", "subtitleCell", "valueCell", "sidebarCell", "accompaniedSidebarCell", "sidebarSubtitleCell":
            return .cell
        case "groupedHeader", "plainHeader", "sidebarHeader", "prominentInsetGroupedHeader", "extraProminentInsetGroupedHeader", "header":
            return .header
        case "groupedFooter", "plainFooter", "footer":
            return .footer
        default:
            return nil
        }
    }

    /// Settings of `part` (`titleLabel`) made by the declared class of `view` or a class it inherits.
    private static func ownClassSettings(of view: ExprSyntax, part: String, at node: Syntax, _ scope: ResolveScope)
        -> [(setting: SourceIndex.ViewSetting, note: String)]? {
        guard let type = TypeInference.type(of: view, scope.moved(to: node, file: scope.file)) else { return nil }
        let found = inherited(part, of: type, scope, ownerNote: true)
        return found.isEmpty ? nil : found
    }

    /// The settings of view `path` made by `type` and the classes it inherits, each property from the
    /// nearest class that sets it (a subclass's initializer runs after its superclass's), so a
    /// subclass that sets only `font` keeps the `numberOfLines` its superclass set.
    static func inherited(_ path: String, of type: String, _ scope: ResolveScope, ownerNote: Bool = false)
        -> [(setting: SourceIndex.ViewSetting, note: String)] {
        var out: [(setting: SourceIndex.ViewSetting, note: String)] = []
        for (depth, owner) in scope.index.lineage(type).enumerated() {
            guard let found = scope.index.viewSettings[owner]?[path] else { continue }
            let nearer = Set(out.map(\.setting.property))
            let note = depth > 0 ? " (on \(owner).\(path), inherited)" : ownerNote ? " (on \(owner).\(path))" : ""
            out += found.filter { !nearer.contains($0.property) }.map { ($0, note) }
        }
        return out
    }

    /// A view's `maximumContentSizeCategory` holds for the view and its subviews [doc: UIView.maximumContentSizeCategory,
    /// "The maximum content size category for the view and its subviews"]: a view of a class that limits itself
    /// (`maximumContentSizeCategory = .accessibilityLarge` in its initializer) is drawn at most at that category.
    static func applyContainerLimit(_ containers: [String], _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        for container in containers {
            // The nearest class that sets it (a subclass's initializer runs after its superclass's); one that
            // sets different values (or nil) on some path limits nothing for certain.
            guard let set = scope.index.lineage(container).lazy.map({ owner in
                (scope.index.viewSettings[owner]?["self"] ?? []).filter { $0.property == "maximumContentSizeCategory" }
            }).first(where: { !$0.isEmpty }) else { continue }
            let categories = Set(set.map { SyntaxFacts.memberName($0.value).flatMap(DisplayContext.category) })
            guard categories.count == 1, let only = categories.first, let limit = only else { continue }
            ctx.maxCategory = min(ctx.maxCategory ?? limit, limit)
        }
    }

    /// The settings of the last view of a member chain, read on the type the code declares for the rest of it.
    private static func typedChain(_ view: ExprSyntax, suffix: String, at node: Syntax, _ scope: ResolveScope)
        -> (String, String, [SourceIndex.ViewSetting])? {
        guard suffix.isEmpty, let member = SyntaxFacts.unwrapped(view).as(MemberAccessExprSyntax.self), let base = member.base,
              let type = TypeInference.type(of: base, scope.moved(to: node, file: scope.file)) else { return nil }
        let name = member.declName.baseName.text
        guard let found = scope.index.viewSettings[type]?[name] else { return nil }
        return (type, name, found)
    }

    /// Applies settings, each with where it was found (empty when on the site's own view).
    static func apply(noted settings: [(setting: SourceIndex.ViewSetting, note: String)], _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        var fonts: [FontOutcome] = []
        // The text attributes' font is what a label drawing through its own text container draws its content in.
        let fontProperty = settings.contains { $0.setting.property == "textAttributes" } ? "textAttributes" : "font"
        var lineValues: Set<Int> = []
        var lineEvidence: Evidence?
        var linesUnknown = false
        var shrinks = false
        var scaleFactor: Double?
        var minimumFontSize: Double?
        for (setting, whereFound) in settings {
            let settingScope = scope.moved(to: Syntax(setting.value), file: setting.file)
            switch setting.property {
            case fontProperty:
                fonts.append(FontResolver.resolve(setting.value, settingScope))
            case "numberOfLines":
                if let n = FontResolver.number(setting.value, settingScope) {
                    lineValues.insert(Int(n))
                    if lineEvidence == nil {
                        lineEvidence = .code(file: setting.file, line: setting.line, what: "numberOfLines = \(Int(n))\(whereFound)")
                    }
                } else {
                    linesUnknown = true
                }
            case "adjustsFontSizeToFitWidth":
                shrinks = shrinks || setting.value.trimmedDescription == "true"
            case "minimumScaleFactor":
                scaleFactor = FontResolver.number(setting.value, settingScope)
            case "minimumFontSize":
                minimumFontSize = FontResolver.number(setting.value, settingScope)
            case "maximumContentSizeCategory":
                if let name = SyntaxFacts.memberName(setting.value) { ctx.maxCategory = DisplayContext.category(name) }
            default:
                break
            }
        }
        if shrinks {
            let decided = ContainerCatalog.shrink(scaleFactor: scaleFactor, minimumFontSize: minimumFontSize)
            ctx.shrink = decided.shrink
            ctx.fontNote = decided.note
        } else {
            ctx.shrink = nil
        }
        if !fonts.isEmpty {
            var outcome = FontResolver.combine(fonts, reason: .setToDifferentValues)
            let first = settings.first { $0.setting.property == fontProperty }!
            if case .font(var spec) = outcome, !first.note.isEmpty {
                spec.evidence = spec.evidence.noting(first.note)
                outcome = .font(spec)
            }
            ctx.setFont(outcome, node: Syntax(first.setting.value))
        }
        if linesUnknown || lineValues.count > 1 {
            ctx.setLinesUnknown(lineValues.count > 1 ? "numberOfLines set to different values" : "numberOfLines not a constant")
        } else if let n = lineValues.first, let lineEvidence {
            ctx.setLines(n, evidence: lineEvidence)
        }
    }
}
