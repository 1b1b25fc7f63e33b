import SwiftSyntax

/// What a table or collection cell draws beside its text, read where the code configures the cell:
/// the image (`UITableViewCell.imageView.image`, `UIListContentConfiguration.image` and its
/// `imageProperties.reservedLayoutSize`), the accessories (`accessoryType`, `editingAccessoryType`,
/// `accessoryView`, a list cell's `accessories`) and, in `valueCell()`, the other text of the row.
/// Read in the function (or closure) that sets the text and in the cell class's own methods. Each
/// narrows only the narrow end of the text's width: the code shows that it may be there, not its
/// width (`ContainerCatalog.CellAccessory`).
enum CellSurroundings {
    /// UIKit's cell classes an app's cell inherits from.
    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewListCell", "UICollectionViewCell"]

    /// `cell.textLabel` / `cell.detailTextLabel` (or `textLabel` inside the cell class) of a cell whose
    /// type is known to be a UIKit cell: the cell's path in the function (empty for the cell itself),
    /// its type and the label's name.
    private static func builtInLabel(_ view: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> (cell: String, type: String, property: String)? {
        let e = SyntaxFacts.unwrapped(view)
        let cellPath: String
        let cellType: String?
        let property: String
        if let member = e.as(MemberAccessExprSyntax.self), ["textLabel", "detailTextLabel"].contains(member.declName.baseName.text) {
            guard let base = member.base, let path = SyntaxFacts.dottedPath(base) else { return nil }
            cellPath = path == "self" ? "" : path
            cellType = cellPath.isEmpty ? scope.enclosingType : TypeInference.type(of: base, scope.moved(to: node, file: scope.file))
            property = member.declName.baseName.text
        } else if let ref = e.as(DeclReferenceExprSyntax.self), ["textLabel", "detailTextLabel"].contains(ref.baseName.text) {
            cellPath = ""
            cellType = scope.enclosingType
            property = ref.baseName.text
        } else {
            return nil
        }
        guard let cellType, isCell(cellType, scope.index, near: scope.enclosingType) else { return nil }
        return (cellPath, cellType, property)
    }

    /// The standard style the code makes the cell of a built-in label in (`tableCellStyle`), nil when
    /// the view is no such label or the code does not write the style.
    static func codeStyle(ofLabel view: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> String? {
        guard let (cellPath, cellType, _) = builtInLabel(view, at: node, scope) else { return nil }
        return tableCellStyle(cell: cellPath, classes: cellClassBodies(cellType, scope.index), at: node, scope)
    }

    /// `cell.textLabel` / `cell.detailTextLabel` (or `textLabel` inside the cell class): the standard
    /// style's font where the code sets none, and what stands beside the label of a default cell style.
    static func tableCellLabel(_ view: ExprSyntax, at node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        guard let (cellPath, cellType, property) = builtInLabel(view, at: node, scope) else { return }
        let body = enclosingBody(node)
        let classes = cellClassBodies(cellType, scope.index)
        if !ctx.fontSet, let style = tableCellStyle(cell: cellPath, classes: classes, at: node, scope) {
            ctx.setRole(.tableCellLabel(style: style, detail: property == "detailTextLabel"), node: node)
        }
        let found = Found(body: body, classes: classes)
        if let image = found.imageSite(cell: cellPath) {
            ctx.addBeside(estimate: ContainerCatalog.cellImageEstimate + ContainerCatalog.cellImagePaddingEstimate,
                          "\(ContainerCatalog.cellImageWhy) (imageView.image set at \(scope.index.line(of: image, in: scope.file)))")
        }
        addAccessories(found, cell: cellPath, &ctx)
    }

    /// `content.text` / `content.secondaryText` of a list content configuration (`configuration`):
    /// its image, the cell's accessories, and the other text of a `valueCell()`.
    static func listConfiguration(_ configuration: ExprSyntax, property: String, at node: Syntax, _ ctx: inout DisplayContext,
                                  _ scope: ResolveScope) {
        guard let name = SyntaxFacts.dottedPath(configuration), let body = enclosingBody(node) else {
            ctx.setRole(property == "text" ? .listCellText(factory: nil) : .listCellSecondaryText(factory: nil), node: node)
            return
        }
        let found = Found(body: body, classes: [])
        let other = property == "text" ? "secondaryText" : "text"
        let factories = found.constructors(of: name, scope.moved(to: node, file: scope.file))
        let factory = factories.count == 1 ? factories.first : nil
        ctx.setRole(property == "text" ? .listCellText(factory: factory) : .listCellSecondaryText(factory: factory), node: node)
        // `content.textProperties.font = f`, `content.secondaryTextProperties.numberOfLines = 1`.
        UIKitContext.apply(noted: textProperties(of: name, property: property, found, at: node, scope).map { ($0, "") }, &ctx, scope)
        if factories.contains("valueCell"), let beside = found.assigned(name + "." + other) {
            valueCellNeighbour(beside.value, other: other, configuration: name, factory: factory, found, at: node, &ctx, scope)
        }
        if let image = found.assigned(name + ".image"), !image.value.is(NilLiteralExprSyntax.self) {
            var points = ContainerCatalog.cellImageEstimate
            var why = ContainerCatalog.cellImageWhy
            if let reserved = found.assigned(name + ".imageProperties.reservedLayoutSize"),
               let width = sizeWidth(reserved.value, scope.moved(to: Syntax(reserved.value), file: scope.file)) {
                points = width
                why = "the image's reservedLayoutSize \(Int(width)) pt (line \(scope.index.line(of: reserved.value, in: scope.file))) and about \(Int(ContainerCatalog.cellImagePaddingEstimate)) pt padding; the image may be nil at runtime [inference]"
            }
            var padding = ContainerCatalog.cellImagePaddingEstimate
            if let set = found.assigned(name + ".imageToTextPadding"), let n = FontResolver.number(set.value, scope.moved(to: Syntax(set.value), file: scope.file)) {
                padding = n
            }
            ctx.addBeside(estimate: points + padding, why)
        }
        // The cell the configuration is given to (`cell.contentConfiguration = content`, `self.contentConfiguration = ...`).
        guard let cell = found.assignments.first(where: {
            ($0.path == "contentConfiguration" || $0.path.hasSuffix(".contentConfiguration"))
                && SyntaxFacts.dottedPath($0.value) == name
        }) else { return }
        let cellPath = String(cell.path.dropLast("contentConfiguration".count)).trimmingSuffix(".")
        var classes: [Syntax] = []
        if let type = cellPath.isEmpty ? scope.enclosingType
            : TypeInference.type(ofPath: cellPath.split(separator: ".").map(String.init), scope.moved(to: node, file: scope.file)) {
            classes = cellClassBodies(type, scope.index)
        }
        addAccessories(Found(body: body, classes: classes), cell: cellPath, &ctx)
    }

    /// The settings of `name.textProperties` (`text`) or `name.secondaryTextProperties` in the function, leaving out
    /// those in another branch than the site.
    private static func textProperties(of name: String, property: String, _ found: Found, at node: Syntax,
                                       _ scope: ResolveScope) -> [SourceIndex.ViewSetting] {
        let prefix = name + "." + (property == "text" ? "textProperties" : "secondaryTextProperties") + "."
        return found.assignments.compactMap { a -> SourceIndex.ViewSetting? in
            guard !a.own, a.path.hasPrefix(prefix), case let setting = String(a.path.dropFirst(prefix.count)),
                  ["font", "numberOfLines", "adjustsFontSizeToFitWidth", "minimumScaleFactor"].contains(setting),
                  !SyntaxFacts.inExclusiveBranches(Syntax(a.value), node) else { return nil }
            return SourceIndex.ViewSetting(property: setting, value: a.value, file: scope.file, line: scope.index.line(of: a.value, in: scope.file))
        }
    }

    /// The other text of a `valueCell()` row: measured per language beside the site's text (`besideTexts`) when the
    /// code gives its keys, in its own `textProperties` font or the catalog's for the factory; else an estimate.
    private static func valueCellNeighbour(_ value: ExprSyntax, other: String, configuration name: String, factory: String?,
                                           _ found: Found, at node: Syntax, _ ctx: inout DisplayContext, _ scope: ResolveScope) {
        let resolved = KeyResolver.resolve(value, mode: .string, scope.moved(to: Syntax(value), file: scope.file))
        var font: FontSpec?
        if let set = textProperties(of: name, property: other, found, at: node, scope).last(where: { $0.property == "font" }) {
            if case .font(let spec) = FontResolver.resolve(set.value, scope.moved(to: Syntax(set.value), file: scope.file)) { font = spec }
        } else {
            font = (other == "text" ? ContainerCatalog.Role.listCellText(factory: factory) : .listCellSecondaryText(factory: factory)).entry.font
        }
        let what = other == "text" ? "title" : "value"
        if ctx.besideTexts == nil, let font, resolved.unresolved.isEmpty, !resolved.notLocalized, resolved.componentProperties.isEmpty,
           !resolved.keys.isEmpty {
            ctx.besideTexts = (Array(Set(resolved.keys.map(\.key))).sorted(), font)
            ctx.addBeside(estimate: ContainerCatalog.defaultSpacing,
                          "\(ContainerCatalog.valueCellWhy): the \(what) beside it measured per language (beside:), and about \(Int(ContainerCatalog.defaultSpacing)) pt between them [inference]")
            return
        }
        ctx.addBeside(estimate: ContainerCatalog.unknownSiblingEstimate,
                      "\(ContainerCatalog.valueCellWhy): the \(what) beside it, about \(Int(ContainerCatalog.unknownSiblingEstimate)) pt [inference: a runtime text]")
    }

    /// Accessories of `cell` (its path in the function; empty for the cell itself), the widest reading of each setting.
    private static func addAccessories(_ found: Found, cell: String, _ ctx: inout DisplayContext) {
        for accessory in accessories(found, cell: cell) {
            let (points, why) = accessory.estimate
            ctx.addBeside(estimate: points, why)
        }
    }

    private static func accessories(_ found: Found, cell: String) -> [ContainerCatalog.CellAccessory] {
        let prefix = cell.isEmpty ? "" : cell + "."
        var list: [ContainerCatalog.CellAccessory] = []
        let views = found.all(prefix + "accessoryView").filter { !$0.value.is(NilLiteralExprSyntax.self) }
        let viewAccessories = views.map { found.controlType($0.value).map(ContainerCatalog.CellAccessory.control) ?? .other("accessoryView") }
        let types = (found.all(prefix + "accessoryType") + found.all(prefix + "editingAccessoryType"))
            .flatMap { memberNames(in: $0.value) }.compactMap(ContainerCatalog.CellAccessory.tableAccessoryType)
        // An accessory view replaces the accessory type's glyph [doc: UITableViewCell.accessoryView, "the table view
        // uses this view instead of the accessoryType"]: the widest the code may set.
        if let widest = (viewAccessories.isEmpty ? types : viewAccessories + types).max(by: { $0.estimate.points < $1.estimate.points }) {
            list.append(widest)
        }
        if let set = found.all(prefix + "accessories").last {
            list += found.listAccessories(set.value)
        }
        // `cell.accessories.append(.checkmark())`.
        list += (found.appended[prefix + "accessories"] ?? []).map(found.accessory)
        return list
    }

    /// A label of a cell the code loads from a nib (an outlet, or the built-in `textLabel` of the document's
    /// cell): the accessories the code sets on the cell replace the one the document draws, whose width the
    /// nib's layout already took off (`nibAccessory`); what they take beyond it narrows the narrow end.
    static func nibCellAccessories(_ view: ExprSyntax, nibAccessory: Double, at node: Syntax, _ ctx: inout DisplayContext,
                                   _ scope: ResolveScope) {
        let cellPath: String
        let cellType: String
        if let (path, type, _) = builtInLabel(view, at: node, scope) {
            (cellPath, cellType) = (path, type)
        } else if let member = SyntaxFacts.unwrapped(view).as(MemberAccessExprSyntax.self), let base = member.base,
                  let path = SyntaxFacts.dottedPath(base)?.replacingOccurrences(of: "?", with: ""), path != "self" {
            guard let type = TypeInference.type(of: base, scope.moved(to: node, file: scope.file)), isCell(type, scope.index) else { return }
            (cellPath, cellType) = (path, type)
        } else if let type = scope.enclosingType, isCell(type, scope.index) {
            (cellPath, cellType) = ("", type)
        } else {
            return
        }
        let found = Found(body: enclosingBody(node), classes: cellClassBodies(cellType, scope.index))
        let list = accessories(found, cell: cellPath)
        guard !list.isEmpty else { return }
        let points = list.map(\.estimate.points).reduce(0, +) - nibAccessory
        guard points > 0 else { return }
        let nibNote = nibAccessory > 0 ? "; the document's own accessory, \(Int(nibAccessory.rounded())) pt, is off already" : ""
        ctx.addBeside(estimate: points, list.map(\.estimate.why).joined(separator: "; ") + nibNote)
    }

    /// True for a type whose declared superclass chain reaches a UIKit cell class (a name is looked up
    /// as written, then nested in `near`, the type the code that names it is in).
    static func isCell(_ type: String, _ index: SourceIndex, near: String? = nil) -> Bool {
        var current = type
        for _ in 0..<8 {
            if cellClasses.contains(current) { return true }
            let nested = near.map { "\($0).\(current)" }
            guard let parent = index.declarations.supertypes[current]?.first ?? nested.flatMap({ index.declarations.supertypes[$0]?.first })
            else { return false }
            current = parent
        }
        return false
    }

    /// The bodies of the methods and initializers the cell class and its app superclasses declare.
    private static func cellClassBodies(_ type: String, _ index: SourceIndex) -> [Syntax] {
        guard isCell(type, index) else { return [] }
        return index.lineage(type).flatMap { owner -> [Syntax] in
            let members = (index.declarations.members[owner] ?? [:]).values.flatMap { $0 }
            var blocks: [SyntaxIdentifier: MemberBlockSyntax] = [:]
            for member in members {
                var up = member.node.parent
                while let n = up, !n.is(MemberBlockSyntax.self) { up = n.parent }
                if let block = up?.as(MemberBlockSyntax.self) { blocks[block.id] = block }
            }
            let initializers = blocks.values.flatMap { block in
                block.members.compactMap { $0.decl.as(InitializerDeclSyntax.self)?.body.map(Syntax.init) }
            }
            return members.compactMap { $0.node.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) } + initializers
        }
    }

    /// The standard style (`UITableViewCell.CellStyle` member) of the cell whose label the site sets: the
    /// style its class passes to `super.init(style:reuseIdentifier:)`, else the `style:` of the call that
    /// makes the local `cell` (`UITableViewCell(style: .value1, reuseIdentifier: nil)`); nil when neither is
    /// written as a member (the cell may come from a nib, or the style from a parameter).
    private static func tableCellStyle(cell: String, classes: [Syntax], at node: Syntax, _ scope: ResolveScope) -> String? {
        for body in classes {
            let finder = StyleArgumentFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            if let style = finder.style { return style }
        }
        guard !cell.isEmpty, !cell.contains("."), let binding = scope.moved(to: node, file: scope.file).localBinding(cell) else { return nil }
        for value in ResolveScope.values(of: binding) {
            guard let call = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self),
                  let style = SyntaxFacts.argument(call, "style").flatMap(SyntaxFacts.memberName) else { continue }
            return style
        }
        return nil
    }

