import SwiftSyntax

/// Pass 1 over one file: declarations (members, generated accessors) and UIKit view settings.
final class IndexCollector: SyntaxVisitor {
    static let viewProperties: Set<String> = [
        "font", "numberOfLines", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "minimumFontSize",
        "adjustsFontForContentSizeCategory", "maximumContentSizeCategory", "textAttributes",
    ]

    /// The value a setting records: for `textAttributes = [.font: f, ...]` (the attributes a label class that draws
    /// through its own text container applies to its content) the `.font` entry, nil when the literal has none.
    static func settingValue(_ property: String, _ value: ExprSyntax) -> ExprSyntax? {
        guard property == "textAttributes" else { return value }
        guard let dictionary = SyntaxFacts.unwrapped(value).as(DictionaryExprSyntax.self),
              let elements = dictionary.content.as(DictionaryElementListSyntax.self) else { return nil }
        return elements.first { SyntaxFacts.memberName($0.key) == "font" }?.value
    }

    private(set) var index = FileIndex()
    let file: String
    let lineTable: LineTable
    private let starts = StartPositions()
    /// The image bar button items counted so far in this file, by the type that puts them in its bar.
    private var imageBarItemNodes: [String: [Syntax]] = [:]

    init(file: String, lineTable: LineTable) {
        self.file = file
        self.lineTable = lineTable
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        lineTable.location(of: starts.start(of: Syntax(node))).line
    }

