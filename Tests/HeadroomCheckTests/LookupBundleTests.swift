import Foundation
import Testing
@testable import HeadroomCheck
@testable import HeadroomFormats

/// An element that names a table or a bundle takes only that table's, that bundle's entries: the
/// same key in the app's table and in a package's is two texts in two places.
struct LookupBundleTests {
    static let kit = LookupBundle.standardized("/app/Packages/Kit/Sources/Kit")

    static func entry(_ key: String, table: String = "Localizable", file: String) -> LocalizedEntry {
        LocalizedEntry(key: key, table: table, locale: Fixtures.locale("en"), value: key,
                       location: SourceLocation(file: file, line: 1, column: 10),
                       keyLocation: SourceLocation(file: file, line: 1, column: 1), format: .strings)
    }

    static func element(_ name: String, keys: [String], table: String? = nil, bundle: LookupBundle? = nil) -> Element {
        var e = Fixtures.element(name, keys: keys, width: 100)
        e.table = table
        e.bundle = bundle
        return e
    }

    static let entries = [
        entry("kit.greeting", file: "/app/Resources/en.lproj/Localizable.strings"),
        entry("kit.greeting", file: "/app/Packages/Kit/Sources/Kit/Resources/en.lproj/Localizable.strings"),
        entry("kit.greeting", table: "Kit", file: "/app/Packages/Kit/Sources/Kit/Resources/en.lproj/Kit.strings"),
        entry("kit.greeting", file: "/app/Packages/Kit/Sources/Kit/Resources/Nested.bundle/en.lproj/Localizable.strings"),
    ]

    @Test(arguments: [
        // (element's table, element's bundle, entries it takes)
        (nil as String?, nil as LookupBundle?, [0, 1, 2, 3]),
        (nil, LookupBundle.main, [0]),
        (nil, LookupBundle.folder(kit), [1, 2, 3]),
        ("Kit", LookupBundle.folder(kit), [2]),
        ("Localizable", nil, [0, 1, 3]),
        ("Localizable", LookupBundle.main, [0]),
    ])
    func elementTakesItsTableAndBundle(_ table: String?, _ bundle: LookupBundle?, _ expected: [Int]) {
        // The app's bundle is the files in no folder an element names: the kit's is named by another element.
        let components = [
            Component(name: "C", layout: .fixed, elements: [Self.element("text", keys: ["kit.*"], table: table, bundle: bundle)]),
            Component(name: "Kit", layout: .fixed, elements: [Self.element("text", keys: ["none"], bundle: .folder(Self.kit))]),
        ]
        let got = CheckRunner.assign(Self.entries, components: components, componentCount: 2, only: nil)
        #expect(got.map(\.entry) == expected)
    }

    /// A deeper bundle another element names is that element's, not the outer bundle's; an entry
    /// no element takes falls to the rules.
    @Test func deepestNamedBundleOwnsTheFile() {
        let nested = LookupBundle.standardized("/app/Packages/Kit/Sources/Kit/Resources/Nested.bundle")
        let components = [
            Component(name: "App", layout: .fixed, elements: [Self.element("text", keys: ["kit.greeting"], bundle: .main)]),
            Component(name: "Kit", layout: .fixed, elements: [Self.element("text", keys: ["kit.greeting"], bundle: .folder(Self.kit))]),
            Component(name: "Nested", layout: .fixed, elements: [Self.element("text", keys: ["kit.greeting"], table: "Localizable", bundle: .folder(nested))]),
            Component(name: "Rule", layout: .fixed, elements: [Self.element("text", keys: ["*"])]),
        ]
        let got = CheckRunner.assign(Self.entries, components: components, componentCount: 3, only: nil)
        #expect(got.map { [$0.entry, $0.component] } == [[0, 0], [1, 1], [2, 1], [3, 2]])
        let noNested = Array(components[0..<2]) + [components[3]]
        let fallen = CheckRunner.assign(Self.entries, components: noNested, componentCount: 2, only: nil)
        #expect(fallen.map { [$0.entry, $0.component] } == [[0, 0], [1, 1], [2, 1], [3, 1]])
    }

    @Test func manifestReadsTableAndBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lookup-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Kit/Resources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = """
            components:
              - name: Kit
                elements:
                  - keys: kit.greeting
                    table: Kit
                    bundle: Kit/Resources
                    style: body
                    width: 200
              - name: App
                elements:
                  - keys: kit.greeting
                    bundle: main
                    style: body
                    width: 200

            """
        let manifest = try ManifestParser().parse(yaml, file: folder.appendingPathComponent("headroom.yml").path, baseDirectory: folder.path)
        let kit = manifest.components[0].elements[0]
        #expect(kit.table == "Kit")
        #expect(kit.bundle == .folder(LookupBundle.standardized(folder.appendingPathComponent("Kit/Resources").path)))
        #expect(manifest.components[1].elements[0].bundle == .main)
        // A folder that is not there is an error at the element's line.
        let missing = yaml.replacingOccurrences(of: "bundle: Kit/Resources", with: "bundle: Nope")
        #expect(throws: ManifestError.missingFile(file: "h.yml", line: 4, path: "Nope")) {
            _ = try ManifestParser().parse(missing, file: "h.yml", baseDirectory: folder.path)
        }
    }
}
