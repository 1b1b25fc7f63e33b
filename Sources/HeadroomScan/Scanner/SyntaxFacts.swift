import Foundation
import SwiftSyntax

/// Small readings of swift-syntax nodes shared by the index and the visitors.
enum SyntaxFacts {
    /// The expression without `try`, `await`, `!`, `?`, parentheses, `as` casts.
    static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        var current = expr
        while true {
            if let e = current.as(TryExprSyntax.self) { current = e.expression; continue }
            if let e = current.as(AwaitExprSyntax.self) { current = e.expression; continue }
            if let e = current.as(ForceUnwrapExprSyntax.self) { current = e.expression; continue }
            if let e = current.as(OptionalChainingExprSyntax.self) { current = e.expression; continue }
            if let e = current.as(TupleExprSyntax.self), e.elements.count == 1, e.elements.first!.label == nil {
                current = e.elements.first!.expression
                continue
            }
            if let e = current.as(AsExprSyntax.self) { current = e.expression; continue }
            if let e = current.as(SequenceExprSyntax.self), e.elements.count == 3,
               e.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
                current = e.elements.first!
                continue
            }
            return current
        }
    }

    /// `a.b.c` as written, without `self.`, `?`, `!` and spaces; nil when the chain holds calls or subscripts.
    /// Walks the chain once and joins its names once: linear in the chain's length (a visitor asks
    /// it at every link of `a.b.b…`).
    static func dottedPath(_ expr: ExprSyntax) -> String? { dottedPath(expr, maxParts: nil) }

    /// With `maxParts`, a chain of more parts is nil after `maxParts` steps (no accessor is that long).
    static func dottedPath(_ expr: ExprSyntax, maxParts: Int?) -> String? {
        var names: [String] = []
        var e = unwrapped(expr)
        while true {
            if let maxParts, names.count >= maxParts { return nil }
            if let ref = e.as(DeclReferenceExprSyntax.self) {
                names.append(identifier(ref.baseName))
                break
            }
            if let member = e.as(MemberAccessExprSyntax.self) {
                let name = identifier(member.declName.baseName)
                guard let base = member.base else {
                    names.append("." + name)
                    break
                }
                names.append(name)
                if let ref = base.as(DeclReferenceExprSyntax.self), ref.baseName.text == "self" { break }
                e = unwrapped(base)
                continue
            }
            if let type = e.as(TypeExprSyntax.self) {
                names.append(type.type.trimmedDescription)
                break
            }
            return nil
        }
        return names.reversed().joined(separator: ".")
    }

    /// A name without backticks (`` `open` `` → `open`).
    static func identifier(_ token: TokenSyntax) -> String {
        let text = token.text
        return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
    }

    /// True when `a` and `b` lie in different branches of one `switch` or `if`/`else` (no path runs both).
    static func inExclusiveBranches(_ a: Syntax, _ b: Syntax) -> Bool {
        var childOnPath: [SyntaxIdentifier: SyntaxIdentifier] = [:]
        var current: Syntax? = a
        while let n = current, let parent = n.parent {
            childOnPath[parent.id] = n.id
            current = parent
        }
        current = b
        while let n = current, let parent = n.parent {
            if let fromA = childOnPath[parent.id] {
                guard fromA != n.id else { return false }
                if parent.is(SwitchCaseListSyntax.self) { return true }
                if let branch = parent.as(IfExprSyntax.self), let elseBody = branch.elseBody {
                    let sides: Set<SyntaxIdentifier> = [branch.body.id, elseBody.id]
                    return sides.contains(fromA) && sides.contains(n.id)
                }
                return false
            }
            current = parent
        }
        return false
    }

    /// The name a call is made by: `Text` for `Text(...)`, `font` for `x.font(...)`, `.init` kept as `init`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let special = callee.as(GenericSpecializationExprSyntax.self) {
            return special.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The receiver of a method-style call (`x` in `x.font(...)`), nil for a free call or `.member(...)`.
    static func receiver(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The argument with this label (nil label = the first unlabelled one).
    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        for arg in call.arguments where arg.label?.text == label { return arg.expression }
        return nil
    }

    static func firstArgument(_ call: FunctionCallExprSyntax) -> LabeledExprSyntax? { call.arguments.first }

    /// A number literal (`17`, `17.0`, `-2`, `CGFloat(17)`), nil for anything else.
    static func number(_ expr: ExprSyntax) -> Double? {
        let e = unwrapped(expr)
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let v = number(p.expression) { return -v }
        if let call = e.as(FunctionCallExprSyntax.self), let name = calleeName(call), ["CGFloat", "Double", "Float", "Int"].contains(name),
           call.arguments.count == 1 {
            return number(call.arguments.first!.expression)
        }
        return nil
    }

    /// `.headline` or `Font.TextStyle.headline` → `headline`; nil when not a member reference.
    static func memberName(_ expr: ExprSyntax) -> String? {
        let e = unwrapped(expr)
        if let member = e.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The literal's text when it has no interpolation, with escapes decoded.
    static func plainString(_ expr: ExprSyntax) -> String? {
        guard let literal = unwrapped(expr).as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let s = segment.as(StringSegmentSyntax.self) else { return nil }
            text += decodeEscapes(s.content.text, rawDelimiter: literal.openingPounds?.text ?? "")
        }
        return text
    }

    /// Decodes `\n`, `\t`, `\"`, `\\`, `\'`, `\0`, `\u{...}` (with `#` after `\` in raw strings).
    static func decodeEscapes(_ source: String, rawDelimiter: String) -> String {
        let escape = "\\" + rawDelimiter
        guard source.contains(escape) else { return source }
        var out = ""
        var rest = Substring(source)
        while let range = rest.range(of: escape) {
            out += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let c = rest.first else { out += escape; break }
            rest = rest.dropFirst()
            switch c {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "\"", "\\", "'": out.append(c)
            case "u":
                if rest.first == "{", let close = rest.firstIndex(of: "}"),
                   let scalar = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16).flatMap(Unicode.Scalar.init) {
                    out.unicodeScalars.append(scalar)
                    rest = rest[rest.index(after: close)...]
                } else {
                    out += escape + "u"
                }
            default: out += escape; out.append(c)
            }
        }
        return out + rest
    }

    /// The expression on one line, at most 120 characters.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 120 ? String(text.prefix(117)) + "..." : text
    }

    /// The name of the type declaration or extension enclosing a node (`Font` for `extension Font`,
    /// `L10n.Scene` for `extension L10n.Scene`), nil at file scope.
    static func enclosingTypeName(_ node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let n = current {
            if let d = n.as(ClassDeclSyntax.self) { names.append(d.name.text) }
            else if let d = n.as(StructDeclSyntax.self) { names.append(d.name.text) }
            else if let d = n.as(EnumDeclSyntax.self) { names.append(d.name.text) }
            else if let d = n.as(ActorDeclSyntax.self) { names.append(d.name.text) }
            else if let d = n.as(ExtensionDeclSyntax.self) {
                names.append(d.extendedType.trimmedDescription)
                break
            }
            current = n.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// True when `a` is `b` or one of its ancestors.
    static func isAncestor(_ a: Syntax, of b: Syntax) -> Bool {
        var current: Syntax? = b
        while let n = current {
            if n.id == a.id { return true }
            current = n.parent
        }
        return false
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The expressions a body returns: `return x` statements (not those of nested closures or
    /// functions) and implicit results (single expression, `if`/`switch` expression branches).
    static func returnedExpressions(_ items: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if items.count == 1, let only = items.first {
            if let e = only.item.as(ExprSyntax.self) { return branchResults(e) }
            if let s = only.item.as(ExpressionStmtSyntax.self) { return branchResults(s.expression) }
        }
        var found: [ExprSyntax] = []
        collectReturns(Syntax(items), into: &found)
        return found
    }

    private static func branchResults(_ e: ExprSyntax) -> [ExprSyntax] {
        if let s = e.as(SwitchExprSyntax.self) {
            return s.cases.flatMap { c -> [ExprSyntax] in
                guard let caseItem = c.as(SwitchCaseSyntax.self) else { return [] }
                return returnedExpressions(caseItem.statements)
            }
        }
        if let i = e.as(IfExprSyntax.self) {
            var out = returnedExpressions(i.body.statements)
            if let elseBody = i.elseBody {
                if let block = elseBody.as(CodeBlockSyntax.self) { out += returnedExpressions(block.statements) }
                if let nested = elseBody.as(IfExprSyntax.self) { out += branchResults(ExprSyntax(nested)) }
            }
            return out
        }
        return [e]
    }

    private static func collectReturns(_ node: Syntax, into found: inout [ExprSyntax]) {
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self) || child.is(FunctionDeclSyntax.self) { continue }
            // A branch an iPhone build never compiles (`#elseif os(macOS)` in a switch case).
            if let clause = child.as(IfConfigClauseSyntax.self), !PlatformCondition.compiledForIOS(clause) { continue }
            if let r = child.as(ReturnStmtSyntax.self) {
                if let e = r.expression { found.append(e) }
                continue
            }
            collectReturns(child, into: &found)
        }
    }

    /// `l op r` for Swift's four arithmetic operators on numbers the scan evaluated; nil for any other operator or a
    /// division by zero.
    static func arithmetic(_ op: String, _ l: Double, _ r: Double) -> Double? {
        switch op {
        case "+": l + r
        case "-": l - r
        case "*": l * r
        case "/": r == 0 ? nil : l / r
        default: nil
        }
    }
}
