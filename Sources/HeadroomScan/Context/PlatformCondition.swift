import SwiftSyntax

/// Which devices draw the code around a node (`ShownOn`), from what the code says: the branch of
/// an `#if` that an iOS build compiles, SwiftUI's macOS-only scenes, and the keyboard-command APIs
/// whose titles only an iPad with a keyboard shows.
enum PlatformCondition {
    /// The value an iOS (iPhone and iPad) build gives each platform test; a test not listed is
    /// unknown (both branches are read).
    static func iOSValue(_ condition: ExprSyntax) -> Bool? {
        let e = SyntaxFacts.unwrapped(condition)
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return iOSValue(prefix.expression).map { !$0 }
        }
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            let l = iOSValue(infix.leftOperand), r = iOSValue(infix.rightOperand)
            if op == "&&" { return l == false || r == false ? false : (l == true && r == true ? true : nil) }
            if op == "||" { return l == true || r == true ? true : (l == false && r == false ? false : nil) }
            return nil
        }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return iOSValue(inner.expression)
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call),
              let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch name {
        case "os": return argument == "iOS"
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        case "canImport":
            if argument == "UIKit" { return true }
            return argument == "AppKit" || argument == "WatchKit" ? false : nil
        default: return nil
        }
    }

    /// False when an iOS build never compiles the clause: its condition is false there, or an
    /// earlier clause of the same `#if` is true.
    static func compiledForIOS(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        for c in clauses {
            let value = c.condition.flatMap { iOSValue($0) } ?? (c.condition == nil ? true : nil)
            if c.id == clause.id { return value != false }
            if value == true { return false }
        }
        return true
    }

    /// SwiftUI scenes only macOS has (`Settings { }`, `MenuBarExtra`), recognized inside a
    /// `some Scene` body [doc: developer.apple.com/documentation/swiftui/settings, "macOS 11.0+"].
    static let macOnlyScenes: Set<String> = ["Settings", "MenuBarExtra"]

    /// Which devices draw the text at `node`.
    static func shownOn(_ node: Syntax) -> ShownOn {
        var iPad = false
        var current: Syntax? = node
        while let n = current {
            if let clause = n.as(IfConfigClauseSyntax.self), !compiledForIOS(clause) { return .otherPlatform }
            if let call = n.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) {
                if macOnlyScenes.contains(name), call.calledExpression.is(DeclReferenceExprSyntax.self), inSceneBody(call) {
                    return .otherPlatform
                }
                // A keyboard command's title: the iPad's shortcut overlay and menu bar show it, an iPhone never does.
                if name == "UIKeyCommand" || name == "commands" && call.calledExpression.is(MemberAccessExprSyntax.self) { iPad = true }
            }
            // Menu-bar commands built apart from `.commands { }` (`var appMenu: some Commands`, a `Commands` type's body).
            if let binding = n.as(PatternBindingSyntax.self), binding.typeAnnotation?.type.trimmedDescription == "some Commands" { iPad = true }
            if let fn = n.as(FunctionDeclSyntax.self), fn.signature.returnClause?.type.trimmedDescription == "some Commands" { iPad = true }
            current = n.parent
        }
        return iPad ? .iPad : .all
    }

    /// Inside a property or function declared `some Scene` (an `App`'s `body`).
    private static func inSceneBody(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let binding = n.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.trimmedDescription == "some Scene" }
            if let fn = n.as(FunctionDeclSyntax.self) { return fn.signature.returnClause?.type.trimmedDescription == "some Scene" }
            current = n.parent
        }
        return false
    }
}
