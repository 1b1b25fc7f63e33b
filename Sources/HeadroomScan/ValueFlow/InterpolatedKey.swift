import SwiftSyntax

/// The key SwiftUI looks up for a `LocalizedStringKey` literal: interpolations become format
/// specifiers (`Text("\(count) posts")` → `%lld posts`), literal `%` doubles.
enum InterpolatedKey {
    /// What `LocalizedStringKey.StringInterpolation` writes for Int, String (and views, dates), Double, Float.
    static let specifiers = ["%lld", "%@", "%lf", "%f"]

    /// The key; with interpolations, the specifier choice that is a key in the strings files, else
    /// the types written in the code, else `%@` for each.
    static func key(_ literal: StringLiteralExprSyntax, knownKeys: Set<String>) -> String {
        let raw = literal.openingPounds?.text ?? ""
        var pieces: [String] = []
        var slots: [[String]] = []
        var hasInterpolation = false
        for segment in literal.segments {
            if let s = segment.as(StringSegmentSyntax.self) {
                pieces.append(SyntaxFacts.decodeEscapes(s.content.text, rawDelimiter: raw))
            } else if let e = segment.as(ExpressionSegmentSyntax.self) {
                hasInterpolation = true
                pieces.append("\u{0}")
                slots.append(candidates(e))
            }
        }
        guard hasInterpolation else { return pieces.joined() }
        let template = pieces.map { $0 == "\u{0}" ? $0 : $0.replacingOccurrences(of: "%", with: "%%") }
        func build(_ choice: [String]) -> String {
            var i = 0
            return template.map { piece -> String in
                guard piece == "\u{0}" else { return piece }
                defer { i += 1 }
                return choice[i]
            }.joined()
        }
        var combinations: [[String]] = [[]]
        for slot in slots.prefix(4) {
            combinations = combinations.flatMap { prefix in slot.map { prefix + [$0] } }
        }
        if slots.count <= 4 {
            for choice in combinations where knownKeys.contains(build(choice)) { return build(choice) }
        }
        return build(slots.map { $0[0] })
    }

    /// Specifiers to try for one interpolation, the likeliest first.
    private static func candidates(_ segment: ExpressionSegmentSyntax) -> [String] {
        let args = Array(segment.expressions)
        if let spec = args.first(where: { $0.label?.text == "specifier" }), let text = SyntaxFacts.plainString(spec.expression) {
            return [text]
        }
        guard let value = args.first?.expression else { return ["%@"] }
        let e = SyntaxFacts.unwrapped(value)
        if e.is(IntegerLiteralExprSyntax.self) { return ["%lld"] + specifiers.filter { $0 != "%lld" } }
        if e.is(FloatLiteralExprSyntax.self) { return ["%lf"] + specifiers.filter { $0 != "%lf" } }
        if e.is(StringLiteralExprSyntax.self) { return ["%@"] + specifiers.filter { $0 != "%@" } }
        if let call = e.as(FunctionCallExprSyntax.self), let name = SyntaxFacts.calleeName(call) {
            if name == "Int" { return ["%lld"] + specifiers.filter { $0 != "%lld" } }
            if name == "Text" || name == "Image" || name == "String" { return ["%@"] + specifiers.filter { $0 != "%@" } }
        }
        if let path = SyntaxFacts.dottedPath(e), path.hasSuffix(".count") || path == "count" {
            return ["%lld"] + specifiers.filter { $0 != "%lld" }
        }
        return ["%@", "%lld", "%lf", "%f"]
    }
}
