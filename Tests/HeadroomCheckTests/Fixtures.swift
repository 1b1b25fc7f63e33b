import DynamicType
@testable import HeadroomCheck
@testable import HeadroomFormats

/// Hand-made entries and manifests for the rule tables.
enum Fixtures {
    static func locale(_ id: String) -> LocaleTag {
        LocaleTag(identifier: id, bcp47: id, script: "Latn", isRightToLeft: false)
    }

    static func entry(_ key: String, _ value: String, locale: String = "en", line: Int = 1, variant: String? = nil)
        -> LocalizedEntry
    {
        let file = "Strings/\(locale).lproj/Localizable.strings"
        return LocalizedEntry(
            key: key, table: "Localizable", locale: self.locale(locale), value: value, variant: variant,
            location: SourceLocation(file: file, line: line, column: 10),
            keyLocation: SourceLocation(file: file, line: line, column: 1), format: .strings)
    }

    static func element(
        _ name: String, keys: [String], width: Double, verticalWidth: Double? = nil, lines: Int = 1,
        title: Bool? = nil
    ) -> Element {
        Element(
            name: name, keys: keys.map(KeyPattern.init), font: FontSpec(style: .body), lines: Lines(lines),
            width: Widths(horizontal: .absolute(width), vertical: .absolute(verticalWidth ?? width)), isTitle: title)
    }

    /// A manifest with no tolerance band by default (the older tables predate `borderline`).
    static func manifest(
        _ components: [Component], rules: [Component] = [], devices: [Device] = [Device(name: "Phone", width: 320)],
        tolerance: Double = 0
    ) -> Manifest {
        var manifest = Manifest(devices: devices, components: components, rules: rules)
        manifest.tolerance = tolerance
        return manifest
    }

    static func run(
        _ manifest: Manifest, _ entries: [LocalizedEntry], options: CheckOptions = CheckOptions()
    ) -> CheckReport {
        CheckRunner(manifest: manifest, measurer: FakeMeasurer()).check(entries: entries, options: options)
    }

    /// The verdict per category for one key (and element), "" where it fits.
    static func verdicts(_ report: CheckReport, key: String, element: String? = nil) -> [ContentSizeCategory: Verdict] {
        var result: [ContentSizeCategory: Verdict] = [:]
        for finding in report.findings where finding.key == key && (element == nil || finding.element == element)
            && finding.verdict != .untranslated && finding.verdict != .missingGlyphs
        {
            result[finding.category] = finding.verdict
        }
        return result
    }
}
