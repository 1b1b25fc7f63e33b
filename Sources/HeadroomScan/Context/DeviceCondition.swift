import SwiftSyntax

/// Runtime tests of the device an iOS app runs on (`horizontalSizeClass == .regular`,
/// `UIDevice.current.userInterfaceIdiom == .pad`, `ProcessInfo.processInfo.isMacCatalystApp`,
/// `isiOSAppOnMac`), evaluated for the reference iPhone in portrait and for an iPad, so that a
/// branch taken only on an iPad or on a Mac is not read as iPhone UI. The values:
/// iPhone portrait has a compact horizontal and a regular vertical size class, an iPad app in full
/// screen regular in both [doc: UITraitCollection, "Size classes": iPhone portrait "compact width,
/// regular height"; iPad "regular width, regular height"]; `isMacCatalystApp` / `isiOSAppOnMac` are
/// false on iPhone and iPad [doc: ProcessInfo.isMacCatalystApp, isiOSAppOnMac].
enum DeviceCondition {
    enum Device { case iPhone, iPad }

    /// How deep app properties that return a device test (`static var isRunningOnMac: Bool { isiOSAppOnMac || ... }`) are followed.
    static let maxDepth = 3

    /// The value of `condition` on `device`; nil when it does not depend on the device alone.
    static func value(_ condition: ExprSyntax, on device: Device, _ index: SourceIndex?, depth: Int = 0) -> Bool? {
        let e = SyntaxFacts.unwrapped(condition)
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return value(prefix.expression, on: device, index, depth: depth).map { !$0 }
        }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return value(inner.expression, on: device, index, depth: depth)
        }
        // A literal only inside a followed property (`guard #available(...) else { return false }`).
        if let literal = e.as(BooleanLiteralExprSyntax.self) { return depth > 0 ? literal.literal.tokenKind == .keyword(.true) : nil }
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            if op == "&&" || op == "||" {
                let l = value(infix.leftOperand, on: device, index, depth: depth)
                let r = value(infix.rightOperand, on: device, index, depth: depth)
                if op == "&&" { return l == false || r == false ? false : (l == true && r == true ? true : nil) }
                return l == true || r == true ? true : (l == false && r == false ? false : nil)
            }
            guard op == "==" || op == "!=" else { return nil }
            guard let equal = comparison(infix.leftOperand, infix.rightOperand, device)
                    ?? comparison(infix.rightOperand, infix.leftOperand, device) else { return nil }
            return op == "==" ? equal : !equal
        }
        guard let name = lastName(e) else { return nil }
        if name == "isMacCatalystApp" || name == "isiOSAppOnMac" { return false }
        guard depth < maxDepth, let index else { return nil }
        // An app property that returns a device test.
        let values = declarations(of: e, name: name, index).flatMap { ResolveScope.values(of: $0) }
        guard values.contains(where: { !SyntaxFacts.unwrapped($0).is(BooleanLiteralExprSyntax.self) }) else { return nil }
        let results = values.map { value($0, on: device, index, depth: depth + 1) }
        guard let first = results.first, let known = first, results.allSatisfy({ $0 == known }) else { return nil }
        return known
    }

    /// Where a node sits in the branch of an `if` / ternary / `else` that a device test decides: the
    /// devices that take it. nil when no device test decides it.
    static func shownOn(_ node: Syntax, _ index: SourceIndex?) -> ShownOn? {
        var current: Syntax? = node
        var child: Syntax = node
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(MemberBlockSyntax.self) || n.is(SourceFileSyntax.self) { return nil }
            if let ifExpr = n.as(IfExprSyntax.self), let taken = branch(of: ifExpr, holding: child) {
                let conditions = Array(ifExpr.conditions)
                var onPhone: Bool? = true, onPad: Bool? = true
                for c in conditions {
                    guard case .expression(let e) = c.condition else { onPhone = nil; onPad = nil; break }
                    let p = value(e, on: .iPhone, index), q = value(e, on: .iPad, index)
                    onPhone = and(onPhone, p); onPad = and(onPad, q)
                }
                if !taken { onPhone = onPhone.map { !$0 }; onPad = onPad.map { !$0 } }
                if onPhone == false { return onPad == true ? .iPad : .otherPlatform }
            }
            if let ternary = n.as(TernaryExprSyntax.self), child.id != ternary.condition.id,
               let p = value(ternary.condition, on: .iPhone, index) {
                let taken = child.id == ternary.thenExpression.id
                if p != taken {
                    let q = value(ternary.condition, on: .iPad, index)
                    return q == taken ? .iPad : .otherPlatform
                }
            }
            child = n
            current = n.parent
        }
        return nil
    }

    private static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == false || b == false { return false }
        return a == true && b == true ? true : nil
    }

    /// True for the `if` body holding the node, false for its `else`; nil for the condition itself.
    private static func branch(of ifExpr: IfExprSyntax, holding child: Syntax) -> Bool? {
        if child.id == ifExpr.body.id { return true }
        if let elseBody = ifExpr.elseBody, child.id == elseBody.id { return false }
        return nil
    }

    /// `sizeClass == .regular`, `userInterfaceIdiom == .pad`: whether they are equal on the device.
    private static func comparison(_ subject: ExprSyntax, _ constant: ExprSyntax, _ device: Device) -> Bool? {
        guard let written = lastName(SyntaxFacts.unwrapped(subject)), let other = SyntaxFacts.memberName(SyntaxFacts.unwrapped(constant)) else { return nil }
        switch environmentKey(of: subject, named: written) ?? written {
        case "horizontalSizeClass": return other == (device == .iPhone ? "compact" : "regular")
        case "verticalSizeClass": return other == "regular"
        case "userInterfaceIdiom": return other == (device == .iPhone ? "phone" : "pad")
        default: return nil
        }
    }

    /// `@Environment(\.horizontalSizeClass) var sizeClass`: the environment value a property of the
    /// enclosing type reads.
    private static func environmentKey(of subject: ExprSyntax, named name: String) -> String? {
        var current = Syntax(subject).parent
        while let n = current, !n.is(MemberBlockSyntax.self) { current = n.parent }
        guard let block = current?.as(MemberBlockSyntax.self) else { return nil }
        for item in block.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
            for attribute in variable.attributes {
                guard let attr = attribute.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == "Environment",
                      case .argumentList(let args)? = attr.arguments,
                      let path = args.first?.expression.as(KeyPathExprSyntax.self) else { continue }
                return path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            }
        }
        return nil
    }

    /// `x` / `a.b.x` / `x()`: the last name.
    private static func lastName(_ e: ExprSyntax) -> String? {
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = e.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The app's Bool properties the expression names: `Type.name`, or `name` in the enclosing type.
    private static func declarations(of e: ExprSyntax, name: String, _ index: SourceIndex) -> [SourceIndex.Member] {
        let type: String?
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base {
            type = SyntaxFacts.dottedPath(base).flatMap { $0.first?.isUppercase == true ? $0 : nil }
        } else {
            type = SyntaxFacts.enclosingTypeName(Syntax(e))
        }
        guard let type else { return [] }
        return index.member(type, name).filter { member in
            guard let binding = member.node.as(PatternBindingSyntax.self) else { return false }
            // Computed: a stored value can change at run time.
            return binding.typeAnnotation?.type.trimmedDescription == "Bool" && binding.initializer == nil && binding.accessorBlock != nil
        }
    }
}
