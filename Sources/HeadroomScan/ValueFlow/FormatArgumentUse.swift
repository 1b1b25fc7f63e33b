import HeadroomFormats
import SwiftSyntax

/// What the code passes for a key's format arguments where it names the key, when the producer or
/// range of a value says more than its conversion (`FormatArgument`):
/// - the arguments are those of the naming node's call: a generated accessor called with values
///   (`L10n.Edit.original(date)`), the interpolations of a `LocalizedStringKey` or
///   `String(localized:)` literal (`"option \(index + 1)"`), the values after the format of
///   `String(format:)` / `String.localizedStringWithFormat`;
/// - a value is a date when it is `f.string(from:)` of a `DateFormatter` with the styles the code
///   sets on it, or `Date.formatted(date:time:)`; a relative date when it is
///   `RelativeDateTimeFormatter`'s `localizedString`; a number when it is a `NumberFormatter`'s
///   `string(from:)`; a bounded number when it is a position in a list: the closure or loop
///   variable of `ForEach(0..<n)` / `for i in 0..<n` / `enumerated()`, plus a literal (`index + 1`),
///   also through a function that only returns its parameter plus a literal (`number(for: index)`);
///   the `rawValue` of an enum with integer raw values is at most its largest case's;
/// - a value is one of a finite set of texts when every value it can take is a localized key or a
///   literal, as `KeyResolver` follows it (a `switch` over an enum's cases in a computed `title`, a
///   ternary, an array or dictionary literal indexed), with nothing built from parts or left open.
enum FormatArgumentUse {
    /// A position in a list whose length the code does not bound by a literal stands in as this
    /// many: the first two-digit position (an estimate: a list shown on one screen).
    static let unboundedPosition = 10

    /// What the code passes for each argument of the key named at `origin` (`file#offset`): in the
    /// syntax tree of `site`'s file, or of the file that names it (a computed property of another
    /// type that formats the key); empty when nothing is known.
    static func arguments(origin: String, file: String, site: Syntax, index: SourceIndex) -> [FormatArgument?] {
        guard let hash = origin.lastIndex(of: "#"), let offset = Int(origin[origin.index(after: hash)...]) else { return [] }
        let originFile = String(origin[..<hash])
        guard let start = originFile == file ? site : index.roots[originFile] else { return [] }
        let position = AbsolutePosition(utf8Offset: offset)
        var holder = start
        while !(holder.position <= position && position < holder.endPosition), let parent = holder.parent { holder = parent }
        guard let token = holder.token(at: position) else { return [] }
        let values = argumentValues(around: Syntax(token))
        guard !values.isEmpty else { return [] }
        let scope = ResolveScope(index: index, file: originFile, node: Syntax(token))
        let kinds = values.map { kind(of: $0, scope) }
        return kinds.contains { $0 != nil } ? kinds : []
    }

    /// The values the key's text is formatted with, in argument order.
    static func argumentValues(around token: Syntax) -> [ExprSyntax] {
        var previous = token
        var current = token.parent
        var steps = 0
        while let node = current, steps < 12 {
            steps += 1
            if let literal = node.as(StringLiteralExprSyntax.self) {
                let interpolations = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
                if !interpolations.isEmpty { return interpolations.compactMap { $0.expressions.first?.expression } }
            }
            if let call = node.as(FunctionCallExprSyntax.self) {
                // The accessor itself is called: `L10n.Edit.original(value)` (a lookup's own
                // arguments, `NSLocalizedString("k", comment:)`, are not the text's; a method called
                // on a value built from the key, `make(title: k).addAction(...)`, `[k, m].joined(...)`,
                // is no accessor).
                if previous.id == call.calledExpression.id {
                    guard SyntaxFacts.dottedPath(call.calledExpression) != nil else { return [] }
                    if LocalizationCall.lookup(call) == nil { return call.arguments.map(\.expression) }
                    previous = node
                    current = node.parent
                    continue
                }
                let name = SyntaxFacts.calleeName(call)
                if ["format", "localizedStringWithFormat"].contains(call.arguments.first?.label?.text ?? name ?? ""),
                   call.arguments.first.map({ $0.position <= token.position && token.position < $0.endPosition }) == true {
                    return call.arguments.dropFirst().map(\.expression)
                }
                if name == "String", call.arguments.first?.label?.text == "format" {
                    return call.arguments.dropFirst().map(\.expression)
                }
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return [] }
            previous = node
            current = node.parent
        }
        return []
    }

