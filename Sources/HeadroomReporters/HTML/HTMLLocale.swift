import Foundation

/// How a locale identifier from the project is written into the page: `lang`, `dir`, a name for
/// people and a safe file name for its own page.
struct HTMLLocale: Hashable, Sendable {
    /// The identifier as the project spells it (`pt-BR`, `zh-Hans`, `Base`).
    var identifier: String
    /// A BCP 47 tag for the `lang` attribute (`und` when unknown, e.g. `Base`).
    var lang: String
    var isRightToLeft: Bool
    /// English name, e.g. `German (de)`.
    var displayName: String
    /// The locale's page, e.g. `de.html`.
    var fileName: String

    init(_ identifier: String) {
        self.identifier = identifier
        let tag = identifier.replacingOccurrences(of: "_", with: "-")
        let isBase = tag.lowercased() == "base" || tag.isEmpty
        lang = isBase ? "und" : tag
        let subtags = tag.split(separator: "-").map { $0.lowercased() }
        let language = subtags.first ?? ""
        let rtlLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "syr", "arc"]
        let rtlScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr"]
        let latinScript = subtags.dropFirst().contains { $0 == "latn" || $0 == "cyrl" }
        isRightToLeft =
            (rtlLanguages.contains(language) && !latinScript) || subtags.dropFirst().contains { rtlScripts.contains($0) }
        let name = isBase ? nil : Locale(identifier: "en").localizedString(forIdentifier: tag)
        displayName = name.map { "\($0) (\(identifier))" } ?? identifier
        let safe = identifier.unicodeScalars.map { scalar -> String in
            let ok = (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar) || scalar == "-"
                || scalar == "_"
            return ok ? String(scalar) : "_"
        }.joined()
        fileName = (safe.isEmpty || ["index", "developers"].contains(safe.lowercased()) ? "locale-" + safe : safe) + ".html"
    }

    /// `rtl` or `ltr`.
    var dir: String { isRightToLeft ? "rtl" : "ltr" }
}
