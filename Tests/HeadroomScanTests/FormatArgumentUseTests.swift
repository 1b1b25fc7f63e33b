import HeadroomFormats
import Testing
@testable import HeadroomScan

/// What the code passes for a key's format arguments, read where it names the key (`FormatArgumentUse`).
@Suite struct FormatArgumentUseTests {
    static let keys: Set<ScanResult.TableKey> = Set(["edited %@", "option %lld", "slot %lld", "posted %@", "seen %@", "count %lld", "Edit.Original",
                                                      "quality %@", "level.weak", "level.good", "state %@", "unit %@", "%@ port %d"]
        .map { ScanResult.TableKey(table: "Localizable", key: $0) })

    struct Row: Sendable, CustomStringConvertible {
        var name: String, code: String, key: String, arguments: [FormatArgument?]
        var description: String { name }
    }

    static let rows: [Row] = [
        .init(name: "DateFormatter property with styles set in init", code: """
            final class HistoryViewController: UIViewController {
                private let dateFormatter: DateFormatter
                let label = UILabel()
                init() {
                    dateFormatter = DateFormatter()
                    dateFormatter.dateStyle = .medium
                    dateFormatter.timeStyle = .short
                    super.init(nibName: nil, bundle: nil)
                }
                func show(date: Date) {
                    label.text = String(format: NSLocalizedString("edited %@", comment: ""), dateFormatter.string(from: date))
                }
            }
            """, key: "edited %@", arguments: [.date(date: .medium, time: .short)]),
        .init(name: "formatter made in a closure, through a generated accessor", code: """
            enum L10n { enum Edit { static func original(_ p1: Any) -> String { tr("Localizable", "Edit.Original", String(describing: p1)) } } }
            final class Cell: UITableViewCell {
                let label = UILabel()
                static let formatter: DateFormatter = {
                    let f = DateFormatter()
                    f.dateStyle = .long
                    return f
                }()
                func configure(date: Date) { label.text = L10n.Edit.original(Self.formatter.string(from: date)) }
            }
            """, key: "Edit.Original", arguments: [.date(date: .long, time: .none)]),
        .init(name: "Date.formatted(date:time:) interpolated", code: """
            struct V: View { let date: Date
                var body: some View { Text("posted \\(date.formatted(date: .abbreviated, time: .shortened))").lineLimit(1) } }
            """, key: "posted %@", arguments: [.date(date: .medium, time: .short)]),
        .init(name: "RelativeDateTimeFormatter", code: """
            final class C: UIViewController { let label = UILabel(); let relative = RelativeDateTimeFormatter()
                func show(date: Date) { label.text = String(format: NSLocalizedString("seen %@", comment: ""), relative.localizedString(for: date, relativeTo: Date())) } }
            """, key: "seen %@", arguments: [.relativeDate]),
        .init(name: "a position in a list of unknown length", code: """
            struct V: View { let count: Int
                var body: some View { ForEach(0..<count, id: \\.self) { index in TextField("option \\(index + 1)", text: .constant("")) } } }
            """, key: "option %lld", arguments: [.boundedNumber(max: FormatArgumentUse.unboundedPosition)]),
        .init(name: "a position in a literal range", code: """
            struct V: View { var body: some View { ForEach(0..<4) { i in Text("slot \\(i + 1)").lineLimit(1) } } }
            """, key: "slot %lld", arguments: [.boundedNumber(max: 4)]),
        .init(name: "an enumerated offset", code: """
            struct V: View { let items: [String]
                var body: some View { ForEach(Array(items.enumerated()), id: \\.offset) { index, item in Text("slot \\(index + 1)").lineLimit(1) } } }
            """, key: "slot %lld", arguments: [.boundedNumber(max: FormatArgumentUse.unboundedPosition)]),
        // The raw value of an enum with integer raw values is one of its cases': written, implicit
        // (0, then the previous plus 1), or the case the code names.
        .init(name: "an integer raw value of a property's enum", code: """
            final class Plug { enum Kind { case usb; var description: String { switch self { case .usb: return "USB-C" } } }
              enum Port: Int { case first = 1, second }
              let kind: Kind; let port: Port
              init(kind: Kind, port: Port) { self.kind = kind; self.port = port }
              var title: String { String.localizedStringWithFormat(NSLocalizedString("%@ port %d", comment: ""), kind.description, port.rawValue) } }
            final class C: UIViewController { let label = UILabel(); var plug: Plug?
              func show() { label.text = plug?.title } }
            """, key: "%@ port %d", arguments: [.oneOf([.text("USB-C")]), .boundedNumber(max: 2)]),
        .init(name: "implicit integer raw values", code: """
            enum Port: UInt8 { case a, b, c, d }
            final class C: UIViewController { let label = UILabel(); var port: Port = .a
              func show() { label.text = String(format: NSLocalizedString("%@ port %d", comment: ""), "x", port.rawValue) } }
            """, key: "%@ port %d", arguments: [.oneOf([.text("x")]), .boundedNumber(max: 3)]),
        .init(name: "the raw value of a case written with its type", code: """
            enum Port: Int { case a = 7, b = 120 }
            final class C: UIViewController { let label = UILabel()
              func show() { label.text = String(format: NSLocalizedString("%@ port %d", comment: ""), "x", Port.a.rawValue) } }
            """, key: "%@ port %d", arguments: [.oneOf([.text("x")]), .boundedNumber(max: 7)]),
        // A String raw value is text, not a number; a raw value that is no literal leaves it open.
        .init(name: "a raw value that is no integer literal", code: """
            enum Port: Int { case a = 1 << 2, b }
            final class C: UIViewController { let label = UILabel(); var port: Port = .a
              func show() { label.text = String(format: NSLocalizedString("%@ port %d", comment: ""), "x", port.rawValue) } }
            """, key: "%@ port %d", arguments: [.oneOf([.text("x")]), nil]),
        // A count the code does not bound, and a date formatter with only a custom format: nothing known.
        .init(name: "an unbounded count", code: """
            struct V: View { let items: [String]; var body: some View { Text("count \\(items.count)").lineLimit(1) } }
            """, key: "count %lld", arguments: []),
        .init(name: "a custom dateFormat", code: """
            final class C: UIViewController { let label = UILabel(); let f = DateFormatter()
                override func viewDidLoad() { f.dateFormat = "yyyy"; label.text = String(format: NSLocalizedString("edited %@", comment: ""), f.string(from: Date())) } }
            """, key: "edited %@", arguments: []),
    ]

