import DynamicType
import SwiftSyntax

/// A nib element's text that the Swift code replaces through the element's outlet on every path of
/// the method that sets it (`nameLabel.text = field.name` in `awakeFromNib`, `configure(with:)`,
/// `viewDidLoad`): the document's own text is a placeholder the user never sees, so its object-ID
/// key is not drawn there. A text set only in a branch, a loop or a closure (an action handler) may
/// still be shown before or instead of it and keeps its box.
struct NibOverwrite: Sendable, Hashable {
    /// The nib's path and the element's object ID.
    var file: String
    var objectID: String
    /// The nib property replaced (`text`, `placeholder`, `normalTitle`, `configuration.title`).
    var property: String
    /// The class whose outlet the code sets and the outlet's name: the same outlet of a subclass's
    /// objects (another prototype cell of a subclass) is replaced alike.
    var ownerType: String?
    var outlet: String
    /// Where the code replaces it.
    var evidence: Evidence

    /// Swift property → the nib property it replaces.
    static let replacedProperty: [String: String] = [
        "text": "text", "attributedText": "text", "placeholder": "placeholder", "attributedPlaceholder": "placeholder",
        "setTitle": "normalTitle",
    ]

    /// The nib text `view.<swiftProperty> = ...` at `node` replaces, nil when the view is no outlet
    /// or the assignment is conditional.
    static func read(view: ExprSyntax, swiftProperty: String, at node: Syntax, _ scope: ResolveScope) -> NibOverwrite? {
        guard let property = replacedProperty[swiftProperty] else { return nil }
        return locate(view: view, property: property, at: node, scope) { path, line in
            .code(file: scope.file, line: line,
                  what: "\(path).\(swiftProperty == "setTitle" ? "setTitle(_:for: .normal)" : swiftProperty + " = …") on the outlet on every path of its method: the nib's \(property) is a placeholder, never drawn")
        }
    }

    /// `view.name(...)` at `node`, where `name` is a method the app declares in an extension of a text view
    /// class (`ContainerCatalog.textSetterExtensionClasses`) whose body sets `self.text`/`attributedText`
    /// (or `placeholder`/`attributedPlaceholder`) on every path: the call replaces that nib text like a
    /// direct `view.text = …` does.
    static func extensionSetter(view: ExprSyntax, name: String, call: FunctionCallExprSyntax, _ scope: ResolveScope) -> [NibOverwrite] {
        guard !scope.index.nibOutlets.isEmpty else { return [] }
        var out: [NibOverwrite] = []
        for type in ContainerCatalog.textSetterExtensionClasses {
            for member in scope.index.member(type, name) {
                guard let function = member.node.as(FunctionDeclSyntax.self), let body = function.body,
                      function.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true else { continue }
                for property in Set(replacedProperty.filter({ $0.key != "setTitle" }).values).sorted()
                where setsOnEveryPath(body.statements, Set(replacedProperty.filter { $0.value == property }.keys)) {
                    guard let replaced = locate(view: view, property: property, at: Syntax(call), scope, evidence: { path, line in
                        .code(file: scope.file, line: line,
                              what: "\(path).\(name)(…) on the outlet on every path of its method (\(type).\(name) at \(member.file):\(member.line) sets \(property) on every path): the nib's \(property) is a placeholder, never drawn")
                    }), !out.contains(replaced) else { continue }
                    out.append(replaced)
                }
            }
        }
        return out
    }

