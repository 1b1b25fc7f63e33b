import SwiftSyntax

/// Follows the value shown at a display site back to localization keys: literals (SwiftUI keys),
/// generated accessors, `String(localized:)` and friends, through locals, properties of the same
/// type, ternaries and `switch`es. What it cannot follow is returned with a reason.
enum KeyResolver {
    enum Mode {
        /// A SwiftUI `LocalizedStringKey` position: a string literal is a key.
        case swiftUIKey
        /// A `String` position (UIKit): a literal is shown as it is, not localized.
        case string
    }

    struct Resolution {
        var keys: [KeyRef] = []
        var unresolved: [(node: Syntax, file: String, cause: UnresolvedCause)] = []
        /// A plain string (a literal in a `String` position, `Text(verbatim:)`): not a localized string.
        var notLocalized = false
        /// The plain literals among the values (in a `String` position), as written.
        var literals: [String] = []
        /// True when some value is not one of `keys` and `literals` as it is (`a + b`, `uppercased()`,
        /// `nil`, `String(describing:)`): the resolution names its parts, not a finite set of texts.
        var open = false
        /// Stored properties without a value (`let title: LocalizedStringKey` of a view): the caller
        /// passes the key (`ErrorView(title: "error.title")`), followed from the call sites.
        var componentProperties: [ComponentProperty] = []

        mutating func add(_ other: Resolution) {
            keys += other.keys
            unresolved += other.unresolved
            notLocalized = notLocalized || other.notLocalized
            literals += other.literals
            open = open || other.open
            componentProperties += other.componentProperties
        }

        /// Keeps the first of equal entries: an expression reached along several paths (`c ? a : a`)
        /// is listed once, so a resolution grows with the distinct values, not with the paths.
        mutating func removeDuplicates() {
            struct Place: Hashable { var node: SyntaxIdentifier, file: String, cause: UnresolvedCause }
            var keySeen = Set<KeyRef>(), propertySeen = Set<ComponentProperty>(), unresolvedSeen = Set<Place>()
            keys = keys.filter { keySeen.insert($0).inserted }
            componentProperties = componentProperties.filter { propertySeen.insert($0).inserted }
            unresolved = unresolved.filter { unresolvedSeen.insert(Place(node: $0.node.id, file: $0.file, cause: $0.cause)).inserted }
        }
    }

    static let passThroughMethods: Set<String> = [
        "uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized",
        "trimmingCharacters", "localizedUppercased",
    ]

    static func resolve(_ expr: ExprSyntax, mode: Mode, _ scope: ResolveScope) -> Resolution {
        let key = scope.memo.key(expr, file: scope.file, mode: mode, call: scope.call, receiver: scope.receiver)
        return scope.memo.resolution(key, depth: scope.depth, fail: { reason in
            var r = Resolution()
            r.unresolved.append((Syntax(expr), scope.file, reason))
            return r
        }, compute: { resolveOnce(expr, mode: mode, scope) })
    }

