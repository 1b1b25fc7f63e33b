import DynamicType
import SwiftSyntax

/// Reads a font expression: SwiftUI `Font` (`.headline`, `.system(size:weight:)`, `.custom(_:size:relativeTo:)`,
/// `.weight(_)`, `.bold()`), UIKit `UIFont` (`preferredFont(forTextStyle:)`, `systemFont(ofSize:weight:)`,
/// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)`), and the app's own helpers and
/// design-system tokens defined in the scanned sources, evaluated by `DesignEvaluator`.
enum FontResolver {
    static func weight(_ expr: ExprSyntax) -> FontWeight? {
        guard let name = SyntaxFacts.memberName(expr) else { return nil }
        return name == "regular" ? .regular : FontWeight(name: name)
    }

    /// A weight written in place or reaching a helper as an argument or a default value (`weight: Font.Weight = .regular`).
    static func weight(_ expr: ExprSyntax, _ scope: ResolveScope) -> FontWeight? {
        if let w = weight(expr) { return w }
        guard case .member(_, let name) = DesignEvaluator.evaluate(expr, scope, expected: "Font.Weight", DesignEvaluator.Run()) else { return nil }
        return name == "regular" ? .regular : FontWeight(name: name)
    }

    /// Reads a font expression, following the app's helpers (`DesignEvaluator`).
    static func resolve(_ expr: ExprSyntax, _ scope: ResolveScope) -> FontOutcome {
        outcome(DesignEvaluator.evaluate(expr, scope, expected: "Font", DesignEvaluator.Run()), expr, scope)
    }

    /// The argument of SwiftUI's `.font(_:)`: `nil` (a `Font?` no caller sets) puts back the default font,
    /// body ("font: The default font to use in this view", an optional [doc: View.font(_:)]).
    static func resolveModifier(_ expr: ExprSyntax, _ scope: ResolveScope) -> FontOutcome {
        let value = DesignEvaluator.evaluate(expr, scope, expected: "Font", DesignEvaluator.Run())
        if case .nothing = value {
            return .font(FontSpec(style: .body, scales: true, evidence: .frameworkDefault(what: ".font(nil): SwiftUI's body style", source: "View.font(_:)")))
        }
        return outcome(value, expr, scope)
    }

    private static func outcome(_ value: DesignEvaluator.Value, _ expr: ExprSyntax, _ scope: ResolveScope) -> FontOutcome {
        switch value {
        case .font(let spec): return .font(spec)
        case .unresolved(let reason): return .unresolved(reason.description)
        case .member(let type, let name):
            if type == nil || DesignEvaluator.fontTypes.contains(type!), let style = ContainerCatalog.textStyle(name) {
                return .font(FontSpec(style: style, scales: true, evidence: scope.code(expr, "." + name)))
            }
            return .unresolved(FontReason.notAFont.description)
        case .oneOf(let values):
            return combine(values.map { outcome($0, expr, scope) }, reason: .conditional)
        case .instance, .number, .nothing: return .unresolved(FontReason.notAFont.description)
        }
    }

    /// A text style argument (`relativeTo:`, `forTextStyle:`, `.system(_:)`), also through parameters.
    private static func styleArgument(_ expr: ExprSyntax?, _ scope: ResolveScope, _ run: DesignEvaluator.Run) -> TextStyle? {
        guard let expr else { return nil }
        if let name = SyntaxFacts.memberName(expr), SyntaxFacts.unwrapped(expr).as(MemberAccessExprSyntax.self)?.base == nil
            || DesignEvaluator.fontTypes.contains(SyntaxFacts.unwrapped(expr).as(MemberAccessExprSyntax.self)?.base.flatMap(SyntaxFacts.dottedPath) ?? "") {
            return ContainerCatalog.textStyle(name)
        }
        switch DesignEvaluator.evaluate(expr, scope, expected: "Font.TextStyle", run) {
        case .member(_, let name): return ContainerCatalog.textStyle(name)
        case .font(let spec): return spec.style
        default: return nil
        }
    }

