import DynamicType
import Testing
@testable import HeadroomScan

/// A key whose text is one part of what a site shows (a format's argument, an element of an array
/// grown by `append` and then joined, an operand of `+`) is placed at that site, with the site's font
/// and lines, and its `drawn` evidence says it is measured alone there (`TextPart`).
@Suite struct ComposedTextTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        /// The body of `Screen.show()`, which may use `label` (a body-style label wrapping) and `warnings`.
        var body: String
        /// Extra members of `Screen`.
        var members: String = ""
        /// Keys expected at the label, each with the part note it should carry (nil: the whole text).
        var placed: [String: String?]
        /// Keys expected not to be placed at the label.
        var notPlaced: [String] = []
        var description: String { name }
    }

    static let formatNote = "a format argument"
    static let joinedNote = "one element of the array joined"
    static let plusNote = "one operand of the `+`"

    static let rows: [Row] = [
        Row(name: "String.localizedStringWithFormat: the template and a key argument",
            body: #"label.text = String.localizedStringWithFormat(NSLocalizedString("tmpl", comment: ""), NSLocalizedString("arg", comment: ""))"#,
            placed: ["tmpl": nil, "arg": formatNote]),
        Row(name: "String(format:) with an argument through a local",
            body: #"let part = NSLocalizedString("arg", comment: ""); label.text = String(format: NSLocalizedString("tmpl", comment: ""), part)"#,
            placed: ["tmpl": nil, "arg": formatNote]),
        Row(name: "a format argument that is no key (a count) adds nothing",
            body: #"label.text = String(format: NSLocalizedString("tmpl", comment: ""), 3)"#,
            placed: ["tmpl": nil]),
        Row(name: "a local array grown by append, then joined",
            body: """
                var lines = [NSLocalizedString("first", comment: "")]
                if Bool.random() { lines.append(NSLocalizedString("second", comment: "")) }
                lines.insert(contentsOf: [NSLocalizedString("third", comment: "")], at: 0)
                label.text = lines.joined(separator: "\\n")
                """,
            placed: ["first": joinedNote, "second": joinedNote, "third": joinedNote]),
        Row(name: "an empty local array grown by append: its one element is the whole text",
            body: """
                var lines: [String] = []
                lines.append(NSLocalizedString("only", comment: ""))
                label.text = lines.joined(separator: "\\n")
                """,
            placed: ["only": nil]),
        Row(name: "an element appended in a loop: one of several",
            body: """
                var lines = [String]()
                for _ in 0..<3 { lines.append(NSLocalizedString("only", comment: "")) }
                label.text = lines.reversed().joined(separator: " / ")
                """,
            placed: ["only": joinedNote]),
        Row(name: "a var property grown in the type, also through an inout parameter, mapped into a template and joined",
            body: """
                label.text = warnings.map { String.localizedStringWithFormat(NSLocalizedString("icon %@", comment: ""), $0) }.joined(separator: "\\n")
                """,
            members: """
                private var warnings = [String]()
                func validate() {
                    warnings.removeAll()
                    check(&warnings)
                    warnings.append(NSLocalizedString("weak", comment: ""))
                }
                private func check(_ list: inout [String]) {
                    list.append(NSLocalizedString("slow", comment: ""))
                }
                """,
            placed: ["icon %@": joinedNote, "weak": joinedNote, "slow": joinedNote]),
        Row(name: "a var property assigned a value the scan cannot list: no elements claimed",
            body: #"label.text = warnings.joined(separator: "\n")"#,
            members: """
                private var warnings = [String]()
                func validate() {
                    warnings.append(NSLocalizedString("weak", comment: ""))
                    warnings = loadWarnings()
                }
                func loadWarnings() -> [String] { [] }
                """,
            placed: [:], notPlaced: ["weak"]),
        Row(name: "a parameter shadowing a grown property: not the property's elements",
            body: #"_ = 0"#,
            members: """
                private var warnings = [String]()
                func validate() { warnings.append(NSLocalizedString("weak", comment: "")) }
                func render(warnings: [String]) { label.text = warnings.joined(separator: "\\n") }
                """,
            placed: [:], notPlaced: ["weak"]),
        Row(name: "operands of +",
            body: #"let message = NSLocalizedString("a", comment: "") + "\n\n" + NSLocalizedString("b", comment: ""); label.text = message"#,
            placed: ["a": plusNote, "b": plusNote]),
    ]

    @Test(arguments: rows)
    func placesTheParts(_ row: Row) {
        let source = """
            import UIKit
            final class Screen: UIViewController {
                let label: UILabel = {
                    let l = UILabel()
                    l.font = .preferredFont(forTextStyle: .body)
                    l.numberOfLines = 0
                    return l
                }()
                \(row.members)
                func show() {
                    \(row.body)
                }
            }
            """
        let names = ["tmpl", "arg", "first", "second", "third", "only", "icon %@", "weak", "slow", "a", "b"]
        let keys = Set(names.map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: [("Screen.swift", source)], keys: keys)
        let shown = result.usages.filter { $0.kind == .text }
        for (key, note) in row.placed {
            let usage = shown.first { $0.key == key }
            #expect(usage != nil, "\(row.name): \(key) not placed; \(result.unresolved.map(\.reason))")
            #expect(usage?.font?.style == .body && usage?.lines == 0, "\(row.name): \(key)")
            let detail = usage?.drawn?.detail ?? ""
            if let note { #expect(detail.contains(note), "\(row.name): \(key): \(detail)") }
            else { #expect(!detail.contains("measured alone"), "\(row.name): \(key): \(detail)") }
        }
        for key in row.notPlaced { #expect(!shown.contains { $0.key == key }, "\(row.name): \(key) placed") }
        #expect(Set(shown.map(\.key)) == Set(row.placed.keys), "\(row.name): \(shown.map(\.key))")
    }
}