    /// One of a finite set of texts: every value the argument can take is a localized key or a literal.
    static let candidateRows: [Row] = [
        .init(name: "an enum's computed title over all cases (switch self)", code: """
            enum Quality { case weak, good
                var title: String {
                    switch self {
                    case .weak: return NSLocalizedString("level.weak", comment: "")
                    case .good: return NSLocalizedString("level.good", comment: "")
                    }
                }
            }
            final class C: UIView { let label = UILabel(); var quality: Quality = .weak
                func refresh() { label.text = String.localizedStringWithFormat(NSLocalizedString("quality %@", comment: ""), quality.title) } }
            """, key: "quality %@", arguments: [.oneOf([.key("level.weak"), .key("level.good")])]),
        .init(name: "a ternary of a key and a literal", code: """
            final class C: UIView { let label = UILabel()
                func show(on: Bool) { label.text = String(format: NSLocalizedString("state %@", comment: ""), on ? NSLocalizedString("level.good", comment: "") : "—") } }
            """, key: "state %@", arguments: [.oneOf([.key("level.good"), .text("—")])]),
        .init(name: "an array literal indexed", code: """
            final class C: UIView { let label = UILabel()
                static let units = ["KB", "MB", "GB"]
                func show(i: Int) { label.text = String(format: NSLocalizedString("unit %@", comment: ""), Self.units[i]) } }
            """, key: "unit %@", arguments: [.oneOf([.text("KB"), .text("MB"), .text("GB")])]),
        .init(name: "a dictionary literal indexed, with a fallback literal", code: """
            struct V: View { let code: String
                var body: some View { Text("unit \\(["k": "KB", "m": "MB"][code] ?? "B")").lineLimit(1) } }
            """, key: "unit %@", arguments: [.oneOf([.text("KB"), .text("MB"), .text("B")])]),
        .init(name: "an enum interpolated whole: its description", code: """
            enum Level: CustomStringConvertible { case weak, good
                var description: String {
                    switch self {
                    case .weak: return NSLocalizedString("level.weak", comment: "")
                    case .good: return "OK"
                    }
                }
            }
            struct V: View { let level: Level; var body: some View { Text("quality \\(level)").lineLimit(1) } }
            """, key: "quality %@", arguments: [.oneOf([.key("level.weak"), .text("OK")])]),
        // Not a finite set: a branch passes a value the code does not know, or the text is built from parts.
        .init(name: "a default branch returning a parameter", code: """
            enum Names { static func name(for field: String) -> String {
                switch field { case "a": return NSLocalizedString("level.weak", comment: ""); default: return field } } }
            final class C: UIView { let label = UILabel()
                func show(f: String) { label.text = String(format: NSLocalizedString("state %@", comment: ""), Names.name(for: f)) } }
            """, key: "state %@", arguments: []),
        .init(name: "a key concatenated with a literal", code: """
            final class C: UIView { let label = UILabel()
                func show() { label.text = String(format: NSLocalizedString("state %@", comment: ""), NSLocalizedString("level.good", comment: "") + "!") } }
            """, key: "state %@", arguments: []),
        .init(name: "a key uppercased", code: """
            final class C: UIView { let label = UILabel()
                func show() { label.text = String(format: NSLocalizedString("state %@", comment: ""), NSLocalizedString("level.good", comment: "").uppercased()) } }
            """, key: "state %@", arguments: []),
        .init(name: "a placeholder literal filled later", code: """
            enum L10n { static func state(_ p1: Any) -> String { tr("Localizable", "state %@", String(describing: p1)) } }
            final class C: UIView { let label = UILabel()
                func show(n: Int) { label.text = L10n.state("%@").replacingOccurrences(of: "%@", with: "\\(n)") } }
            """, key: "state %@", arguments: []),
        // A position through a helper that only adds to its parameter: bounded as a direct read.
        .init(name: "a position through a helper function", code: """
            struct V: View {
                func number(_ i: Int) -> Int { i + 1 }
                var body: some View { ForEach(0..<4) { i in Text("slot \\(number(i))").lineLimit(1) } } }
            """, key: "slot %lld", arguments: [.boundedNumber(max: 4)]),
        .init(name: "a position through a static helper of a type", code: """
            enum Slots { static func label(for index: Int) -> Int { return 1 + index } }
            struct V: View { var body: some View { ForEach(0..<3) { i in Text("slot \\(Slots.label(for: i))").lineLimit(1) } } }
            """, key: "slot %lld", arguments: [.boundedNumber(max: 3)]),
        .init(name: "a helper doing more than adding is not followed", code: """
            struct V: View {
                func number(_ i: Int) -> Int { i * 100 }
                var body: some View { ForEach(0..<4) { i in Text("slot \\(number(i))").lineLimit(1) } } }
            """, key: "slot %lld", arguments: []),
        // A method called on an alert built from the key is no accessor: its arguments are not the key's.
        .init(name: "a chained call after the key is not its arguments", code: """
            final class C: UIViewController {
                func ask() { let a = UIAlertController.make(title: NSLocalizedString("level.good", comment: "")).addAction(title: NSLocalizedString("level.weak", comment: "")); present(a, animated: true) } }
            """, key: "level.good", arguments: []),
    ]

