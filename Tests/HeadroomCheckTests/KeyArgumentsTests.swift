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
}
