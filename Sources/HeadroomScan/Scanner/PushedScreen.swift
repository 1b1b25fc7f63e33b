import SwiftSyntax

/// Where the app pushes a screen onto a navigation stack: a construction of its type (`T(...)`, or a
/// static factory `T.make(...)` that the code declares returning `T` or `Self`) passed to UIKit's
/// `pushViewController(_:animated:)` / `show(_:sender:)` or to a function of the app whose body
/// passes that parameter to one of them (a router's `push(_:animated:)`: found by its body, not its
/// name), directly or through a local `let`; or made inside SwiftUI's `NavigationLink` or
/// `.navigationDestination`. A pushed screen's navigation bar has a back button beside its title.
enum PushedScreen {
    /// A construction passed to a call that is not one of `pushCalls`: pushed when `call` is a
    /// push wrapper taking its screen at `position` (decided once every file is read).
    struct Candidate {
        var type: String
        var file: String
        var line: Int
        var call: String
        var position: Int
        /// `make` for `T.make(...)`: the factory must return `T`.
        var factory: String?
    }

    /// The calls that push the view controller or view given as their argument or made in their closures.
    static let pushCalls: Set<String> = ["pushViewController", "show", "NavigationLink", "navigationDestination"]

    /// The push call around the construction `call` (`pushViewController`), nil when it is not pushed.
    static func pushCall(around call: FunctionCallExprSyntax) -> String? {
        guard let found = enclosingCall(around: call), pushCalls.contains(found.name) else { return nil }
        return found.name
    }

    /// The call that takes the construction `call` as an argument (at `position`) or makes it in its
    /// closures; through a local `let` bound to it, the first call of the same block that takes the local.
    static func enclosingCall(around call: FunctionCallExprSyntax) -> (name: String, position: Int)? {
        var previous = Syntax(call)
        var current = previous.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
            // Only from the call's arguments or closures: a modifier's receiver (`List { … }.navigationDestination`) is not pushed.
            if let outer = node.as(FunctionCallExprSyntax.self), previous.id != outer.calledExpression.id,
               let name = SyntaxFacts.calleeName(outer) {
                let position = outer.arguments.firstIndex { $0.position <= call.position && call.endPosition <= $0.endPosition }
                    .map { outer.arguments.distance(from: outer.arguments.startIndex, to: $0) }
                if pushCalls.contains(name) || position != nil { return (name, position ?? 0) }
            }
            if let binding = node.as(PatternBindingSyntax.self), binding.initializer?.value.as(FunctionCallExprSyntax.self)?.id == call.id,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return callTaking(name, after: binding)
            }
            previous = node
            current = node.parent
        }
        return nil
    }

    /// The first call in the same code block as the local `name`'s binding that takes `name` as an argument.
    private static func callTaking(_ name: String, after binding: PatternBindingSyntax) -> (name: String, position: Int)? {
        var block = Syntax(binding).parent
        while let b = block, !b.is(CodeBlockItemListSyntax.self) { block = b.parent }
        guard let items = block?.as(CodeBlockItemListSyntax.self) else { return nil }
        final class Finder: SyntaxVisitor {
            let name: String
            var found: (name: String, position: Int)?
            init(name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil || !PushedScreen.pushCalls.contains(found!.name), let callee = SyntaxFacts.calleeName(node) else { return .visitChildren }
                for (i, argument) in node.arguments.enumerated()
                where argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                    // A push wins over any other call that also takes the local (`vc.configure(vc)`).
                    if found == nil || PushedScreen.pushCalls.contains(callee) { found = (callee, i) }
                }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(items)
        return finder.found
    }

    /// The position of the parameter that `function`'s body passes to `pushViewController` / `show`
    /// as the screen, nil when it passes none: the function is the app's own push.
    static func wrappedPosition(_ function: FunctionDeclSyntax) -> Int? {
        guard let body = function.body else { return nil }
        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        guard !parameters.isEmpty else { return nil }
        final class Finder: SyntaxVisitor {
            let parameters: [String]
            var found: Int?
            init(parameters: [String]) { self.parameters = parameters; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, let callee = SyntaxFacts.calleeName(node), ["pushViewController", "show"].contains(callee),
                   let name = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    found = parameters.firstIndex(of: name)
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(parameters: parameters)
        finder.walk(body)
        return finder.found
    }

    /// The screens pushed among `candidates`: through the app's own push functions (`wrappers`: name →
    /// the position of the screen parameter) or, for a factory, through UIKit's; a factory
    /// `T.make(...)` counts when a function of that name declared in `T` returns `T` or `Self`.
    static func throughWrappers(_ candidates: [PushedScreen.Candidate], wrappers: [String: Set<Int>],
                                returnsOwnType: (String, String) -> Bool) -> [String: (file: String, line: Int, call: String)] {
        var out: [String: (file: String, line: Int, call: String)] = [:]
        for c in candidates where pushCalls.contains(c.call) || wrappers[c.call]?.contains(c.position) == true {
            if let factory = c.factory, !returnsOwnType(c.type, factory) { continue }
            if let known = out[c.type], (known.file, known.line) <= (c.file, c.line) { continue }
            out[c.type] = (c.file, c.line, c.call)
        }
        return out
    }
}
