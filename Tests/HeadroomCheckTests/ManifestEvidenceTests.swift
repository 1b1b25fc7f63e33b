import DynamicType
import Testing

@testable import HeadroomCheck

/// `evidence:`, `confirmed:`, `placed:` and width bounds in `headroom.yml`.
struct ManifestEvidenceTests {
    static let yaml = """
        components:
          - name: Row
            confirmed: [lines]
            elements:
              - name: text
                style: body
                lines: 1
                width: { min: { device: true, insets: 32 }, max: { device: true, insets: 0 } }
                evidence:
                  font: { default: "Font.body", what: "no .font" }
                  lines: { estimate: "a row takes one line" }
                  width: { estimate: "16 pt side margins" }
                  widthBound: { doc: "HIG Layout", what: "iPhone 16 portrait width 393 pt" }
                  drawn: { code: "App/Row.swift:42", what: "Text(title)" }
                keys: [row.title]
          - name: Written
            elements:
              - name: text
                lines: { min: 2, max: 3 }
                width: 200
                keys: [written.*]
                confirmed: true
        rules:
          - name: Unplaced strings
            keys: "*"
            placed: false
            lines: 0
            width: { device: true, insets: 32 }
        """

    @Test func readsEvidenceBoundsConfirmationAndPlacement() throws {
        let manifest = try ManifestParser().parse(Self.yaml, file: "headroom.yml")
        let row = manifest.components[0].elements[0]
        #expect(row.evidence.font == .frameworkDefault(what: "no .font", source: "Font.body"))
        #expect(row.evidence.drawn == .code(file: "App/Row.swift", line: 42, what: "Text(title)"))
        #expect(row.evidence.widthBound == .documented(source: "HIG Layout", what: "iPhone 16 portrait width 393 pt"))
        #expect(row.width == Widths(.device(insets: 32, icon: nil, spacing: 0)))
        #expect(row.widest == Widths(.device(insets: 0, icon: nil, spacing: 0)))
        // The component's `confirmed: [lines]` settles the line limit; the width's estimate remains.
        #expect(row.evidence.assumptions.map(\.dimension) == [.width])
        let written = manifest.components[1].elements[0]
        #expect(written.evidence.font == .manifest(line: 18))
        #expect(written.evidence.assumptions.isEmpty && written.placed)
        #expect(written.lines == Lines(2) && written.mostLines == Lines(3) && written.evidence.linesBound == .manifest(line: 19))
        #expect(manifest.rules[0].elements[0].placed == false)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var element: String
        var fragment: String
        var testDescription: String { name }
    }

    static let bad: [Bad] = [
        Bad(name: "two kinds", element: "evidence: { font: { code: \"A.swift:1\", estimate: \"x\" } }", fragment: "exactly one of"),
        Bad(name: "code without a line", element: "evidence: { lines: { code: \"A.swift\" } }", fragment: "FILE:LINE"),
        Bad(name: "unknown dimension", element: "evidence: { colour: { estimate: \"x\" } }", fragment: "unknown key 'colour'"),
        Bad(name: "unknown confirmed dimension", element: "confirmed: [heigth]", fragment: "font, lines, width, drawn"),
        Bad(name: "bounds without max", element: "placed: true", fragment: "min' and 'max"),
    ]

    @Test(arguments: bad)
    func badEvidenceIsAnErrorAtItsLine(_ bad: Bad) {
        let width = bad.name == "bounds without max" ? "{ min: 100 }" : "200"
        let yaml = "components:\n  - name: C\n    elements:\n      - keys: [k]\n        width: \(width)\n        \(bad.element)\n"
        do {
            _ = try ManifestParser().parse(yaml, file: "headroom.yml")
            Issue.record("\(bad.name): parsed")
        } catch {
            #expect("\(error)".contains(bad.fragment), "\(bad.name): \(error)")
            #expect("\(error)".contains("headroom.yml"), "\(bad.name): \(error)")
        }
    }
}
