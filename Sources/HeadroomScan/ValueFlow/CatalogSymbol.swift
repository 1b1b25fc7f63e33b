/// The Swift symbol Xcode generates for a String Catalog key (`settings.title` → `settingsTitle`,
/// `Welcome Message` → `welcomeMessage`): words split at anything not a letter or digit,
/// lower camel case, a leading digit prefixed with `_`.
enum CatalogSymbol {
    static func name(for key: String) -> String {
        let words = key.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return "_" }
        var name = lowerFirst(first)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    private static func lowerFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }
}
