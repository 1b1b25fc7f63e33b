import SwiftSyntax

/// Toolbar items an app builds in its own functions: a function or computed property that returns
/// toolbar content (`func cancelToolbarItem(_:) -> some ToolbarContent { ToolbarItem { … } }`) puts
/// its items in the bar of every view whose `.toolbar { }` calls it, as a `ToolbarContent` type does
/// where it is constructed ("ToolbarContent: conforming types represent items that can be placed in
/// various locations in a toolbar" [doc: ToolbarContent]; result builders compose a function's result
/// as any other expression). An item's content is an image when it draws an `Image` or a `Label`
/// (icon only in a bar [doc: LabelStyle.titleAndIcon]) and no text of its own; an `Image`'s
/// `label:` text is its accessibility label [doc: Image.init(_:bundle:label:)].
enum ToolbarHelper {
    /// Return types of a function that builds toolbar content.
    static let contentTypes: Set<String> = [
        "some ToolbarContent", "some CustomizableToolbarContent", "ToolbarItem", "ToolbarItemGroup",
    ]

    /// The function or computed property around `item` that returns toolbar content, by name.
    static func enclosingHelper(of item: FunctionCallExprSyntax) -> String? {
        var current = Syntax(item).parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                guard function.name.text != "body", let returns = function.signature.returnClause?.type.trimmedDescription else { return nil }
                return contentTypes.contains(returns) || returns.hasPrefix("ToolbarItem<") ? SyntaxFacts.identifier(function.name) : nil
            }
            if let binding = node.as(PatternBindingSyntax.self) {
                // `body` is a `ToolbarContent` type's own content, counted where the type is made.
                guard let type = binding.typeAnnotation?.type.trimmedDescription, contentTypes.contains(type) || type.hasPrefix("ToolbarItem<"),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text != "body" else { return nil }
                return SyntaxFacts.identifier(name)
            }
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) || node.is(ClosureExprSyntax.self) && node.parent?.is(FunctionCallExprSyntax.self) == false {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// The app's functions and properties a `.toolbar { }` closure places as its content
    /// (`cancelToolbarItem { … }`, `trailingItems`), by name.
    static func calledHelpers(in toolbar: FunctionCallExprSyntax) -> [String] {
        guard SyntaxFacts.calleeName(toolbar) == "toolbar", toolbar.calledExpression.is(MemberAccessExprSyntax.self) || toolbar.calledExpression.is(DeclReferenceExprSyntax.self),
              let closure = toolbar.trailingClosure ?? SyntaxFacts.argument(toolbar, "content")?.as(ClosureExprSyntax.self) else { return [] }
        var names: [String] = []
        func visit(_ statements: CodeBlockItemListSyntax) {
            for statement in statements {
                guard let expr = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
                let e = SyntaxFacts.unwrapped(expr)
                if let branch = e.as(IfExprSyntax.self) {
                    visit(branch.body.statements)
                    if case .codeBlock(let block) = branch.elseBody { visit(block.statements) }
                    continue
                }
                if let name = ownName(e) { names.append(name) }
            }
        }
        visit(closure.statements)
        return names
    }

    /// `f(…)`, `f { }`, `self.f(…)`, `p`, `self.p`: a name the enclosing type or its extensions declare.
    private static func ownName(_ expr: ExprSyntax) -> String? {
        var e = expr
        if let call = e.as(FunctionCallExprSyntax.self) { e = call.calledExpression }
        if let ref = e.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isLowercase == true { return ref.baseName.text }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        return nil
    }

    /// What a toolbar item's content draws.
    enum Content: Equatable {
        /// An image (or an icon-only label) and no text.
        case image
        /// Text, or a view the scan cannot tell is an image.
        case other
        /// Only calls of functions the app may declare (`cancelToolbarButton(action:)`): decided by
        /// their bodies. Each: the name and the label of its first argument.
        case calls([Callee])
    }

    struct Callee: Hashable, Sendable {
        var name: String
        var firstLabel: String?
        /// Called with a trailing closure only (`cancelButton { }`): the closure fills the first parameter, whatever its label.
        var trailingOnly = false
    }

    static func content(of node: Syntax) -> Content {
        let finder = ContentFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        if finder.text { return .other }
        if finder.image { return .image }
        return finder.callees.isEmpty ? .other : .calls(finder.callees)
    }

    private final class ContentFinder: SyntaxVisitor {
        var image = false
        var text = false
        var callees: [Callee] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let ref = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
            let name = ref.baseName.text
            let first = node.arguments.first
            switch name {
            case "Image", "Label":
                image = true
                // An Image's `label:` is spoken; a Label's title is hidden in a bar.
                return .skipChildren
            case "Text", "TextField":
                text = true
                return .skipChildren
            case _ where name.first?.isUppercase == true:
                // A view with a title argument (`Button("k")`, an app's `AsyncButton(label)`) may draw text.
                if let first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) { text = true }
                return .visitChildren
            default:
                callees.append(Callee(name: name, firstLabel: first?.label?.text, trailingOnly: first == nil && node.trailingClosure != nil))
                return .visitChildren
            }
        }
    }
}

extension ToolbarHelper {
    /// Whether an item's content is an image, following the app's functions it calls (by name and
    /// first argument label) up to `depth` levels; a call the app does not declare is an action.
    static func isImage(_ item: Content, _ index: FileIndex, depth: Int = 3) -> Bool {
        switch item {
        case .image: return true
        case .other: return false
        case .calls(let callees):
            guard depth > 0 else { return false }
            var image = false
            for callee in callees {
                for body in bodies(of: callee, index) {
                    let inner = content(of: body)
                    guard inner != .other else { return false }
                    if isImage(inner, index, depth: depth - 1) { image = true } else { return false }
                }
            }
            return image
        }
    }

    /// The bodies of the functions named as `callee` whose first parameter has its label.
    private static func bodies(of callee: Callee, _ index: FileIndex) -> [Syntax] {
        let members = index.members.values.flatMap { $0[callee.name] ?? [] } + (index.freeFunctions[callee.name] ?? [])
        return members.compactMap { member in
            guard let function = member.node.as(FunctionDeclSyntax.self), let body = function.body else { return nil }
            let first = function.signature.parameterClause.parameters.first.map { $0.firstName.text }
            let label = first == "_" ? nil : first
            guard label == callee.firstLabel || callee.trailingOnly else { return nil }
            return Syntax(body)
        }
    }
}
