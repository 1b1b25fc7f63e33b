import DynamicType
import SwiftSyntax

/// Pass 2 over one file: every display site (SwiftUI views and modifiers, UIKit setters and
/// initialisers) with its keys and context, and every key reference (to list those not shown).
// Unchecked: SyntaxVisitor is an open non-Sendable class; each visitor is used by one worker, then handed back.
final class UsageVisitor: SyntaxVisitor, @unchecked Sendable {
    let file: String
    let lineTable: LineTable
    let index: SourceIndex
    /// The API families whose display sites this walk reads, each handed every call and assignment.
    let recognizers: [any SiteRecognizer.Type]
    /// What the display sites found so far show (`run` returns it).
    private var recorded: FileUsages
    /// Key references anywhere in the file: origin → (key, position).
    var references: [(ref: KeyRef, line: Int, column: Int, shownOn: ShownOn)] = []
    /// Display sites that show a parameter or a property set elsewhere, with the context read at the site.
    var componentSites: [FlowSite] = []
    /// Calls with arguments and assignments: where pass 3 (`CallerFlow`) finds the values of those sites.
    var calls: [FunctionCallExprSyntax] = []
    var assignments: [InfixOperatorExprSyntax] = []
    /// Nib texts the code replaces through their outlets (`NibOverwrite`): not drawn as the nib has them.
    var nibOverwrites: [NibOverwrite] = []
    /// Document cells this file dequeues, with the line giving each dequeued cell a `contentConfiguration` (nil: none).
    var cellDequeues: [(cell: NibCell, file: String, line: Int?)] = []
    private var accessorDepth = 0
    /// Inside `#Preview { }` or a `PreviewProvider`: drawn by Xcode's canvas only, not by the app.
    private var previewDepth = 0

    init(file: String, lineTable: LineTable, index: SourceIndex, recognizers: [any SiteRecognizer.Type]) {
        self.file = file
        self.lineTable = lineTable
        self.index = index
        self.recognizers = recognizers
        recorded = FileUsages(file: file, lineTable: lineTable, index: index)
        super.init(viewMode: .sourceAccurate)
    }

    func scope(_ node: some SyntaxProtocol) -> ResolveScope {
        ResolveScope(index: index, file: file, node: Syntax(node))
    }

    // MARK: Generated accessors are declarations, not uses.

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if isAccessorDecl(node.bindings.first?.pattern.as(IdentifierPatternSyntax.self).map { SyntaxFacts.identifier($0.identifier) }, Syntax(node)) { accessorDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if isAccessorDecl(node.bindings.first?.pattern.as(IdentifierPatternSyntax.self).map { SyntaxFacts.identifier($0.identifier) }, Syntax(node)) { accessorDepth -= 1 }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isAccessorDecl(SyntaxFacts.identifier(node.name), Syntax(node)) { accessorDepth += 1 }
        if previewDepth == 0 { sectionTitleSites(node) }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if isAccessorDecl(SyntaxFacts.identifier(node.name), Syntax(node)) { accessorDepth -= 1 }
    }

    private func isAccessorDecl(_ name: String?, _ node: Syntax) -> Bool {
        guard let name, let type = SyntaxFacts.enclosingTypeName(node) else { return false }
        return index.accessors[type + "." + name] != nil || name == "tr"
    }

