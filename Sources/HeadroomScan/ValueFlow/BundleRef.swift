import SwiftSyntax

/// The `bundle:` argument of a localization call (`NSLocalizedString(_:tableName:bundle:value:comment:)`,
/// `String(localized:table:bundle:)`, `Text(_:tableName:bundle:)`, `LocalizedStringResource(_:table:bundle:)`)
/// as the code writes it, followed through a wrapper's parameter (or its default), a local and a
/// property: Foundation looks the key up in that bundle's tables [doc: Bundle.localizedString(forKey:value:table:)].
/// `ProjectLayout` turns it into the folder holding those tables.
enum BundleRef: Hashable, Sendable {
    /// `Bundle.main` or no `bundle:` argument: the app's (or the running extension's) own bundle.
    case main
    /// `Bundle.module`: the resource bundle SwiftPM generates for the package target whose file writes it.
    case module(file: String, line: Int)
    /// `Bundle(for: T.self)`: the bundle of the target that declares the class `T`.
    case classOf(type: String, file: String, line: Int)
    /// `Bundle(identifier: "com.example.Kit")`.
    case identifier(String, file: String, line: Int)
    /// `Bundle(path:)`/`Bundle(url:)` of `Bundle.main.path(forResource: "Name", ofType: "bundle")`: `Name.bundle`.
    case named(String, file: String, line: Int)
    /// An expression the scan does not follow to a bundle.
    case unknown(expression: String, file: String, line: Int)

    /// The bundle `expr` evaluates to (nil argument: the main bundle).
    static func evaluate(_ expr: ExprSyntax?, _ scope: ResolveScope) -> BundleRef {
        guard let expr else { return .main }
        return evaluate(expr, scope.moved(to: Syntax(expr), file: scope.file), depth: 0)
    }

    /// The bundle of an accessor's lookup (`static var title: String { NSLocalizedString("k", bundle: .module, ...) }`),
    /// read in the accessor's own file.
    static func of(_ accessor: SourceIndex.Accessor, _ scope: ResolveScope) -> BundleRef {
        guard let expr = accessor.bundle else { return .main }
        return evaluate(expr, scope.moved(to: Syntax(expr), file: accessor.file), depth: 0)
    }

    private static func evaluate(_ expr: ExprSyntax, _ scope: ResolveScope, depth: Int) -> BundleRef {
        let e = SyntaxFacts.unwrapped(expr)
        let line = scope.index.line(of: e, in: scope.file)
        let unknown = BundleRef.unknown(expression: SyntaxFacts.oneLine(Syntax(e)), file: scope.file, line: line)
        guard depth < ResolveScope.maxDepth else { return unknown }
        // The callee of a generator's lookup (SwiftGen's `tr("Table", "key")`): the bundle its body reads.
        if let call = expr.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expr.id {
            return throughFunction(call, scope, depth: depth) ?? unknown
        }
        if let member = e.as(MemberAccessExprSyntax.self) {
            let base = member.base.map { SyntaxFacts.unwrapped($0).trimmedDescription }
            guard base == nil || base == "Bundle" || base == "Foundation.Bundle" else { return follow(member, scope, depth: depth) ?? unknown }
            switch member.declName.baseName.text {
            case "main": return .main
            case "module": return .module(file: scope.file, line: line)
            default: return follow(member, scope, depth: depth) ?? unknown
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            // A closure called in place (`static let bundle: Bundle = { return Bundle.module }()`): what it returns, when one bundle.
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
                let returned = Set(SyntaxFacts.returnedExpressions(closure.statements).map {
                    evaluate($0, scope.moved(to: Syntax($0), file: scope.file), depth: depth + 1)
                })
                return returned.count == 1 ? returned.first! : unknown
            }
            let callee = call.calledExpression.trimmedDescription
            // `LocalizedStringResource.BundleDescription`: `.forClass(T.self)`, `.atURL(url)`.
            if callee.hasSuffix(".forClass"), let type = call.arguments.first.map({ SyntaxFacts.unwrapped($0.expression).trimmedDescription }),
               type.hasSuffix(".self") {
                return .classOf(type: String(type.dropLast(5)), file: scope.file, line: line)
            }
            if callee.hasSuffix(".atURL"), let location = call.arguments.first?.expression, let name = resourceBundleName(location) {
                return .named(name, file: scope.file, line: line)
            }
            guard callee == "Bundle" || callee == ".init" || callee == "Bundle.init" else { return unknown }
            if let type = SyntaxFacts.argument(call, "for") {
                let written = SyntaxFacts.unwrapped(type).trimmedDescription
                if written.hasSuffix(".self") { return .classOf(type: String(written.dropLast(5)), file: scope.file, line: line) }
                if written == "type(of: self)" || written == "Self.self", let enclosing = scope.enclosingType {
                    return .classOf(type: enclosing, file: scope.file, line: line)
                }
                return unknown
            }
            if let id = SyntaxFacts.argument(call, "identifier").flatMap(SyntaxFacts.plainString) {
                return .identifier(id, file: scope.file, line: line)
            }
            if let location = SyntaxFacts.argument(call, "path") ?? SyntaxFacts.argument(call, "url"),
               let name = resourceBundleName(location) {
                return .named(name, file: scope.file, line: line)
            }
            return unknown
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let binding = scope.localBinding(name) {
                let values = ResolveScope.values(of: binding)
                guard values.count == 1 else { return unknown }
                return evaluate(values[0], scope.moved(to: Syntax(values[0]), file: scope.file), depth: depth + 1)
            }
            if scope.isParameter(name) {
                // A wrapper's parameter: the argument of the call that entered it, or its default.
                guard let binding = scope.call, let parameters = KeyResolver.parameterList(of: name, in: binding.function, scope) else { return unknown }
                switch CallAlignment.match(binding.call, labels: CallAlignment.labels(parameters.list), index: parameters.index) {
                case .argument(let arg)?:
                    return evaluate(arg, binding.caller.moved(to: Syntax(arg), file: binding.caller.file), depth: depth + 1)
                case .defaulted?:
                    let parameter = parameters.list[parameters.list.index(parameters.list.startIndex, offsetBy: parameters.index)]
                    guard let value = parameter.defaultValue?.value else { return unknown }
                    return evaluate(value, scope.moved(to: Syntax(value), file: scope.file), depth: depth + 1)
                case nil:
                    return unknown
                }
            }
            let own = scope.ownMembers(name)
            if own.count == 1, let value = ResolveScope.values(of: own[0]).first {
                return evaluate(value, scope.moved(to: Syntax(value), file: own[0].file), depth: depth + 1)
            }
        }
        return unknown
    }