    /// What one value is, when its producer or range says.
    static func kind(of value: ExprSyntax, _ scope: ResolveScope) -> FormatArgument? {
        let e = SyntaxFacts.unwrapped(value)
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            if method == "formatted", labels == ["date", "time"] {
                let styles = call.arguments.map { formatStyle($0.expression) }
                guard let date = styles[0], let time = styles[1], date != .none || time != .none else { return nil }
                return .date(date: date, time: time)
            }
            guard let base = member.base else { return nil }
            let formatter = formatterType(base, scope)
            switch (formatter, method) {
            case ("DateFormatter", "string"):
                return dateStyles(of: base, scope).map { .date(date: $0.date, time: $0.time) }
            case ("RelativeDateTimeFormatter", "localizedString"):
                return .relativeDate
            case ("NumberFormatter", "string"):
                return .boundedNumber(max: ArgumentSampler.defaultInteger)
            default:
                break
            }
        }
        return position(e, scope) ?? rawValue(e, scope) ?? candidates(e, scope)
    }

    /// `base.rawValue` of an enum with integer raw values: at most the largest raw value of the cases
    /// `base` can be (`slot.rawValue` of `enum Slot: Int { case first = 1, second }` is 1 or 2).
    private static func rawValue(_ e: ExprSyntax, _ scope: ResolveScope) -> FormatArgument? {
        guard let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
              let base = member.base, let values = EnumCaseFlow.integerRawValues(of: base, scope),
              let low = values.first, low >= 0, let high = values.last else { return nil }
        return .boundedNumber(max: high)
    }

    /// One of a finite set of texts: the keys and literals the value resolves to, when they are all
    /// it can be (nothing unresolved, set elsewhere, composed or transformed).
    static func candidates(_ value: ExprSyntax, _ scope: ResolveScope) -> FormatArgument? {
        let resolution = described(value, scope) ?? KeyResolver.resolve(value, mode: .string, scope)
        guard !resolution.open, resolution.unresolved.isEmpty, resolution.componentProperties.isEmpty,
              // A literal holding a specifier (`followersCount("%@")`) is a placeholder filled later, not the text.
              !resolution.literals.contains(where: { $0.contains("%") }) else { return nil }
        var seen = Set<FormatArgument.Candidate>()
        let all = resolution.keys.map { FormatArgument.Candidate.key($0.key) } + resolution.literals.map { .text($0) }
        let list = all.filter { seen.insert($0).inserted }
        guard !list.isEmpty, list.count <= FormatArgument.maxCandidates else { return nil }
        return .oneOf(list)
    }

    /// A value of a type the app declares with a `description` (`CustomStringConvertible`),
    /// interpolated or formatted whole: what its `description` returns. Nil for any other value.
    private static func described(_ value: ExprSyntax, _ scope: ResolveScope) -> KeyResolver.Resolution? {
        guard value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self),
              let type = TypeInference.type(of: value, scope), !KeyResolver.stringTypes.contains(type), type != "String" else { return nil }
        let members = scope.index.member(type, "description").filter { $0.node.is(PatternBindingSyntax.self) }
        guard !members.isEmpty else { return nil }
        var out = KeyResolver.Resolution()
        for member in members {
            let values = ResolveScope.values(of: member)
            if values.isEmpty { out.open = true }
            for returned in values { out.add(KeyResolver.resolve(returned, mode: .string, scope.moved(to: Syntax(returned), file: member.file))) }
        }
        return out
    }

    /// `.abbreviated`, `.numeric`… of `Date.FormatStyle.DateStyle` / `TimeStyle` as a `DateFormatter` style.
    private static func formatStyle(_ expr: ExprSyntax) -> FormatArgument.DateStyle? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        switch member.declName.baseName.text {
        case "omitted": return FormatArgument.DateStyle.none
        case "numeric", "shortened": return .short
        case "abbreviated": return .medium
        case "long": return .long
        case "complete", "standard": return .full
        default: return nil
        }
    }

    /// The formatter type of `base`: `DateFormatter()` written in place, or the declared type of the
    /// property or local it names.
    private static func formatterType(_ base: ExprSyntax, _ scope: ResolveScope) -> String? {
        // `Self.formatter`: the enclosing type's static property.
        if let path = SyntaxFacts.dottedPath(SyntaxFacts.unwrapped(base)), path.hasPrefix("Self."), let type = scope.enclosingType {
            let name = String(path.dropFirst(5))
            guard let binding = scope.index.member(type, name).first?.node.as(PatternBindingSyntax.self) else { return nil }
            if let annotation = binding.typeAnnotation?.type { return TypeInference.normalize(annotation.trimmedDescription) }
            return binding.initializer.flatMap { TypeInference.type(of: $0.value, scope) }
        }
        return TypeInference.type(of: base, scope)
    }

    /// The `dateStyle` and `timeStyle` the code sets on the formatter `base` names: in the closure
    /// that makes it, or on its name anywhere in the type that declares it. Nil when neither is set
    /// (a `dateFormat` or template the scan does not read).
    private static func dateStyles(of base: ExprSyntax, _ scope: ResolveScope) -> (date: FormatArgument.DateStyle, time: FormatArgument.DateStyle)? {
        guard let path = SyntaxFacts.dottedPath(SyntaxFacts.unwrapped(base)) else { return nil }
        let name = String(path.split(separator: ".").last ?? "")
        var places: [(node: Syntax, anyBase: Bool)] = []
        if let local = scope.localBinding(name) { places.append((Syntax(local), true)) }
        let parts = path.split(separator: ".").map(String.init)
        let owner = parts.count > 1 && parts[0].first?.isUppercase == true && parts[0] != "Self"
            ? parts.dropLast().joined(separator: ".") : scope.enclosingType
        for member in owner.map({ scope.index.member($0, name) }) ?? [] {
            places.append((member.node, true))
            // The type declaration around the member: `name.dateStyle = …` in its initializer or methods.
            var decl = member.node.parent
            while let d = decl, !(d.is(ClassDeclSyntax.self) || d.is(StructDeclSyntax.self) || d.is(ExtensionDeclSyntax.self) || d.is(ActorDeclSyntax.self)) {
                decl = d.parent
            }
            if let decl { places.append((decl, false)) }
        }
        var date: FormatArgument.DateStyle?
        var time: FormatArgument.DateStyle?
        for (node, anyBase) in places {
            for (property, style) in styleAssignments(in: node, name: anyBase ? nil : name) {
                if property == "dateStyle", date == nil { date = style }
                if property == "timeStyle", time == nil { time = style }
            }
            if date != nil || time != nil { break }
        }
        guard date != nil || time != nil else { return nil }
        let styles = (date ?? FormatArgument.DateStyle.none, time ?? FormatArgument.DateStyle.none)
        return styles.0 == .none && styles.1 == .none ? nil : styles
    }

    /// `x.dateStyle = .medium` / `timeStyle` under `node` (on a base whose last name is `name`, or any
    /// base when nil).
    private static func styleAssignments(in node: Syntax, name: String?) -> [(String, FormatArgument.DateStyle)] {
        final class Finder: SyntaxVisitor {
            let name: String?
            var found: [(String, FormatArgument.DateStyle)] = []
            init(name: String?) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.operator.is(AssignmentExprSyntax.self),
                      let target = node.leftOperand.as(MemberAccessExprSyntax.self),
                      ["dateStyle", "timeStyle"].contains(target.declName.baseName.text),
                      let value = node.rightOperand.as(MemberAccessExprSyntax.self),
                      let style = FormatArgument.DateStyle(rawValue: value.declName.baseName.text) else { return .visitChildren }
                if let name {
                    guard let base = target.base, let path = SyntaxFacts.dottedPath(base), path.split(separator: ".").last.map(String.init) == name else {
                        return .visitChildren
                    }
                }
                found.append((target.declName.baseName.text, style))
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                // Unfolded `a.b = c` (the parser leaves assignments as sequences).
                let elements = Array(node.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let target = elements[0].as(MemberAccessExprSyntax.self),
                      ["dateStyle", "timeStyle"].contains(target.declName.baseName.text),
                      let value = elements[2].as(MemberAccessExprSyntax.self),
                      let style = FormatArgument.DateStyle(rawValue: value.declName.baseName.text) else { return .visitChildren }
                if let name {
                    guard let base = target.base, let path = SyntaxFacts.dottedPath(base), path.split(separator: ".").last.map(String.init) == name else {
                        return .visitChildren
                    }
                }
                found.append((target.declName.baseName.text, style))
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(node)
        return finder.found
    }

    /// A position in a list: a variable bound by `ForEach(0..<n)`, `for i in 0..<n` or an
    /// `enumerated()` offset, alone or plus an integer literal. Its bound is the range's literal
    /// end when written, else `unboundedPosition`.
    private static func position(_ e: ExprSyntax, _ scope: ResolveScope) -> FormatArgument? {
        var name: String?
        var added = 0
        if let call = e.as(FunctionCallExprSyntax.self) {
            guard let (argument, offset) = helperOffset(call, scope),
                  case let .boundedNumber(max)? = position(SyntaxFacts.unwrapped(argument), scope) else { return nil }
            return .boundedNumber(max: max + offset)
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let sequence = e.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
               let ref = elements[0].as(DeclReferenceExprSyntax.self),
               let literal = elements[2].as(IntegerLiteralExprSyntax.self), let n = Int(literal.literal.text), n >= 0, n <= 1000 {
                name = ref.baseName.text
                added = n
            }
        } else if let infix = e.as(InfixOperatorExprSyntax.self),
                  infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
                  let ref = infix.leftOperand.as(DeclReferenceExprSyntax.self),
                  let literal = infix.rightOperand.as(IntegerLiteralExprSyntax.self), let n = Int(literal.literal.text), n >= 0, n <= 1000 {
            name = ref.baseName.text
            added = n
        }
        guard let name, let end = listIndexBound(name, from: Syntax(e)) else { return nil }
        return .boundedNumber(max: max(0, (end ?? (unboundedPosition + 1 - added)) - 1 + added))
    }

    /// `f(x)` where `f` (a function of the enclosing type, a type's static function named by the
    /// type, or a free function) takes one parameter and only returns it, or it plus an integer
    /// literal (`func number(_ i: Int) -> Int { i + 1 }`): the argument and the literal.
    private static func helperOffset(_ call: FunctionCallExprSyntax, _ scope: ResolveScope) -> (ExprSyntax, Int)? {
        guard call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first,
              let name = SyntaxFacts.calleeName(call) else { return nil }
        var members: [SourceIndex.Member] = []
        if call.calledExpression.is(DeclReferenceExprSyntax.self) {
            members = scope.ownMembers(name) + (scope.index.freeFunctions[name] ?? [])
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  let path = SyntaxFacts.dottedPath(base), path.first?.isUppercase == true || path == "Self" || path == "self" {
            let type = path == "Self" || path == "self" ? scope.enclosingType : path
            members = type.map { scope.index.member($0, name) } ?? []
        }
        let functions = members.compactMap { $0.node.as(FunctionDeclSyntax.self) }.filter { $0.signature.parameterClause.parameters.count == 1 }
        guard functions.count == 1, let function = functions.first, let body = function.body,
              let parameter = function.signature.parameterClause.parameters.first else { return nil }
        let values = SyntaxFacts.returnedExpressions(body.statements)
        guard values.count == 1, let returned = values.first else { return nil }
        let parameterName = (parameter.secondName ?? parameter.firstName).text
        let e = SyntaxFacts.unwrapped(returned)
        if e.as(DeclReferenceExprSyntax.self)?.baseName.text == parameterName { return (argument.expression, 0) }
        let parts: [ExprSyntax]
        if let sequence = e.as(SequenceExprSyntax.self) { parts = Array(sequence.elements) }
        else if let infix = e.as(InfixOperatorExprSyntax.self) { parts = [infix.leftOperand, ExprSyntax(infix.operator), infix.rightOperand] }
        else { return nil }
        guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
        let names = parts.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text }
        let literals = parts.map { $0.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } }
        if names[0] == parameterName, let n = literals[2], n >= 0, n <= 1000 { return (argument.expression, n) }
        if names[2] == parameterName, let n = literals[0], n >= 0, n <= 1000 { return (argument.expression, n) }
        return nil
    }

    /// When `name` is a list position bound around `node`: the literal end of its range (`0..<4` → 4,
    /// `0...3` → 4) or nil when the code does not bound it by a literal; nil (outer) when `name` is
    /// not such a variable.
    private static func listIndexBound(_ name: String, from node: Syntax) -> Int?? {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockItemSyntax.self) { return nil }
            if let loop = n.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return .some(rangeEnd(loop.sequence))
            }
            if let closure = n.as(ClosureExprSyntax.self), let parameters = closureParameters(closure), let i = parameters.firstIndex(of: name),
               let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let source = call.arguments.first?.expression ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                if i == 0, parameters.count == 1, let end = rangeEnd(source) { return .some(end) }
                if i == 0, parameters.count == 1, source.is(SequenceExprSyntax.self) || source.is(InfixOperatorExprSyntax.self) { return .some(nil) }
                if i == 0, parameters.count == 2, source.trimmedDescription.contains("enumerated()") { return .some(nil) }
                return nil
            }
            current = n.parent
        }
        return nil
    }

    private static func closureParameters(_ closure: ClosureExprSyntax) -> [String]? {
        guard let signature = closure.signature?.parameterClause else { return nil }
        if let shorthand = signature.as(ClosureShorthandParameterListSyntax.self) { return shorthand.map(\.name.text) }
        if let clause = signature.as(ClosureParameterClauseSyntax.self) { return clause.parameters.map(\.firstName.text) }
        return nil
    }

    /// `0..<4` → 4, `0...3` → 4; nil for anything else.
    private static func rangeEnd(_ expr: ExprSyntax) -> Int? {
        let e = SyntaxFacts.unwrapped(expr)
        let parts: [ExprSyntax]
        if let sequence = e.as(SequenceExprSyntax.self) { parts = Array(sequence.elements) }
        else if let infix = e.as(InfixOperatorExprSyntax.self) { parts = [infix.leftOperand, ExprSyntax(infix.operator), infix.rightOperand] }
        else { return nil }
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              let end = parts[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }), end >= 0, end <= 1000 else { return nil }
        return op == "..<" ? end : op == "..." ? end + 1 : nil
    }
}