    /// `.name` / `Font.name` where the contextual type is a font type: a text style, a weight, or the
    /// app's `Font`/`UIFont` extension member.
    static func fontMember(_ name: String, at node: some SyntaxProtocol, _ scope: ResolveScope, expected: String?, text: String,
                           _ run: DesignEvaluator.Run) -> DesignEvaluator.Value {
        if let expected, expected.hasSuffix("Weight") || expected.hasSuffix("TextStyle") { return .member(type: expected, name: name) }
        if let style = ContainerCatalog.textStyle(name) { return .font(FontSpec(style: style, scales: true, evidence: scope.code(node, text))) }
        for type in ["Font", "UIFont"] {
            let found = scope.index.member(type, name)
            if !found.isEmpty {
                return DesignEvaluator.members(found, scope, expected: type, text: text, via: "\(type).\(name)", call: nil, receiver: nil, run)
            }
        }
        if expected == nil { return .member(type: nil, name: name) }
        return .unresolved(.helperNotFound)
    }

    /// A call in a font expression: SwiftUI's and UIKit's font API, font modifiers, else the app's
    /// functions and initializers (`DesignEvaluator`).
    static func call(_ call: FunctionCallExprSyntax, _ scope: ResolveScope, expected: String?, _ run: DesignEvaluator.Run) -> DesignEvaluator.Value {
        let text = SyntaxFacts.oneLine(call)
        guard let name = SyntaxFacts.calleeName(call) else { return .unresolved(.notUnderstood) }
        let receiver = SyntaxFacts.receiver(call)
        let receiverPath = receiver.flatMap { SyntaxFacts.dottedPath($0) }
        let onType = receiver == nil || ["Font", "UIFont", "SwiftUI.Font"].contains(receiverPath ?? "")
        let fontContext = expected == nil || DesignEvaluator.fontTypes.contains(expected!) || receiver != nil
        func arg(_ label: String?) -> ExprSyntax? { SyntaxFacts.argument(call, label) }
        func weightArg() -> FontWeight? { arg("weight").flatMap { weight($0, scope) } }

        // A size that scales with a text style, read where a size is expected.
        if name == "scaledValue", let spec = scaledValue(ExprSyntax(call), scope, run) { return .font(spec) }
        // Font modifiers: resolve the base font, then apply.
        if let base = receiver, !onType {
            if name == "scaledFont", let metrics = base.as(FunctionCallExprSyntax.self) ?? nil, SyntaxFacts.calleeName(metrics) == "UIFontMetrics" {
                return scaledFont(call, metrics: SyntaxFacts.argument(metrics, "forTextStyle"), scope, text: text, run)
            }
            if name == "scaledFont", SyntaxFacts.dottedPath(base) == "UIFontMetrics.default" {
                return scaledFont(call, metrics: nil, scope, text: text, run)
            }
            let modifiers: Set<String> = ["weight", "bold", "italic", "monospacedDigit", "monospaced", "smallCaps",
                                          "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width", "rounded", "withDesign"]
            if modifiers.contains(name) {
                let baseValue = DesignEvaluator.evaluate(base, scope, expected: "Font", run)
                guard case .font(var spec) = fontValue(baseValue, at: base, scope) else { return baseValue }
                if name == "weight", let w = arg(nil).flatMap({ weight($0, scope) }) { spec.weight = w }
                if name == "bold" { spec.weight = (spec.style?.emphasizedWeight) ?? .bold }
                spec.evidence = scope.code(call, text)
                return .font(spec)
            }
        }
        if fontContext {
            switch name {
            case "Font" where receiver == nil && call.arguments.count == 1 && call.arguments.first?.label == nil:
                // `Font(uiFont)`, `Font(uiFont as CTFont)`.
                return fontValue(DesignEvaluator.evaluate(call.arguments.first!.expression, scope, expected: "UIFont", run), at: call, scope)
            case "system" where onType:
                if let size = arg("size") {
                    switch self.size(size, scope, run) {
                    case .scaled(var spec)?:
                        spec.weight = weightArg()
                        spec.evidence = scope.code(call, text)
                        return .font(spec)
                    case .points(let points)?:
                        return .font(FontSpec(fixedSize: points, weight: weightArg(), scales: false, evidence: scope.code(call, text)))
                    case nil:
                        return .unresolved(.sizeNotConstant)
                    }
                }
                if let first = call.arguments.first, first.label == nil, let style = styleArgument(first.expression, scope, run) {
                    return .font(FontSpec(style: style, weight: weightArg(), scales: true, evidence: scope.code(call, text)))
                }
            case "custom" where onType:
                if let fixed = arg("fixedSize") {
                    return .font(FontSpec(fixedSize: number(fixed, scope), scales: false, evidence: scope.code(call, text)))
                }
                let relative = styleArgument(arg("relativeTo"), scope, run) ?? .body
                return .font(FontSpec(style: relative, baseSize: arg("size").flatMap { self.size($0, scope, run)?.base }, scales: true, evidence: scope.code(call, text)))
            case "preferredFont":
                if let style = styleArgument(arg("forTextStyle"), scope, run) {
                    return .font(FontSpec(style: style, scales: true, evidence: scope.code(call, text)))
                }
            case "systemFont", "boldSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont", "italicSystemFont":
                let w: FontWeight? = name == "boldSystemFont" ? .bold : weightArg()
                switch arg("ofSize").flatMap({ self.size($0, scope, run) }) {
                case .scaled(var spec)?:
                    spec.weight = w
                    spec.evidence = scope.code(call, text)
                    return .font(spec)
                case .points(let points)?:
                    return .font(FontSpec(fixedSize: points, weight: w, scales: false, evidence: scope.code(call, text)))
                case nil:
                    return .unresolved(.sizeNotConstant)
                }
            case "UIFont":
                if let size = arg("size"), let points = number(size, scope) {
                    return .font(FontSpec(fixedSize: points, scales: false, evidence: scope.code(call, text)))
                }
            default:
                break
            }
        }
        let followed = DesignEvaluator.appCall(call, scope, expected: expected, text: text, run)
        if case .unresolved = followed, let style = styleArgument(arg("relativeTo"), scope, run) {
            // A helper taking `relativeTo:` that the scan cannot read to one font (not declared in the
            // scanned sources, or branching on a runtime setting): it follows that text style [inference].
            return .font(FontSpec(style: style, baseSize: arg("size").flatMap { number($0, scope) }, scales: true, evidence: scope.code(call, text)))
        }
        return followed
    }

