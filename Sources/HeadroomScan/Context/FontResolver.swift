import DynamicType
import SwiftSyntax

/// Reads a font expression: SwiftUI `Font` (`.headline`, `.system(size:weight:)`, `.custom(_:size:relativeTo:)`,
/// `.weight(_)`, `.bold()`), UIKit `UIFont` (`preferredFont(forTextStyle:)`, `systemFont(ofSize:weight:)`,
/// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)`), and the app's own helpers
/// defined in the scanned sources, through locals, properties and ternaries.
enum FontResolver {
    enum Outcome {
        case font(FontSpec)
        case unresolved(String)
    }

    /// SwiftUI and UIKit text style names.
    static func textStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title": return .title1
        case "caption": return .caption1
        default: return TextStyle(rawValue: name)
        }
    }

    static func weight(_ expr: ExprSyntax) -> FontWeight? {
        guard let name = SyntaxFacts.memberName(expr) else { return nil }
        return name == "regular" ? .regular : FontWeight(name: name)
    }

    static func resolve(_ expr: ExprSyntax, _ scope: ResolveScope) -> Outcome {
        guard scope.depth < ResolveScope.maxDepth else { return .unresolved("font followed too deep") }
        let e = SyntaxFacts.unwrapped(expr)
        let text = SyntaxFacts.oneLine(e)

        if let ternary = e.as(TernaryExprSyntax.self) {
            return combine([ternary.thenExpression, ternary.elseExpression].map { resolve($0, scope) },
                           reason: "font depends on a condition")
        }
        if let member = e.as(MemberAccessExprSyntax.self) {
            return resolveMember(member, scope, text: text)
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            return follow(name: ref.baseName.text, scope, text: text)
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                let values = SyntaxFacts.returnedExpressions(closure.statements)
                return combine(values.map { resolve($0, scope.moved(to: Syntax($0), file: scope.file)) }, reason: "font helper returns different fonts")
            }
            return resolveCall(call, scope, text: text)
        }
        return .unresolved("font expression not understood")
    }

    private static func resolveMember(_ member: MemberAccessExprSyntax, _ scope: ResolveScope, text: String) -> Outcome {
        let name = member.declName.baseName.text
        let basePath = member.base.flatMap { SyntaxFacts.dottedPath($0) }
        let typeBase = basePath == nil || ["Font", "UIFont", "SwiftUI.Font", "Font.TextStyle", "UIFont.TextStyle"].contains(basePath!)
        if typeBase, let style = textStyle(name) {
            return .font(FontSpec(style: style, scales: true, evidence: scope.code(member, text)))
        }
        if typeBase {
            for type in ["Font", "UIFont"] {
                let found = scope.index.member(type, name)
                if !found.isEmpty { return followMembers(found, scope, text: text, via: "\(type).\(name)") }
            }
            return .unresolved("font helper not found in the scanned sources")
        }
        // `self.font`, `Self.labelFont`, `SomeView.labelFont`.
        if let base = basePath {
            if base == "self" || base == "Self" { return follow(name: name, scope, text: text) }
            if base.first?.isUppercase == true {
                let found = scope.index.member(base, name)
                if !found.isEmpty { return followMembers(found, scope, text: text, via: "\(base).\(name)") }
            }
        }
        return .unresolved("font from another object's property")
    }

    private static func resolveCall(_ call: FunctionCallExprSyntax, _ scope: ResolveScope, text: String) -> Outcome {
        guard let name = SyntaxFacts.calleeName(call) else { return .unresolved("font expression not understood") }
        let receiver = SyntaxFacts.receiver(call)
        let receiverPath = receiver.flatMap { SyntaxFacts.dottedPath($0) }
        let onType = receiver == nil || ["Font", "UIFont", "SwiftUI.Font"].contains(receiverPath ?? "")
        func arg(_ label: String?) -> ExprSyntax? { SyntaxFacts.argument(call, label) }

        // Font modifiers: resolve the base font, then apply.
        if let base = receiver, !onType {
            if name == "scaledFont", let metrics = base.as(FunctionCallExprSyntax.self) ?? nil, SyntaxFacts.calleeName(metrics) == "UIFontMetrics" {
                return scaledFont(call, metrics: SyntaxFacts.argument(metrics, "forTextStyle"), scope, text: text)
            }
            if name == "scaledFont", SyntaxFacts.dottedPath(base) == "UIFontMetrics.default" {
                return scaledFont(call, metrics: nil, scope, text: text)
            }
            let modifiers: Set<String> = ["weight", "bold", "italic", "monospacedDigit", "monospaced", "smallCaps",
                                          "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width", "rounded", "withDesign"]
            if modifiers.contains(name) {
                guard case .font(var spec) = resolve(base, scope) else { return resolve(base, scope) }
                if name == "weight", let w = arg(nil).flatMap(weight) { spec.weight = w }
                if name == "bold" { spec.weight = (spec.style?.emphasizedWeight) ?? .bold }
                spec.evidence = scope.code(call, text)
                return .font(spec)
            }
        }
        switch name {
        case "Font" where receiver == nil && call.arguments.count == 1 && call.arguments.first?.label == nil:
            // `Font(uiFont)`, `Font(uiFont as CTFont)`.
            return resolve(call.arguments.first!.expression, scope)
        case "system" where onType:
            if let size = arg("size"), let scaled = scaledValue(size, scope) {
                var spec = scaled
                spec.weight = arg("weight").flatMap(weight)
                spec.evidence = scope.code(call, text)
                return .font(spec)
            }
            if let size = arg("size") {
                guard let points = number(size, scope) else { return .unresolved("font size is not a constant") }
                return .font(FontSpec(fixedSize: points, weight: arg("weight").flatMap(weight), scales: false, evidence: scope.code(call, text)))
            }
            if let first = call.arguments.first, first.label == nil, let style = SyntaxFacts.memberName(first.expression).flatMap(textStyle) {
                return .font(FontSpec(style: style, weight: arg("weight").flatMap(weight), scales: true, evidence: scope.code(call, text)))
            }
        case "custom" where onType:
            if let fixed = arg("fixedSize") {
                return .font(FontSpec(fixedSize: number(fixed, scope), scales: false, evidence: scope.code(call, text)))
            }
            let relative = arg("relativeTo").flatMap(SyntaxFacts.memberName).flatMap(textStyle) ?? .body
            return .font(FontSpec(style: relative, baseSize: arg("size").flatMap { number($0, scope) }, scales: true, evidence: scope.code(call, text)))
        case "preferredFont":
            if let style = arg("forTextStyle").flatMap(SyntaxFacts.memberName).flatMap(textStyle) {
                return .font(FontSpec(style: style, scales: true, evidence: scope.code(call, text)))
            }
        case "systemFont", "boldSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont", "italicSystemFont":
            if let size = arg("ofSize"), var spec = scaledValue(size, scope) {
                spec.weight = name == "boldSystemFont" ? .bold : arg("weight").flatMap(weight)
                spec.evidence = scope.code(call, text)
                return .font(spec)
            }
            guard let size = arg("ofSize"), let points = number(size, scope) else { return .unresolved("font size is not a constant") }
            let w: FontWeight? = name == "boldSystemFont" ? .bold : arg("weight").flatMap(weight)
            return .font(FontSpec(fixedSize: points, weight: w, scales: false, evidence: scope.code(call, text)))
        case "UIFont":
            if let size = arg("size"), let points = number(size, scope) {
                return .font(FontSpec(fixedSize: points, scales: false, evidence: scope.code(call, text)))
            }
        default:
            break
        }
        // A design system helper taking `relativeTo:` follows that text style.
        if let style = arg("relativeTo").flatMap(SyntaxFacts.memberName).flatMap(textStyle) {
            return .font(FontSpec(style: style, baseSize: arg("size").flatMap { number($0, scope) }, scales: true, evidence: scope.code(call, text)))
        }
        if onType {
            for type in ["Font", "UIFont"] {
                let found = scope.index.member(type, name)
                if !found.isEmpty { return followMembers(found, scope, text: text, via: "\(type).\(name)") }
            }
        } else if receiver == nil {
            let own = scope.ownMembers(name)
            if !own.isEmpty { return followMembers(own, scope, text: text, via: name) }
        }
        return .unresolved("font from a call the scan does not follow")
    }

    /// `UIFontMetrics(forTextStyle: .x).scaledValue(for: 24)` / `UIFontMetrics.default.scaledValue(for:)` as a size:
    /// scales with that style (body for `.default`) from a base size.
    private static func scaledValue(_ expr: ExprSyntax, _ scope: ResolveScope) -> FontSpec? {
        guard let call = SyntaxFacts.unwrapped(expr).as(FunctionCallExprSyntax.self), SyntaxFacts.calleeName(call) == "scaledValue",
              let base = SyntaxFacts.receiver(call) else { return nil }
        var style = TextStyle.body
        if let metrics = SyntaxFacts.unwrapped(base).as(FunctionCallExprSyntax.self), SyntaxFacts.calleeName(metrics) == "UIFontMetrics" {
            style = SyntaxFacts.argument(metrics, "forTextStyle").flatMap(SyntaxFacts.memberName).flatMap(textStyle) ?? .body
        } else if SyntaxFacts.dottedPath(base) != "UIFontMetrics.default" {
            return nil
        }
        let size = SyntaxFacts.argument(call, "for").flatMap { number($0, scope) }
        return FontSpec(style: style, baseSize: size, scales: true, evidence: scope.code(call, SyntaxFacts.oneLine(call)))
    }

    private static func scaledFont(_ call: FunctionCallExprSyntax, metrics: ExprSyntax?, _ scope: ResolveScope, text: String) -> Outcome {
        let style = metrics.flatMap(SyntaxFacts.memberName).flatMap(textStyle) ?? .body
        var spec = FontSpec(style: style, scales: true, evidence: scope.code(call, text))
        if let base = SyntaxFacts.argument(call, "for"), case .font(let baseSpec) = resolve(base, scope) {
            spec.baseSize = baseSpec.fixedSize ?? baseSpec.baseSize
            spec.weight = baseSpec.weight
        }
        spec.maximumPointSize = SyntaxFacts.argument(call, "maximumPointSize").flatMap { number($0, scope) }
        return .font(spec)
    }

    /// A local, or a property of the enclosing type.
    private static func follow(name: String, _ scope: ResolveScope, text: String) -> Outcome {
        if let binding = scope.localBinding(name) {
            let values = ResolveScope.values(of: binding)
            guard !values.isEmpty else { return .unresolved("font variable assigned later") }
            return combine(values.map { resolve($0, scope.moved(to: Syntax($0), file: scope.file)) }, reason: "font depends on a condition")
        }
        if scope.isParameter(name) { return .unresolved("font passed in as a parameter") }
        let own = scope.ownMembers(name)
        if !own.isEmpty { return followMembers(own, scope, text: text, via: name) }
        return .unresolved("font variable not found")
    }

    private static func followMembers(_ members: [SourceIndex.Member], _ scope: ResolveScope, text: String, via: String) -> Outcome {
        var outcomes: [Outcome] = []
        for member in members {
            for value in ResolveScope.values(of: member) {
                outcomes.append(resolve(value, scope.moved(to: Syntax(value), file: member.file)))
            }
        }
        guard !outcomes.isEmpty else {
            let stored = members.allSatisfy { $0.node.as(PatternBindingSyntax.self).map { $0.initializer == nil && $0.accessorBlock == nil } ?? false }
            return .unresolved(stored ? "font is a stored property each caller sets" : "font helper has no value the scan can read")
        }
        let combined = combine(outcomes, reason: "font helper returns different fonts")
        guard case .font(var spec) = combined else { return combined }
        spec.evidence = .code(file: members[0].file, line: members[0].line, what: "\(text) → \(via)")
        return .font(spec)
    }

    /// All alike: that font; otherwise unresolved with the reason.
    static func combine(_ outcomes: [Outcome], reason: String) -> Outcome {
        var first: FontSpec?
        for outcome in outcomes {
            switch outcome {
            case .unresolved(let why): return .unresolved(why)
            case .font(let spec):
                if let f = first, !f.sameFont(as: spec) { return .unresolved(reason) }
                if first == nil { first = spec }
            }
        }
        return first.map(Outcome.font) ?? .unresolved(reason)
    }

    /// A number literal, or a constant it names.
    static func number(_ expr: ExprSyntax, _ scope: ResolveScope) -> Double? {
        if let n = SyntaxFacts.number(expr) { return n }
        guard scope.depth < ResolveScope.maxDepth, let path = SyntaxFacts.dottedPath(expr) else { return nil }
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 1, let binding = scope.localBinding(parts[0]) {
            return ResolveScope.values(of: binding).first.flatMap { number($0, scope.moved(to: Syntax($0), file: scope.file)) }
        }
        let members = parts.count == 1 ? scope.ownMembers(parts[0])
            : scope.index.member(parts.dropLast().joined(separator: "."), parts.last!)
        guard members.count == 1, let value = ResolveScope.values(of: members[0]).first else { return nil }
        return number(value, scope.moved(to: Syntax(value), file: members[0].file))
    }
}