    @Test(arguments: candidateRows)
    func readsTheCandidatesTheCodeChoosesFrom(_ row: Row) throws {
        let result = SourceScanner().scan(texts: [("V.swift", "import UIKit\nimport SwiftUI\n" + row.code)], keys: Self.keys)
        let usages = result.usages.filter { $0.key == row.key }
        try #require(!usages.isEmpty, "\(result.usages.map(\.key))")
        for usage in usages { #expect(usage.arguments == row.arguments) }
    }

    @Test(arguments: rows)
    func readsWhatTheCodePasses(_ row: Row) throws {
        let result = SourceScanner().scan(texts: [("V.swift", "import UIKit\nimport SwiftUI\n" + row.code)], keys: Self.keys)
        let usage = try #require(result.usages.first { $0.key == row.key }, "\(result.usages.map(\.key))")
        #expect(usage.arguments == row.arguments)
    }

    /// A key formatted in another file (a computed property of the model type that the screen shows)
    /// gets the arguments of the call that names it there.
    @Test func readsTheArgumentsWhereAnotherFileNamesTheKey() throws {
        let model = """
            import Foundation
            final class Plug { enum Kind { case usb, lightning
                var description: String { switch self { case .usb: return "USB-C"; case .lightning: return "Lightning" } } }
              enum Port: Int { case first = 1, second, third }
              let kind: Kind; let port: Port
              init(kind: Kind, port: Port) { self.kind = kind; self.port = port }
              var title: String { String.localizedStringWithFormat(NSLocalizedString("%@ port %d", comment: ""), kind.description, port.rawValue) } }
            """
        let screen = """
            import UIKit
            final class C: UIViewController { let label = UILabel(); var plug: Plug?
              func show() { label.text = plug?.title } }
            """
        let result = SourceScanner().scan(texts: [("Model/Plug.swift", model), ("UI/C.swift", screen)], keys: Self.keys)
        let usage = try #require(result.usages.first { $0.key == "%@ port %d" }, "\(result.usages.map(\.key))")
        #expect(usage.file == "UI/C.swift")
        #expect(usage.arguments == [.oneOf([.text("USB-C"), .text("Lightning")]), .boundedNumber(max: 3)])
    }

    /// Usages whose arguments differ are not grouped into one element, and each key keeps its own.
    @Test func componentsKeepEachKeysArguments() {
        let code = """
            import SwiftUI
            struct V: View { let date: Date; let n: Int
              var body: some View {
                VStack {
                  Text("posted \\(date.formatted(date: .long, time: .omitted))").lineLimit(1)
                  Text("count \\(n)").lineLimit(1)
                }
              }
            }
            """
        let groups = ScanComponents(result: SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)).groups
        let posted = groups.first { $0.keys.contains { $0.key == "posted %@" } }
        #expect(posted?.arguments["posted %@"] == [.date(date: .long, time: .none)])
        #expect(posted?.keys.contains { $0.key == "count %lld" } == false)
    }

    /// Two sites of a key choosing from different sets, in the same box, are one element whose
    /// argument is either set.
    @Test func sitesOfOneBoxJoinTheirCandidates() {
        let code = """
            import UIKit
            final class C: UIViewController { let a = UILabel(); let b = UILabel()
              func show() {
                a.text = String(format: NSLocalizedString("state %@", comment: ""), NSLocalizedString("level.weak", comment: ""))
                b.text = String(format: NSLocalizedString("state %@", comment: ""), NSLocalizedString("level.good", comment: ""))
              }
            }
            """
        let groups = ScanComponents(result: SourceScanner().scan(texts: [("V.swift", code)], keys: Self.keys)).groups
        let withState = groups.filter { $0.keys.contains { $0.key == "state %@" } }
        #expect(withState.count == 1)
        #expect(withState.first?.arguments["state %@"] == [.oneOf([.key("level.weak"), .key("level.good")])])
    }
}
