import Foundation
import Testing
@testable import HeadroomFormats

/// The real corpus in `../shared/corpus` (skipped when absent). Figures from PROFILE.md / SOURCES.md
/// and from files inspected by hand.
@Suite(.serialized) struct CorpusTests {
    static let result: LoadResult? = Fixtures.corpusAvailable ? LocalizationLoader().load(paths: [Fixtures.corpus]) : nil

    func corpus() -> LoadResult? {
        guard let result = Self.result else {
            print("skipping corpus tests: \(Fixtures.corpus) not found")
            return nil
        }
        return result
    }

    @Test func wholeCorpusParsesWithoutProblems() {
        guard let r = corpus() else { return }
        #expect(r.files.count == 954)
        #expect(r.problems.isEmpty, "\(r.problems.prefix(5))")
        let byFormat = Dictionary(grouping: r.entries, by: \.format).mapValues(\.count)
        // 890 .strings, 63 .stringsdict, 1 .xcstrings; ~116.8k strings in all (PROFILE.md).
        #expect(Set(r.files.map { ($0 as NSString).pathExtension }) == ["strings", "stringsdict", "xcstrings"])
        #expect((110_000...120_000).contains(r.entries.count))
        #expect((95_000...102_000).contains(byFormat[.strings] ?? 0))
        #expect((13_000...13_600).contains(byFormat[.xcstrings] ?? 0))
        #expect((2_500...3_100).contains(byFormat[.stringsdict] ?? 0))
    }

    @Test func emptyFilesAreWarningsNotProblems() {
        guard let r = corpus() else { return }
        let empty = r.warnings.filter { $0.kind == .emptyFile }.map(\.location.file)
        #expect(empty.contains { $0.hasSuffix("focus-ios/Blockzilla/af.lproj/Intro.strings") })
        #expect(empty.contains { $0.hasSuffix("MastodonIntent/hy-AM.lproj/Intents.strings") })
        #expect(empty.count >= 8)
    }

    @Test func vlcBaseDuplicateKeysResolveToTheLastValue() throws {
        guard let r = corpus() else { return }
        let file = Fixtures.corpus + "/vlc-ios/Resources/Base.lproj/Localizable.strings"
        let duplicates = r.warnings.filter { $0.kind == .duplicateKey && $0.location.file == file }
        #expect(!duplicates.isEmpty)
        let entries = r.entries.filter { $0.location.file == file }
        #expect(Set(entries.map(\.key)).count == entries.count)
        // Independent check: the last occurrence's value, found with a plain text search.
        let text = try String(contentsOfFile: file, encoding: .utf8)  // this one file of vlc is UTF-8
        for warning in duplicates.prefix(10) {
            let key = try #require(warning.message.split(separator: "\"").dropFirst().first.map(String.init))
            let lines = text.components(separatedBy: .newlines).filter { $0.hasPrefix("\"\(key)\"") }
            let entry = try #require(entries.first { $0.key == key })
            #expect(lines.count >= 2)
            #expect(entry.keyLocation.line > warning.location.line)
            if let last = lines.last, let valueStart = last.range(of: "= \"") {
                let raw = last[valueStart.upperBound...].dropLast(2)
                if !raw.contains("\\") { #expect(entry.value == String(raw)) }
            }
        }
    }

    @Test func knownValuesFromInspectedFiles() throws {
        guard let r = corpus() else { return }
        let catalog = r.entries.filter { $0.format == .xcstrings }
        let followersDE = catalog.first { $0.key == "account.label.followers %lld %@" && $0.locale.identifier == "de" && $0.variant == "followers:one" }
        #expect(followersDE?.value == "%2$@ Follower")
        let arabic = r.entries.first {
            $0.key == "a11y.plural.count.unread.notification" && $0.locale.identifier == "ar" && $0.variant == "two"
                && $0.location.file.hasSuffix("MastodonLocalization/Resources/ar.lproj/Localizable.stringsdict")
        }
        #expect(arabic?.value == "إشعاران غير مقروءان")
        #expect(arabic?.location.line == 20)
        #expect(arabic?.locale.isRightToLeft == true)
        // Literal newlines inside quotes (mastodon pt-BR) are kept as newlines.
        #expect(r.entries.contains { $0.location.file.hasSuffix("Mastodon/Resources/pt-BR.lproj/Localizable.strings") && $0.value.contains("\n") }
            || r.entries.contains { $0.locale.identifier == "pt-BR" && $0.value.contains("\n") })
        // Catalog keys with no English localization get an English entry whose value is the key.
        let implicit = catalog.filter { $0.locale.identifier == "en" && $0.value == $0.key && $0.state == nil }
        #expect(implicit.count >= 91)
    }

    @Test func everyEntryHasAPositionInsideItsFile() {
        guard let r = corpus() else { return }
        #expect(r.entries.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        // Entries are in file order, then position.
        var previous: HeadroomFormats.SourceLocation?
        var ordered = true
        for e in r.entries where e.format == .strings {
            if let p = previous, p.file == e.location.file, (p.line, p.column) > (e.location.line, e.location.column) { ordered = false }
            previous = e.location
        }
        #expect(ordered)
    }
}
