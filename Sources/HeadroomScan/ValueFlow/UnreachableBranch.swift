import DynamicType
import SwiftSyntax

/// A `switch` branch Swift never runs, so the text it gives or shows is never drawn:
/// - its patterns are all cases of an enum the app declares that no expression constructs (only the
///   case's declaration and patterns name it: `case .attachmentTooLarge:` in `errorDescription` of an
///   error nothing throws with that case), while the code constructs another case of it (so the code making
///   its values is in the scanned sources). An enum with a raw type or a conformance that creates values
///   without naming the case (`init(rawValue:)`, `Decodable`, `CaseIterable.allCases`, any protocol
///   outside `neutralProtocols`) keeps every branch.
/// (A widget's `switch family` branch no supported family selects is the context's `WidgetFamilyBranch`.)
enum UnreachableBranch {
    /// Protocols whose conformance creates no value of the enum (Swift's synthesized `==`, `hash`, the
    /// error bridging read the values the code made). Any other inherited type may construct cases.
    static let neutralProtocols: Set<String> = [
        "Error", "LocalizedError", "CustomNSError", "Equatable", "Hashable", "Sendable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Identifiable",
    ]

    /// The name a value expression gives `valueNames` (`FileIndex.valueNames`), nil when `ref` is in a
    /// pattern, no lowercase name, or a member of an instance (`reason.expired` constructs nothing).
    static func valueName(_ ref: DeclReferenceExprSyntax) -> String? {
        let name = ref.baseName.text
        guard name.first?.isLowercase == true || name.first == "_" || name.first == "`", !inPattern(Syntax(ref)) else { return nil }
        guard let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id, let base = member.base else { return name }
        let path = SyntaxFacts.dottedPath(base).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        guard let last = path, last.first?.isUppercase == true else { return nil }
        return name + "@" + last
    }

    /// True inside a pattern (`case .x:`, `if case .x(let y) = v`, `catch E.x`), up to the statement.
    static func inPattern(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(ExpressionPatternSyntax.self) { return true }
            if n.is(CodeBlockItemSyntax.self) || n.is(MemberBlockItemSyntax.self) || n.is(SwitchCaseSyntax.self)
                || n.is(ClosureExprSyntax.self) || n.is(ConditionElementSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    /// Why the branch holding `node` (below `stop`, when given) never runs; nil when every branch around it may.
    static func evidence(for node: Syntax, below stop: Syntax? = nil, file: String, _ index: SourceIndex) -> Evidence? {
        firstBranch(around: node, below: stop) { neverConstructed($0, of: $1, file: file, index) }
    }

    /// The first `switch` branch around `node` (inside its member, below `stop`; `node` in the branch's body, not
    /// its label) for which `why` gives a reason it never runs.
    static func firstBranch(around node: Syntax, below stop: Syntax? = nil,
                            _ why: (SwitchCaseSyntax, SwitchExprSyntax) -> Evidence?) -> Evidence? {
        var child = node
        var current = node.parent
        while let n = current, n.id != stop?.id {
            if n.is(MemberBlockSyntax.self) { return nil }
            if let switchCase = n.as(SwitchCaseSyntax.self), child.id != Syntax(switchCase.label).id,
               let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self), let reason = why(switchCase, switchExpr) {
                return reason
            }
            child = n
            current = n.parent
        }
        return nil
    }

    /// The case label's cases, when all are cases of the subject's enum that nothing constructs.
    private static func neverConstructed(_ switchCase: SwitchCaseSyntax, of switchExpr: SwitchExprSyntax, file: String,
                                         _ index: SourceIndex) -> Evidence? {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return nil }
        var names: [String] = []
        for item in label.caseItems {
            var pattern = PatternSyntax(item.pattern)
            if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
            guard let expr = pattern.as(ExpressionPatternSyntax.self)?.expression,
                  let access = expr.as(MemberAccessExprSyntax.self) ?? expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            else { return nil }
            names.append(access.declName.baseName.text)
        }
        // A case written bare as a value anywhere is constructed whatever the subject's type: no need to infer it.
        guard !names.isEmpty, !names.contains(where: { index.valueNames.contains($0) }) else { return nil }
        let scope = ResolveScope(index: index, file: file, node: Syntax(switchExpr))
        guard let subject = TypeInference.type(of: switchExpr.subject, scope),
              let type = enumType(subject, index), let cases = index.enumCases[type],
              names.allSatisfy({ cases[$0] != nil }), !constructibleUnnamed(type, index) else { return nil }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        let aliases = index.typeAliases.filter { TypeRelation.sameType($0.value, type) || $0.value == last }
            .map { $0.key.split(separator: ".").last.map(String.init) ?? $0.key }
        func constructed(_ name: String) -> Bool {
            index.valueNames.contains(name) || index.valueNames.contains(name + "@" + last) || index.valueNames.contains(name + "@Self")
                || aliases.contains(where: { index.valueNames.contains(name + "@" + $0) })
        }
        // The code that makes values of the enum is in the scanned sources only when it constructs another case.
        guard !names.contains(where: constructed), cases.keys.contains(where: { !names.contains($0) && constructed($0) }) else { return nil }
        let written = names.map { "." + $0 }.joined(separator: ", ")
        return .code(file: file, line: index.line(of: label, in: file),
                     what: "case \(written) of \(type): no expression constructs \(names.count == 1 ? "it" : "them") (only \(names.count == 1 ? "its" : "their") declaration and patterns name \(names.count == 1 ? "it" : "them")), so this branch never runs")
    }

    /// The app's enum `written` names: itself, else the only enum whose name ends with it.
    private static func enumType(_ written: String, _ index: SourceIndex) -> String? {
        let name = written.replacingOccurrences(of: "?", with: "")
        if index.enumCases[name] != nil { return name }
        let found = index.enumCases.keys.filter { TypeRelation.sameType($0, name) }
        return found.count == 1 ? found[0] : nil
    }

    /// True when a conformance or raw type of `type` (on its declaration or an extension) may create its
    /// values without naming a case.
    private static func constructibleUnnamed(_ type: String, _ index: SourceIndex) -> Bool {
        if index.enumRawValues[type] != nil || index.enumIntegerRawValues[type] != nil { return true }
        var neutral = neutralProtocols
        var seen = Set<String>()
        func allowed(_ proto: String, depth: Int) -> Bool {
            if neutral.contains(proto) { return true }
            guard depth < TypeRelation.maxDepth, index.protocolRequirements[proto] != nil, !seen.contains(proto) else { return false }
            seen.insert(proto)
            // An app protocol is neutral when what it inherits is: any construction its conforming enum
            // writes for it names the case.
            let inherited = index.conformances.filter { $0.value.contains(proto) }.map(\.key)
            let ok = inherited.allSatisfy { allowed($0, depth: depth + 1) }
            if ok { neutral.insert(proto) }
            return ok
        }
        for (proto, types) in index.conformances where types.contains(where: { TypeRelation.sameType($0, type) }) {
            if !allowed(proto, depth: 0) { return true }
        }
        return false
    }
}
