import DynamicType
import Testing

@testable import HeadroomCheck
@testable import HeadroomFormats

/// `keys: [{key: K, arguments: [...]}]` (what `headroom init` writes where the scan reads what the
/// code passes): the element measures its key with those stand-ins; a bad spelling names its line.
struct KeyArgumentsTests {
    static let yaml = """
        components:
          - name: History
            elements:
              - name: date
                keys:
                  - { key: "edited", shownAt: "A.swift:3", arguments: ["date medium short", any] }
                  - plain
                style: body
                width: 300
        """

    @Test func parsedPerKey() throws {
        let manifest = try ManifestParser().parse(Self.yaml, file: "headroom.yml")
        let element = try #require(manifest.components.first?.elements.first)
        #expect(element.arguments(key: "edited") == [.date(date: .medium, time: .short), nil])
        #expect(element.arguments(key: "plain") == [])
    }

    @Test func theSweepsTextUsesThem() throws {
        let manifest = try ManifestParser().parse(Self.yaml, file: "headroom.yml")
        let element = try #require(manifest.components.first?.elements.first)
        let texts = CheckRunner.texter(samples: [:])
        let entry = Fixtures.entry("edited", "%@ by %@", locale: "en")
        let text = texts(entry, element.arguments(key: "edited"))
        #expect(text.hasSuffix(" by Alexandria"))
        #expect(text.hasPrefix("Jan 28, 2026"))
        #expect(texts(entry, []) == "Alexandria by Alexandria")
    }

    @Test(arguments: ["date medium", "number up to x", "relative"])
    func badSpellingNamesItsLine(_ bad: String) {
        let yaml = Self.yaml.replacingOccurrences(of: "\"date medium short\"", with: "\"\(bad)\"")
        do {
            _ = try ManifestParser().parse(yaml, file: "h.yml")
            Issue.record("accepted \(bad)")
        } catch {
            let message = "\(error)"
            #expect(message.contains("h.yml") && message.contains("6") && message.contains("arguments"), "\(message)")
        }
    }

    // MARK: one of a finite set of texts

    @Test func candidatesAreParsed() throws {
        let yaml = Self.yaml.replacingOccurrences(
            of: "[\"date medium short\", any]", with: "[{ keys: [level.weak, \"level.good\"], texts: [\"—\"] }]")
        let element = try #require(try ManifestParser().parse(yaml, file: "headroom.yml").components.first?.elements.first)
        #expect(element.arguments(key: "edited") == [.oneOf([.key("level.weak"), .key("level.good"), .text("—")])])
    }

    @Test(arguments: ["{}", "{ values: [a] }", "{ keys: [] }"])
    func badCandidatesNameTheirLine(_ bad: String) {
        let yaml = Self.yaml.replacingOccurrences(of: "[\"date medium short\", any]", with: "[\(bad)]")
        do {
            _ = try ManifestParser().parse(yaml, file: "h.yml")
            Issue.record("accepted \(bad)")
        } catch {
            let message = "\(error)"
            #expect(message.contains("h.yml") && message.contains("6"), "\(message)")
        }
    }

    /// Each locale measures the widest of the candidates' texts in that locale (the fake measurer's
    /// width is the character count): English "Very good", German "Ausgezeichnet", Italian (no level
    /// translated) the development language's; a literal wins where it is wider.
    @Test func theWidestCandidateInEachLocaleIsMeasured() {
        var element = Fixtures.element("quality", keys: ["quality"], width: 10)
        element.keyArguments["quality"] = [.oneOf([.key("level.weak"), .key("level.good"), .text("n/a")])]
        let manifest = Fixtures.manifest([Component(name: "Q", layout: .fixed, elements: [element])])
        let entries = [
            Fixtures.entry("quality", "Quality: %@"), Fixtures.entry("quality", "Qualität: %@", locale: "de"),
            Fixtures.entry("quality", "Qualità: %@", locale: "it"), Fixtures.entry("quality", "Q %@", locale: "fr"),
            Fixtures.entry("level.weak", "Weak"), Fixtures.entry("level.good", "Very good"),
            Fixtures.entry("level.weak", "Schwach", locale: "de"), Fixtures.entry("level.good", "Ausgezeichnet", locale: "de"),
            Fixtures.entry("level.weak", "F", locale: "fr"), Fixtures.entry("level.good", "B", locale: "fr"),
        ]
        let report = Fixtures.run(manifest, entries)
        func measured(_ locale: String) -> Set<String> {
            Set(report.findings.filter { $0.key == "quality" && $0.identity.locale == locale && $0.verdict == .truncates }.map(\.measuredText))
        }
        #expect(measured("en") == ["Quality: Very good"])
        #expect(measured("de") == ["Qualität: Ausgezeichnet"])
        #expect(measured("it") == ["Qualità: Very good"])
        #expect(measured("fr") == ["Q n/a"])
    }

    /// A candidate key with plural forms stands in by its widest shown form, its own number stood in.
    @Test func aPluralCandidateTakesItsWidestForm() {
        var element = Fixtures.element("size", keys: ["size"], width: 10)
        element.keyArguments["size"] = [.oneOf([.key("bits")])]
        let manifest = Fixtures.manifest([Component(name: "S", layout: .fixed, elements: [element])])
        let entries = [
            Fixtures.entry("size", "Size: %@"),
            Fixtures.entry("bits", "%d bit", variant: "one"), Fixtures.entry("bits", "%d bits", variant: "other"),
        ]
        let texts = Set(Fixtures.run(manifest, entries).findings.filter { $0.key == "size" }.map(\.measuredText))
        #expect(texts.count == 1)
        #expect(texts.first?.hasSuffix(" bits") == true && texts.first?.hasPrefix("Size: ") == true, "\(texts)")
    }
}