    /// The bundle of the lookup inside the function `call` calls (`static func tr(...) { Bundle.module.localizedString(forKey:...) }`).
    private static func throughFunction(_ call: FunctionCallExprSyntax, _ scope: ResolveScope, depth: Int) -> BundleRef? {
        guard let name = SyntaxFacts.calleeName(call) else { return nil }
        var found: [SourceIndex.Member]
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map({ SyntaxFacts.unwrapped($0).trimmedDescription }),
           base != "self", base != "Self" {
            found = scope.index.member(base, name)
        } else {
            found = scope.ownMembers(name) + (scope.index.freeFunctions[name] ?? [])
        }
        for member in found {
            guard let body = member.node.as(FunctionDeclSyntax.self)?.body else { continue }
            let finder = LookupFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            guard let lookup = finder.found else { continue }
            guard let bundle = lookup.bundle else { return .main }
            return evaluate(bundle, scope.moved(to: Syntax(bundle), file: member.file), depth: depth + 1)
        }
        return nil
    }

    /// The first localization lookup in a function's body, whatever its arguments.
    private final class LookupFinder: SyntaxVisitor {
        var found: LocalizationCall.Lookup?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, SyntaxFacts.calleeName(node) != "tr", let lookup = LocalizationCall.lookup(node) { found = lookup }
            return found == nil ? .visitChildren : .skipChildren
        }
    }

    /// A property the code declares (`Bundle.kit`, `Self.resources`, `Strings.bundle`) with one value.
    private static func follow(_ member: MemberAccessExprSyntax, _ scope: ResolveScope, depth: Int) -> BundleRef? {
        let name = member.declName.baseName.text
        var found: [SourceIndex.Member] = []
        if let base = member.base.map({ SyntaxFacts.unwrapped($0).trimmedDescription }), base != "self", base != "Self" {
            found = scope.index.member(base, name)
        } else {
            found = scope.ownMembers(name)
            if found.isEmpty { found = scope.index.member("Bundle", name) }
        }
        guard found.count == 1, let value = ResolveScope.values(of: found[0]).first else { return nil }
        return evaluate(value, scope.moved(to: Syntax(value), file: found[0].file), depth: depth + 1)
    }

    /// `Name` of `Bundle.main.path(forResource: "Name", ofType: "bundle")` / `url(forResource:withExtension:)`.
    private static func resourceBundleName(_ expr: ExprSyntax) -> String? {
        guard let call = SyntaxFacts.unwrapped(expr).as(FunctionCallExprSyntax.self),
              let name = SyntaxFacts.argument(call, "forResource").flatMap(SyntaxFacts.plainString) else { return nil }
        let ext = (SyntaxFacts.argument(call, "ofType") ?? SyntaxFacts.argument(call, "withExtension")).flatMap(SyntaxFacts.plainString)
        if ext == "bundle" { return name }
        if ext == nil, name.hasSuffix(".bundle") { return String(name.dropLast(7)) }
        return nil
    }
}