    /// A file of a test bundle (it imports a test framework): the app never runs it, so it constructs no value the app shows.
    private var isTestCode = false

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        index.files[node.id] = file
        isTestCode = node.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.first.map { ContainerCatalog.testFrameworks.contains($0.name.text) } ?? false
        }
        return .visitChildren
    }

    /// A branch an iPhone build never compiles: its declarations are not the app's on iOS.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        PlatformCondition.compiledForIOS(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = SyntaxFacts.enclosingTypeName(Syntax(node)), isMemberLevel(Syntax(node)) else { return .visitChildren }
        let isStatic = SyntaxFacts.isStatic(node.modifiers)
        for binding in node.bindings {
            guard let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let name = SyntaxFacts.identifier(token)
            let member = SourceIndex.Member(node: Syntax(binding), file: file, line: line(binding), isStatic: isStatic)
            register(member, type: type, name: name)
            if isStatic, let accessor = accessorKey(in: Syntax(binding)) {
                index.accessors[type + "." + name] = accessor
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            let name = SyntaxFacts.identifier(node.name)
            index.freeFunctions[name, default: []].append(SourceIndex.Member(node: Syntax(node), file: file, line: line(node), isStatic: true))
            return .visitChildren
        }
        if ToolbarItemContent.returnsView(node), let body = node.body {
            index.viewFunctions[SyntaxFacts.identifier(node.name), default: []].append(Syntax(body))
        }
        guard let type = SyntaxFacts.enclosingTypeName(Syntax(node)), isMemberLevel(Syntax(node)) else { return .visitChildren }
        let name = SyntaxFacts.identifier(node.name)
        let isStatic = SyntaxFacts.isStatic(node.modifiers)
        register(SourceIndex.Member(node: Syntax(node), file: file, line: line(node), isStatic: isStatic), type: type, name: name)
        if let position = PushedScreen.wrappedPosition(node) { index.pushWrappers[name, default: []].insert(position) }
        if isStatic, let body = node.body, let accessor = accessorKey(in: Syntax(body)) {
            index.accessors[type + "." + name] = accessor
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.memberBlock, .valueType)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.memberBlock, .valueType)
        if let type = SyntaxFacts.enclosingTypeName(Syntax(node.memberBlock)), let raw = EnumCaseFlow.integerRawValues(node) {
            index.enumIntegerRawValues[type] = raw
        }
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.memberBlock, .actor)
        return .visitChildren
    }

    private func declare(_ block: MemberBlockSyntax, _ kind: DeclaredType) {
        if let type = SyntaxFacts.enclosingTypeName(Syntax(block)) { index.declaredTypes[type] = kind }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.memberBlock, .class)
        if let inherited = node.inheritanceClause?.inheritedTypes, let type = SyntaxFacts.enclosingTypeName(Syntax(node.memberBlock)) {
            index.supertypes[type] = inherited.map { $0.type.trimmedDescription }
        }
        return .visitChildren
    }

    /// Conformances a type or an extension declares (`extension APIError: LocalizedError`).
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(AssociatedTypeDeclSyntax.self) == false, let type = SyntaxFacts.enclosingTypeName(Syntax(node)) else { return .skipChildren }
        for inherited in node.inheritedTypes { index.conformances[inherited.type.trimmedDescription, default: []].insert(type) }
        return .skipChildren
    }

    /// A protocol's requirements (its members are not indexed: a requirement has no value to follow).
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var names = Set<String>()
        for item in node.memberBlock.members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier { names.insert(SyntaxFacts.identifier(token)) }
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                names.insert(SyntaxFacts.identifier(function.name))
            }
        }
        let name = SyntaxFacts.identifier(node.name)
        index.protocolRequirements[name, default: []].formUnion(names)
        // A refinement (`protocol Q: P`) conforms to what it refines: Q's conforming types are P's too.
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            index.conformances[inherited.type.trimmedDescription, default: []].insert(name)
        }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxFacts.identifier(node.name)
        let owner = SyntaxFacts.enclosingTypeName(Syntax(node))
        index.typeAliases[owner.map { $0 + "." + name } ?? name] = node.initializer.value.trimmedDescription
        return .skipChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if let type = SyntaxFacts.enclosingTypeName(Syntax(node)) {
            let parameters = node.parameterClause?.parameters.map { $0.type.trimmedDescription } ?? []
            index.enumCases[type, default: [:]][SyntaxFacts.identifier(node.name)] = parameters
            if let raw = EnumCaseFlow.stringRawValue(node) { index.enumRawValues[type, default: [:]][SyntaxFacts.identifier(node.name)] = raw }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        index.accessibilityNames.formUnion(AccessibilityUse.referencedNames(in: node))
        TabTitleColor.record(Syntax(node), file: file, line: line(node), into: &index)
        HeightConstraint.record(node, file: file, line: line(node), into: &index)
        SiblingConstraint.record(node, file: file, line: line(node), into: &index)
        SiblingConstraint.recordStack(node, file: file, line: line(node), into: &index)
        if NibCell.registration(node) != nil, let type = SyntaxFacts.enclosingTypeName(Syntax(node)) {
            index.nibRegistrations[type, default: []].append((Syntax(node), file))
        }
        if !node.arguments.isEmpty, let name = SyntaxFacts.calleeName(node),
           SyntaxFacts.receiver(node).map({ $0.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }) ?? true {
            index.ownCalls[name, default: []].append(Syntax(node))
        }
        let toolbarItem = ["ToolbarItem", "ToolbarItemGroup"].contains(SyntaxFacts.calleeName(node) ?? "")
            && ContainerCatalog.barPlacement(of: node) == .navigationBar ? node.trailingClosure : nil
        if let content = toolbarItem, let function = AlertEmphasis.enclosingFunction(of: Syntax(node)),
           ToolbarItemContent.returnsToolbarContent(function) {
            index.toolbarFunctionItems[SyntaxFacts.identifier(function.name), default: []].append(Syntax(content))
        } else if let content = toolbarItem, ToolbarItemContent.drawn(Syntax(content)) == .unknown,
                  let type = SyntaxFacts.enclosingTypeName(Syntax(node)) {
            index.followedToolbarItems.append((Syntax(content), type))
        } else if ContainerCatalog.isImageBarItem(node), let (function, item) = HelperBarItem.read(node) {
            index.helperBarItems[function, default: []].append(item)
        } else if ContainerCatalog.isImageBarItem(node), let type = SyntaxFacts.enclosingTypeName(Syntax(node)) {
            // Items made in different branches of one `switch` or `if` (`case .editing: item = a`,
            // `case .browsing: item = b`) are never in the bar together: they count once.
            let counted = imageBarItemNodes[type] ?? []
            if !counted.contains(where: { SyntaxFacts.inExclusiveBranches($0, Syntax(node)) }) {
                index.imageBarItems[type, default: 0] += 1
                imageBarItemNodes[type, default: []].append(Syntax(node))
            }
        }
        if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isLowercase == true,
           ToolbarItemContent.isInToolbarModifier(Syntax(node)), let type = SyntaxFacts.enclosingTypeName(Syntax(node)) {
            index.toolbarCalls[ref.baseName.text, default: []].append(type)
        }
        if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true {
            index.constructions[ref.baseName.text, default: []].append(Syntax(node))
            recordPush(of: ref.baseName.text, factory: nil, node)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
                  member.declName.baseName.text.first?.isLowercase == true {
            recordPush(of: base.baseName.text, factory: member.declName.baseName.text, node)
        }
        return .visitChildren
    }

    /// A construction of `type` (or its factory's call) pushed, or passed to a call that may be the app's own push.
    private func recordPush(of type: String, factory: String?, _ node: FunctionCallExprSyntax) {
        guard index.pushedScreens[type] == nil, let found = PushedScreen.enclosingCall(around: node) else { return }
        if PushedScreen.pushCalls.contains(found.name), factory == nil {
            index.pushedScreens[type] = (file, line(node), found.name)
        } else if found.position == 0 || PushedScreen.pushCalls.contains(found.name) {
            index.pushCandidates.append(PushedScreen.Candidate(type: type, file: file, line: line(node), call: found.name,
                                                               position: found.position, factory: factory))
        }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text.first?.isUppercase == true { index.typeReferences[node.baseName.text, default: []].append(Syntax(node)) }
        index.referencedNames.insert(node.baseName.text)
        if !isTestCode, let name = UnreachableBranch.valueName(node) { index.valueNames.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(ExtensionDeclSyntax.self) != true {
            index.typeReferences[node.name.text, default: []].append(Syntax(node))
        }
        return .visitChildren
    }

    /// `tab.label`: a member read on a local or parameter (context hook, `ViewMemberUse.externalUses`).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `Localizations.addCode`, `L10n.Scene.title` (outermost of a chain): where an absent generated file is read.
        if node.parent?.is(MemberAccessExprSyntax.self) != true, let path = SyntaxFacts.dottedPath(ExprSyntax(node)),
           let dot = path.firstIndex(of: "."), path.first?.isUppercase == true {
            index.undeclaredPaths[String(path[..<dot]), default: []].insert(String(path[path.index(after: dot)...]))
        }
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isLowercase == true, base.baseName.text != "self" {
            index.memberReferences[node.declName.baseName.text, default: []].append((Syntax(node), file))
        }
        return .visitChildren
    }

    /// `&x.name`: an inout argument may write to `name`.
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        index.assignedNames.formUnion(DefaultMemberValue.writtenNames(node.expression))
        return .visitChildren
    }

    /// `target.font = value` and the other view settings.
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        SiblingConstraint.recordStackSetting(node, file: file, line: line(node), into: &index)
        TabTitleColor.record(Syntax(node), file: file, line: line(node), into: &index)
        if DefaultMemberValue.isAssignment(node.operator) {
            index.assignedNames.formUnion(DefaultMemberValue.writtenNames(assigning: node.leftOperand, at: Syntax(node)))
        }
        if node.operator.is(AssignmentExprSyntax.self), let bare = node.leftOperand.as(DeclReferenceExprSyntax.self),
           bare.baseName.text == "maximumContentSizeCategory", let type = SyntaxFacts.enclosingTypeName(Syntax(node)) {
            // A view's own limit set inside its class (`maximumContentSizeCategory = .accessibility2`), as `self.…`.
            index.viewSettings[type, default: [:]]["self", default: []].append(
                SourceIndex.ViewSetting(property: bare.baseName.text, value: node.rightOperand, file: file, line: line(node)))
            return .visitChildren
        }
        guard node.operator.is(AssignmentExprSyntax.self), let lhs = node.leftOperand.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        if lhs.declName.baseName.text == "isHidden" {
            recordVisibility(lhs, node)
            return .visitChildren
        }
        guard Self.viewProperties.contains(lhs.declName.baseName.text), let base = lhs.base else { return .visitChildren }
        // `outgoing.font = f` in a `titleTextAttributesTransformer`: the font of that button's title.
        let targets = Self.transformedButton(font: lhs, at: node).map { [$0] } ?? ViewScope.loopTargets(of: base, at: Syntax(node)) ?? [base]
        guard let value = Self.settingValue(lhs.declName.baseName.text, node.rightOperand) else { return .visitChildren }
        for target in targets {
            guard let (scope, path) = ViewScope.resolve(target, at: Syntax(node), file: file) else { continue }
            index.viewSettings[scope, default: [:]][path, default: []].append(
                SourceIndex.ViewSetting(property: lhs.declName.baseName.text, value: value, file: file, line: line(node)))
        }
        return .visitChildren
    }

    /// `view.isHidden = value` (`self.isHidden` inside a view is the view's own), by the view's last path
    /// component, wherever it is set: a view set hidden and never set to anything else is never drawn.
    private func recordVisibility(_ lhs: MemberAccessExprSyntax, _ node: InfixOperatorExprSyntax) {
        let setting = SourceIndex.ViewSetting(property: "isHidden", value: node.rightOperand, file: file, line: line(node))
        guard let base = lhs.base else { return }
        let targets = ViewScope.loopTargets(of: base, at: Syntax(node)) ?? [base]
        for target in targets {
            let path = SyntaxFacts.dottedPath(target)?.replacingOccurrences(of: "?", with: "") ?? "*"
            let last = path.split(separator: ".").last.map(String.init) ?? path
            index.visibility[last.hasPrefix("$") ? "*" : last, default: []].append(setting)
            if HiddenView.isTrue(node.rightOperand), let (scope, viewPath) = ViewScope.resolve(target, at: Syntax(node), file: file) {
                if index.hiddenViews[scope]?[viewPath] == nil { index.hiddenViews[scope, default: [:]][viewPath] = setting }
            }
        }
    }

    /// `b.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
    /// var outgoing = incoming; outgoing.font = f; return outgoing }`: the button `b` whose title the
    /// transformer's attributes (its font) draw.
    static func transformedButton(font lhs: MemberAccessExprSyntax, at node: InfixOperatorExprSyntax) -> ExprSyntax? {
        guard lhs.declName.baseName.text == "font", lhs.base?.is(DeclReferenceExprSyntax.self) == true else { return nil }
        var current: Syntax? = Syntax(node).parent
        while let c = current, !c.is(ClosureExprSyntax.self) { current = c.parent }
        guard let closure = current else { return nil }
        // The closure is the transformer's argument (or trailing closure), or assigned itself.
        var value = closure
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
           SyntaxFacts.calleeName(call) == "UIConfigurationTextAttributesTransformer" {
            value = Syntax(call)
        }
        guard let assignment = value.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
              Syntax(assignment.rightOperand) == value,
              let target = SyntaxFacts.unwrapped(assignment.leftOperand).as(MemberAccessExprSyntax.self),
              target.declName.baseName.text == "titleTextAttributesTransformer",
              let configuration = target.base.map(SyntaxFacts.unwrapped)?.as(MemberAccessExprSyntax.self),
              configuration.declName.baseName.text == "configuration", let button = configuration.base
        else { return nil }
        return button
    }

    /// Under the type's full name and, for `extension A.B`, also under `B`.
    private func register(_ member: SourceIndex.Member, type: String, name: String) {
        index.members[type, default: [:]][name, default: []].append(member)
        if let last = type.split(separator: ".").last, last.count < type.count, !type.hasPrefix("L10n") {
            index.members[String(last), default: [:]][name, default: []].append(member)
        }
    }

    /// A member of a type (not a local inside a function body).
    private func isMemberLevel(_ node: Syntax) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
    }

    /// The localization call an accessor's initializer or body is (`static let a = tr(...)`,
    /// `return tr(...)`); not one inside a larger value (`static let all = [Plan(title: tr(...))]`).
    private func accessorKey(in node: Syntax) -> SourceIndex.Accessor? {
        var values: [ExprSyntax] = []
        if let binding = node.as(PatternBindingSyntax.self) {
            values = ResolveScope.values(of: SourceIndex.Member(node: node, file: file, line: 0, isStatic: true))
            if binding.initializer == nil, binding.accessorBlock == nil { return nil }
        } else if let body = node.as(CodeBlockSyntax.self) {
            values = SyntaxFacts.returnedExpressions(body.statements)
        }
        guard values.count == 1 else { return nil }
        let finder = LocalizationCallFinder(viewMode: .sourceAccurate)
        finder.walk(values[0])
        guard let call = finder.found, call.id == SyntaxFacts.unwrapped(values[0]).id || isWrapped(call, in: values[0]),
              let key = LocalizationCall.read(call) else { return nil }
        return SourceIndex.Accessor(table: key.table, key: key.key, file: file, line: line(call), defaultValue: key.defaultValue,
                                    bundle: key.bundle)
    }
}

extension IndexCollector {
    /// `String(format: tr(...), ...)`-style wrappers are not accessors; only the call itself, or
    /// the call as the receiver of a pass-through (`tr(...).uppercased()`).
    fileprivate func isWrapped(_ call: FunctionCallExprSyntax, in value: ExprSyntax) -> Bool {
        var e = SyntaxFacts.unwrapped(value)
        while let outer = e.as(FunctionCallExprSyntax.self), let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, KeyResolver.passThroughMethods.contains(member.declName.baseName.text) {
            e = SyntaxFacts.unwrapped(base)
        }
        return e.id == call.id
    }
}

/// Finds the first localization call (`tr("T", "k")`, `NSLocalizedString`, ...) under a node.
final class LocalizationCallFinder: SyntaxVisitor {
    var found: FunctionCallExprSyntax?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, LocalizationCall.read(node) != nil { found = node }
        return found == nil ? .visitChildren : .skipChildren
    }
}
