import Testing

@testable import HeadroomCheck

/// The key index gives what trying every pattern in manifest order gives: every component that
/// names a key, in order, one assignment per element, the captures of the element's first
/// matching pattern.
struct ComponentKeyIndexTests {
    static func element(_ name: String, _ keys: [String]) -> Element {
        Element(name: name, keys: keys.map { KeyPattern($0) }, font: FontSpec(style: .body), lines: Lines(1), width: Widths(.absolute(100)))
    }

    static let components = [
        Component(name: "Rows", layout: .fixed, elements: [
            element("title", ["settings.*.title", "settings.wifi.title"]),
            element("value", ["settings.wifi.title", "settings.*.title"]),
        ]),
        Component(name: "Header", layout: .fixed, elements: [element("title", ["header.title", "settings.wifi.title"])]),
        Component(name: "Rule", layout: .fixed, elements: [element("text", ["*"])]),
    ]

    @Test(arguments: [
        // Glob first in one element, exact first in the other; then a second component.
        ("settings.wifi.title", [(0, 0, ["wifi"]), (0, 1, []), (1, 0, [])]),
        ("settings.bluetooth.title", [(0, 0, ["bluetooth"]), (0, 1, ["bluetooth"])]),
        ("header.title", [(1, 0, [])]),
        ("nowhere", []),
    ])
    func matchesInManifestOrder(_ key: String, _ expected: [(Int, Int, [String])]) {
        let index = ComponentKeyIndex(Self.components, count: 2)
        let got = index.matches(key)
        #expect(got.map(\.component) == expected.map(\.0))
        #expect(got.map(\.element) == expected.map(\.1))
        #expect(got.map(\.captures) == expected.map(\.2))
    }

    @Test func keysInNoComponentFallToTheRule() {
        let entries = ["header.title", "other.key"].map { key in
            Fixtures.entry(key, "x")
        }
        let assignments = CheckRunner.assign(entries, components: Self.components, componentCount: 2, only: nil)
        #expect(assignments.map(\.component) == [1, 2])
        #expect(assignments.map(\.entry) == [0, 1])
        // `--component` keeps a claimed key out of the rule even when its component is not selected.
        let only = CheckRunner.assign(entries, components: Self.components, componentCount: 2, only: ["Rule"])
        #expect(only.map(\.entry) == [1])
    }
}
