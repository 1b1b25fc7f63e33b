import Foundation
import HeadroomCheck
@testable import HeadroomFormats
import Testing

@testable import HeadroomLimits

@Suite struct PseudolanguageTests {
    @Test(arguments: [
        (Pseudolanguage.double, "Settings", "Settings Settings"),
        (.double, "", ""),
        (.bounded, "Settings", "[# Settings #]"),
        (.rtl, "Done.", "\u{202B}Done.\u{202C}"),
        (.accented, "Settings", "Šéţţíñĝš"),
        (.accented, "%@ items", "%@ íţéɱš"),
        (.accented, "%1$@ of %2$lld", "%1$@ óƒ %2$lld"),
        (.accented, "%#@photos@ in %@", "%#@photos@ íñ %@"),
        (.accented, "100%% done", "100%% ďóñé"),
        (.accented, "Ünïcode 42", "Üñïçóďé 42"),
    ])
    func transforms(language: Pseudolanguage, text: String, expected: String) {
        #expect(language.transform(text) == expected)
    }

    @Test func pseudoEntriesKeepTheirPlaceAndKey() {
        let source = LocalizedEntry(
            key: "tab.library", table: "Localizable", locale: LocaleTag(identifier: "en", bcp47: "en", script: "Latn", isRightToLeft: false),
            value: "Library", location: SourceLocation(file: "en.lproj/Localizable.strings", line: 3, column: 17),
            keyLocation: SourceLocation(file: "en.lproj/Localizable.strings", line: 3, column: 1), format: .strings)
        let entry = Pseudolanguage.double.entry(source)
        #expect(entry.key == "tab.library" && entry.location == source.location)
        #expect(entry.locale.identifier == "pseudo-double" && entry.locale.bcp47 == "en")
        #expect(entry.value == "Library Library" && entry.sourceText == "Library")
        #expect(Pseudolanguage.rtl.locale.isRightToLeft)
    }

    /// `check --pseudo` on the sample: only pseudo strings are checked; doubling finds more than the
    /// English source does; the right-to-left pseudolanguage changes direction, not length.
    @Test func checkMeasuresEverySourceString() throws {
        let manifest = try ManifestParser().load(path: LimitsTestSupport.root.appendingPathComponent("headroom.yml").path)
        let runner = CheckRunner(manifest: manifest, measurer: LimitsTestSupport.measurer)
        func errors(_ options: CheckOptions) -> [Finding] { runner.run(options: options).findings.filter { $0.severity == .error } }
        let english = errors(CheckOptions(locales: ["en"]))
        var results: [Pseudolanguage: [Finding]] = [:]
        for language in Pseudolanguage.allCases {
            var options = CheckOptions()
            options.pseudolocalize = { language.entry($0) }
            let found = errors(options)
            #expect(found.allSatisfy { $0.locale == "pseudo-\(language.rawValue)" })
            results[language] = found
        }
        #expect(results[.double]!.count > english.count)
        #expect(results[.bounded]!.count > english.count)
        #expect(results[.accented]!.count >= english.count)
        // Direction, not length: the same failures give or take a line that wraps differently.
        #expect(abs(results[.rtl]!.count - english.count) <= max(2, english.count / 50))
        #expect(Set(results[.double]!.map(\.key)).isSuperset(of: Set(english.map(\.key))))
    }
}
