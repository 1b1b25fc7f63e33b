import SwiftSyntax

/// What a SwiftUI toolbar item's content draws in the bar: an image (its texts are for VoiceOver,
/// the Large Content Viewer and the overflow menu), a text, or nothing the code shows.
///
/// `Image(_:bundle:label:)` takes its `label:` "for accessibility" [doc: Image.init(_:bundle:label:)],
/// so a `Text` given there is not drawn. A call of one of the app's own functions that returns a
/// view draws what that function's body draws (`cancelButton(action:)` whose body is
/// `Button(action:) { Image(…) }`), followed a few calls deep.
enum ToolbarItemContent {
    enum Drawn: Equatable {
        case image
        case text
        /// Neither an image nor a text the scan can see (the app's function not followed, or no content).
        case unknown
    }

    /// How deep calls of the app's own view functions are followed.
    static let followDepth = 3

    /// What `content` draws; `functions` gives the bodies of the app's functions of a name that return
    /// a view (empty where the index is not known yet).
    static func drawn(_ content: Syntax, functions: (String) -> [Syntax] = { _ in [] }) -> Drawn {
        drawn(content, functions: functions, depth: 0)
    }

    private static func drawn(_ content: Syntax, functions: (String) -> [Syntax], depth: Int) -> Drawn {
        let finder = CallFinder()
        finder.walk(content)
        if finder.drawsText { return .text }
        if finder.drawsImage { return .image }
        guard depth < followDepth else { return .unknown }
        var found = Drawn.unknown
        for name in finder.calledFunctions {
            for body in functions(name) {
                switch drawn(body, functions: functions, depth: depth + 1) {
                case .text: return .text
                case .image: found = .image
                case .unknown: break
                }
            }
        }
        return found
    }

    /// Whether a function declaration returns toolbar content (`-> some ToolbarContent`): its items go
    /// to the bar of whatever `.toolbar { }` calls it.
    static func returnsToolbarContent(_ function: FunctionDeclSyntax) -> Bool {
        returnType(function) == "ToolbarContent"
    }

    /// Whether a function declaration returns a view (`-> some View`, `-> AnyView`).
    static func returnsView(_ function: FunctionDeclSyntax) -> Bool {
        ["View", "AnyView"].contains(returnType(function))
    }

    private static func returnType(_ function: FunctionDeclSyntax) -> String? {
        guard let type = function.signature.returnClause?.type else { return nil }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return some.constraint.trimmedDescription }
        return type.trimmedDescription
    }

    /// Whether a node lies in the trailing closure (or closure argument) of a `.toolbar { }` modifier.
    static func isInToolbarModifier(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let call = n.as(FunctionCallExprSyntax.self), SyntaxFacts.calleeName(call) == "toolbar",
               call.calledExpression.is(MemberAccessExprSyntax.self) {
                return true
            }
            if n.is(MemberBlockItemSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    private final class CallFinder: SyntaxVisitor {
        var drawsText = false
        var drawsImage = false
        var calledFunctions: [String] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = SyntaxFacts.calleeName(node) else { return .visitChildren }
            switch name {
            case "Text":
                drawsText = true
            case "Image", "Label":
                drawsImage = true
                // An image's `label:` is read by VoiceOver, not drawn; a Label's title is its text.
                if name == "Image" { return .skipChildren }
            default:
                if node.calledExpression.is(DeclReferenceExprSyntax.self) || SyntaxFacts.receiver(node)?.trimmedDescription == "self" {
                    calledFunctions.append(name)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    }
}
