import HeadroomCheck
import HeadroomFormats

/// The development-language strings of a manifest, one per key (its plain value, else a variant): what
/// rooms, budgets and risks are computed for.
public struct LimitsSources: Sendable {
    public var entries: [LocalizedEntry]
    /// Every locale found (identifiers), the source's included.
    public var locales: [String]
    public var problems: [String]
    /// The strings files read: inputs, never targets of an output.
    public var files: [String] = []

    /// Loads the manifest's `strings:`; the source locale is `sourceLocale` (default en, else Base).
    public static func load(_ manifest: Manifest) -> LimitsSources {
        let paths = manifest.strings.flatMap { PathResolver.expand($0.pattern, base: manifest.baseDirectory) }
        // The manifest's input rules: inside its folder unless `allowOutside:`, regular files only.
        let loaded = LocalizationLoader(walker: manifest.walker).load(paths: paths)
        let sourceNames = manifest.sourceLocale.map { [$0] } ?? ["en", "Base", "en-US"]
        var chosen: [String: LocalizedEntry] = [:]
        for name in sourceNames.reversed() {
            for entry in loaded.entries where (entry.locale.identifier == name || entry.locale.bcp47 == name) && entry.variant == nil {
                chosen[entry.key] = entry
            }
        }
        // Keys with variants only: the plural `other`, else the iPhone variant, else the first.
        func rank(_ variant: String) -> Int { variant.hasSuffix("other") ? 0 : variant.contains("iphone") ? 1 : 2 }
        for entry in loaded.entries where sourceNames.contains(where: { entry.locale.identifier == $0 || entry.locale.bcp47 == $0 }) {
            guard let variant = entry.variant else { continue }
            if let held = chosen[entry.key] {
                guard let heldVariant = held.variant, rank(variant) < rank(heldVariant) else { continue }
            }
            chosen[entry.key] = entry
        }
        let entries = chosen.values.sorted { ($0.location, $0.key) < ($1.location, $1.key) }
        let locales = Set(loaded.entries.map(\.locale.identifier)).sorted()
        return LimitsSources(
            entries: entries, locales: locales, problems: loaded.problems.map { "\($0.location): \($0.reason)" }, files: loaded.files)
    }
}
