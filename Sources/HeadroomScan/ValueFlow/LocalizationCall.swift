import SwiftSyntax

/// The calls that name a key directly with string literals: SwiftGen's `tr("Table", "key", ...)`,
/// `NSLocalizedString("key", tableName:)`, `String(localized:table:)`, `LocalizedStringResource("key", table:)`,
/// `Bundle.localizedString(forKey:value:table:)`, R.swift's `StringResource(key:tableName:)`.
enum LocalizationCall {
    struct Key: Hashable {
        var key: String
        var table: String
    }

    static let defaultTable = "Localizable"

    static func read(_ call: FunctionCallExprSyntax) -> Key? {
        guard let name = SyntaxFacts.calleeName(call) else { return nil }
        let args = Array(call.arguments)
        switch name {
        case "tr":
            guard args.count >= 2, args[0].label == nil, args[1].label == nil,
                  let table = SyntaxFacts.plainString(args[0].expression),
                  let key = SyntaxFacts.plainString(args[1].expression) else { return nil }
            return Key(key: key, table: table)
        case "NSLocalizedString":
            return leadingKey(call, label: nil, tableLabel: "tableName")
        case "String":
            return leadingKey(call, label: "localized", tableLabel: "table")
        case "LocalizedStringResource", "LocalizedStringKey":
            return leadingKey(call, label: nil, tableLabel: "table")
        case "localizedString":
            return leadingKey(call, label: "forKey", tableLabel: "table")
        case "StringResource":
            guard let keyArg = SyntaxFacts.argument(call, "key"), let key = SyntaxFacts.plainString(keyArg) else { return nil }
            return Key(key: key, table: table(call, "tableName"))
        default:
            return nil
        }
    }

    /// The key written as the first argument (labelled `label`, or unlabelled when nil), in the
    /// table the argument labelled `tableLabel` names.
    private static func leadingKey(_ call: FunctionCallExprSyntax, label: String?, tableLabel: String) -> Key? {
        guard let first = call.arguments.first, first.label?.text == label,
              let key = SyntaxFacts.plainString(first.expression) else { return nil }
        return Key(key: key, table: table(call, tableLabel))
    }

    private static func table(_ call: FunctionCallExprSyntax, _ label: String) -> String {
        guard let arg = SyntaxFacts.argument(call, label) else { return defaultTable }
        return SyntaxFacts.plainString(arg) ?? defaultTable
    }
}
