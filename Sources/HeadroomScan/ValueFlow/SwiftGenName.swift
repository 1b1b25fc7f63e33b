import Foundation

/// The accessor names SwiftGen's strings templates generate for a key, for code whose generated
/// file is not in the repository (`Localizations.addCode` → `AddCode`). From SwiftGen's
/// `templates/strings/{flat,structured}-swift5.stencil` and StencilSwiftKit's filters: a string is
/// `{{ name|swiftIdentifier:"pretty"|lowerFirstWord }}`, a structured level's enum
/// `{{ name|swiftIdentifier:"pretty" }}`; the structured template splits the key at `.`; with
/// several tables each table is one more enum level (`L10n.Settings.title`).
enum SwiftGenName {
    /// Derived accessor path (without the namespace enum) → the keys that derive to it.
    struct Index {
        var keys: [String: [ScanResult.TableKey]] = [:]
        /// Undeclared names the code reads SwiftGen accessors on (`Localizations`).
        var namespaces: Set<String> = []

        /// The keys `path` (after the namespace) derives from; empty when none.
        func keys(forPath path: String) -> [ScanResult.TableKey] { keys[path] ?? [] }
    }

    /// Every accessor path each key gets under the flat and the structured template, with and
    /// without its table's enum level.
    static func index(_ tableKeys: some Sequence<ScanResult.TableKey>) -> Index {
        var index = Index()
        for key in tableKeys {
            let table = pretty(key.table)
            var paths: Set<String> = [flat(key.key), structured(key.key)]
            for p in Array(paths) { paths.insert(table + "." + p) }
            for p in paths where !p.isEmpty {
                if !(index.keys[p]?.contains(key) ?? false) { index.keys[p, default: []].append(key) }
            }
        }
        return index
    }

    /// A namespace is one SwiftGen generated when the code declares no type of that name and at
    /// least half (and at least 2) of the distinct member paths read on it are SwiftGen names of
    /// keys: `Color.red` never turns into a key because one key is called `Red`.
    static func namespaces(_ paths: [String: Set<String>], declared: (String) -> Bool, _ index: Index) -> Set<String> {
        var out = Set<String>()
        for (root, members) in paths where !declared(root) {
            let matched = members.filter { index.keys[$0] != nil }.count
            if matched >= 2, matched * 2 >= members.count { out.insert(root) }
        }
        return out
    }

    /// The flat template's name: the whole key.
    static func flat(_ key: String) -> String {
        lowerFirstWord(pretty(key))
    }

    /// The structured template's path: one enum per `.`-separated level, the last one a string.
    static func structured(_ key: String) -> String {
        let levels = key.components(separatedBy: ".")
        guard levels.count > 1, !levels.contains(where: \.isEmpty) else { return flat(key) }
        return (levels.dropLast().map(pretty) + [lowerFirstWord(pretty(levels.last!))]).joined(separator: ".")
    }

    /// `swiftIdentifier:"pretty"`: parts split at characters that cannot be in an identifier, each
    /// part's first letter uppercased, joined with `_`; then snake case to camel case (parts at
    /// `_`, first letters uppercased; a part with no lowercase letter is word-split and capitalized);
    /// a leading character that cannot start an identifier gets `_`.
    static func pretty(_ string: String) -> String {
        let parts = splitAtNonIdentifier(string).map(upperFirstLetter)
        let identifier = parts.joined(separator: "_")
        let camel: String
        if identifier.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
            camel = identifier.components(separatedBy: "_").map(upperFirstLetter).joined()
        } else {
            camel = snakeCase(identifier).components(separatedBy: "_").map(\.capitalized).joined()
        }
        guard let first = camel.unicodeScalars.first else { return "" }
        return canStartIdentifier(first) ? camel : "_" + camel
    }

    /// `lowerFirstWord`: lowercases the leading uppercase run, keeping the last capital of a run
    /// followed by a lowercase letter (`URLChooser` → `urlChooser`, `AddCode` → `addCode`).
    static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        var i = 0
        while i < scalars.count, CharacterSet.uppercaseLetters.contains(scalars[i]) { i += 1 }
        if i > 1, i < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[i]) { i -= 1 }
        var out = String(String.UnicodeScalarView(scalars[..<i])).lowercased()
        out.unicodeScalars.append(contentsOf: scalars[i...])
        return out
    }

    private static func upperFirstLetter(_ s: String) -> String {
        guard let first = s.unicodeScalars.first else { return s }
        return String(first).uppercased() + String(String.UnicodeScalarView(s.unicodeScalars.dropFirst()))
    }

    /// StencilSwiftKit's `snakecase`: `_` between `ABc` runs and between a lowercase letter or
    /// digit and a capital; `-` becomes `_`.
    private static func snakeCase(_ s: String) -> String {
        var out = s.replacingOccurrences(of: "([A-Z\\d]+)([A-Z][a-z])", with: "$1_$2", options: .regularExpression)
        out = out.replacingOccurrences(of: "([a-z\\d])([A-Z])", with: "$1_$2", options: .regularExpression)
        return out.replacingOccurrences(of: "-", with: "_")
    }

    /// Parts between characters that cannot continue a Swift identifier (letters of the head
    /// ranges, digits and combining marks continue one; `_` is a head character).
    private static func splitAtNonIdentifier(_ s: String) -> [String] {
        var parts: [String] = [""]
        for scalar in s.unicodeScalars {
            if canContinueIdentifier(scalar) { parts[parts.count - 1].unicodeScalars.append(scalar) } else { parts.append("") }
        }
        return parts
    }

    private static func canStartIdentifier(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic && !("0"..."9").contains(c) || c.value >= 0xA8 && !CharacterSet.whitespacesAndNewlines.contains(c)
            && !CharacterSet.punctuationCharacters.contains(c) && !CharacterSet.symbols.contains(c)
    }

    private static func canContinueIdentifier(_ c: Unicode.Scalar) -> Bool {
        canStartIdentifier(c) || ("0"..."9").contains(c) || CharacterSet.nonBaseCharacters.contains(c)
    }
}