    /// A font size: points, or a size that scales with a text style (`UIFontMetrics.scaledValue(for:)`).
    enum Size {
        case points(Double)
        case scaled(FontSpec)

        /// The base points either way (nil when the scaled size's base is not a constant).
        var base: Double? {
            switch self {
            case .points(let p): p
            case .scaled(let spec): spec.baseSize
            }
        }
    }

    /// A size argument, also through parameters and helpers (`size: userScaledFontSize(baseSize: body)`).
    private static func size(_ expr: ExprSyntax, _ scope: ResolveScope, _ run: DesignEvaluator.Run) -> Size? {
        if let points = number(expr, scope) { return .points(points) }
        if let spec = scaledValue(expr, scope, run) { return .scaled(spec) }
        switch DesignEvaluator.evaluate(expr, scope, expected: "CGFloat", run) {
        case .number(let points): return .points(points)
        case .font(let spec) where spec.scales && spec.fixedSize == nil: return .scaled(spec)
        default: return nil
        }
    }

    /// A font-typed value as a font (`.body` read as `Font.body`).
    private static func fontValue(_ value: DesignEvaluator.Value, at node: some SyntaxProtocol, _ scope: ResolveScope) -> DesignEvaluator.Value {
        if case .member(let type, let name) = value, type == nil || DesignEvaluator.fontTypes.contains(type!), let style = ContainerCatalog.textStyle(name) {
            return .font(FontSpec(style: style, scales: true, evidence: scope.code(node, "." + name)))
        }
        if case .font = value { return value }
        if case .unresolved = value { return value }
        if case .oneOf(let values) = value { return DesignEvaluator.combine(values.map { fontValue($0, at: node, scope) }, reason: .conditional) }
        return .unresolved(.notAFont)
    }