    private static func resolveOnce(_ expr: ExprSyntax, mode: Mode, _ scope: ResolveScope) -> Resolution {
        var out = Resolution()
        func fail(_ cause: UnresolvedCause) -> Resolution {
            var r = Resolution()
            r.unresolved.append((Syntax(expr), scope.file, cause))
            return r
        }
        guard scope.depth < ResolveScope.maxDepth else { return fail(.followedTooDeep) }
        let e = SyntaxFacts.unwrapped(expr)

        if let literal = e.as(StringLiteralExprSyntax.self) {
            guard case .swiftUIKey = mode else {
                out.notLocalized = true
                if let plain = SyntaxFacts.plainString(ExprSyntax(literal)) { out.literals.append(plain) } else { out.open = true }
                return out
            }
            let key = InterpolatedKey.key(literal, knownKeys: scope.index.knownKeys)
            out.keys.append(KeyRef(key: key, table: LocalizationCall.defaultTable, symbol: nil, origin: origin(e, scope), isStringKey: true))
            return out
        }
        if e.is(NilLiteralExprSyntax.self) { out.notLocalized = true; out.open = true; return out }
        if let ternary = e.as(TernaryExprSyntax.self) {
            out.add(resolve(ternary.thenExpression, mode: mode, scope))
            out.add(resolve(ternary.elseExpression, mode: mode, scope))
            return out
        }
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            guard op == "??" || op == "+" else { return fail(.builtWithOperator) }
            out.add(resolve(infix.leftOperand, mode: op == "+" ? .string : mode, scope))
            out.add(resolve(infix.rightOperand, mode: op == "+" ? .string : fallbackMode(left: infix.leftOperand, mode, scope), scope))
            if op == "+" { out.open = true; out.keys = TextPart.concatenated.mark(out.keys) }
            return out
        }
        if let sequence = e.as(SequenceExprSyntax.self) {
            let items = Array(sequence.elements)
            if items.count == 3, items[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                out.add(resolve(items[0], mode: mode, scope))
                out.add(resolve(items[2], mode: fallbackMode(left: items[0], mode, scope), scope))
                return out
            }
            // `a + " " + b`: string concatenation shows each operand's text as a part of the site's text.
            let operators = items.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            if items.count % 2 == 1, !operators.isEmpty, operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
                for (i, item) in items.enumerated() where i % 2 == 0 { out.add(resolve(item, mode: .string, scope)) }
                out.open = true
                out.keys = TextPart.concatenated.mark(out.keys)
                return out
            }
            return fail(.builtWithOperator)
        }
        // An array reaches only a site that takes several texts (`accessibilityUserInputLabels = [a, b]`): each its own text.
        if let array = e.as(ArrayExprSyntax.self) {
            for element in array.elements { out.add(resolve(element.expression, mode: mode, scope)) }
            return out
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return resolveCall(call, expr: e, mode: mode, scope) }
        if let member = e.as(MemberAccessExprSyntax.self) { return resolveMember(member, mode: mode, scope) }
        if let ref = e.as(DeclReferenceExprSyntax.self) { return follow(ref.baseName.text, node: e, mode: mode, scope) }
        // `names[i]`, `titles[kind] ?? ""` of an array or dictionary literal: one of its values.
        if let subscriptCall = e.as(SubscriptCallExprSyntax.self), let elements = literalCollection(subscriptCall.calledExpression, scope) {
            for element in elements { out.add(resolve(element.expr, mode: mode, element.scope)) }
            return out
        }
        return fail(.notUnderstood)
    }

    /// `value ?? "fallback"` takes the type of `value`: a literal fallback is a `LocalizedStringKey` only when
    /// `value` is one (a `String?` makes `Text(value ?? "US")` verbatim text, `Text<S: StringProtocol>(_:)`).
    private static func fallbackMode(left: ExprSyntax, _ mode: Mode, _ scope: ResolveScope) -> Mode {
        guard case .swiftUIKey = mode, !SyntaxFacts.unwrapped(left).is(StringLiteralExprSyntax.self) else { return mode }
        let type = TypeInference.type(of: left, scope)
        return type == "LocalizedStringKey" || type == "LocalizedStringResource" ? mode : .string
    }

    /// A value changed on its way (`uppercased()`, `trimmingCharacters(in:)`): the same keys, no longer
    /// their texts as they are.
    private static func transformed(_ resolution: Resolution) -> Resolution {
        var out = resolution
        out.open = true
        return out
    }

    /// The keys of a value that became a `String` (or a `LocalizedStringResource`): no longer a
    /// `LocalizedStringKey` whose Markdown SwiftUI draws.
    private static func asString(_ resolution: Resolution) -> Resolution {
        var out = resolution
        for i in out.keys.indices { out.keys[i].isStringKey = false }
        return out
    }

    static func origin(_ node: some SyntaxProtocol, _ scope: ResolveScope) -> String {
        "\(scope.file)#\(node.position.utf8Offset)"
    }

    private static func resolveCall(_ call: FunctionCallExprSyntax, expr: ExprSyntax, mode: Mode, _ scope: ResolveScope) -> Resolution {
        var out = Resolution()
        if let key = LocalizationCall.read(call) {
            out.keys.append(KeyRef(key: key.key, table: key.table, symbol: nil, defaultValue: key.defaultValue, origin: origin(call, scope),
                                   isStringKey: SyntaxFacts.calleeName(call) == "LocalizedStringKey",
                                   bundle: BundleRef.evaluate(key.bundle, scope)))
            return out
        }
        // A closure called in place (`let title: String? = { ...; return x }()`): what it returns.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            for value in SyntaxFacts.returnedExpressions(closure.statements) {
                out.add(resolve(value, mode: mode, scope.moved(to: Syntax(value), file: scope.file)))
            }
            return out
        }
        let name = SyntaxFacts.calleeName(call) ?? ""
        // A lookup whose arguments are values (a wrapper's body: `NSLocalizedString(self, tableName: table, value: english, ...)`,
        // `Bundle.main.localizedString(forKey: key, value: nil, table: nil)`): the key, table and default text they evaluate to.
        if let lookup = LocalizationCall.lookup(call) {
            let resolved = resolveLookup(lookup, scope)
            return name == "LocalizedStringKey" ? resolved : asString(resolved)
        }
        // `.init("k")` where the declared type is `LocalizedStringKey` / `LocalizedStringResource`.
        if name == "init", call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil, let first = call.arguments.first,
           first.label == nil, let contextual = TypeInference.contextualType(of: Syntax(call)),
           contextual == "LocalizedStringKey" || contextual == "LocalizedStringResource" {
            let resolved = resolve(first.expression, mode: .swiftUIKey, scope)
            return contextual == "LocalizedStringKey" ? resolved : asString(resolved)
        }
        // `String.localizedStringWithFormat(format, args...)`: the format holds the key, as in `String(format:)`.
        if name == "localizedStringWithFormat", let first = call.arguments.first, first.label == nil {
            return withArgumentKeys(resolve(first.expression, mode: .string, scope), call.arguments.dropFirst(), scope)
        }
        // `String.LocalizationValue(key)`: the key it wraps.
        if name == "LocalizationValue", let first = call.arguments.first, first.label == nil || first.label?.text == "stringLiteral" {
            return resolve(first.expression, mode: .swiftUIKey, scope)
        }
        // `String(localized: .symbol)`, `String(localized: resource)`.
        if name == "String" || name == "LocalizedStringResource" || name == "LocalizedStringKey" || name == "Text",
           let first = call.arguments.first {
            if first.label?.text == "format" || first.label?.text == "localized" || first.label == nil {
                let innerMode: Mode = (name == "String" && first.label?.text != "localized") ? .string : .swiftUIKey
                var resolved = resolve(first.expression, mode: innerMode, scope)
                // `String(format: template, key)`: the values formatted into the template.
                if name == "String", first.label?.text == "format" { resolved = withArgumentKeys(resolved, call.arguments.dropFirst(), scope) }
                return name == "LocalizedStringKey" || name == "Text" ? resolved : asString(resolved)
            }
            if first.label?.text == "describing" || first.label?.text == "verbatim" { out.notLocalized = true; out.open = true; return out }
        }
        if let path = SyntaxFacts.dottedPath(call.calledExpression) {
            if let accessor = scope.index.accessors[path] {
                out.keys.append(KeyRef(key: accessor.key, table: accessor.table, symbol: path, defaultValue: accessor.defaultValue,
                                       origin: origin(call, scope), bundle: BundleRef.of(accessor, scope)))
                return withArgumentKeys(out, call.arguments, scope)
            }
            if let derived = swiftGenAccessor(path, node: Syntax(call), scope) { return withArgumentKeys(derived, call.arguments, scope) }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if passThroughMethods.contains(member.declName.baseName.text) { return transformed(resolve(base, mode: mode, scope)) }
            // `[a, b].joined(separator: "\n")`: each element's text is a part of the joined text.
            if member.declName.baseName.text == "joined" {
                guard let elements = arrayElements(base, scope) else {
                    // An array from elsewhere (a publisher's `.map { [a, b] }`, a property): its elements.
                    return resolve(base, mode: .string, scope)
                }
                for element in elements { out.add(resolve(element.expr, mode: .string, element.scope)) }
                out.open = true
                // One element shown alone is the whole text, not a part of it (unless a loop appends it).
                if elements.count > 1 || elements.contains(where: { GrownArray.repeats($0.expr) }) { out.keys = TextPart.joined.mark(out.keys) }
                return out
            }
            let type = SyntaxFacts.dottedPath(base).flatMap { $0.first?.isUppercase == true ? $0 : nil }
                ?? TypeInference.type(of: base, scope)
            if let type {
                if let dispatched = ProtocolDispatch.members(type, name, scope) {
                    let functions = dispatched.map { ($0.type, $0.members.filter { $0.node.is(FunctionDeclSyntax.self) }) }.filter { !$0.1.isEmpty }
                    if !functions.isEmpty {
                        return functions.reduce(into: Resolution()) { out, owner in
                            out.add(followMembers(owner.1, mode: .string, scope, type: owner.0, composes: false, call: call))
                        }
                    }
                }
                let found = scope.index.member(type, name).filter { $0.node.is(FunctionDeclSyntax.self) }
                if !found.isEmpty {
                    // On an enum value: the cases it can be select the branches of a `switch self` (`EnumCaseFlow`).
                    return followMembers(found, mode: .string, scope, type: type, composes: false, call: call,
                                         receiver: stringTypes.contains(type) || EnumCaseFlow.enumName(type, scope) != nil ? base : nil)
                }
            }
        }
        if call.calledExpression.is(DeclReferenceExprSyntax.self) {
            let own = scope.ownMembers(name).filter { $0.node.is(FunctionDeclSyntax.self) }
            if !own.isEmpty { return followMembers(own, mode: .string, scope, type: scope.enclosingType, composes: false, call: call) }
            // A free function (`func L(_ key: String, table: String = "Main") -> String`): its body with the call's arguments.
            if let free = scope.index.freeFunctions[name], !free.isEmpty {
                return followMembers(free, mode: .string, scope, type: nil, composes: false, call: call)
            }
        }
        out.unresolved.append((Syntax(expr), scope.file, .callNotFollowed(callee: name)))
        return out
    }

    private static func resolveMember(_ member: MemberAccessExprSyntax, mode: Mode, _ scope: ResolveScope) -> Resolution {
        var out = Resolution()
        let name = member.declName.baseName.text
        if let base = member.base, passThroughMethods.contains(name) { return transformed(resolve(base, mode: mode, scope)) }
        // `Mode.all.rawValue` is a `String`: shown as it is (`Text(mode.rawValue)` is verbatim); a key only
        // where a lookup takes it (`resolveLookup`).
        if name == "rawValue", let base = member.base, EnumCaseFlow.rawValues(of: base, scope) != nil {
            out.notLocalized = true
            return out
        }
        if let path = SyntaxFacts.dottedPath(ExprSyntax(member)) {
            if let accessor = scope.index.accessors[path] {
                out.keys.append(KeyRef(key: accessor.key, table: accessor.table, symbol: path, defaultValue: accessor.defaultValue,
                                       origin: origin(member, scope), bundle: BundleRef.of(accessor, scope)))
                return out
            }
            if let derived = swiftGenAccessor(path, node: Syntax(member), scope) { return derived }
            if member.base == nil || path.hasPrefix("LocalizedStringResource.") {
                if let symbol = scope.index.catalogSymbols[name] {
                    out.keys.append(KeyRef(key: symbol.key, table: symbol.table, symbol: "." + name, symbolDerivation: .stringCatalog,
                                           origin: origin(member, scope)))
                    return out
                }
                out.unresolved.append((Syntax(member), scope.file, .symbolNotFound(name)))
                return out
            }
            let parts = path.split(separator: ".").map(String.init)
            if let first = parts.first, first == "self" || first == "Self", parts.count == 2 {
                return follow(parts[1], node: ExprSyntax(member), mode: mode, scope)
            }
            if parts.count == 1 { return follow(parts[0], node: ExprSyntax(member), mode: mode, scope) }
            if let first = parts.first, first.first?.isUppercase == true {
                let type = parts.dropLast().joined(separator: ".")
                let found = scope.index.member(type, name)
                if !found.isEmpty { return followMembers(found, mode: .string, scope, type: type, composes: false) }
                if type.hasPrefix("L10n") || type.hasPrefix("R.string") || type.hasPrefix("Strings") {
                    out.unresolved.append((Syntax(member), scope.file, .accessorNotInGeneratedFile(path)))
                    return out
                }
            }
        }
        if let base = member.base, let type = TypeInference.type(of: base, scope) {
            if let dispatched = ErrorDescriptionFlow.members(type, name, scope) {
                if dispatched.isEmpty {
                    out.unresolved.append((Syntax(member), scope.file, .noErrorTypeDeclares(member: name)))
                    return out
                }
                return dispatched.reduce(into: Resolution()) { out, owner in
                    out.add(followMembers(owner.members, mode: .string, scope, type: owner.type, composes: false))
                }
            }
            if let dispatched = ProtocolDispatch.members(type, name, scope), !dispatched.isEmpty {
                return dispatched.reduce(into: Resolution()) { out, owner in
                    out.add(followMembers(propertiesFirst(owner.members), mode: .string, scope, type: owner.type, composes: false))
                }
            }
            let found = propertiesFirst(scope.index.inheritedMember(type, name))
            if !found.isEmpty { return followMembers(found, mode: .string, scope, type: type, composes: false, receiver: base) }
            // A member of an extension of a protocol `String` conforms to (`extension Collection { var nilIfEmpty: Self? }`),
            // read on a string: `self` (and `Self`) there is that string.
            if stringTypes.contains(type),
               let (proto, members) = stringProtocols.lazy.map({ ($0, propertiesFirst(scope.index.member($0, name))) }).first(where: { !$0.1.isEmpty }) {
                return followMembers(members, mode: .string, scope, type: proto, composes: false, receiver: base)
            }
            // A nested type's bare name (`Config` inside `Cell`) also indexes every nested type of that
            // name; Swift's lookup (innermost enclosing type first) names the one whose classes declare it.
            if let nested = TypeInference.nestedType(type, scope) {
                let inherited = propertiesFirst(scope.index.inheritedMember(nested, name))
                if !inherited.isEmpty { return followMembers(inherited, mode: .string, scope, type: nested, composes: false, receiver: base) }
            }
            if scope.index.members[type] != nil {
                out.unresolved.append((Syntax(member), scope.file, .propertyNotOnType(member: name)))
                return out
            }
            // An element of a labelled tuple a `typealias` names: what `Field(name: ...)` constructions give (pass 3).
            if TypeInference.tupleLabels(type, scope)?.contains(name) == true {
                out.componentProperties.append(ComponentProperty(type: type, name: name, mode: .string, composes: false))
                return out
            }
        }
        out.unresolved.append((Syntax(member), scope.file, .otherTypeProperty))
        return out
    }

    /// A local, or a property or function of the enclosing type.
    private static func follow(_ name: String, node: ExprSyntax, mode: Mode, _ scope: ResolveScope) -> Resolution {
        var out = Resolution()
        // `self` inside a followed member of the value it was read on (`"key".localized`).
        if name == "self", let receiver = scope.receiver { return resolve(receiver.expr, mode: mode, receiver.scope) }
        // `newValue` in a computed property's `set` (or `willSet`): whatever code assigns to the property.
        if let type = scope.enclosingType, let property = setterProperty(name, scope.node) {
            let keyType = declaredKeyType(property.typeAnnotation?.type)
            if let propertyName = property.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                out.componentProperties.append(ComponentProperty(type: type, name: propertyName, mode: keyType ? .swiftUIKey : .string, composes: false))
                return out
            }
        }
        // `if let name = value { ... }` / `guard let name = value`: what it unwraps.
        if let value = TypeInference.optionalBinding(name, scope) {
            return resolve(value, mode: mode, scope.moved(to: Syntax(value), file: scope.file))
        }
        if let binding = scope.localBinding(name) {
            let localMode = declaredKeyType(binding.typeAnnotation?.type) ? Mode.swiftUIKey : .string
            let values = ResolveScope.values(of: binding)
            if values.isEmpty {
                out.unresolved.append((Syntax(node), scope.file, .localAssignedLater))
            }
            for value in values { out.add(resolve(value, mode: localMode, scope.moved(to: Syntax(value), file: scope.file))) }
            return out
        }
        if scope.isParameter(name) {
            // Inside a function a followed call entered: the call's argument.
            if let binding = scope.call, let parameters = parameterList(of: name, in: binding.function, scope) {
                let labels = CallAlignment.labels(parameters.list)
                switch CallAlignment.match(binding.call, labels: labels, index: parameters.index) {
                case .argument(let arg)?:
                    return resolve(arg, mode: mode, binding.caller.moved(to: Syntax(arg), file: binding.caller.file))
                case .defaulted?:
                    let parameter = parameters.list[parameters.list.index(parameters.list.startIndex, offsetBy: parameters.index)]
                    if let value = parameter.defaultValue?.value { return resolve(value, mode: mode, scope.moved(to: Syntax(value), file: scope.file)) }
                case nil:
                    break
                }
            }
            // A display site inside the function: its callers' arguments (pass 3).
            if let declared = parameterType(name, scope), let target = scope.parameterTarget(name, mode: declared) {
                out.componentProperties.append(target)
                return out
            }
            if let (closure, position) = scope.closureDeclaring(name) {
                if let published = PublisherFlow.element(of: closure, position: position, node: node, mode: mode, scope) { return published }
                return DataSourceFlow.element(of: closure, position: position, node: node, mode: mode, scope)
            }
            out.unresolved.append((Syntax(node), scope.file, .parameter))
            return out
        }
        // `case .footer(let text):` in a `switch`: what each construction of the case passes (pass 3).
        if let target = EnumCaseFlow.boundValue(name, mode: mode, scope) {
            out.componentProperties.append(target)
            return out
        }
        let own = propertiesFirst(scope.ownMembers(name))
        if let type = scope.enclosingType, own.count == 1, let binding = own[0].node.as(PatternBindingSyntax.self),
           binding.initializer == nil, binding.accessorBlock == nil {
            let keyType = declaredKeyType(binding.typeAnnotation?.type)
            out.componentProperties.append(ComponentProperty(type: type, name: name, mode: keyType ? .swiftUIKey : .string))
            return out
        }
        if !own.isEmpty { return followMembers(own, mode: .string, scope, type: scope.enclosingType, composes: true) }
        // A property the type inherits (a view controller's `title`), set by an earlier statement of a
        // block around the read, in the same function: the value written last.
        if let value = earlierAssignment(name, before: Syntax(node)) {
            return resolve(value, mode: mode, scope.moved(to: Syntax(value), file: scope.file))
        }
        out.unresolved.append((Syntax(node), scope.file, .propertyNotSeen))
        return out
    }

    /// The value of the last `name = value` / `self.name = value` statement before `node` in a block
    /// around it, up to the enclosing function, closure or accessor; nil when there is none.
    static func earlierAssignment(_ name: String, before node: Syntax) -> ExprSyntax? {
        var current = node
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for earlier in list.prefix(while: { $0.id != item.id }).reversed() {
                    guard case .expr(let expr) = earlier.item, let infix = expr.as(InfixOperatorExprSyntax.self),
                          infix.operator.is(AssignmentExprSyntax.self) else { continue }
                    let target = SyntaxFacts.dottedPath(infix.leftOperand)
                    if target == name || target == "self." + name { return infix.rightOperand }
                }
            }
            current = parent
        }
        return nil
    }

    /// The property `name` a publisher publishes (`$name` on `self`, `base.$name` on the base's type).
    static func property(_ name: String, of base: ExprSyntax?, node: ExprSyntax, mode: Mode, _ scope: ResolveScope) -> Resolution {
        guard let base else { return follow(name, node: node, mode: mode, scope.moved(to: Syntax(node), file: scope.file)) }
        var out = Resolution()
        if let type = TypeInference.type(of: base, scope) {
            let found = scope.index.inheritedMember(type, name)
            if !found.isEmpty { return followMembers(found, mode: .string, scope, type: type, composes: false, receiver: base) }
        }
        out.unresolved.append((Syntax(node), scope.file, .otherTypeProperty))
        return out
    }

    /// A format's arguments that are localized text themselves (a generated accessor's
    /// `L10n.unlockWith(L10n.faceID)`, `String.localizedStringWithFormat(template, key)`,
    /// `String(format: template, key)`): each is a part of the shown text. Arguments that are no
    /// key (a count, a name) are a format's values, not a failure to follow.
    private static func withArgumentKeys(_ resolution: Resolution, _ arguments: some Sequence<LabeledExprSyntax>, _ scope: ResolveScope) -> Resolution {
        var out = resolution
        for argument in arguments where !argument.expression.is(StringLiteralExprSyntax.self) {
            let parts = resolve(argument.expression, mode: .string, scope).keys
            out.keys += TextPart.formatArgument.mark(parts)
            if !parts.isEmpty { out.open = true }
        }
        return out
    }

    /// The property whose `set`/`willSet` accessor around `node` names its new value `name`
    /// (`newValue`, or the accessor's own parameter name), or whose `didSet` around `node` reads the
    /// property itself (its new value).
    private static func setterProperty(_ name: String, _ node: Syntax) -> PatternBindingSyntax? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return nil }
            if let accessor = n.as(AccessorDeclSyntax.self) {
                var up = accessor.parent
                while let u = up, !u.is(PatternBindingSyntax.self) { up = u.parent }
                let property = up?.as(PatternBindingSyntax.self)
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.set), .keyword(.willSet):
                    guard (accessor.parameters?.name.text ?? "newValue") == name else { return nil }
                case .keyword(.didSet):
                    // The property itself, just set (`var title: String? { didSet { label.text = title } }`).
                    guard property?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
                default:
                    return nil
                }
                return property
            }
            current = n.parent
        }
        return nil
    }

    /// The elements of an array literal, also through element-keeping calls (`.compactMap { $0 }`,
    /// `.filter { ... }`) and a local holding one; nil when the array is built otherwise.
    private static func arrayElements(_ expr: ExprSyntax, _ scope: ResolveScope) -> [(expr: ExprSyntax, scope: ResolveScope)]? {
        let e = SyntaxFacts.unwrapped(expr)
        if let array = e.as(ArrayExprSyntax.self) { return array.elements.map { ($0.expression, scope) } }
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, ["compactMap", "filter", "sorted", "reversed"].contains(member.declName.baseName.text) {
            if member.declName.baseName.text == "compactMap",
               call.trailingClosure?.statements.trimmedDescription != "$0" && call.arguments.first?.expression.trimmedDescription != "{ $0 }" {
                return nil
            }
            return arrayElements(base, scope)
        }
        // `xs.map { f($0) }`: what the closure returns for each element, and the elements themselves
        // when the closure uses its parameter (each a part of what it returns).
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, member.declName.baseName.text == "map",
           let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            let returned = SyntaxFacts.returnedExpressions(closure.statements)
            guard !returned.isEmpty else { return nil }
            var out = returned.map { ($0, scope.moved(to: Syntax($0), file: scope.file)) }
            let parameters = ViewScope.closureParameters(closure)
            let usesParameter = parameters.isEmpty ? closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.text == "$0" }
                : closure.statements.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
            if usesParameter, let elements = arrayElements(base, scope) { out += elements }
            return out
        }
        if let ref = e.as(DeclReferenceExprSyntax.self), let binding = scope.localBinding(ref.baseName.text) {
            let values = ResolveScope.values(of: binding)
            guard !values.isEmpty else { return nil }
            var out: [(expr: ExprSyntax, scope: ResolveScope)] = []
            for value in values where !GrownArray.isEmptyArray(SyntaxFacts.unwrapped(value)) {
                guard let elements = arrayElements(value, scope.moved(to: Syntax(value), file: scope.file)) else { return nil }
                out += elements
            }
            // `var xs = [a]; xs.append(b)`: the elements appended in the statements that see the local.
            if let block = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self) {
                for growth in GrownArray.growth(of: ref.baseName.text, in: Syntax(block)) {
                    switch growth {
                    case .element(let value): out.append((value, scope.moved(to: Syntax(value), file: scope.file)))
                    case .elements(let values):
                        guard let elements = arrayElements(values, scope.moved(to: Syntax(values), file: scope.file)) else { return nil }
                        out += elements
                    case .added, .replaced: break
                    }
                }
            }
            return out
        }
        if let path = SyntaxFacts.dottedPath(e), path.split(separator: ".").count <= 2 {
            let parts = path.split(separator: ".").map(String.init)
            // A bare name that is a parameter (or a closure's) is not the property it shadows.
            guard parts.count == 1 ? !scope.isParameter(parts[0]) : parts[0] == "self" else { return nil }
            return grownProperty(parts[parts.count - 1], scope)
        }
        return nil
    }

    /// The elements of a `var` array property of the enclosing type: its initial value and what the
    /// type's code appends to it or assigns (`GrownArray`), also through an `inout` parameter.
    private static func grownProperty(_ name: String, _ scope: ResolveScope) -> [(expr: ExprSyntax, scope: ResolveScope)]? {
        let members = scope.ownMembers(name)
        guard members.count == 1, let binding = members[0].node.as(PatternBindingSyntax.self), binding.accessorBlock == nil,
              binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var) else { return nil }
        var declaration = binding.parent
        while let d = declaration, !(d.is(ClassDeclSyntax.self) || d.is(StructDeclSyntax.self) || d.is(ExtensionDeclSyntax.self) || d.is(ActorDeclSyntax.self)) {
            declaration = d.parent
        }
        guard let declaration else { return nil }
        let file = members[0].file
        func moved(_ node: ExprSyntax) -> ResolveScope { scope.moved(to: Syntax(node), file: file) }
        var out: [(expr: ExprSyntax, scope: ResolveScope)] = []
        if let value = binding.initializer?.value, !GrownArray.isEmptyArray(SyntaxFacts.unwrapped(value)) {
            guard let elements = arrayElements(value, moved(value)) else { return nil }
            out += elements
        }
        let functions = declaration.as(ClassDeclSyntax.self)?.memberBlock.members ?? declaration.as(StructDeclSyntax.self)?.memberBlock.members
            ?? declaration.as(ExtensionDeclSyntax.self)?.memberBlock.members ?? declaration.as(ActorDeclSyntax.self)?.memberBlock.members
        let ownFunctions = functions.map { $0.compactMap { $0.decl.as(FunctionDeclSyntax.self) } } ?? []
        let growth = GrownArray.growth(of: name, in: declaration, functions: ownFunctions)
        guard !growth.isEmpty else { return nil }
        for change in growth {
            switch change {
            case .element(let value): out.append((value, moved(value)))
            case .elements(let values), .added(let values), .replaced(let values):
                if GrownArray.isEmptyArray(SyntaxFacts.unwrapped(values)) { continue }
                guard let elements = arrayElements(values, moved(values)) else { return nil }
                out += elements
            }
        }
        return out
    }

    /// The values of an array or dictionary literal, written in place, held by a local (`arrayElements`)
    /// or by a constant of the enclosing type or a named type (`Self.names`, `static let names = [...]`);
    /// nil when the collection is built otherwise.
    private static func literalCollection(_ expr: ExprSyntax, _ scope: ResolveScope) -> [(expr: ExprSyntax, scope: ResolveScope)]? {
        let e = SyntaxFacts.unwrapped(expr)
        if let dictionary = e.as(DictionaryExprSyntax.self) {
            guard let list = dictionary.content.as(DictionaryElementListSyntax.self) else { return [] }
            return list.map { ($0.value, scope) }
        }
        if let elements = arrayElements(e, scope) { return elements }
        guard let path = SyntaxFacts.dottedPath(e) else { return nil }
        let parts = path.split(separator: ".").map(String.init)
        let members: [SourceIndex.Member]
        if parts.count == 1 || (parts.count == 2 && (parts[0] == "self" || parts[0] == "Self")) {
            members = scope.ownMembers(parts[parts.count - 1])
        } else if parts.count >= 2, parts[0].first?.isUppercase == true {
            members = scope.index.member(parts.dropLast().joined(separator: "."), parts[parts.count - 1])
        } else {
            return nil
        }
        guard members.count == 1, let binding = members[0].node.as(PatternBindingSyntax.self),
              binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
              let value = binding.initializer?.value else { return nil }
        let inner = SyntaxFacts.unwrapped(value)
        guard inner.is(ArrayExprSyntax.self) || inner.is(DictionaryExprSyntax.self) else { return nil }
        return literalCollection(inner, scope.moved(to: Syntax(inner), file: members[0].file))
    }

    /// A name read without a call is a property (`localized` beside `func localized(with:)`), not a
    /// function reference: the properties among `members`, else all of them.
    private static func propertiesFirst(_ members: [SourceIndex.Member]) -> [SourceIndex.Member] {
        let properties = members.filter { !$0.node.is(FunctionDeclSyntax.self) }
        return properties.isEmpty ? members : properties
    }

    /// Types a `String` extension's members are declared on: `self` there is a string value.
    static let stringTypes: Set<String> = ["String", "Substring", "NSString", "StringProtocol"]
    /// Protocols `String` conforms to whose extensions' members a string has [doc: Swift standard library, String,
    /// "Conforms To"], most specific first.
    static let stringProtocols = [
        "StringProtocol", "BidirectionalCollection", "RangeReplaceableCollection", "Collection", "Sequence",
        "Comparable", "Hashable", "Equatable",
    ]

    /// A table lookup whose arguments are values: the keys its key argument evaluates to, in the
    /// table and with the default text its `table:`/`tableName:` and `value:`/`defaultValue:`
    /// arguments evaluate to (a wrapper's parameter, its default argument, a literal).
    private static func resolveLookup(_ lookup: LocalizationCall.Lookup, _ scope: ResolveScope) -> Resolution {
        var out = rawValueKeys(lookup.key, scope) ?? resolve(lookup.key, mode: .swiftUIKey, scope)
        let table = lookup.table.flatMap { constantString($0, scope) }
        let value = lookup.value.flatMap { constantString($0, scope) }
        let bundle = BundleRef.evaluate(lookup.bundle, scope)
        for i in out.keys.indices {
            if let table { out.keys[i].table = table }
            if bundle != .main { out.keys[i].bundle = bundle }
            if let value, out.keys[i].defaultValue == nil, !value.isEmpty { out.keys[i].defaultValue = value }
        }
        return out
    }

    /// `LocalizedStringKey(Mode.all.rawValue)`, `NSLocalizedString(mode.rawValue, …)`: the raw values of
    /// the cases the base can be (`EnumCaseFlow.rawValues`) are the keys looked up; nil for any other key.
    private static func rawValueKeys(_ key: ExprSyntax, _ scope: ResolveScope) -> Resolution? {
        guard let member = SyntaxFacts.unwrapped(key).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
              let base = member.base, let values = EnumCaseFlow.rawValues(of: base, scope) else { return nil }
        var out = Resolution()
        out.keys = values.map { KeyRef(key: $0, table: LocalizationCall.defaultTable, symbol: nil, origin: origin(member, scope), isStringKey: true) }
        return out
    }

    /// The one string an argument evaluates to (a literal, a parameter bound to a literal or
    /// defaulted to one, a constant), nil for `nil` or several values.
    private static func constantString(_ expr: ExprSyntax, _ scope: ResolveScope) -> String? {
        let e = SyntaxFacts.unwrapped(expr)
        if let plain = SyntaxFacts.plainString(e) { return plain }
        if e.is(NilLiteralExprSyntax.self) { return nil }
        let values = Set(resolve(e, mode: .swiftUIKey, scope).keys.map(\.key)).subtracting([""])
        return values.count == 1 ? values.first : nil
    }

    /// `Localizations.addCode` under a namespace SwiftGen generates in a file the scanned code lacks
    /// (`SwiftGenName`): the one key of the strings files whose SwiftGen name it is; several keys
    /// are listed as unresolved; nil when the path is no such name.
    private static func swiftGenAccessor(_ path: String, node: Syntax, _ scope: ResolveScope) -> Resolution? {
        guard let dot = path.firstIndex(of: "."), scope.index.swiftGen.namespaces.contains(String(path[..<dot])) else { return nil }
        let keys = scope.index.swiftGen.keys(forPath: String(path[path.index(after: dot)...]))
        var out = Resolution()
        if keys.count == 1 {
            out.keys.append(KeyRef(key: keys[0].key, table: keys[0].table, symbol: path, symbolDerivation: .swiftGen,
                                   origin: origin(node, scope)))
        } else if keys.count > 1 {
            out.unresolved.append((node, scope.file, .swiftGenNameAmbiguous(accessor: path, keys: keys.map(\.key).sorted())))
        } else {
            return nil
        }
        return out
    }

    /// Types whose values can be a localized string; members of other types are not followed.
    static func stringLike(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        var base = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        // An array of texts reaches only a site that takes several (`accessibilityUserInputLabels`) or an element read.
        if base.hasPrefix("["), base.hasSuffix("]"), !base.contains(":") { base = String(base.dropFirst().dropLast()) }
        return ["String", "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "NSString", "Substring"].contains(base)
    }

    /// The parameter list of the function a followed call entered, when `name` is one of its parameters.
    static func parameterList(of name: String, in function: FunctionDeclSyntax, _ scope: ResolveScope)
        -> (list: FunctionParameterListSyntax, index: Int)? {
        let list = function.signature.parameterClause.parameters
        guard SyntaxFacts.isAncestor(Syntax(function), of: scope.node),
              let i = list.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        return (list, list.distance(from: list.startIndex, to: i))
    }

    /// The mode a parameter's declared type gives (`LocalizedStringKey`: literals are keys); nil when
    /// it is no parameter of a function or initialiser.
    private static func parameterType(_ name: String, _ scope: ResolveScope) -> Mode? {
        scope.parameterDeclaration(name).map { declaredKeyType($0.type) ? .swiftUIKey : .string }
    }

    /// Properties and functions of `type` (nil: not known): computed values are followed; a stored
    /// property without a value (or a `var`) is a target whose setters pass 3 reads; a function
    /// entered through `call` takes its arguments.
    private static func followMembers(_ members: [SourceIndex.Member], mode: Mode, _ scope: ResolveScope,
                                      type: String?, composes: Bool, call: FunctionCallExprSyntax? = nil,
                                      receiver: ExprSyntax? = nil) -> Resolution {
        var out = Resolution()
        let followable = members.filter { member in
            if let fn = member.node.as(FunctionDeclSyntax.self) { return stringLike(fn.signature.returnClause?.type) }
            if let binding = member.node.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type {
                // `Self` in a protocol extension read on a string is the string's type.
                return stringLike(type) || receiver != nil && type.trimmedDescription.replacingOccurrences(of: "?", with: "") == "Self"
            }
            return true
        }
        guard !followable.isEmpty else {
            out.unresolved.append((scope.node, scope.file, .notAString))
            return out
        }
        for member in followable {
            var memberMode = mode
            if let binding = member.node.as(PatternBindingSyntax.self), declaredKeyType(binding.typeAnnotation?.type) {
                memberMode = .swiftUIKey
            }
            if let fn = member.node.as(FunctionDeclSyntax.self), declaredKeyType(fn.signature.returnClause?.type) {
                memberMode = .swiftUIKey
            }
            var base = scope
            if let fn = member.node.as(FunctionDeclSyntax.self) { base = scope.entering(fn, file: member.file, through: call) }
            // `self` in a `String` extension is the value the member was read on, also through the
            // extension's other members (`var localized: String { localized(comment: "") }`).
            if let receiver, receiver.is(StringLiteralExprSyntax.self) || type.map(stringTypes.contains) == true
                || type.map(stringProtocols.contains) == true {
                base.receiver = ResolveScope.Receiver(expr: receiver, scope: scope)
            } else if receiver == nil, let type, stringTypes.contains(type), let outer = scope.receiver {
                base.receiver = outer
            }
            var values = ResolveScope.values(of: member)
            // Read on a value whose enum cases the code writes: only those cases' branches of a `switch self`.
            if let receiver, let type, EnumCaseFlow.enumName(type, scope) != nil, let cases = EnumCaseFlow.cases(of: receiver, type: type, scope) {
                values = values.filter { EnumCaseFlow.reachable($0, in: member.node, cases: cases) }
            }
            let declared = member.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type
                ?? member.node.as(FunctionDeclSyntax.self)?.signature.returnClause?.type
            let isResource = declared.map { declaredKeyType($0) && !$0.trimmedDescription.hasPrefix("LocalizedStringKey") } ?? false
            for value in values {
                var resolved = resolve(value, mode: memberMode, base.moved(to: Syntax(value), file: member.file))
                if let never = UnreachableBranch.evidence(for: Syntax(value), below: member.node, file: member.file, scope.index) {
                    resolved.keys = resolved.keys.map { key in
                        var key = key
                        if key.neverDrawn == nil { key.neverDrawn = never }
                        return key
                    }
                }
                out.add(isResource ? asString(resolved) : resolved)
            }
            if let type, let binding = member.node.as(PatternBindingSyntax.self), binding.accessorBlock == nil,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               values.isEmpty || binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var) {
                out.componentProperties.append(ComponentProperty(type: type, name: name, mode: memberMode, composes: composes,
                                                                 hasValue: !values.isEmpty))
            }
        }
        return out
    }

    /// `LocalizedStringKey` / `LocalizedStringResource` / `String.LocalizationValue`: a literal assigned to it is a key
    /// (`String.LocalizationValue` is the key `String(localized:)` looks up).
    static func declaredKeyType(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        return text.hasPrefix("LocalizedStringKey") || text.hasPrefix("LocalizedStringResource") || text.hasPrefix("String.LocalizationValue")
    }
}