    /// `super.init(style: .value1, reuseIdentifier: …)`: the style member a cell class's initializer passes up.
    private final class StyleArgumentFinder: SyntaxVisitor {
        var style: String?
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if style == nil, node.calledExpression.trimmedDescription == "super.init",
               let value = SyntaxFacts.argument(node, "style"), SyntaxFacts.unwrapped(value).is(MemberAccessExprSyntax.self) {
                style = SyntaxFacts.memberName(value)
            }
            return .visitChildren
        }
    }

    /// The function, initializer, accessor or closure the site is in.
    static func enclosingBody(_ node: Syntax) -> Syntax? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return nil }
            if let f = n.as(FunctionDeclSyntax.self) { return f.body.map(Syntax.init) }
            if let i = n.as(InitializerDeclSyntax.self) { return i.body.map(Syntax.init) }
            if let a = n.as(AccessorDeclSyntax.self) { return a.body.map(Syntax.init) }
            if n.is(ClosureExprSyntax.self) { return n }
            current = n.parent
        }
        return nil
    }

    /// `.checkmark`, `x ? .checkmark : .none`: the member names an accessory type expression can take.
    private static func memberNames(in expr: ExprSyntax) -> [String] {
        let e = SyntaxFacts.unwrapped(expr)
        if let ternary = e.as(TernaryExprSyntax.self) { return memberNames(in: ternary.thenExpression) + memberNames(in: ternary.elseExpression) }
        return SyntaxFacts.memberName(e).map { [$0] } ?? []
    }

    /// `CGSize(width: 30, height: 30)`, or a local bound to one.
    private static func sizeWidth(_ expr: ExprSyntax, _ scope: ResolveScope) -> Double? {
        let e = SyntaxFacts.unwrapped(expr)
        if let ref = e.as(DeclReferenceExprSyntax.self), let binding = scope.localBinding(ref.baseName.text),
           let value = ResolveScope.values(of: binding).first {
            return sizeWidth(value, scope.moved(to: Syntax(value), file: scope.file))
        }
        guard let call = e.as(FunctionCallExprSyntax.self), ["CGSize", "init"].contains(SyntaxFacts.calleeName(call) ?? ""),
              let width = SyntaxFacts.argument(call, "width") else { return nil }
        return FontResolver.number(width, scope)
    }

    /// The assignments and appends of one function body, and of the cell class's methods.
    struct Found {
        struct Assignment {
            var path: String
            var value: ExprSyntax
            var own: Bool
            /// The assigned expression as written (`primaryButton.configuration`).
            var target: ExprSyntax?
        }
        var assignments: [Assignment] = []
        /// `name.append(x)` / `name += [x]` in the body: name → appended expressions.
        var appended: [String: [ExprSyntax]] = [:]
        var body: Syntax?

        init(body: Syntax?, classes: [Syntax]) {
            self.body = body
            if let body { collect(body, own: false) }
            for c in classes where c.id != body?.id { collect(c, own: true) }
        }

        private mutating func collect(_ root: Syntax, own: Bool) {
            let finder = AssignmentCollector(root: root)
            finder.walk(root)
            assignments += finder.assignments.map { Assignment(path: $0.0, value: $0.1, own: own, target: $0.2) }
            if !own { for (name, values) in finder.appended { appended[name, default: []] += values } }
        }

        /// The last assignment to `path` in the function.
        func assigned(_ path: String) -> Assignment? { assignments.last { $0.path == path && !$0.own } }

        /// Assignments to `path` in the function, and to the same property on the cell itself in its class.
        func all(_ path: String) -> [Assignment] {
            let bare = path.split(separator: ".").last.map(String.init) ?? path
            return assignments.filter { $0.own ? $0.path == bare : $0.path == path }
        }

        func imageSite(cell: String) -> ExprSyntax? {
            let path = (cell.isEmpty ? "" : cell + ".") + "imageView.image"
            return assignments.last { ($0.own ? $0.path == "imageView.image" : $0.path == path) && !$0.value.is(NilLiteralExprSyntax.self) }?.value
        }

        /// The `UIListContentConfiguration` factories a configuration local is made with.
        func constructors(of name: String, _ scope: ResolveScope) -> Set<String> {
            var values = assignments.filter { $0.path == name && !$0.own }.map(\.value)
            if let binding = scope.localBinding(name), let initial = binding.initializer?.value { values.append(initial) }
            return Set(values.compactMap { v in SyntaxFacts.unwrapped(v).as(FunctionCallExprSyntax.self).flatMap(SyntaxFacts.calleeName) })
        }

        /// The accessories of `cell.accessories = value`: an array literal's elements, a local array
        /// with what the function appends to it; anything else one accessory of unknown width.
        func listAccessories(_ value: ExprSyntax) -> [ContainerCatalog.CellAccessory] {
            let e = SyntaxFacts.unwrapped(value)
            if let array = e.as(ArrayExprSyntax.self) { return array.elements.map { accessory($0.expression) } }
            if let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text {
                var elements: [ExprSyntax] = []
                if let body, let binding = Self.binding(name, in: body), let initial = binding.initializer?.value {
                    let start = SyntaxFacts.unwrapped(initial)
                    if let array = start.as(ArrayExprSyntax.self) { elements += array.elements.map(\.expression) }
                    else if !start.is(FunctionCallExprSyntax.self) { return [.other("accessories")] }
                }
                return (elements + (appended[name] ?? [])).map(accessory)
            }
            return [.other("accessories")]
        }

        private static func binding(_ name: String, in body: Syntax) -> PatternBindingSyntax? {
            for node in body.children(viewMode: .sourceAccurate) {
                if let items = node.as(CodeBlockItemListSyntax.self) ?? node.as(CodeBlockSyntax.self)?.statements,
                   let found = ViewScope.localDeclaration(in: items, name) { return found }
            }
            return nil
        }

        /// `.disclosureIndicator()`, `.customView(configuration: .init(customView: toggle, ...))`.
        func accessory(_ expr: ExprSyntax) -> ContainerCatalog.CellAccessory {
            let e = SyntaxFacts.unwrapped(expr)
            if let ref = e.as(DeclReferenceExprSyntax.self), let body, let binding = Self.binding(ref.baseName.text, in: body),
               let initial = binding.initializer?.value {
                return accessory(initial)
            }
            guard let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) else {
                return SyntaxFacts.memberName(e).map(ContainerCatalog.CellAccessory.listAccessory) ?? .other("accessory")
            }
            if name == "customView" {
                let finder = CustomViewFinder()
                finder.walk(call.arguments)
                if let view = finder.view, let type = controlType(view) { return .control(type) }
            }
            return ContainerCatalog.CellAccessory.listAccessory(name)
        }

        /// The class of a control of a size the catalog knows (`UISwitch()`, a `UIStepper`), made in place or
        /// through a local, a parameter (`{ (stepper: UIStepper) in ... }`) or a property of the cell made by
        /// one or declared as one.
        func controlType(_ expr: ExprSyntax) -> String? {
            let e = SyntaxFacts.unwrapped(expr)
            if let call = e.as(FunctionCallExprSyntax.self) {
                return SyntaxFacts.calleeName(call).flatMap { ContainerCatalog.intrinsicWidth(ofView: $0) == nil ? nil : $0 }
            }
            guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text ?? SyntaxFacts.dottedPath(e)?.split(separator: ".").last.map(String.init)
            else { return nil }
            var roots: [Syntax] = body.map { [$0] } ?? []
            // A property the cell declares (`lazy var theSwitch: UISwitch = { ... }()`).
            var up = Syntax(e).parent
            while let n = up, !n.is(MemberBlockSyntax.self) { up = n.parent }
            if let members = up { roots.append(members) }
            for root in roots {
                let finder = ControlDeclarationFinder(name: name)
                finder.walk(root)
                if let type = finder.type { return type }
            }
            return nil
        }
    }

    /// `a.b = value` statements (optional chaining removed), `name.append(x)`, `name += [x]`; not inside nested closures.
    private final class AssignmentCollector: SyntaxVisitor {
        let root: Syntax
        var assignments: [(String, ExprSyntax, ExprSyntax)] = []
        var appended: [String: [ExprSyntax]] = [:]

        init(root: Syntax) {
            self.root = root
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            // A closure the function keeps in a local (`let applyStepper = { (s: UIStepper) in cell.accessoryView = s }`)
            // runs where the function calls it: its settings are the function's.
            let storedInLocal = node.parent?.is(InitializerClauseSyntax.self) == true
                && node.parent?.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == false
            return Syntax(node).id == root.id || storedInLocal ? .visitChildren : .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard let path = SyntaxFacts.dottedPath(node.leftOperand) else { return .visitChildren }
            if node.operator.is(AssignmentExprSyntax.self) {
                assignments.append((path, node.rightOperand, SyntaxFacts.unwrapped(node.leftOperand)))
            } else if node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
                      let array = SyntaxFacts.unwrapped(node.rightOperand).as(ArrayExprSyntax.self) {
                appended[path, default: []] += array.elements.map(\.expression)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
               let base = member.base, let path = SyntaxFacts.dottedPath(base), let first = node.arguments.first {
                appended[path, default: []].append(first.expression)
            }
            return .visitChildren
        }
    }

    /// The `customView:` argument of a custom view accessory's configuration.
    private final class CustomViewFinder: SyntaxVisitor {
        var view: ExprSyntax?
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if view == nil, node.label?.text == "customView" { view = node.expression }
            return .visitChildren
        }
    }

    /// A declaration of `name` as a control the catalog sizes (`let name = UISwitch()`, `var name: UISwitch`,
    /// a closure's or function's parameter `name: UIStepper`).
    private final class ControlDeclarationFinder: SyntaxVisitor {
        let name: String
        var type: String?
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        private func known(_ written: String?) -> String? {
            guard let written, let type = TypeInference.normalize(written), ContainerCatalog.intrinsicWidth(ofView: type) != nil else { return nil }
            return type
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return .visitChildren }
            if let found = known(node.typeAnnotation?.type.trimmedDescription) { type = type ?? found }
            if let value = node.initializer?.value, let call = SyntaxFacts.unwrapped(value).as(FunctionCallExprSyntax.self),
               let found = known(SyntaxFacts.calleeName(call)) { type = type ?? found }
            return .skipChildren
        }
        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            if (node.secondName ?? node.firstName).text == name, let found = known(node.type?.trimmedDescription) { type = type ?? found }
            return .skipChildren
        }
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if (node.secondName ?? node.firstName).text == name, let found = known(node.type.trimmedDescription) { type = type ?? found }
            return .skipChildren
        }
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
