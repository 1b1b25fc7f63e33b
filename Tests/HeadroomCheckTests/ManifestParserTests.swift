import DynamicType
import Foundation
import Testing

@testable import HeadroomCheck

/// Each bad manifest gets one error naming the manifest and the line at fault.
struct ManifestParserTests {
    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var line: Int
        var fragment: String
        var testDescription: String { name }
    }

    static let component = """
        components:
          - name: Header
            layout: adaptive
            elements:
              - name: title
                keys: header.title
                style: headline
                width: 200

        """

    static let bad: [Bad] = [
        Bad(name: "unknown top-level key", yaml: "strings: Strings\ndevicez:\n  SE: 320\n", line: 2, fragment: "unknown key 'devicez'"),
        Bad(name: "unknown element key", yaml: component.replacingOccurrences(of: "style: headline", with: "style: headline\n        colour: red"),
            line: 8, fragment: "unknown key 'colour'"),
        Bad(name: "width zero", yaml: component.replacingOccurrences(of: "width: 200", with: "width: 0"), line: 8,
            fragment: "greater than zero"),
        Bad(name: "negative device width", yaml: "devices:\n  SE: 320\n  Broken: -5\n", line: 3, fragment: "greater than zero"),
        Bad(name: "width of the wrong type", yaml: component.replacingOccurrences(of: "width: 200", with: "width: wide"), line: 8,
            fragment: "'width' must be a number"),
        Bad(name: "lines not a number", yaml: component.replacingOccurrences(of: "style: headline", with: "style: headline\n        lines: two"),
            line: 8, fragment: "'lines' must be a whole number"),
        Bad(name: "unknown style", yaml: component.replacingOccurrences(of: "style: headline", with: "style: huge"), line: 7,
            fragment: "not a text style"),
        Bad(name: "unknown layout", yaml: component.replacingOccurrences(of: "layout: adaptive", with: "layout: stretchy"), line: 3,
            fragment: "expected adaptive, flexible or fixed"),
        Bad(name: "missing keys", yaml: component.replacingOccurrences(of: "        keys: header.title\n", with: ""), line: 5,
            fragment: "needs a 'keys' key"),
        Bad(name: "components not a list", yaml: "components:\n  name: Header\n", line: 2, fragment: "'components' must be a list"),
        Bad(name: "unknown category", yaml: "categories: [large, huge]\n", line: 1, fragment: "'huge'"),
        Bad(name: "unknown severity", yaml: "\nseverities:\n  truncates: fatal\n", line: 3, fragment: "expected error, warning, note or ignore"),
        Bad(name: "unknown severity key", yaml: "severities:\n  overflow: error\n", line: 2, fragment: "unknown key 'overflow'"),
        Bad(name: "device width without device", yaml: component.replacingOccurrences(of: "width: 200", with: "width: { insets: 32 }"),
            line: 8, fragment: "device: true"),
        Bad(name: "YAML syntax", yaml: "strings: [Strings\nlocales: de\n", line: 2, fragment: "invalid YAML"),
        Bad(name: "font size that does not say how it scales",
            yaml: component.replacingOccurrences(of: "style: headline", with: "font: { size: 10 }"), line: 7,
            fragment: "say how the size scales: 'relativeTo: STYLE'"),
        Bad(name: "fixed font relative to a style",
            yaml: component.replacingOccurrences(of: "style: headline", with: "font: { size: 10, relativeTo: body, scales: false }"),
            line: 7, fragment: "a fixed-size font does not scale"),
        Bad(name: "unknown maxCategory", yaml: component.replacingOccurrences(of: "style: headline", with: "style: headline\n        maxCategory: AX9"),
            line: 8, fragment: "not a content size category"),
        Bad(name: "minimumScaleFactor of 1", yaml: component.replacingOccurrences(of: "style: headline", with: "style: headline\n        minimumScaleFactor: 1"),
            line: 8, fragment: "between 0 and 1"),
        Bad(name: "minimumFontSize of 0", yaml: component.replacingOccurrences(of: "style: headline", with: "style: headline\n        minimumFontSize: 0"),
            line: 8, fragment: "greater than zero"),
        Bad(name: "minimumFontSize beside minimumScaleFactor",
            yaml: component.replacingOccurrences(of: "style: headline", with: "style: headline\n        minimumScaleFactor: 0.5\n        minimumFontSize: 12"),
            line: 9, fragment: "either 'minimumScaleFactor' or 'minimumFontSize'"),
        Bad(name: "fraction above 1", yaml: component.replacingOccurrences(of: "width: 200", with: "width: { fraction: 1.5 }"),
            line: 8, fragment: "at most 1"),
        Bad(name: "zero columns", yaml: component.replacingOccurrences(of: "width: 200", with: "width: { columns: 0 }"),
            line: 8, fragment: "at least one column"),
        Bad(name: "tolerance not a number", yaml: "tolerance: wide\n", line: 1, fragment: "a percentage (1%)"),
        Bad(name: "per-cause severity of a flexible rule", yaml: "severities:\n  design:\n    flexible-too-late: error\n", line: 3,
            fragment: "unknown key 'flexible-too-late'"),
        Bad(name: "duplicate component", yaml: component + "  - name: Header\n    elements:\n      - keys: x\n        width: 10\n",
            line: 9, fragment: "used twice"),
    ]

    @Test func verdictOptions() throws {
        let yaml = """
            tolerance: 2%
            severities:
              borderline: warning
              design:
                truncates: note
            components:
              - name: Tabs
                maxCategory: AX1
                elements:
                  - name: label
                    keys: tab.*
                    font: { size: 10, scales: false }
                    minimumScaleFactor: 0.75
                    width: { columns: 4, insets: 8, icon: { aspectRatio: 1, relativeTo: body, hiddenFrom: AX3, maxCategory: xLarge } }
                  - name: badge
                    keys: badge.*
                    style: caption1
                    minimumFontSize: 9.5
                    maxCategory: Large
                    width: { fraction: 0.5 }
            """
        let manifest = try ManifestParser().parse(yaml, file: "headroom.yml")
        #expect(manifest.tolerance == 0.02)
        #expect(try ManifestParser().parse("tolerance: 0.005\n", file: "h.yml").tolerance == 0.005)
        let same = try ManifestParser().parse("sameAsSource: [brand.name, \"units.*\"]\n", file: "h.yml").sameAsSource
        #expect(same.map { $0.matches("units.km") } == [false, true])
        #expect(same.map { $0.matches("brand.name") } == [true, false])
        #expect(manifest.severities.borderline == .warning)
        #expect(manifest.severities.severity(for: .truncates, cause: .design) == .note)
        #expect(manifest.severities.severity(for: .truncates, cause: .translation) == .error)
        let label = manifest.components[0].elements[0]
        #expect(label.font.scales == false && label.font.pointSize(at: .ax5) == 10)
        #expect(label.font.maxCategory == .ax1)  // from the component
        #expect(label.shrink == .scale(0.75))
        #expect(label.width.horizontal == .fraction(0.25, insets: 8, icon: IconSpec(aspectRatio: 1, relativeTo: .body, hiddenFrom: .ax3, maxCategory: .xLarge), spacing: 0))
        let badge = manifest.components[0].elements[1]
        #expect(badge.font.maxCategory == .large)  // its own wins
        #expect(badge.shrink == .points(9.5))
        #expect(badge.width.horizontal == .fraction(0.5, insets: 0, icon: nil, spacing: 0))
    }

    @Test(arguments: bad)
    func badManifest(_ bad: Bad) {
        do {
            _ = try ManifestParser().parse(bad.yaml, file: "headroom.yml")
            Issue.record("expected an error for \(bad.name)")
        } catch {
            #expect(error.line == bad.line, "\(error)")
            #expect(error.description.hasPrefix("headroom.yml:"), "\(error)")
            #expect(error.description.contains(bad.fragment), "\(error)")
        }
    }

    @Test func fullManifest() throws {
        let yaml = """
            strings: [Strings, "More/**/*.strings"]
            locales: [de, ms]
            sourceLocale: en
            categories: [Large, xxxLarge, AX1]
            devices:
              iPhone SE: 320
              iPad: 820
            samples:
              greeting: [Maria]
            severities:
              reflow: ignore
              flexible-too-late: error
            components:
              - name: Button
                layout: adaptive
                elements:
                  - name: caption
                    title: true
                    keys: [button.*.title]
                    font: { size: 17, relativeTo: body, maxPointSize: 28, weight: semibold }
                    lines: { horizontal: 1, vertical: 3 }
                    width:
                      horizontal: { device: true, insets: 32, icon: { aspectRatio: 1.5, relativeTo: body }, spacing: 8 }
                      vertical: { device: true, insets: 32 }
                  - name: subtitle
                    keys: button.*.subtitle
                    style: subheadline
                    width: 120
            rules:
              - keys: "*"
                style: body
                lines: 2
                width: { device: true, insets: 32 }
            """
        let manifest = try ManifestParser().parse(yaml, file: "headroom.yml")
        #expect(manifest.strings.map(\.pattern) == ["Strings", "More/**/*.strings"])
        #expect(manifest.locales == ["de", "ms"])
        #expect(manifest.categories == [.large, .xxxLarge, .ax1])
        #expect(manifest.devices == [Device(name: "iPhone SE", width: 320), Device(name: "iPad", width: 820)])
        #expect(manifest.samples == ["greeting": ["Maria"]])
        #expect(manifest.severities.reflow == .ignore && manifest.severities.flexibleTooLate == .error)
        let button = try #require(manifest.components.first)
        #expect(button.layout == .adaptive && button.titleElementIndex == 0 && button.line == 14)
        let caption = button.elements[0]
        #expect(caption.font == FontSpec(style: .body, size: 17, maxPointSize: 28, weight: .semibold))
        #expect(caption.lines == Lines(horizontal: 1, vertical: 3))
        #expect(caption.width.horizontal == .device(insets: 32, icon: IconSpec(aspectRatio: 1.5, relativeTo: .body), spacing: 8))
        #expect(button.elements[1].width == Widths(.absolute(120)) && button.elements[1].lines == Lines(1))
        #expect(manifest.rules.first?.name == "rule *" && manifest.rules.first?.elements.first?.lines == Lines(2))
    }

    @Test func defaults() throws {
        let manifest = try ManifestParser().parse("strings: Strings\n", file: "headroom.yml")
        #expect(manifest.categories == ContentSizeCategory.allCases)
        #expect(manifest.devices.map(\.width) == [320, 393, 440, 820])
        #expect(manifest.severities == SeverityPolicy())
        #expect(manifest.locales == nil)
    }

    /// File checks: a glob that matches nothing, a font file that does not exist, no manifest.
    @Test func fileChecks() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Strings/de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "\"a\" = \"b\";\n".write(to: dir.appendingPathComponent("Strings/de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let path = dir.appendingPathComponent("headroom.yml").path

        try "strings:\n  - Strings/*.lproj\n  - Missing/**/*.strings\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ManifestError.noMatch(file: path, line: 3, pattern: "Missing/**/*.strings")) {
            try ManifestParser().load(path: path)
        }
        try "strings: Strings\nrules:\n  - keys: '*'\n    font: { file: Nope.ttf, size: 17, relativeTo: body }\n    width: 100\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ManifestError.missingFile(file: path, line: 3, path: "Nope.ttf")) { try ManifestParser().load(path: path) }
        try "# nothing yet\ndevices:\n  SE: 320\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ManifestError.missingKey(file: path, line: 1, key: "strings", context: "the manifest")) {
            try ManifestParser().load(path: path)
        }
        try "strings: Strings/*.lproj\n".write(toFile: path, atomically: true, encoding: .utf8)
        let manifest = try ManifestParser().load(path: path)
        #expect(PathResolver.expand("Strings/*.lproj", base: manifest.baseDirectory) == [dir.appendingPathComponent("Strings/de.lproj").path])
        #expect(throws: ManifestError.notFound(path: dir.appendingPathComponent("none.yml").path)) {
            try ManifestParser().load(path: dir.appendingPathComponent("none.yml").path)
        }
    }

    /// The repository's own manifest parses and every component finds strings.
    @Test func repositoryManifest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try ManifestParser().load(path: root.appendingPathComponent("headroom.yml").path)
        #expect(manifest.components.count >= 12)
        #expect(Set(manifest.components.map(\.layout)) == [.adaptive, .flexible, .fixed])
    }
}
