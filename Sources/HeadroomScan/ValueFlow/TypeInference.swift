import SwiftSyntax

/// The declared type of a value, when the code writes it: a local's or property's annotation or
/// `T(...)` initializer, a parameter's type, `@Environment(T.self)`, a closure parameter of
/// `ForEach(T.allCases)` / `ForEach(items)`, a `for x in T.allCases` loop. Only names, no generics solving.
enum TypeInference {
    static func type(of expr: ExprSyntax, _ scope: ResolveScope) -> String? {
        guard scope.depth < ResolveScope.maxDepth else { return nil }
        var stripped = expr
        while let t = stripped.as(TryExprSyntax.self) { stripped = t.expression }
        // A type named bare is looked up as Swift does, in the enclosing types first (`as! ModeCell` inside the
        // controller that nests `ModeCell`).
        if let cast = stripped.as(AsExprSyntax.self) { return normalize(cast.type.trimmedDescription).map { nestedType($0, scope) ?? $0 } }
        let e = SyntaxFacts.unwrapped(expr)
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self" { return scope.enclosingType }
            return typeOfName(name, scope)
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base != nil { return memberChainType(member, scope) }
        if let call = e.as(FunctionCallExprSyntax.self), let identified = dataSourceIdentifier(call, scope) { return identified }
        if let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call),
           call.calledExpression.is(DeclReferenceExprSyntax.self), name.first?.isUppercase == true {
            return nestedType(name, scope) ?? name
        }
        if e.is(StringLiteralExprSyntax.self) { return "String" }
        // `[T(...), ...]`: the first element's type.
        if let array = e.as(ArrayExprSyntax.self), let first = array.elements.first { return type(of: first.expression, scope) }
        // `items[i]`: the element (`[T]` is read as `T`).
        if let subscriptCall = e.as(SubscriptCallExprSyntax.self) { return type(of: subscriptCall.calledExpression, scope) }
        // `T.make()`, `x.make()`: the declared return type of the function the code declares.
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let owner = SyntaxFacts.dottedPath(base).flatMap { $0.first?.isUppercase == true ? $0 : nil } ?? type(of: base, scope)
            guard let owner else { return nil }
            let found = scope.index.member(owner, member.declName.baseName.text).compactMap { $0.node.as(FunctionDeclSyntax.self) }
            guard found.count == 1, let returns = found[0].signature.returnClause?.type.trimmedDescription else { return nil }
            return returns == "Self" ? owner : normalize(returns)
        }
        return nil
    }

    /// `base.name`: a type's member when `base` is a type's path (`Mode.a`, `Theme.shared`), else the
    /// member of the base's type. A chain `a.b.c…` is read in one pass: each link's base path is
    /// the link below it plus one name (never walked again), and the links are read from the
    /// outermost one that names a type's member down to the root, so the chain costs linear time.
    private static func memberChainType(_ outer: MemberAccessExprSyntax, _ scope: ResolveScope) -> String? {
        // The links, outermost first, down to the expression below the innermost one.
        var links: [MemberAccessExprSyntax] = []
        var current = outer
        var root: ExprSyntax
        while true {
            links.append(current)
            guard let base = current.base else { return nil }
            var stripped = base
            while let t = stripped.as(TryExprSyntax.self) { stripped = t.expression }
            if !stripped.is(AsExprSyntax.self), let next = SyntaxFacts.unwrapped(base).as(MemberAccessExprSyntax.self), next.base != nil {
                current = next
                continue
            }
            root = base
            break
        }
        scope.memo.typeChainLinks += links.count
        // The dotted path of each link's base (`SyntaxFacts.dottedPath`), innermost first.
        var basePaths: [ChainPath?] = []
        basePaths.reserveCapacity(links.count)
        var below = SyntaxFacts.dottedPath(root).map { ChainPath($0, limit: scope.index.typeParts) }
        for link in links.reversed() {
            basePaths.append(below)
            let name = SyntaxFacts.identifier(link.declName.baseName)
            if let ref = link.base?.as(DeclReferenceExprSyntax.self), ref.baseName.text == "self" {
                below = ChainPath(name, limit: scope.index.typeParts)
            } else {
                below = below.map { $0.appending(name, limit: scope.index.typeParts) }
            }
        }
        basePaths.reverse()
        // The outermost link whose base is a type's path naming the member (or an enum case) gives
        // the type directly; the links above it are read as members of the type below them.
        var start = links.count
        var type: String?
        for (k, link) in links.enumerated() {
            guard let path = basePaths[k], path.startsUppercase else { continue }
            let name = link.declName.baseName.text
            if path.member(name, scope.index) {
                let text = path.text ?? SyntaxFacts.dottedPath(link.base!) ?? ""
                type = memberType(text, name, scope)
                start = k
                break
            }
            // `Mode.a`: an enum case (cases are not indexed as members) is of its enum.
            if let text = path.text, scope.index.members[text] != nil {
                type = text
                start = k
                break
            }
        }
        if start == links.count { type = self.type(of: root, scope) }
        for link in links[..<start].reversed() {
            guard let current = type else { return nil }
            type = memberType(current, link.declName.baseName.text, scope)
        }
        return type
    }

    /// A dotted path built one name at a time: its text while no longer than a declared type's
    /// name (`SourceIndex.typeParts`), past that only what `SourceIndex.member` reads of it (the last part).
    private struct ChainPath {
        var text: String?
        var startsUppercase: Bool
        var last: Substring
        var parts: Int

        init(_ path: String, limit: Int) {
            parts = path.utf8.count(where: { $0 == UInt8(ascii: ".") }) + 1
            text = path
            startsUppercase = path.first?.isUppercase == true
            last = path.split(separator: ".").last ?? ""
            if parts > limit { text = nil }
        }

        func appending(_ name: String, limit: Int) -> ChainPath {
            var next = self
            next.parts += 1
            next.last = Substring(name)
            next.text = next.parts > limit ? nil : text.map { $0 + "." + name }
            return next
        }

        /// True when `SourceIndex.member(path, name)` finds something.
        func member(_ name: String, _ index: SourceIndex) -> Bool {
            if let text { return !index.member(text, name).isEmpty }
            return parts > 1 && !(index.members[String(last)]?[name]?.isEmpty ?? true)
        }
    }

    /// The type the code declares for the place an expression sits in (for `.init(...)`): the
    /// annotation of the property or local it initializes (an array's element, a dictionary's
    /// value), or the return type of the function or computed property it is returned from.
    /// With the index, also the associated value's declared type when the expression is an enum case's
    /// argument (`.basic(.init(title:))` with `case basic(_ config: Cell.Config)`).
    static func contextualType(of node: Syntax, _ index: SourceIndex? = nil) -> String? {
        if let index, let payload = enumPayloadType(of: node, index) { return payload }
        if let index, let parameter = parameterType(filledBy: node, index) { return parameter }
        if let index, let property = assignedPropertyType(of: node, index) { return property }
        var current = node.parent
        var hops = 0
        while let n = current, hops < 8 {
            hops += 1
            if let binding = n.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { annotated($0.type.trimmedDescription) }
            }
            if n.is(ReturnStmtSyntax.self) || n.is(CodeBlockItemSyntax.self) {
                var up = n.parent
                while let u = up {
                    if let fn = u.as(FunctionDeclSyntax.self) { return fn.signature.returnClause.flatMap { annotated($0.type.trimmedDescription) } }
                    if let binding = u.as(PatternBindingSyntax.self) { return binding.typeAnnotation.flatMap { annotated($0.type.trimmedDescription) } }
                    if u.is(ClosureExprSyntax.self) || u.is(MemberBlockSyntax.self) || u.is(InitializerDeclSyntax.self) { return nil }
                    up = u.parent
                }
                return nil
            }
            let passes = n.is(ArrayElementSyntax.self) || n.is(ArrayElementListSyntax.self) || n.is(ArrayExprSyntax.self)
                || n.is(DictionaryElementSyntax.self) || n.is(DictionaryElementListSyntax.self) || n.is(DictionaryExprSyntax.self)
                || n.is(InitializerClauseSyntax.self) || n.is(CodeBlockItemListSyntax.self) || n.is(SwitchCaseSyntax.self)
                || n.is(SwitchCaseListSyntax.self) || n.is(SwitchExprSyntax.self) || n.is(ExpressionStmtSyntax.self)
            guard passes else { return nil }
            current = n.parent
        }
        return nil
    }

    /// `unlocker.showError(text, action: .init(title: ...))`: the declared type of the parameter the argument
    /// fills, in the functions of that name the call reaches (bare or on `self`: the enclosing type's; on a
    /// property of the enclosing type: its declared type's), when they all agree.
    private static func parameterType(filledBy node: Syntax, _ index: SourceIndex) -> String? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call), name != "init",
              let owner = receiverType(of: call, index) else { return nil }
        var types = Set<String>()
        for member in index.inheritedMember(owner, name) {
            guard let parameters = member.node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters else { continue }
            let labels = CallAlignment.labels(parameters)
            for (i, parameter) in parameters.enumerated() {
                if case .argument(let expr)? = CallAlignment.match(call, labels: labels, index: i), expr.id == argument.expression.id,
                   let type = annotated(parameter.type.trimmedDescription) {
                    types.insert(type)
                }
            }
        }
        return types.count == 1 ? types.first : nil
    }

    /// `errorView.action = .init(title: ...)` (or `action = ...` inside the type): the property's declared type.
    private static func assignedPropertyType(of node: Syntax, _ index: SourceIndex) -> String? {
        guard let assignment = node.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
              assignment.rightOperand.id == node.id else { return nil }
        let target = assignment.leftOperand
        let owner: String?
        let name: String
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            owner = SyntaxFacts.enclosingTypeName(node)
            name = SyntaxFacts.identifier(ref.baseName)
        } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            owner = propertyOrSelfType(base, at: node, index)
            name = SyntaxFacts.identifier(member.declName.baseName)
        } else {
            return nil
        }
        guard let owner else { return nil }
        let types = Set(index.inheritedMember(owner, name).compactMap { member in
            member.node.as(PatternBindingSyntax.self)?.typeAnnotation.flatMap { annotated($0.type.trimmedDescription) }
        })
        return types.count == 1 ? types.first : nil
    }

    /// The type a call's receiver has, read from declarations only: the enclosing type for a bare call or
    /// one on `self`, else the declared type of the enclosing type's property it names.
    private static func receiverType(of call: FunctionCallExprSyntax, _ index: SourceIndex) -> String? {
        let callee = call.calledExpression
        if callee.is(DeclReferenceExprSyntax.self) { return SyntaxFacts.enclosingTypeName(Syntax(call)) }
        guard let base = callee.as(MemberAccessExprSyntax.self)?.base else { return nil }
        return propertyOrSelfType(base, at: Syntax(call), index)
    }

    private static func propertyOrSelfType(_ base: ExprSyntax, at node: Syntax, _ index: SourceIndex) -> String? {
        guard let enclosing = SyntaxFacts.enclosingTypeName(node), let path = SyntaxFacts.dottedPath(base) else { return nil }
        if path == "self" { return enclosing }
        guard !path.contains("."), path.first?.isLowercase == true else { return nil }
        // A local or parameter of that name shadows the property.
        var current = node.parent
        while let n = current, !n.is(MemberBlockSyntax.self) {
            if let items = n.as(CodeBlockItemListSyntax.self), ViewScope.localDeclaration(in: items, path) != nil { return nil }
            if let f = n.as(FunctionDeclSyntax.self), f.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == path }) { return nil }
            if let c = n.as(ClosureExprSyntax.self), ViewScope.closureParameters(c).contains(path) { return nil }
            current = n.parent
        }
        let types = Set(index.inheritedMember(enclosing, path).compactMap { member -> String? in
            guard let binding = member.node.as(PatternBindingSyntax.self) else { return nil }
            if let annotation = binding.typeAnnotation { return annotated(annotation.type.trimmedDescription) }
            // `let errorView = ErrorMessageView()`.
            guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
            return normalize(ref.baseName.text)
        })
        return types.count == 1 ? types.first : nil
    }

    /// The declared type of the associated value an enum case's argument fills: `.basic(x)` or
    /// `Row.basic(x)`, by the argument's position; an implicit `.basic` counts when every enum the code
    /// declares with that case agrees on the type.
    private static func enumPayloadType(of node: Syntax, _ index: SourceIndex) -> String? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let position = list.firstIndex(where: { $0.id == argument.id }).map({ list.distance(from: list.startIndex, to: $0) })
        else { return nil }
        let name = callee.declName.baseName.text
        let owner = callee.base.flatMap { SyntaxFacts.dottedPath($0) }
        var types = Set<String>()
        for (type, cases) in index.enumCases {
            guard let parameters = cases[name], parameters.count == list.count,
                  owner.map({ TypeRelation.sameType($0, type) }) ?? true else { continue }
            types.insert(parameters[position])
        }
        return types.count == 1 ? types.first.flatMap(annotated) : nil
    }

    /// A declared type as the element it holds: `[K: V]` → `V`, else as `normalize`.
    private static func annotated(_ text: String) -> String? {
        var t = text.trimmingCharacters(in: .whitespaces)
        while t.hasSuffix("?") { t.removeLast() }
        if t.hasPrefix("["), t.hasSuffix("]"), let colon = t.firstIndex(of: ":") {
            return normalize(String(t[t.index(after: colon)...].dropLast()))
        }
        return normalize(t)
    }

    /// The type of `a.b.c` read one member at a time (`view.statusDashboardView.meterView`).
    static func type(ofPath parts: [String], _ scope: ResolveScope) -> String? {
        guard let first = parts.first else { return nil }
        var type = first == "self" ? scope.enclosingType : self.type(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(first))), scope)
        for part in parts.dropFirst() {
            guard let current = type else { return nil }
            type = memberType(current, part, scope)
        }
        return type
    }

    /// `Foo?`, `[Foo]` (element), `some Foo`, `Binding<Foo>` → `Foo`.
    static func normalize(_ text: String) -> String? {
        var t = text.trimmingCharacters(in: .whitespaces)
        for prefix in ["some ", "any "] where t.hasPrefix(prefix) { t.removeFirst(prefix.count) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("[") && t.hasSuffix("]") && !t.contains(":") { t = String(t.dropFirst().dropLast()) }
        for wrapper in ["Binding<", "Published<", "State<"] where t.hasPrefix(wrapper) && t.hasSuffix(">") {
            t = String(t.dropFirst(wrapper.count).dropLast())
        }
        if let lt = t.firstIndex(of: "<") { t = String(t[..<lt]) }
        guard let first = t.first, first.isUppercase, t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
        return t
    }

    private static func typeOfName(_ name: String, _ scope: ResolveScope) -> String? {
        // `@Bindable var store = store`: a local's initializer cannot read the local itself, so it reads the outer `store`.
        if let binding = scope.localBinding(name),
           binding.typeAnnotation != nil || binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text != name {
            return bindingType(binding, scope.moved(to: Syntax(binding), file: scope.file))
        }
        // `if let error = error as? LocalizedError` shadows the parameter it unwraps.
        if let value = optionalBinding(name, scope) { return type(of: value, scope.moved(to: Syntax(value), file: scope.file)) }
        if let parameterType = parameterType(name, scope) { return parameterType }
        guard let type = scope.enclosingType else { return nil }
        // A case of the enclosing enum written bare (`static let all = [numeric, alphanumeric]`).
        if scope.index.enumCases[type]?[name] != nil, scope.index.member(type, name).isEmpty { return type }
        return memberType(type, name, scope)
    }

    /// A type name through the aliases the code declares (`typealias Entry = StatusEntry`), and a
    /// WidgetKit provider's `Entry` (the result of its `placeholder(in:)`); else the name itself.
    static func aliased(_ type: String, _ scope: ResolveScope) -> String {
        var current = type
        for _ in 0..<4 {
            // Swift looks a name up in the enclosing types first: a nested `Mode` hides a top-level one
            // and the other types' nested `Mode`s the index also files under the short name.
            if let qualified = nestedType(current, scope) { return qualified }
            guard scope.index.members[current] == nil else { return current }
            // An alias declared in the enclosing type (`typealias Model = Entry` in the view) first.
            let nested = scope.enclosingType.flatMap { scope.index.typeAliases[$0 + "." + current] }
            if let target = (nested ?? scope.index.typeAliases[current]).flatMap(normalize) { current = target; continue }
            let parts = current.split(separator: ".").map(String.init)
            if parts.count > 1, parts.last == "Entry",
               let placeholder = scope.index.member(parts.dropLast().joined(separator: "."), "placeholder")
                .compactMap({ $0.node.as(FunctionDeclSyntax.self) }).first,
               let result = placeholder.signature.returnClause.flatMap({ normalize($0.type.trimmedDescription) }) {
                current = result
                continue
            }
            return current
        }
        return current
    }

    /// A type name written inside a type that declares a nested type of that name (`Config` in
    /// `BasicCell` is `BasicCell.Config`), as Swift looks names up: innermost enclosing type first,
    /// each with the classes it inherits from (a superclass's nested type is visible in a subclass).
    static func nestedType(_ name: String, _ scope: ResolveScope) -> String? {
        guard !name.contains("."), var outer = scope.enclosingType else { return nil }
        let index = scope.index
        while true {
            var owner: String? = outer
            var seen: Set<String> = []
            while let current = owner, seen.insert(current).inserted {
                let candidate = current + "." + name
                if index.members[candidate] != nil || index.supertypes[candidate] != nil || index.declaredTypes[candidate] != nil {
                    return candidate
                }
                owner = index.supertypes[current]?.first { index.declaredTypes[$0] != nil }
            }
            guard let dot = outer.lastIndex(of: ".") else { return nil }
            outer = String(outer[..<dot])
        }
    }

    /// The value of `guard let name = value` earlier in an enclosing block, or of `if let name = value`
    /// around the node (`guard let name` alone: the outer `name`, not followed).
    static func optionalBinding(_ name: String, _ scope: ResolveScope) -> ExprSyntax? {
        func bound(_ conditions: ConditionElementListSyntax) -> ExprSyntax? {
            for element in conditions {
                guard case .optionalBinding(let binding) = element.condition,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                return binding.initializer?.value
            }
            return nil
        }
        var child = scope.node
        var current = scope.node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) || n.is(ClosureExprSyntax.self) { return nil }
            if let items = n.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self), let value = bound(guardStmt.conditions) { return value }
                }
            }
            if let ifExpr = n.as(IfExprSyntax.self), child.id == ifExpr.body.id, let value = bound(ifExpr.conditions) { return value }
            child = n
            current = n.parent
        }
        return nil
    }

    private static func memberType(_ type: String, _ name: String, _ scope: ResolveScope) -> String? {
        // Read as a value (not called), a name a property and methods share is the property
        // (`statusMetricView` beside a delegate's `func statusMetricView(_:didPress:)`).
        var members = scope.index.inheritedMember(type, name)
        if members.count > 1, case let properties = members.filter({ $0.node.is(PatternBindingSyntax.self) }), properties.count == 1 {
            members = properties
        }
        guard members.count == 1, let binding = members[0].node.as(PatternBindingSyntax.self) else {
            // An enum case (`Foo.bar`) is of its enum.
            if members.isEmpty, scope.index.members[type] != nil { return nil }
            return nil
        }
        return bindingType(binding, scope.moved(to: Syntax(binding), file: members[0].file))
    }

    private static func bindingType(_ binding: PatternBindingSyntax, _ scope: ResolveScope) -> String? {
        if let annotation = binding.typeAnnotation?.type {
            // `static let all: [Self]` in a type names that type.
            if normalize(annotation.trimmedDescription) == "Self" { return scope.enclosingType }
            return normalize(annotation.trimmedDescription).map { aliased($0, scope) }
        }
        if let decl = binding.parent?.parent?.as(VariableDeclSyntax.self) {
            for attribute in decl.attributes {
                guard let attr = attribute.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == "Environment",
                      case .argumentList(let args)? = attr.arguments, let first = args.first,
                      let path = SyntaxFacts.dottedPath(first.expression), path.hasSuffix(".self") else { continue }
                return String(path.dropLast(5))
            }
        }
        if let value = binding.initializer?.value { return type(of: value, scope) }
        return nil
    }

    private static func parameterType(_ name: String, _ scope: ResolveScope) -> String? {
        var current = scope.node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return nil }
            if let closure = n.as(ClosureExprSyntax.self), ViewScope.closureParameters(closure).contains(name) {
                return closureParameterType(closure, name, scope)
            }
            if let f = n.as(FunctionDeclSyntax.self) {
                return f.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
                    .flatMap { normalize($0.type.trimmedDescription) }.map { aliased($0, scope) }
            }
            if let i = n.as(InitializerDeclSyntax.self) {
                return i.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
                    .flatMap { normalize($0.type.trimmedDescription) }.map { aliased($0, scope) }
            }
            if let loop = n.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return collectionElement(loop.sequence, scope)
            }
            // `for (i, item) in items.enumerated()`: the second element is the sequence's element.
            if let loop = n.as(ForStmtSyntax.self), let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
               tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
               let call = SyntaxFacts.unwrapped(loop.sequence).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               SyntaxFacts.calleeName(call) == "enumerated", let base = SyntaxFacts.receiver(call) {
                return collectionElement(base, scope)
            }
            if let switchCase = n.as(SwitchCaseSyntax.self), let bound = caseBinding(name, switchCase, scope) { return bound }
            current = n.parent
        }
        return nil
    }

    /// `case .category(let c)` / `case let .category(c)` in `switch item`: the associated value's
    /// declared type (`enum Item { case category(Category) }`).
    private static func caseBinding(_ name: String, _ switchCase: SwitchCaseSyntax, _ scope: ResolveScope) -> String? {
        guard let bound = boundCase(name, switchCase, scope), let cases = scope.index.enumCases[bound.type],
              let types = cases[bound.caseName], bound.position < types.count else { return nil }
        return normalize(types[bound.position])
    }

    /// The enum case and associated value position `name` is bound to by `switchCase`'s pattern
    /// (`case .remoteConnections(let header, _)`, `case let .remoteConnections(header, _)`), with the
    /// enum type as the index files it.
    private static func boundCase(_ name: String, _ switchCase: SwitchCaseSyntax, _ scope: ResolveScope)
        -> (type: String, caseName: String, position: Int)? {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
              let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) else { return nil }
        for item in label.caseItems {
            guard let (caseName, position, _) = EnumCaseFlow.binding(of: name, in: PatternSyntax(item.pattern)) else { continue }
            guard let subject = type(of: switchExpr.subject, scope.moved(to: Syntax(switchExpr), file: scope.file)) else { return nil }
            // As the index files it: written, last component, nested in the enclosing type, or the one nested type of that name.
            let last = subject.split(separator: ".").last.map(String.init) ?? subject
            let nested = scope.index.enumCases.keys.filter { $0.hasSuffix("." + last) && scope.index.enumCases[$0]?[caseName] != nil }
            let candidates = [subject, last] + (scope.enclosingType.map { [$0 + "." + last] } ?? []) + (nested.count == 1 ? nested : [])
            guard let filed = candidates.first(where: { scope.index.enumCases[$0]?[caseName] != nil }) else { return nil }
            return (filed, caseName, position)
        }
        return nil
    }

    /// `Foo<A, B>` → `["A", "B"]` (top-level arguments only).
    static func genericArguments(_ text: String) -> [String] {
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return [] }
        var parts: [String] = [], depth = 0, current = ""
        for c in text[text.index(after: open)..<text.index(before: text.endIndex)] {
            if c == "<" || c == "[" || c == "(" { depth += 1 }
            if c == ">" || c == "]" || c == ")" { depth -= 1 }
            if c == ",", depth == 0 { parts.append(current.trimmingCharacters(in: .whitespaces)); current = ""; continue }
            current.append(c)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// The closure parameters of diffable data sources and cell registrations:
    /// `UITableViewDiffableDataSource<S, Item>(tableView:) { tableView, indexPath, item in }` (the
    /// generics written on the call, or on the property or function result it initializes), and
    /// `UICollectionView.CellRegistration<Cell, Item> { cell, indexPath, item in }`.
    private static func dataSourceParameter(_ call: FunctionCallExprSyntax, position: Int) -> String? {
        let calleeText = call.calledExpression.trimmedDescription
        let base = calleeText.split(separator: "<").first.map(String.init) ?? calleeText
        var generics = genericArguments(calleeText)
        if generics.isEmpty, let contextual = contextualDeclaredType(of: Syntax(call)) { generics = genericArguments(contextual) }
        guard generics.count == 2 else { return nil }
        if base.hasSuffix("DiffableDataSource"), position == 2 { return normalize(generics[1]) }
        if base.hasSuffix("CellRegistration"), position == 0 || position == 2 { return normalize(generics[position == 0 ? 0 : 1]) }
        return nil
    }

    /// `sectionIdentifier(for:)` / `itemIdentifier(for:)` of a diffable data source: the section or item
    /// type its generic arguments name, on `self` in a subclass (`class D: UITableViewDiffableDataSource<S, I>`)
    /// or on a property or local declared with them.
    private static func dataSourceIdentifier(_ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> String? {
        guard let name = SyntaxFacts.calleeName(call), name == "sectionIdentifier" || name == "itemIdentifier" else { return nil }
        var declared: [String] = []
        let base = SyntaxFacts.receiver(call).map(SyntaxFacts.unwrapped)
        if base == nil || base?.trimmedDescription == "self" {
            if let type = scope.enclosingType { declared = scope.index.lineage(type).flatMap { scope.index.supertypes[$0] ?? [] } }
        } else if let name = ownName(base) {
            let binding = scope.localBinding(name)
                ?? scope.ownMembers(name).compactMap { $0.node.as(PatternBindingSyntax.self) }.first
            if let text = binding?.typeAnnotation?.type.trimmedDescription {
                // `var dataSource: DataSource!` with `typealias DataSource = UICollectionViewDiffableDataSource<S, I>`.
                let bare = text.replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "?", with: "")
                declared = [aliasTarget(bare, scope) ?? text]
            }
        }
        guard let source = declared.first(where: { $0.contains("DiffableDataSource<") }) else { return nil }
        let generics = genericArguments(source.replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "?", with: ""))
        guard generics.count == 2, let identifier = normalize(generics[name == "sectionIdentifier" ? 0 : 1]) else { return nil }
        // `Section` written inside `Screen` is `Screen.Section` when Screen declares one (Swift's lookup).
        return nestedType(identifier, scope) ?? identifier
    }

    /// `name` or `self.name` (also `self?.name`): a local's or the enclosing type's own name.
    private static func ownName(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
              SyntaxFacts.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return nil }
        return member.declName.baseName.text
    }

    /// The labels of the tuple type a `typealias` named `type` stands for (`typealias Field = (name: String,
    /// value: String)` → `name`, `value`); nil when `type` is no such alias.
    static func tupleLabels(_ type: String, _ scope: ResolveScope) -> [String]? {
        let last = type.split(separator: ".").last.map(String.init) ?? type
        guard let target = aliasTarget(last, scope) ?? scope.index.typeAliases[type],
              target.hasPrefix("("), target.hasSuffix(")") else { return nil }
        var labels: [String] = []
        var depth = 0
        var element = ""
        for c in target.dropFirst().dropLast() + "," {
            if "([<".contains(c) { depth += 1 } else if ")]>".contains(c) { depth -= 1 }
            guard c == ",", depth == 0 else { element.append(c); continue }
            let parts = element.split(separator: ":", maxSplits: 1)
            let label = parts.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if parts.count == 2, !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { labels.append(label) }
            element = ""
        }
        return labels.isEmpty ? nil : labels
    }

    /// The written target of a `typealias` named `name`, declared in the enclosing type or one it
    /// inherits from (nearest first), else at file level.
    private static func aliasTarget(_ name: String, _ scope: ResolveScope) -> String? {
        for owner in scope.enclosingType.map(scope.index.lineage) ?? [] {
            if let target = scope.index.typeAliases[owner + "." + name] { return target }
        }
        return scope.index.typeAliases[name]
    }

    /// The written type of the declaration a value initializes or is returned from, unnormalized.
    private static func contextualDeclaredType(of node: Syntax) -> String? {
        var current = node.parent
        var hops = 0
        while let n = current, hops < 6 {
            hops += 1
            if let binding = n.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.trimmedDescription }
            if let fn = n.as(FunctionDeclSyntax.self) { return fn.signature.returnClause?.type.trimmedDescription }
            if n.is(ClosureExprSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// `ForEach(T.allCases) { x in }`, `items.map { x in }`: the element type of the collection.
    private static func closureParameterType(_ closure: ClosureExprSyntax, _ name: String, _ scope: ResolveScope) -> String? {
        if let clause = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self),
           let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
           let type = parameter.type {
            return normalize(type.trimmedDescription)
        }
        var owner = closure.parent
        if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
        guard let call = owner?.as(FunctionCallExprSyntax.self) else { return nil }
        if let position = ViewScope.closureParameters(closure).firstIndex(of: name), position > 0 || call.calledExpression.trimmedDescription.contains("Registration") {
            return dataSourceParameter(call, position: position)
        }
        if let fromDataSource = dataSourceParameter(call, position: 0) { return fromDataSource }
        guard ViewScope.closureParameters(closure).first == name else { return nil }
        if let first = call.arguments.first, call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach" {
            return collectionElement(first.expression, scope)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["map", "compactMap", "forEach", "filter", "first"].contains(member.declName.baseName.text) {
            return collectionElement(base, scope)
        }
        return nil
    }

    private static func collectionElement(_ expr: ExprSyntax, _ scope: ResolveScope) -> String? {
        let e = SyntaxFacts.unwrapped(expr)
        if let path = SyntaxFacts.dottedPath(e), path.hasSuffix(".allCases") { return String(path.dropLast(9)) }
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst"].contains(member.declName.baseName.text) {
            return collectionElement(base, scope)
        }
        return type(of: e, scope)
    }
}