    // MARK: Previews are not the app's screens.

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPreview(node) { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        if isPreview(node) { previewDepth -= 1 }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if ViewTypeUse.isPreviewOnlyClass(node.name.text, index) { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        if ViewTypeUse.isPreviewOnlyClass(node.name.text, index) { previewDepth -= 1 }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if ViewTypeUse.isPreviewOnlyClass(node.extendedType.trimmedDescription, index) { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if ViewTypeUse.isPreviewOnlyClass(node.extendedType.trimmedDescription, index) { previewDepth -= 1 }
    }

    /// A `PreviewProvider`, or a view only previews construct (`WrapperForPreview`).
    private func isPreview(_ node: StructDeclSyntax) -> Bool {
        ViewTypeUse.isPreviewProvider(node.inheritanceClause) || ViewTypeUse.isPreviewOnly(node.name.text, index)
    }

    // MARK: Sites

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordReference(call: node)
        guard previewDepth == 0, let name = SyntaxFacts.calleeName(node) else { return .visitChildren }
        if !node.arguments.isEmpty { calls.append(node) }
        for recognizer in recognizers { recognizer.visit(call: node, name: name, self) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // The outermost `L10n.A.b` of a chain (not the `L10n.A` inside it). Inside a chain only an
        // accessor's path matters, so no path longer than the longest accessor's is built: each link
        // of `a.b.b…` costs a bounded walk, and the chain is linear.
        let parts = index.accessorParts
        let outerIsAccessor = node.parent?.as(MemberAccessExprSyntax.self)
            .flatMap { SyntaxFacts.dottedPath(ExprSyntax($0), maxParts: parts) }.map { index.accessors[$0] != nil } ?? false
        let outermost = node.parent?.is(MemberAccessExprSyntax.self) != true
        if accessorDepth == 0, !outerIsAccessor, let path = SyntaxFacts.dottedPath(ExprSyntax(node), maxParts: outermost ? nil : parts) {
            let pos = lineTable.start(of: node)
            let origin = "\(file)#\(node.position.utf8Offset)"
            if let accessor = index.accessors[path] {
                references.append((KeyRef(key: accessor.key, table: accessor.table, symbol: path, defaultValue: accessor.defaultValue,
                                          origin: origin, bundle: accessor.bundle == nil ? .main : BundleRef.of(accessor, scope(node))),
                                   pos.line, pos.column, PlatformCondition.shownOn(Syntax(node))))
            } else if node.parent?.is(MemberAccessExprSyntax.self) != true, let dot = path.firstIndex(of: "."),
                      index.swiftGen.namespaces.contains(String(path[..<dot])) {
                // Under a SwiftGen namespace whose generated file is absent: the key it derives from, when only one does.
                let keys = index.swiftGen.keys(forPath: String(path[path.index(after: dot)...]))
                if keys.count == 1 {
                    references.append((KeyRef(key: keys[0].key, table: keys[0].table, symbol: path, symbolDerivation: .swiftGen, origin: origin),
                                       pos.line, pos.column, PlatformCondition.shownOn(Syntax(node))))
                }
            }
        }
        return .visitChildren
    }

    /// A literal equal to a key of the strings files is a reference to it (`var title: LocalizedStringKey { "a.b" }`).
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard accessorDepth == 0, !index.knownKeys.isEmpty else { return .skipChildren }
        // The key argument of `NSLocalizedString("k", ...)` is recorded with its call.
        if let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), LocalizationCall.read(call) != nil {
            return .skipChildren
        }
        let key = InterpolatedKey.key(node, knownKeys: index.knownKeys)
        // An empty literal (`value ?? ""`) names no text a translator writes, as a blank key is no usage.
        if !key.isEmpty, index.knownKeys.contains(key) {
            let pos = lineTable.start(of: node)
            references.append((KeyRef(key: key, table: LocalizationCall.defaultTable, symbol: nil,
                                      origin: "\(file)#\(node.position.utf8Offset)"), pos.line, pos.column, PlatformCondition.shownOn(Syntax(node))))
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.is(AssignmentExprSyntax.self), previewDepth == 0 else { return .visitChildren }
        assignments.append(node)
        for recognizer in recognizers { recognizer.visit(assignment: node, self) }
        return .visitChildren
    }

    private func recordReference(call: FunctionCallExprSyntax) {
        guard accessorDepth == 0, let key = LocalizationCall.read(call) else { return }
        let pos = lineTable.start(of: call)
        references.append((KeyRef(key: key.key, table: key.table, symbol: nil, defaultValue: key.defaultValue,
                                  origin: "\(file)#\(call.position.utf8Offset)", bundle: key.bundle.map { BundleRef.evaluate($0, scope(call)) } ?? .main),
                           pos.line, pos.column, PlatformCondition.shownOn(Syntax(call))))
    }

    func uiKitInitialiser(_ call: FunctionCallExprSyntax, labels: [String: UsageKind]) {
        for arg in call.arguments {
            guard let label = arg.label?.text, let kind = labels[label] else { continue }
            let values: [ExprSyntax]
            if let array = SyntaxFacts.unwrapped(arg.expression).as(ArrayExprSyntax.self) {
                values = array.elements.map(\.expression)
            } else {
                values = [arg.expression]
            }
            var finalKind = kind
            let actionSheet = AlertStyle.isActionSheet(call, scope(call))
            if kind == .alertButton, actionSheet { finalKind = .confirmationDialog }
            let sheetRole: ContainerCatalog.Role? = !actionSheet ? nil : kind == .alertTitle ? .actionSheetTitle : kind == .alertMessage ? .actionSheetMessage : nil
            if kind == .alertButton, ActionSheetAction.isAdded(call, scope(call)) { finalKind = .confirmationDialog }
            // A bar button item with an image draws the image, not its title.
            let imageItem = finalKind == .toolbarItem && SyntaxFacts.argument(call, "image").map { !$0.is(NilLiteralExprSyntax.self) } == true
            let s = scope(call)
            // A UIAction given to a button or bar item as its primary action: that control's title.
            let control = finalKind == .menuItem && label == "title" && SyntaxFacts.calleeName(call) == "UIAction" ? PrimaryAction.control(of: call) : nil
            for value in values {
                let swipe = SyntaxFacts.calleeName(call) == "UIContextualAction"
                report(site: Syntax(value), value: value, mode: .string, table: nil, s) {
                    if let control {
                        var ctx: DisplayContext
                        switch control {
                        case let .button(button, configured):
                            ctx = UIKitContext.read(view: ExprSyntax(button), kind: .button, role: configured ? .buttonConfiguration : nil, at: Syntax(call), s)
                        case let .barItem(item):
                            if let system = PrimaryAction.systemItem(item, s) { return Self.notBoxed(.notDrawn, system) }
                            if [call, item].contains(where: { SyntaxFacts.argument($0, "image").map { !$0.is(NilLiteralExprSyntax.self) } == true }) {
                                return Self.readAloudOnly(ContainerCatalog.imageBarItemTitle)
                            }
                            ctx = DisplayContext(kind: .toolbarItem)
                            ctx.barPlacement = BarItemPlacement.read(item)
                            ctx.finish(defaultFont: nil, defaultLines: nil, noLines: "system container")
                        }
                        ctx.shownAt = PrimaryAction.evidence(control, s)
                        return ctx
                    }
                    if swipe { return Self.roleContext(.swipeAction, kind: .button, node: Syntax(call)) }
                    if let sheetRole { return Self.roleContext(sheetRole, kind: finalKind, node: Syntax(call)) }
                    if imageItem { return Self.readAloudOnly(ContainerCatalog.imageBarItemTitle) }
                    if finalKind == .tabItem, let clear = TabTitleColor.clearTitles(index) { return Self.readAloudOnly(clear) }
                    if finalKind == .menuItem, label == "subtitle" { return Self.roleContext(.menuItemSubtitle, kind: .menuItem, node: Syntax(call)) }
                    if finalKind == .menuItem, label == "title", SyntaxFacts.calleeName(call) == "UIMenu", MenuTitle.isRootMenu(call) {
                        return Self.roleContext(.menuTitle, kind: .sectionHeader, node: Syntax(call))
                    }
                    var ctx = DisplayContext(kind: finalKind)
                    if finalKind == .segment { ctx.siblings = values.count }
                    if finalKind == .alertButton || finalKind == .confirmationDialog, SyntaxFacts.calleeName(call) == "UIAlertAction" {
                        ctx.emphasis = AlertEmphasis.uiKit(action: call, actionSheet: finalKind == .confirmationDialog, s)
                        ctx.sheetByCaller = finalKind == .alertButton && ActionSheetAction.isAddedToSelf(call)
                    }
                    if finalKind == .toolbarItem {
                        ctx.barPlacement = BarItemPlacement.read(call)
                        if ContainerCatalog.isDoneItem(call) { ctx.setRole(.doneBarItem, node: Syntax(call)) }
                    }
                    ctx.finish(defaultFont: nil, defaultLines: nil, noLines: "system container")
                    return ctx
                }
            }
        }
    }

    func uiKitSite(_ node: some SyntaxProtocol, value: ExprSyntax, view: ExprSyntax, pathSuffix: String, kind: UsageKind) {
        let s = scope(node)
        report(site: Syntax(node), value: value, mode: .string, table: nil, s) {
            UIKitContext.read(view: view, path: pathSuffix, kind: kind, at: Syntax(node), s)
        }
    }

    func assignment(_ node: InfixOperatorExprSyntax, lhs: ExprSyntax, value: ExprSyntax) {
        let s = scope(node)
        if let ref = lhs.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasPrefix("accessibility"),
           ["accessibilityLabel", "accessibilityHint", "accessibilityValue"].contains(ref.baseName.text) {
            // A view's own inherited accessibility text (`accessibilityLabel = ...` inside the view): never drawn.
            let name = ref.baseName.text
            guard s.localBinding(name) == nil, !s.isParameter(name), s.ownMembers(name).isEmpty else { return }
            report(site: Syntax(node), value: value, mode: .string, table: nil, s) { Self.systemContext(.accessibilityOnly) }
            return
        }
        if let ref = lhs.as(DeclReferenceExprSyntax.self), ref.baseName.text == "title" {
            // A view controller's inherited `title`, not a local or a property the type declares itself.
            guard s.localBinding("title") == nil, !s.isParameter("title"), s.ownMembers("title").isEmpty else { return }
            if let reason = PageTitle.notDrawnReason(at: Syntax(node), index) {
                addUnresolved(Syntax(value), file: file, cause: .containerNotRead(reason), at: Syntax(node))
                return
            }
            if let hidden = TitleView.hidesTitle(at: Syntax(node), index) {
                report(site: Syntax(node), value: value, mode: .string, table: nil, s) { Self.notBoxed(.notDrawn, hidden) }
                return
            }
            report(site: Syntax(node), value: value, mode: .string, table: nil, s) {
                Self.systemContext(.navigationTitle, titleMode: NavigationTitleMode.readUIKit(around: Syntax(node)))
            }
            return
        }
        guard let member = lhs.as(MemberAccessExprSyntax.self) else { return }
        let name = member.declName.baseName.text
        let basePath = member.base.flatMap { SyntaxFacts.dottedPath($0) }?.replacingOccurrences(of: "?", with: "") ?? ""
        let lastBase = basePath.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if name == "text" || name == "secondaryText", let base = member.base, let config = UIKitContext.listConfiguration(of: base, s) {
            // `var content = cell.defaultContentConfiguration(); content.text = ...`: drawn by the cell's (or the
            // content-unavailable view's) content view.
            report(site: Syntax(node), value: value, mode: .string, table: nil, s) {
                switch config {
                case .header: return Self.systemContext(.sectionHeader)
                case .footer: return Self.systemContext(.sectionFooter)
                case .cell:
                    var ctx = DisplayContext(kind: .text)
                    CellSurroundings.listConfiguration(base, property: name, at: Syntax(node), &ctx, s)
                    ctx.finish(defaultFont: nil, defaultLines: nil)
                    return ctx
                case .contentUnavailable:
                    return Self.roleContext(name == "text" ? .contentUnavailable : .contentUnavailableSecondary, kind: .text, node: Syntax(node))
                }
            }
            return
        }
        if let base = member.base, let replaced = NibOverwrite.read(view: base, swiftProperty: name, at: Syntax(node), s) {
            nibOverwrites.append(replaced)
        }
        if name == "configuration", let base = member.base {
            nibOverwrites += NibOverwrite.configuration(view: base, value: value, at: Syntax(node), s)
        }
        switch name {
        case "text", "placeholder":
            guard let base = member.base else { return }
            // The placeholder is drawn in the field's font.
            let kind: UsageKind = name == "text" ? .text : .textFieldPlaceholder
            switch TextReceiver.of(base, property: name, at: Syntax(node), s) {
            case .view:
                uiKitSite(node, value: value, view: base, pathSuffix: "", kind: kind)
            case .model:
                // Data, not a display site: a display site that reads the property takes it (pass 3).
                return
            case .fieldValue(let why):
                report(site: Syntax(node), value: value, mode: .string, table: nil, s) { Self.notBoxed(.fieldValue, why) }
            case .notDrawn(let why):
                report(site: Syntax(node), value: value, mode: .string, table: nil, s) { Self.notBoxed(.notDrawn, why) }
            case .scrolling(let why):
                report(site: Syntax(node), value: value, mode: .string, table: nil, s) {
                    var ctx = UIKitContext.read(view: base, kind: kind, at: Syntax(node), s)
                    ctx.lines = 0
                    ctx.linesEvidence = why
                    ctx.linesProblem = nil
                    return ctx
                }
            }
        case "message":
            guard let base = member.base, Self.isAlertController(base, s) else { return }
            report(site: Syntax(node), value: value, mode: .string, table: nil, s) { Self.systemContext(.alertMessage) }
        case "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityUserInputLabels":
            report(site: Syntax(node), value: value, mode: .string, table: nil, s) { Self.systemContext(.accessibilityOnly) }
        case "attributedText", "attributedTitle":
            guard let base = member.base, name == "attributedText" || lastBase.contains("config") else { return }
            attributedSite(node, view: base, configuration: name == "attributedTitle", value: value, s)
        case "title", "subtitle":
            let kind: UsageKind
            if lastBase.contains("config") {
                // `followButton.configuration?.title`: the button's own settings (a height constraint) apply.
                // A local configuration: the button it is given to (`button.configuration = config`) in the same function.
                let button = member.base.flatMap { SyntaxFacts.unwrapped($0).as(MemberAccessExprSyntax.self) }
                    .flatMap { $0.declName.baseName.text == "configuration" ? $0.base : nil }
                    ?? member.base.flatMap { ButtonConfigurationWidth.button(givenConfiguration: $0, at: Syntax(node)) }
                report(site: Syntax(node), value: value, mode: .string, table: nil, s) {
                    var ctx = button.map { UIKitContext.read(view: $0, kind: .button, role: .buttonConfiguration, at: Syntax(node), s) }
                        ?? Self.roleContext(.buttonConfiguration, kind: .button, node: Syntax(node))
                    // A nib's configuration button has its insets and image taken off already.
                    if let base = member.base, let width = ctx.width,
                       !(button.map { ButtonConfigurationWidth.nibConfigured($0, at: Syntax(node), s) } ?? false) {
                        ctx.width = ButtonConfigurationWidth.apply(configuration: base, at: Syntax(node), to: width, s)
                    }
                    return ctx
                }
                return
            }
            else if lastBase.contains("tabbaritem") { kind = .tabItem }
            else if lastBase == "navigationitem" { kind = .navigationTitle }
            else if basePath == "self" {
                guard s.ownMembers("title").isEmpty else { return }
                if let reason = PageTitle.notDrawnReason(at: Syntax(node), index) {
                    addUnresolved(Syntax(value), file: file, cause: .containerNotRead(reason), at: Syntax(node))
                    return
                }
                kind = .navigationTitle
            }
            else if lastBase.contains("item") || lastBase.contains("button") { kind = .toolbarItem }
            else if let base = member.base, name == "title", Self.isAlertController(base, s) {
                // A stored controller's title set later (`alert.title = ...` on a `lazy var alert: UIAlertController`).
                kind = .alertTitle
            }
            else if let base = member.base, let type = TypeInference.type(of: base, s), !index.inheritedMember(type, name).isEmpty {
                // The app's own property (`cell.title = ...` with `var title: String? { set { label.text = newValue } }`):
                // a display site that reads it, or its setter, takes the value (pass 3).
                return
            }
            else if let base = member.base, let type = TypeInference.type(of: base, s), name == "title",
                    index.supertypes[type] != nil, TypeRelation.isSubtype(type, of: "UIViewController", index),
                    !ContainerCatalog.titleNotNavigationTitle.contains(where: { TypeRelation.isSubtype(type, of: $0, index) }) {
                // `editorVC.title = ...` on a view controller the code creates or holds (a coordinator's):
                // UIViewController.title is what its navigation item shows.
                kind = .navigationTitle
            }
            else { kind = .other }
            if kind == .navigationTitle, let hidden = TitleView.hidesTitle(at: Syntax(node), index) {
                report(site: Syntax(node), value: value, mode: .string, table: nil, s) { Self.notBoxed(.notDrawn, hidden) }
                return
            }
            report(site: Syntax(node), value: value, mode: .string, table: nil, s) {
                if kind == .toolbarItem, let base = member.base, let item = Self.nibBarItem(base, at: Syntax(node), s) {
                    // An outlet to a nib's bar button item: the document's item (its style) is the box.
                    var ctx = DisplayContext(kind: kind)
                    NibOutletJoin.fill(&ctx, from: item, node: Syntax(node))
                    ctx.finish(defaultFont: nil, defaultLines: nil, noLines: "system container")
                    return ctx
                }
                if kind == .tabItem, let clear = TabTitleColor.clearTitles(index) { return Self.readAloudOnly(clear) }
                return Self.systemContext(kind, titleMode: kind == .navigationTitle ? NavigationTitleMode.readUIKit(around: Syntax(node)) : nil)
            }
        default:
            break
        }
    }

    /// The nib's `<barButtonItem>` an outlet (`doneButton.title = ...`) is connected to.
    static func nibBarItem(_ base: ExprSyntax, at node: Syntax, _ s: ResolveScope) -> NibText? {
        guard let (viewScope, path) = ViewScope.resolve(base, at: node, file: s.file),
              let element = NibOutletJoin.element(scope: viewScope, path: path, at: node, s), element.element == "barButtonItem" else { return nil }
        return element
    }

    /// A value whose declared type is `UIAlertController` or a class inheriting it.
    static func isAlertController(_ base: ExprSyntax, _ s: ResolveScope) -> Bool {
        guard let type = TypeInference.type(of: base, s) else { return false }
        return TextReceiver.ancestry(type, s.index).contains("UIAlertController")
    }

    /// Text the system draws in a role of its own (a swipe action, a configuration button's title).
    static func roleContext(_ role: ContainerCatalog.Role, kind: UsageKind, node: Syntax) -> DisplayContext {
        var ctx = DisplayContext(kind: kind)
        ctx.setRole(role, node: node)
        ctx.finish(defaultFont: nil, defaultLines: nil)
        return ctx
    }

    /// Text set where no box is drawn (a view never drawn, a text field's value), with why.
    static func notBoxed(_ kind: UsageKind, _ why: Evidence) -> DisplayContext {
        var ctx = DisplayContext(kind: kind)
        ctx.hidden = why
        return ctx
    }

    /// A title the control never shows that VoiceOver reads (an image bar item's, a tab title painted clear).
    static func readAloudOnly(_ why: Evidence) -> DisplayContext {
        var ctx = systemContext(.accessibilityOnly)
        ctx.hidden = why
        return ctx
    }

    static func systemContext(_ kind: UsageKind, titleMode: ContainerCatalog.TitleMode? = nil) -> DisplayContext {
        var ctx = DisplayContext(kind: kind)
        ctx.titleMode = titleMode
        ctx.finish(defaultFont: nil, defaultLines: nil, noLines: "no line limit known for this container")
        return ctx
    }

    /// Resolves the value; for each key found, a usage with the site's context; the rest unresolved.
    func report(site: Syntax, value: ExprSyntax, mode: KeyResolver.Mode, table: String?, bundle: BundleRef? = nil, _ s: ResolveScope,
                        components: Bool = false, context: () -> DisplayContext, unfinished: (() -> DisplayContext)? = nil) {
        let resolution = KeyResolver.resolve(value, mode: mode, s)
        var seen = Set<String>()
        for problem in resolution.unresolved where seen.insert(problem.cause.description).inserted {
            addUnresolved(problem.node, file: problem.file, cause: problem.cause, at: site)
        }
        if !resolution.componentProperties.isEmpty {
            // SwiftUI: the context so far, the callers' modifiers still to come (pass 3).
            let open = components ? unfinished?() : nil
            var ctx = open ?? context()
            if ctx.shownAt == nil {
                ctx.shownAt = .code(file: file, line: lineTable.start(of: site).line, what: SyntaxFacts.oneLine(site))
            }
            for property in resolution.componentProperties {
                componentSites.append(FlowSite(target: property, context: ctx, finished: open == nil, visitor: self, site: site, value: Syntax(value)))
            }
        }
        guard !resolution.keys.isEmpty else { return }
        let ctx = context()
        add(keys: resolution.keys, table: table, bundle: bundle, context: ctx, site: site)
    }

    /// Usages for keys shown with a context; unresolved entries for its font or lines.
    func add(keys: [KeyRef], table: String?, bundle: BundleRef? = nil, context: DisplayContext, site: Syntax) {
        recorded.add(keys: keys, table: table, bundle: bundle, context: context, site: site)
    }

    func addUnresolved(_ node: Syntax, file problemFile: String, cause: UnresolvedCause, at site: Syntax) {
        recorded.addUnresolved(node, file: problemFile, cause: cause, at: site)
    }

    /// Walks the file once and gives what its display sites show (the visitor keeps the pass-3
    /// inputs: `componentSites`, `calls`, `assignments`, `references`).
    func run(_ tree: SourceFileSyntax) -> FileUsages {
        walk(tree)
        // Handed over, not kept: the visitor lives on through pass 3, and a copy kept here would
        // double the file's usages in memory (and make pass 3's append copy them).
        defer { recorded = FileUsages(file: file, lineTable: lineTable, index: index) }
        return recorded
    }
}
