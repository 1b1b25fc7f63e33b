import SwiftSyntax

/// The table lookups of Apple's and the generators' localization APIs, by their argument labels:
/// SwiftGen's `tr("Table", "key", ...)`, `NSLocalizedString("key", tableName:value:)`,
/// `String(localized:defaultValue:table:)`, `LocalizedStringResource("key", defaultValue:table:)`,
/// `Bundle.localizedString(forKey:value:table:)`, R.swift's `StringResource(key:tableName:)`.
enum LocalizationCall {
    struct Key: Hashable {
        var key: String
        var table: String
        /// The development-language text given with the key (`value:`, `defaultValue:`), when a literal.
        var defaultValue: String? = nil
        /// The `bundle:` argument as written (nil: the main bundle), evaluated by `BundleRef`.
        var bundle: ExprSyntax? = nil
    }

    /// The arguments of one lookup, as written: what `KeyResolver` evaluates when they are not
    /// literals (a wrapper's parameter, `self` in a `String` extension, a defaulted table).
    struct Lookup {
        var key: ExprSyntax
        var table: ExprSyntax?
        var value: ExprSyntax?
        /// `bundle:` (`NSLocalizedString`, `String(localized:)`, `LocalizedStringResource`; the receiver of
        /// `Bundle.localizedString(forKey:)`), nil for the main bundle.
        var bundle: ExprSyntax? = nil
    }

    static let defaultTable = "Localizable"

    /// The lookup a call is, whatever its arguments' values.
    static func lookup(_ call: FunctionCallExprSyntax) -> Lookup? {
        guard let name = SyntaxFacts.calleeName(call) else { return nil }
        let args = Array(call.arguments)
        switch name {
        case "tr":
            guard args.count >= 2, args[0].label == nil, args[1].label == nil else { return nil }
            // The generator's `tr` names its bundle in its body: the callee stands for it (`BundleRef`).
            return Lookup(key: args[1].expression, table: args[0].expression, value: nil, bundle: call.calledExpression)
        case "NSLocalizedString":
            return leading(call, label: nil, table: "tableName", value: "value")
        case "String":
            return leading(call, label: "localized", table: "table", value: "defaultValue")
        case "LocalizedStringResource", "LocalizedStringKey":
            return leading(call, label: nil, table: "table", value: "defaultValue")
        case "localizedString":
            // `bundle.localizedString(forKey:value:table:)`: the receiver is the bundle.
            var lookup = leading(call, label: "forKey", table: "table", value: "value")
            lookup?.bundle = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            return lookup
        case "StringResource":
            guard let key = SyntaxFacts.argument(call, "key") else { return nil }
            return Lookup(key: key, table: SyntaxFacts.argument(call, "tableName"), value: nil)
        default:
            return nil
        }
    }

    /// The lookup when its key is a literal (the table a literal too, else the default table).
    static func read(_ call: FunctionCallExprSyntax) -> Key? {
        guard let lookup = lookup(call), let key = SyntaxFacts.plainString(lookup.key) else { return nil }
        if SyntaxFacts.calleeName(call) == "tr", lookup.table.flatMap(SyntaxFacts.plainString) == nil { return nil }
        return Key(key: key, table: lookup.table.flatMap(SyntaxFacts.plainString) ?? defaultTable,
                   defaultValue: lookup.value.flatMap(SyntaxFacts.plainString), bundle: lookup.bundle)
    }

    /// The key written as the first argument (labelled `label`, or unlabelled when nil).
    private static func leading(_ call: FunctionCallExprSyntax, label: String?, table: String, value: String) -> Lookup? {
        guard let first = call.arguments.first, first.label?.text == label else { return nil }
        return Lookup(key: first.expression, table: SyntaxFacts.argument(call, table), value: SyntaxFacts.argument(call, value),
                      bundle: SyntaxFacts.argument(call, "bundle"))
    }
}