    /// True when the statements set one of `properties` on `self` (`self.text = …`, `text = …`) on every path:
    /// directly, or in every branch of an `if` with an `else`.
    private static func setsOnEveryPath(_ items: CodeBlockItemListSyntax, _ properties: Set<String>) -> Bool {
        items.contains { item in
            let expr = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let assignment = expr?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
                let lhs = assignment.leftOperand
                if let ref = lhs.as(DeclReferenceExprSyntax.self) { return properties.contains(ref.baseName.text) }
                if let member = lhs.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    return properties.contains(member.declName.baseName.text)
                }
                return false
            }
            if let branch = expr?.as(IfExprSyntax.self) { return ifSets(branch, properties) }
            return false
        }
    }

    private static func ifSets(_ branch: IfExprSyntax, _ properties: Set<String>) -> Bool {
        guard setsOnEveryPath(branch.body.statements, properties), let rest = branch.elseBody else { return false }
        switch rest {
        case .ifExpr(let next): return ifSets(next, properties)
        case .codeBlock(let block): return setsOnEveryPath(block.statements, properties)
        }
    }

    /// The texts inside document cells that every dequeue the code makes of them gives a `contentConfiguration`
    /// (`DequeuedCell.contentConfigured`): the configuration's content view draws instead, so none of the cell's
    /// own texts is drawn. A cell also dequeued once without one keeps its texts.
    static func contentConfigured(_ dequeues: [(cell: NibCell, file: String, line: Int?)]) -> [NibOverwrite] {
        let byCell = Dictionary(grouping: dequeues) { "\($0.cell.file)|\($0.cell.objectID)" }
        return byCell.keys.sorted().flatMap { key -> [NibOverwrite] in
            let all = byCell[key]!
            guard let first = all.first(where: { $0.line != nil }), let line = first.line, all.allSatisfy({ $0.line != nil }) else { return [] }
            let cell = first.cell
            let what = "\(cell.reuseIdentifier.isEmpty ? cell.nibName : cell.reuseIdentifier) given a contentConfiguration on each of its \(all.count) dequeue(s): the configuration's content view replaces the cell's document content, never drawn"
            return cell.contents.flatMap { t in
                t.texts.map { NibOverwrite(file: t.file, objectID: t.objectID, property: $0.property, ownerType: nil, outlet: "",
                                           evidence: .code(file: first.file, line: line, what: what)) }
            }
        }
    }

    /// `button.configuration = config` at `node`, where the same function sets the configuration's `title` or
    /// `attributedTitle` on every path: the button draws that title, so the nib's configuration title and, on
    /// a nib button styled by a `<buttonConfiguration>`, its normal-state title are never drawn. A
    /// configuration with no title set here leaves the nib's titles alone.
    static func configuration(view: ExprSyntax, value: ExprSyntax, at node: Syntax, _ scope: ResolveScope) -> [NibOverwrite] {
        guard let name = SyntaxFacts.dottedPath(SyntaxFacts.unwrapped(value)), !name.contains("."),
              let titled = titleAssignment(of: name, at: node) else { return [] }
        let titleLine = scope.index.line(of: titled, in: scope.file)
        var out: [NibOverwrite] = []
        for property in ["configuration.title", "normalTitle"] {
            guard let replaced = locate(view: view, property: property, at: node, scope, evidence: { path, line in
                .code(file: scope.file, line: line,
                      what: "\(path).configuration = \(name) on every path of its method, \(name).title set at line \(titleLine): the button draws that title; the nib's \(property) is never drawn")
            }) else { continue }
            if property == "normalTitle", !out.contains(where: { $0.objectID == replaced.objectID }) { continue }
            out.append(replaced)
        }
        return out
    }

    /// An unconditional `name.title = …` / `name.attributedTitle = …` in the function around `node`.
    private static func titleAssignment(of name: String, at node: Syntax) -> Syntax? {
        let found = CellSurroundings.Found(body: CellSurroundings.enclosingBody(node), classes: [])
        return found.assignments.first { a in
            (a.path == name + ".title" || a.path == name + ".attributedTitle") && a.target.map { isUnconditional(Syntax($0)) } == true
        }?.target.map(Syntax.init)
    }

    /// `control.setImage(image, forSegmentAt: n)` at `node`: the segment shows the image instead of the
    /// nib's title of that segment (`ContainerCatalog.Source.segmentImage`).
    static func segmentImage(view: ExprSyntax, segment: Int, at node: Syntax, _ scope: ResolveScope) -> NibOverwrite? {
        locate(view: view, property: "segmentTitles[\(segment)]", at: node, scope) { path, line in
            .documented(source: ContainerCatalog.Source.segmentImage,
                        what: "\(scope.file):\(line) \(path).setImage(_:forSegmentAt: \(segment)) on every path of its method: the segment shows an image, its title is never drawn")
        }
    }

    private static func locate(view: ExprSyntax, property: String, at node: Syntax, _ scope: ResolveScope,
                               evidence: (String, Int) -> Evidence) -> NibOverwrite? {
        guard !scope.index.nibOutlets.isEmpty,
              let (viewScope, path) = ViewScope.resolve(view, at: node, file: scope.file),
              let element = NibOutletJoin.element(scope: viewScope, path: path, at: node, scope),
              element.texts.contains(where: { $0.property == property }),
              isUnconditional(node) else { return nil }
        let line = scope.index.line(of: node, in: scope.file)
        let parts = path.split(separator: ".").map(String.init)
        let ownerType = parts.count == 1 ? (viewScope.contains("@") ? nil : viewScope)
            : TypeInference.type(ofPath: Array(parts.dropLast()), scope.moved(to: node, file: scope.file))
        return NibOverwrite(file: element.file, objectID: element.objectID, property: property, ownerType: ownerType, outlet: parts[parts.count - 1],
                            evidence: evidence(path, line))
    }

    /// True when nothing between the node and its method's body makes it conditional.
    static func isUnconditional(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self) { return true }
            if n.is(ClosureExprSyntax.self) || n.is(MemberBlockSyntax.self) || n.is(SwitchCaseSyntax.self) || n.is(GuardStmtSyntax.self)
                || n.is(TernaryExprSyntax.self) || n.is(CatchClauseSyntax.self) || n.is(ForStmtSyntax.self)
                || n.is(WhileStmtSyntax.self) || n.is(RepeatStmtSyntax.self) { return false }
            if let branch = n.as(IfExprSyntax.self), node.position >= branch.body.position { return false }
            current = n.parent
        }
        return false
    }
}
