import Testing

@testable import HeadroomCheck

/// `shownAt:`: the Swift places that show a key (what `headroom init` writes), read from the
/// manifest, resolved against its folder and handed to each outcome; every mistake is an error at
/// its line.
struct ShownAtManifestTests {
    static let element = """
        components:
          - name: Header
            elements:
              - name: title
                style: headline
                width: 200
                keys:

        """

    @Test(arguments: [
        ("Views/Header.swift:42:13", DisplaySite(file: "Views/Header.swift", line: 42, column: 13)),
        ("Views/Header.swift:42", DisplaySite(file: "Views/Header.swift", line: 42)),
        ("C:/odd:name.swift:3:4", DisplaySite(file: "C:/odd:name.swift", line: 3, column: 4)),
        ("/abs/My View.swift:7", DisplaySite(file: "/abs/My View.swift", line: 7)),
    ])
    func placesParse(_ text: String, _ site: DisplaySite) {
        #expect(DisplaySite.parse(text) == site)
        #expect(site.description == text)
    }

    @Test(arguments: ["Views/Header.swift", "Views/Header.swift:0", "Views/Header.swift:4:0", ":12", "Header.swift:x", "Header.swift:-3", ""])
    func badPlacesDoNotParse(_ text: String) {
        #expect(DisplaySite.parse(text) == nil)
    }

    @Test func keysCarryTheirPlacesAndTheElementItsOwn() throws {
        let yaml = Self.element
            + "          - { key: header.title, shownAt: \"Views/Header.swift:42:13\" }\n"
            + "          - key: \"header.*\"\n"
            + "            shownAt: [Views/A.swift:1:2, /abs/B.swift:3]\n"
            + "          - plain.key\n"
            + "        shownAt: Views/Fallback.swift:9\n"
        let manifest = try ManifestParser().parse(yaml, file: "/app/headroom.yml", baseDirectory: "/app")
        let element = manifest.components[0].elements[0]
        #expect(element.keys.map(\.pattern) == ["header.title", "header.*", "plain.key"])
        #expect(element.shownAt(key: "header.title") == [DisplaySite(file: "/app/Views/Header.swift", line: 42, column: 13)])
        #expect(element.shownAt(key: "header.subtitle") == [
            DisplaySite(file: "/app/Views/A.swift", line: 1, column: 2), DisplaySite(file: "/abs/B.swift", line: 3),
        ])
        #expect(element.shownAt(key: "plain.key") == [DisplaySite(file: "/app/Views/Fallback.swift", line: 9)])
        // Without places the element says nothing, and plain string keys still parse as before.
        let plain = try ManifestParser().parse(Self.element + "          - a\n          - b\n", file: "h.yml")
        #expect(plain.components[0].elements[0].shownAt(key: "a").isEmpty)
        #expect(plain.components[0].elements[0].keys.map(\.pattern) == ["a", "b"])
    }

    @Test(arguments: [
        ("          - { key: a, shownAt: Views/A.swift }\n", 8, "expected the Swift place that shows the key as FILE:LINE"),
        ("          - { key: a, shownAt: \"Views/A.swift:0:1\" }\n", 8, "line and column from 1"),
        ("          - key: a\n            shownAt: [Views/A.swift:3, nowhere]\n", 9, "'nowhere'"),
        ("          - { key: a, shownAt: [] }\n", 8, "no place"),
        ("          - { key: a, shownat: Views/A.swift:3 }\n", 8, "unknown key 'shownat'"),
        ("          - { shownAt: Views/A.swift:3 }\n", 8, "needs a 'key' key"),
        ("          - a\n        shownAt: {file: A.swift}\n", 9, "shownAt"),
    ])
    func mistakesAreErrorsAtTheirLine(_ keys: String, _ line: Int, _ fragment: String) {
        do {
            _ = try ManifestParser().parse(Self.element + keys, file: "headroom.yml")
            Issue.record("expected an error for \(keys)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.description.hasPrefix("headroom.yml:\(line)"), "\(error)")
            #expect(error.description.contains(fragment), "\(error)")
        }
    }
}
