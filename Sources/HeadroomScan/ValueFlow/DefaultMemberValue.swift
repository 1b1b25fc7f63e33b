import SwiftSyntax

/// What a stored property holds on a value the reading does not know (a parameter no followed call
/// binds): the initial value its declaration gives, when Swift leaves it no other. A `let` with an
/// initial value keeps it; a `var` keeps it when no code writes to a member of that name (assignment,
/// compound assignment, `&x.name`) and no call of the type passes an argument of that name (a
/// memberwise initializer). `public var messageFont: UIFont = .preferredFont(forTextStyle: .callout)`
/// read as `style.messageFont` in `func toast(style: ToastStyle)` is the callout style.
enum DefaultMemberValue {
    /// The declaration whose initial value `name` holds on any value of `type`, nil when that is not certain.
    static func member(_ name: String, of type: String, _ index: SourceIndex) -> SourceIndex.Member? {
        let found = index.inheritedMember(type, name)
        guard found.count == 1, !found[0].isStatic, let binding = found[0].node.as(PatternBindingSyntax.self),
              binding.initializer != nil, binding.accessorBlock == nil || isObserved(binding),
              let decl = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        if decl.bindingSpecifier.tokenKind == .keyword(.let) { return found[0] }
        guard !index.assignedNames.contains(name) else { return nil }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        let passed = (index.constructions[last] ?? []).contains { node in
            node.as(FunctionCallExprSyntax.self)?.arguments.contains { $0.label?.text == name } ?? true
        }
        return passed ? nil : found[0]
    }

    /// A stored property with `willSet`/`didSet` observers only: its initial value is still what its declaration
    /// gives [doc: The Swift Programming Language, Properties, "the willSet and didSet observers aren't called
    /// when a property is set in its own class's initializer" / observers respond to later changes].
    static func isObserved(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self), !accessors.isEmpty else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// The names an assignment writes, less the property an observer around it writes to itself (`didSet {
    /// maxWidth = min(maxWidth, 1) }` runs only after another write, which is what makes the value uncertain).
    static func writtenNames(assigning target: ExprSyntax, at node: Syntax) -> [String] {
        let names = writtenNames(target)
        let path = SyntaxFacts.dottedPath(target) ?? ""
        guard let own = observedProperty(around: node), path == own || path == "self." + own else { return names }
        return names.filter { $0 != own }
    }

    private static func observedProperty(around node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if let accessor = n.as(AccessorDeclSyntax.self) {
                guard [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind) else { return nil }
                var up = accessor.parent
                while let u = up, !u.is(PatternBindingSyntax.self) { up = u.parent }
                return up?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if n.is(MemberBlockSyntax.self) || n.is(SourceFileSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// `=` and the compound assignments (`+=`, `??=`, ...), not the comparisons.
    static func isAssignment(_ op: ExprSyntax) -> Bool {
        if op.is(AssignmentExprSyntax.self) { return true }
        guard let text = op.as(BinaryOperatorExprSyntax.self)?.operator.text, text.hasSuffix("=") else { return false }
        return !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// The names an assignment's target writes to: every member of its chain and its root name
    /// (`a.style.messageFont` → `a`, `style`, `messageFont`; a subscript's collection too).
    static func writtenNames(_ target: ExprSyntax) -> [String] {
        var names: [String] = []
        var current: ExprSyntax? = target
        while let e = current {
            if let member = e.as(MemberAccessExprSyntax.self) {
                names.append(SyntaxFacts.identifier(member.declName.baseName))
                current = member.base
            } else if let ref = e.as(DeclReferenceExprSyntax.self) {
                names.append(SyntaxFacts.identifier(ref.baseName))
                current = nil
            } else if let sub = e.as(SubscriptCallExprSyntax.self) {
                current = sub.calledExpression
            } else if let chain = e.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else if let forced = e.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let tuple = e.as(TupleExprSyntax.self) {
                names += tuple.elements.flatMap { writtenNames($0.expression) }
                current = nil
            } else {
                current = nil
            }
        }
        return names
    }
}