    /// `UIFontMetrics(forTextStyle: .x).scaledValue(for: 24)` / `UIFontMetrics.default.scaledValue(for:)` as a size:
    /// scales with that style (body for `.default`) from a base size.
    private static func scaledValue(_ expr: ExprSyntax, _ scope: ResolveScope, _ run: DesignEvaluator.Run) -> FontSpec? {
        guard let call = SyntaxFacts.unwrapped(expr).as(FunctionCallExprSyntax.self), SyntaxFacts.calleeName(call) == "scaledValue",
              let base = SyntaxFacts.receiver(call) else { return nil }
        var style = TextStyle.body
        if let metrics = SyntaxFacts.unwrapped(base).as(FunctionCallExprSyntax.self), SyntaxFacts.calleeName(metrics) == "UIFontMetrics" {
            style = styleArgument(SyntaxFacts.argument(metrics, "forTextStyle"), scope, run) ?? .body
        } else if SyntaxFacts.dottedPath(base) != "UIFontMetrics.default" {
            return nil
        }
        let size = SyntaxFacts.argument(call, "for").flatMap { number($0, scope) }
        return FontSpec(style: style, baseSize: size, scales: true, evidence: scope.code(call, SyntaxFacts.oneLine(call)))
    }

    private static func scaledFont(_ call: FunctionCallExprSyntax, metrics: ExprSyntax?, _ scope: ResolveScope, text: String,
                                   _ run: DesignEvaluator.Run) -> DesignEvaluator.Value {
        let style = styleArgument(metrics, scope, run) ?? .body
        var spec = FontSpec(style: style, scales: true, evidence: scope.code(call, text))
        if let base = SyntaxFacts.argument(call, "for"), case .font(let baseSpec) = fontValue(DesignEvaluator.evaluate(base, scope, expected: "UIFont", run), at: base, scope) {
            spec.baseSize = baseSpec.fixedSize ?? baseSpec.baseSize
            spec.weight = baseSpec.weight
        }
        spec.maximumPointSize = SyntaxFacts.argument(call, "maximumPointSize").flatMap { number($0, scope) }
        return .font(spec)
    }

    /// All alike: that font; otherwise unresolved with the reason.
    static func combine(_ outcomes: [FontOutcome], reason: FontReason) -> FontOutcome {
        var first: FontSpec?
        for outcome in outcomes {
            switch outcome {
            case .unresolved(let why): return .unresolved(why)
            case .font(let spec):
                if let f = first, !f.sameFont(as: spec) { return .unresolved(reason.description) }
                if first == nil { first = spec }
            }
        }
        return first.map(FontOutcome.font) ?? .unresolved(reason.description)
    }

    /// A number literal, or a constant it names.
    static func number(_ expr: ExprSyntax, _ scope: ResolveScope) -> Double? {
        if let n = SyntaxFacts.number(expr) { return n }
        guard scope.depth < ResolveScope.maxDepth, let path = SyntaxFacts.dottedPath(expr) else { return nil }
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 1, scope.call != nil, scope.isParameter(parts[0]),
           case .number(let n) = DesignEvaluator.evaluate(expr, scope, expected: nil, DesignEvaluator.Run()) {
            return n
        }
        // `style.messageNumberOfLines` on a parameter: what the call gives, or the property's certain initial value.
        if parts.count == 2, scope.isParameter(parts[0]),
           case .number(let n) = DesignEvaluator.evaluate(expr, scope, expected: nil, DesignEvaluator.Run()) {
            return n
        }
        if parts.count == 1, let binding = scope.localBinding(parts[0]) {
            return ResolveScope.values(of: binding).first.flatMap { number($0, scope.moved(to: Syntax($0), file: scope.file)) }
        }
        let members = parts.count == 1 ? scope.ownMembers(parts[0])
            : scope.index.member(parts.dropLast().joined(separator: "."), parts.last!)
        guard members.count == 1, let value = ResolveScope.values(of: members[0]).first else { return nil }
        return number(value, scope.moved(to: Syntax(value), file: members[0].file))
    }
}
